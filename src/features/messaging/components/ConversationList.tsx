/** The account's conversations, latest first: avatar, name, last message, its time and the unread count. */
import { useTranslation } from 'next-i18next/pages';
import { Avatar } from '@/features/ui/components/Avatar';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { Spinner } from '@/features/ui/components/Spinner';
import type { Conversation } from '@/shared/schemas/messaging';
import { shortTime } from '../format';
import { UnreadBadge } from './UnreadBadge';
import styles from './Messages.module.css';

interface Props {
  conversations: Conversation[];
  loading: boolean;
  activeId: string | null;
  onSelect: (conversationId: string) => void;
}

export function ConversationList({ conversations, loading, activeId, onSelect }: Props) {
  const { t } = useTranslation('components');
  if (!conversations.length) {
    return loading ? (
      <Spinner />
    ) : (
      <div className={styles.empty}>
        <EmptyState text={t('messages.noConversations')} />
      </div>
    );
  }
  return (
    <ul className={styles.conversations} data-testid="conversation-list">
      {conversations.map((conversation) => {
        const { recipientInfo: other, totalNotSeenMessages: unread } = conversation;
        return (
          <li key={conversation._id}>
            <button
              type="button"
              className={conversation._id === activeId ? `${styles.conversation} ${styles.active}` : styles.conversation}
              onClick={() => onSelect(conversation._id)}
              aria-current={conversation._id === activeId ? 'true' : undefined}
              data-testid="conversation"
            >
              <Avatar src={other.avatar} size={44} />
              <span className={styles.summary}>
                <span className={styles.summaryTop}>
                  <strong className={styles.name}>{other.name}</strong>
                  <time className={styles.time} dateTime={conversation.lastMessageCreatedAt ?? undefined}>
                    {shortTime(conversation.lastMessageCreatedAt)}
                  </time>
                </span>
                <span className={styles.summaryBottom}>
                  <span className={unread ? `${styles.lastMessage} ${styles.unread}` : styles.lastMessage}>
                    {conversation.lastMessage ?? t('messages.noMessagesYet')}
                  </span>
                  <UnreadBadge count={unread} testId="conversation-unread" />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
