/** Writing in the chat: for signed-in viewers and the performer; others see why they cannot. */
import { MAX_MESSAGE_LENGTH } from '@/shared/constants';
import { useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import field from '@/features/ui/components/Field.module.css';
import { selectStreamChat, sendStreamMessage } from '../slice';
import styles from './StreamChat.module.css';

/** `moderation`: the performer's own chat, where they write too. */
export function StreamChatComposer({ moderation }: { moderation: boolean }) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const { blocked, sending, sendError, conversationId } = useAppSelector(selectStreamChat);
  const [text, setText] = useState('');

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
