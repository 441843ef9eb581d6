/**
 * The open conversation: who it is with, its messages oldest at the top (older ones
 * page in by 25 above), messages on their way out, and the composer. Own messages sit
 * on the right. The view follows the newest message unless the reader scrolled up;
 * scrolling to the top brings the older ones in. Under the newest message of one's own
 * that the other person has read: "Seen".
 */
import { Fragment, useLayoutEffect, useRef } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Avatar } from '@/features/ui/components/Avatar';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import { Spinner } from '@/features/ui/components/Spinner';
import type { Conversation, Message } from '@/shared/schemas/messaging';
import { MSG } from '@/shared/messages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import {
  discardMessage,
  loadOlderMessages,
  selectHasOlderMessages,
  selectPendingMessages,
  selectThread,
  sendMessage,
  type PendingMessage,
} from '../slice';
import { shortTime } from '../format';
import { MessageComposer } from './MessageComposer';
import { MessageTranslationControl } from '@/features/message-translations/components/MessageTranslationControl';
import { MessageContent } from './MessageContent';
import { ViewerName } from '@/features/viewer-profile/components/ViewerName';
import styles from './Messages.module.css';

interface Props {
  conversation: Conversation;
  /** Back to the list (the phone's first step). */
  onBack: () => void;
}

function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation('live');
  return (
    <li className={mine ? `${styles.bubble} ${styles.mine}` : styles.bubble} data-testid={mine ? 'message-mine' : 'message-theirs'}>
      <MessageContent message={message} text={message.isDeleted ? t(MSG.messageDeleted, { ns: 'common' }) : message.text} />
      {/* A picture or file has no words to translate. */}
      {!mine && !message.isDeleted && !message.file && message.text && <MessageTranslationControl messageId={message._id} />}
      <span className={styles.meta}>
        {message.price && message.type !== 'payment' ? (
          <span data-testid="message-price">{t('messages.price', { count: message.price })} · </span>
        ) : null}
        <time dateTime={message.createdAt}>{shortTime(message.createdAt, undefined, true)}</time>
      </span>
    </li>
  );
}

function PendingBubble({ pending }: { pending: PendingMessage }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const retry = () => dispatch(sendMessage({ conversationId: pending.conversationId, text: pending.text, idempotencyKey: pending.key }));
  return (
    <li className={`${styles.bubble} ${styles.mine} ${pending.failed ? styles.failed : styles.sending}`} data-testid="message-pending">
      <span className={styles.text}>{pending.text}</span>
      <span className={styles.meta}>
        {pending.failed ? (
          <>
            {t('messages.notSent')}{' '}
            <Button type="link" size="small" onClick={retry} className={styles.metaButton}>
              {t('messages.retry')}
            </Button>
            <Button type="link" size="small" onClick={() => dispatch(discardMessage(pending.key))} className={styles.metaButton}>
              {t('messages.discard')}
            </Button>
          </>
        ) : (
          t('messages.sending')
        )}
      </span>
    </li>
  );
}

/** Keeps the newest message in view as messages come in, and the reader's place when older ones are added above. */
function useScrollAnchoring(thread: { data: Message[] }, pendingCount: number) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<{ oldestId?: string; newestId?: string; height: number }>({ height: 0 });
  const oldestId = thread.data[0]?._id;
  const newestId = thread.data.at(-1)?._id;
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const previous = last.current;
    const olderAdded = previous.oldestId !== undefined && oldestId !== previous.oldestId && newestId === previous.newestId;
    if (olderAdded) element.scrollTop += element.scrollHeight - previous.height;
    else element.scrollTop = element.scrollHeight;
    last.current = { oldestId, newestId, height: element.scrollHeight };
  }, [oldestId, newestId, pendingCount]);
  return box;
}

export function MessageThread({ conversation, onBack }: Props) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const ownId = account?._id;
  const thread = useAppSelector(selectThread);
  const hasOlder = useAppSelector(selectHasOlderMessages);
  const pending = useAppSelector(selectPendingMessages).filter((p) => p.conversationId === conversation._id);
  const box = useScrollAnchoring(thread, pending.length);
  const other = conversation.recipientInfo;
  const name = <strong className={styles.name}>{other.name}</strong>;
  // Scrolled up to the top: the next 25 older messages come in above (the button does the same for the keyboard).
  const loadOlderAtTop = () => {
    if (hasOlder && !thread.requesting && (box.current?.scrollTop ?? 1) <= 0) dispatch(loadOlderMessages());
  };
  // Read receipt: under the newest of one's own messages the other person has read.
  const readUntil = conversation.recipientLastReadAt;
  const seenId = readUntil ? thread.data.findLast((m) => m.senderId === ownId && m.createdAt <= readUntil)?._id : undefined;

  return (
    <section className={styles.thread} data-testid="message-thread" aria-label={other.name}>
      <header className={styles.threadHeader}>
        <Button
          type="text"
          icon={<Icon icon={ArrowLeftOutlined} />}
          onClick={onBack}
          className={styles.back}
          aria-label={t('messages.back')}
          data-testid="messages-back"
        />
        <Avatar src={other.avatar} size={40} />
        {other.role === 'performer' && other.username ? (
          <Link href={`/profile/${encodeURIComponent(other.username)}`}>{name}</Link>
        ) : (
          <ViewerName userId={other._id} name={other.name} className={styles.name} />
        )}
        <span className={styles.threadPresence} data-testid="thread-presence">
          {conversation.isOnline ? t('messages.online') : t('messages.offline')}
        </span>
      </header>
      <div className={styles.scroll} ref={box} onScroll={loadOlderAtTop}>
        {hasOlder && (
          <div className={styles.older}>
            <Button size="small" onClick={() => dispatch(loadOlderMessages())} loading={thread.requesting} data-testid="messages-older">
              {t('messages.older')}
            </Button>
          </div>
        )}
        {thread.requesting && !thread.data.length ? (
          <Spinner />
        ) : !thread.data.length && !pending.length ? (
          <Muted className={styles.startHint}>{t('messages.startHint', { name: other.name })}</Muted>
        ) : null}
        <ol className={styles.messages} data-testid="messages">
          {thread.data.map((message) => (
            <Fragment key={message._id}>
              <MessageBubble message={message} mine={message.senderId === ownId} />
              {message._id === seenId && (
                <li className={styles.seen} data-testid="message-seen">
                  {t('messages.seen')}
                </li>
              )}
            </Fragment>
          ))}
          {pending.map((p) => (
            <PendingBubble key={p.key} pending={p} />
          ))}
        </ol>
      </div>
      <MessageComposer
        conversationId={conversation._id}
        tokenPerMessage={conversation.tokenPerMessage}
        payee={account?.role === 'user' && other.role === 'performer' ? { id: other._id, name: other.name } : undefined}
      />
    </section>
  );
}
