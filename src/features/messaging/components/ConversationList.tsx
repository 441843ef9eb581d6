/**
 * The inbox: the account's conversations, latest first, each with the other person's
 * picture, name and whether they are online, the last message, its time and the unread
 * count; a search by name above and the next 25 below. A whole row opens its conversation;
 * a performer's click on a viewer's name opens that viewer's profile instead (the name
 * sits above the row's button).
 */
import { useTranslation } from 'next-i18next/pages';
import { Avatar } from '@/features/ui/components/Avatar';
import { Button } from '@/features/ui/components/Button';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { SearchBox } from '@/features/ui/components/SearchBox';
import { Spinner } from '@/features/ui/components/Spinner';
import { ViewerName } from '@/features/viewer-profile/components/ViewerName';
import type { Conversation } from '@/shared/schemas/messaging';
import { shortTime } from '../format';
import { UnreadBadge } from './UnreadBadge';
import styles from './Messages.module.css';

interface Props {
  conversations: Conversation[];
  loading: boolean;
  activeId: string | null;
  onSelect: (conversationId: string) => void;
  /** The name searched for ('' for all) and a new search. */
  query: string;
  onSearch: (query: string) => void;
  /** More conversations than shown match; `onMore` adds the next page. */
  hasMore: boolean;
  onMore: () => void;
}

function ConversationRow({ conversation, active, onSelect }: { conversation: Conversation; active: boolean; onSelect: () => void }) {
  const { t } = useTranslation('live');
  const { recipientInfo: other, totalNotSeenMessages: unread } = conversation;
  return (
    <li
      className={active ? `${styles.conversation} ${styles.active}` : styles.conversation}
      data-testid="conversation"
      data-online={conversation.isOnline}
    >
      <button
        type="button"
        className={styles.rowButton}
        onClick={onSelect}
        aria-current={active ? 'true' : undefined}
        aria-label={other.name}
        data-testid="conversation-open"
      />
      <span className={styles.avatarWrap}>
        <Avatar src={other.avatar} size={44} />
        <span
          className={conversation.isOnline ? `${styles.presence} ${styles.online}` : styles.presence}
          title={conversation.isOnline ? t('messages.online') : t('messages.offline')}
          data-testid="conversation-presence"
        />
      </span>
      <span className={styles.summary}>
        <span className={styles.summaryTop}>
          {other.role === 'user' ? (
            <ViewerName userId={other._id} name={other.name} className={`${styles.name} ${styles.aboveRow}`} />
          ) : (
            <strong className={styles.name}>{other.name}</strong>
          )}
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
    </li>
  );
}

export function ConversationList({ conversations, loading, activeId, onSelect, query, onSearch, hasMore, onMore }: Props) {
  const { t } = useTranslation('live');
  const search = (
    <SearchBox
      value={query}
      placeholder={t('messages.search')}
      buttonLabel={t('messages.search')}
      onSearch={onSearch}
      className={styles.search}
      testId="conversation-search"
    />
  );
  if (!conversations.length) {
    return (
      <>
        {search}
        {loading ? (
          <Spinner />
        ) : (
          <div className={styles.empty}>
            <EmptyState text={query ? t('messages.noneFound', { query }) : t('messages.noConversations')} />
          </div>
        )}
      </>
    );
  }
  return (
    <>
      {search}
      <ul className={styles.conversations} data-testid="conversation-list">
        {conversations.map((conversation) => (
          <ConversationRow
            key={conversation._id}
            conversation={conversation}
            active={conversation._id === activeId}
            onSelect={() => onSelect(conversation._id)}
          />
        ))}
      </ul>
      {hasMore && (
        <div className={styles.more}>
          <Button size="small" onClick={onMore} loading={loading} data-testid="conversations-more">
            {t('messages.moreConversations')}
          </Button>
        </div>
      )}
    </>
  );
}
