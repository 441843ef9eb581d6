/** The messages page in the account menus of users and performers, with the unread count. */
import { useTranslation } from 'next-i18next/pages';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppSelector } from '@/store/hooks';
import { canMessage, selectTotalUnread } from '@/features/messaging/slice';
import { UnreadBadge } from '@/features/messaging/components/UnreadBadge';
import type { Role } from '@/shared/constants';
import type { AccountLink } from './money-links';

export const MESSAGES_PATH = '/messages';

export function messagesLinks(role: Role): AccountLink[] {
  return canMessage(role) ? [{ path: MESSAGES_PATH, icon: <Icon icon={MessageOutlined} />, labelKey: 'header.messages' }] : [];
}

/** 'Messages' and, when there are any, the number of unread messages. */
export function MessagesLabel() {
  const { t } = useTranslation('navigation');
  const unread = useAppSelector(selectTotalUnread);
  return (
    <span className="messages-menu-label">
      <span>{t('header.messages')}</span>
      <UnreadBadge count={unread} size="small" testId="menu-messages-unread" />
    </span>
  );
}
