/** Writing in the chat: for signed-in viewers and the performer; others (also a muted or banned viewer) see why they cannot. */
import { MAX_MESSAGE_LENGTH } from '@/shared/constants';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import field from '@/features/ui/components/Field.module.css';
import { selectStreamChat, sendStreamMessage, streamChatSanctioned } from '../slice';
import { untilText } from '@/lib/format';
import styles from './StreamChat.module.css';

/** `moderation`: the performer's own chat, where they write too. */
export function StreamChatComposer({ moderation }: { moderation: boolean }) {
  const { t, i18n } = useTranslation('live');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const { blocked, sending, sendError, conversationId, sanction } = useAppSelector(selectStreamChat);
  const [text, setText] = useState('');

  // A mute ends by itself: the notice goes at its end.
  useEffect(() => {
    if (sanction?.kind !== 'mute' || !sanction.until) return;
    const timer = setTimeout(() => dispatch(streamChatSanctioned(null)), Math.max(0, Date.parse(sanction.until) - Date.now()));
    return () => clearTimeout(timer);
  }, [sanction, dispatch]);

  // A ban says why; so does a mute while it lasts (the chat stays open to read).
  const notice = sanction && (sanction.kind === 'ban' || !blocked) && (
    <p className={`${styles.sendError} ${styles.blocked}`} role="alert" data-testid="stream-chat-sanction-notice">
      {sanction.kind === 'ban'
        ? t('streamChat.bannedNotice', { reason: sanction.reason })
        : t('streamChat.mutedNotice', { reason: sanction.reason, until: untilText(sanction.until, i18n.language) })}
    </p>
  );
  if (notice) return notice;
  // Where the line to write would be, in the error's colour (the stream area says it too).
  if (blocked)
    return (
      <p className={`${styles.sendError} ${styles.blocked}`} role="alert" data-testid="stream-chat-blocked">
        {t('streamChat.blocked')}
      </p>
    );
  if (!account) {
    return (
      <span data-testid="stream-chat-login">
        <Link href="/auth/login/user">{t('streamChat.login')}</Link>
      </span>
    );
  }
  if (account.role !== 'user' && !moderation) return null;

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    dispatch(sendStreamMessage({ text: trimmed }));
    setText('');
  };
  // The field and the button joined, in the look of antd's compact input; Enter sends (not while composing).
  return (
    <div className={styles.composer}>
      <div className={styles.composerRow}>
        <input
          type="text"
          className={`${field.field} ${styles.composerInput}`}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && !event.nativeEvent.isComposing && send()}
          placeholder={t('streamChat.placeholder')}
          aria-label={t('streamChat.placeholder')}
          disabled={!conversationId}
          data-testid="stream-chat-input"
        />
        <Button
          type="primary"
          className={styles.composerSend}
          icon={<Icon icon={SendOutlined} />}
          onClick={send}
          loading={sending}
          disabled={!conversationId}
          data-testid="stream-chat-send"
        >
          {t('streamChat.send')}
        </Button>
      </div>
      {sendError && (
        <span className={styles.sendError} role="alert">
          {sendError}
        </span>
      )}
    </div>
  );
}
