/**
 * A performer's public stream chat: the newest messages and tips live, older ones on
 * request, the viewer count and the composer. `moderation` is the performer's own
 * view on the live page: per message delete, mute and ban, the chat's rules (slow mode,
 * words refused, the mutes and bans in force) and "Clear chat". A moderator the performer
 * named gets the same on the performer's page, but for "Clear chat" and naming
 * moderators. A show's chat (`showConversationId`) is its parties'; once the show is over
 * (`archived`) it is read only.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { Button } from '@/features/ui/components/Button';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  closeStreamChat,
  loadOlderStreamMessages,
  openStreamChat,
  selectHasOlderStreamMessages,
  selectStreamChat,
  selectStreamChatModerator,
  streamSocketConnected,
} from '../slice';
import { StreamChatLine } from './StreamChatLine';
import { StreamChatComposer } from './StreamChatComposer';
import styles from './StreamChat.module.css';

// The performer's alone (its confirmation brings antd's popover): viewers' pages do not load it.
const ClearChatButton = dynamic(() => import('./ClearChatButton').then((module) => module.ClearChatButton));
const ChatRulesButton = dynamic(() => import('./ChatRulesButton').then((module) => module.ChatRulesButton));

/**
 * `showConversationId`: the chat of a private or group show, where its parties (the performer too) write.
 * `publicConversationId`: the public stream's conversation when the page already has it.
 */
type Props = { performerId: string; moderation?: boolean; showConversationId?: string; publicConversationId?: string; archived?: boolean };

/** Opens the chat while mounted and on every new socket; asks to join again after each reconnect. */
function useStreamChatSession(performerId: string, showConversationId?: string, publicConversationId?: string, archived = false) {
  useSocketChannel(
    {
      open: (socket) => openStreamChat({ performerId, socket, showConversationId, publicConversationId, archived }),
      close: closeStreamChat,
      // The first connect is covered by the session's own join; later ones are reconnects.
      reconnected: streamSocketConnected,
    },
    `${performerId}/${showConversationId ?? ''}/${archived ? 'archived' : 'live'}`,
  );
}

/** Keeps the newest line in view when a line arrives while the reader is at the bottom. */
function useStickToBottom(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const box = ref.current;
    if (box) atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  };
  return { ref, onScroll };
}

export function StreamChat({ performerId, moderation = false, showConversationId, publicConversationId, archived = false }: Props) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const { lines, viewers, loadingOlder, blocked } = useAppSelector(selectStreamChat);
  // A fan the performer named moderates from the viewer's page, without clearing the chat or naming others.
  const moderator = useAppSelector(selectStreamChatModerator) && !showConversationId;
  const moderates = moderation || moderator;
  const hasOlder = useAppSelector(selectHasOlderStreamMessages);
  useStreamChatSession(performerId, showConversationId, publicConversationId, archived);
  const { ref, onScroll } = useStickToBottom(lines.length);

  return (
    <section className={styles.chat} data-testid="stream-chat" aria-label={t('streamChat.title')}>
      <header className={styles.header}>
        <span>{t('streamChat.title')}</span>
        {/* A blocked viewer is out of the room: its count no longer reaches them. */}
        {!showConversationId && !blocked && (
          <span className={styles.viewers} data-testid="stream-chat-viewers">
            <Icon icon={EyeOutlined} /> {t('streamChat.viewers', { count: viewers })}
          </span>
        )}
        {moderates && <ChatRulesButton owner={moderation} />}
        {moderation && <ClearChatButton />}
      </header>
      {/* A log: a screen reader reads out each new line (a message, a tip) as it arrives, without taking the reader away. */}
      <div
        className={styles.lines}
        ref={ref}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('streamChat.messages')}
        aria-busy={loadingOlder}
        data-testid="stream-chat-lines"
      >
        {hasOlder && (
          <Button
            size="small"
            type="link"
            loading={loadingOlder}
            onClick={() => dispatch(loadOlderStreamMessages())}
            data-testid="stream-chat-older"
          >
            {t('streamChat.older')}
          </Button>
        )}
        {lines.length === 0 && <span className={styles.empty}>{t('streamChat.empty')}</span>}
        {lines.map((line) => (
          <StreamChatLine
            key={line.kind === 'message' ? line.message._id : line.tip._id}
            line={line}
            moderation={moderates}
            owner={moderation}
          />
        ))}
      </div>
      <footer className={styles.footer}>
        {archived ? (
          <span className={styles.empty} data-testid="stream-chat-archived">
            {t('streamChat.archived')}
          </span>
        ) : (
          <StreamChatComposer moderation={moderation || Boolean(showConversationId)} />
        )}
      </footer>
    </section>
  );
}
