/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. When messages cost
 * tokens the price is written under the field. Each message gets its own idempotency
 * key here; a retry of a failed one (in the thread) reuses that one's key.
 */
import { MAX_MESSAGE_LENGTH } from '@/shared/constants';
import { useState, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Flex, Input, Typography } from 'antd';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { sendMessage } from '../slice';
import styles from './Messages.module.css';

interface Props {
  conversationId: string;
  /** Tokens this account pays per message here; 0 when free. */
  tokenPerMessage: number;
}

export function MessageComposer({ conversationId, tokenPerMessage }: Props) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');

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
      <Flex gap={8} align="end">
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
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
      </Flex>
      {tokenPerMessage > 0 && (
        <Typography.Text type="secondary" className={styles.costNote} data-testid="message-cost">
          {t('messages.costNote', { count: tokenPerMessage })} <Link href="/user/buy-tokens">{t('messages.buyTokens')}</Link>
        </Typography.Text>
      )}
    </div>
  );
}
