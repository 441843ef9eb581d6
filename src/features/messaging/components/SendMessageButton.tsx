/**
 * "Send message" on a performer's page: opens (or makes) the user's conversation with
 * the performer and shows it on the messages page. Visitors are asked to log in first;
 * other accounts do not write to performers and see nothing.
 */
import { useTranslation } from 'next-i18next/pages';
import { Button, Popover } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { LoginFirst } from '@/features/ui/components/LoginFirst';
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
    return (
      <Popover content={<LoginFirst reason={t('messages.loginFirst')} login={t('messages.login')} />} trigger="click">
        {button()}
      </Popover>
    );
  }
  if (account.role !== 'user') return null;
  return button(() => dispatch(openConversation({ source: 'performer', sourceId: performerId })));
}
