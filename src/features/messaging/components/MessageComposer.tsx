/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. When messages cost
 * tokens the price is written under the field. Each message gets its own idempotency
 * key here; a retry of a failed one (in the thread) reuses that one's key.
 */
import { MAX_MESSAGE_LENGTH } from '@/shared/constants';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import field from '@/features/ui/components/Field.module.css';
import { useAppDispatch } from '@/store/hooks';
import { sendMessage } from '../slice';
import styles from './Messages.module.css';

interface Props {
  conversationId: string;
  /** Tokens this account pays per message here; 0 when free. */
  tokenPerMessage: number;
}

/** The field grows with what is written, up to six lines, then scrolls (antd's autoSize). */
function useGrowingHeight(text: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    const line = parseFloat(getComputedStyle(element).lineHeight) || 22;
    element.style.height = `${Math.min(element.scrollHeight + 2, line * 6 + 10)}px`;
  }, [text]);
  return ref;
}

export function MessageComposer({ conversationId, tokenPerMessage }: Props) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const input = useGrowingHeight(text);

  const send = () => {
    if (!text.trim()) return;
    dispatch(sendMessage({ conversationId, text: text.trim(), idempotencyKey: crypto.randomUUID() }));
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A composing input method (Japanese, Chinese) uses Enter to confirm a word, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className={styles.composer}>
      <div className={styles.composerRow}>
        <textarea
          ref={input}
          rows={1}
          className={`${field.field} ${styles.composerInput}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('messages.placeholder')}
          aria-label={t('messages.placeholder')}
          data-testid="message-input"
        />
        <Button
          type="primary"
          icon={<Icon icon={SendOutlined} />}
          onClick={send}
          disabled={!text.trim()}
          aria-label={t('messages.send')}
          data-testid="message-send"
        >
          <span className="hide-on-phone">{t('messages.send')}</span>
        </Button>
      </div>
      {tokenPerMessage > 0 && (
        <Muted className={styles.costNote} data-testid="message-cost">
          {t('messages.costNote', { count: tokenPerMessage })} <Link href="/user/buy-tokens">{t('messages.buyTokens')}</Link>
        </Muted>
      )}
    </div>
  );
}
