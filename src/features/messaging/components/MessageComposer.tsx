/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. When messages cost
 * tokens the price is written under the field, before anything is written. Each
 * message gets its own idempotency key here; a retry of a failed one (in the thread)
 * reuses that one's key, and one the server refused (not enough tokens) comes back
 * into the field. The clip sends a picture or file, with its progress under the field;
 * a user also pays the performer directly from here.
 */
import { MAX_MESSAGE_LENGTH, MESSAGE_FILE_KINDS } from '@/shared/constants';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import { Progress } from '@/features/ui/components/Progress';

import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import field from '@/features/ui/components/Field.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paymentOpened, selectReturnedDraft, selectUpload, sendFile, sendMessage } from '../slice';
import { PayPerformerDialog } from './PayPerformerDialog';
import styles from './Messages.module.css';

interface Props {
  conversationId: string;
  /** Tokens this account pays per message here; 0 when free. */
  tokenPerMessage: number;
  /** The performer a user may pay directly from here; absent for a performer writing. */
  payee?: { id: string; name: string };
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

export function MessageComposer({ conversationId, tokenPerMessage, payee }: Props) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const input = useGrowingHeight(text);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useAppSelector(selectUpload);
  const returned = useAppSelector(selectReturnedDraft);

  // A refused message comes back into the field (once per refusal), unless something new was written meanwhile.
  const [seenReturn, setSeenReturn] = useState(returned);
  if (returned !== seenReturn) {
    setSeenReturn(returned);
    if (returned?.conversationId === conversationId && !text.trim()) setText(returned.text);
  }

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) dispatch(sendFile({ conversationId, file }));
  };

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
        <input ref={picker} type="file" hidden accept={MESSAGE_FILE_KINDS.join(',')} onChange={pickFile} data-testid="message-file-input" />
        <Button
          icon={<Icon icon={PaperClipOutlined} />}
          onClick={() => picker.current?.click()}
          disabled={Boolean(upload)}
          aria-label={t('messages.attach')}
          title={t('messages.attach')}
          data-testid="message-attach"
        />
        {payee && (
          <Button
            icon={<Icon icon={DollarOutlined} />}
            onClick={() => dispatch(paymentOpened(crypto.randomUUID()))}
            aria-label={t('messages.payment.open', { name: payee.name })}
            title={t('messages.payment.open', { name: payee.name })}
            data-testid="message-pay"
          />
        )}
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
      {upload?.conversationId === conversationId && (
        <div className={styles.uploadProgress}>
          <Muted className={styles.uploadName}>{t('messages.uploading', { name: upload.name })}</Muted>
          <Progress percent={upload.progress * 100} label={upload.name} data-testid="message-upload-progress" />
        </div>
      )}
      {tokenPerMessage > 0 && (
        <Muted className={styles.costNote} data-testid="message-cost">
          {t('messages.costNote', { count: tokenPerMessage })} <Link href="/user/buy-tokens">{t('messages.buyTokens')}</Link>
        </Muted>
      )}
      {payee && <PayPerformerDialog performerId={payee.id} performerName={payee.name} />}
    </div>
  );
}
