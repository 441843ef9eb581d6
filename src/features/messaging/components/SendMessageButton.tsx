/**
 * "Send message" on a performer's page: opens (or makes) the user's conversation with
 * the performer and shows it on the messages page. Visitors are asked to log in first;
 * other accounts do not write to performers and see nothing.
 */
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { LoginFirst } from '@/features/ui/components/LoginFirst';
import { Disclosure, type DisclosureTriggerProps } from '@/features/ui/components/Disclosure';
import { openConversation, selectIsOpening } from '../slice';

export function SendMessageButton({ performerId }: { performerId: string }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const opening = useAppSelector(selectIsOpening);

  const button = (props: Partial<DisclosureTriggerProps>) => (
    <Button icon={<Icon icon={MessageOutlined} />} loading={opening} data-testid="send-message-button" {...props}>
      {t('messages.sendMessage')}
    </Button>
  );

  if (!account) {
    return (
      <Disclosure trigger={button}>
        <LoginFirst reason={t('messages.loginFirst')} login={t('messages.login')} />
      </Disclosure>
    );
  }
  if (account.role !== 'user') return null;
  return button({ onClick: () => dispatch(openConversation({ source: 'performer', sourceId: performerId })) });
}
