/**
 * "Send message" on a performer's page: opens (or makes) the user's conversation with
 * the performer and shows it on the messages page. Visitors are asked to log in first;
 * other accounts do not write to performers and see nothing.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Flex, Popover } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { openConversation, selectIsOpening } from '../slice';

export function SendMessageButton({ performerId }: { performerId: string }) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const opening = useAppSelector(selectIsOpening);

  const button = (onClick?: () => void) => (
    <Button icon={<MessageOutlined />} onClick={onClick} loading={opening} data-testid="send-message-button">
      {t('messages.sendMessage')}
    </Button>
  );

  if (!account) {
    const prompt = (
      <Flex vertical gap={8} style={{ maxWidth: 260 }}>
        <span>{t('messages.loginFirst')}</span>
        <Link href="/auth/login/user">
          <Button type="primary">{t('messages.login')}</Button>
        </Link>
      </Flex>
    );
    return (
      <Popover content={prompt} trigger="click">
        {button()}
      </Popover>
    );
  }
  if (account.role !== 'user') return null;
  return button(() => dispatch(openConversation({ source: 'performer', sourceId: performerId })));
}
