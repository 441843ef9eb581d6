/**
 * The messages page's body: the conversation list beside the open conversation. On a
 * phone they are two steps: the list, then the conversation with a way back. Which
 * conversation is open comes from the address (`?conversationId=`), so a link opens one.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { Notice } from '@/features/ui/components/Notice';
import { Spinner } from '@/features/ui/components/Spinner';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  closeConversation,
  loadConversations,
  openConversation,
  selectActiveConversation,
  selectConversationList,
  selectHasMoreConversations,
  selectIsOpening,
} from '../slice';
import { ConversationList } from './ConversationList';
import { MessageThread } from './MessageThread';
import styles from './Messages.module.css';

interface Props {
  /** The conversation the address names, if any. */
  conversationId: string | null;
  onSelect: (conversationId: string) => void;
  onBack: () => void;
}

export function MessagesView({ conversationId, onSelect, onBack }: Props) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectConversationList);
  const active = useAppSelector(selectActiveConversation);
  const opening = useAppSelector(selectIsOpening);
  const hasMore = useAppSelector(selectHasMoreConversations);

  useEffect(() => {
    dispatch(loadConversations({ offset: 0 }));
  }, [dispatch]);

  useEffect(() => {
    dispatch(conversationId ? openConversation({ conversationId }) : closeConversation());
  }, [dispatch, conversationId]);

  // Leaving the page closes the conversation: later messages in it count as unread again.
  useEffect(() => () => void dispatch(closeConversation()), [dispatch]);

  // A phone shows the conversation step while one is open or opening; a failed open falls back to the list.
  const showing = Boolean(conversationId && (active || opening));
  return (
    <div className={showing ? `${styles.layout} ${styles.showThread}` : styles.layout} data-testid="messages-page">
      <aside className={styles.listPane}>
        {list.error && <Notice type="error" title={t(list.error, { ns: 'common' })} />}
        <ConversationList
          conversations={list.data}
          loading={list.requesting || !list.loaded}
          activeId={active?._id ?? null}
          onSelect={onSelect}
          query={list.query}
          onSearch={(q) => dispatch(loadConversations({ offset: 0, q }))}
          hasMore={hasMore}
          onMore={() => dispatch(loadConversations({ offset: list.data.length, q: list.query }))}
        />
      </aside>
      <div className={styles.threadPane}>
        {active ? (
          <MessageThread conversation={active} onBack={onBack} />
        ) : (
          <div className={styles.placeholder}>{opening ? <Spinner /> : <EmptyState text={t('messages.choose')} />}</div>
        )}
      </div>
    </div>
  );
}
