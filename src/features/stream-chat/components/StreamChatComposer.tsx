/** Writing in the chat: for signed-in viewers and the performer; others see why they cannot. */
import { MAX_MESSAGE_LENGTH } from '@/shared/constants';
import { useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectStreamChat, sendStreamMessage } from '../slice';

/** `moderation`: the performer's own chat, where they write too. */
export function StreamChatComposer({ moderation }: { moderation: boolean }) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const { blocked, sending, sendError, conversationId } = useAppSelector(selectStreamChat);
  const [text, setText] = useState('');

  if (blocked) return <Alert type="error" showIcon title={t('streamChat.blocked')} data-testid="stream-chat-blocked" />;
  if (!account) {
    return (
      <Typography.Text data-testid="stream-chat-login">
        <Link href="/auth/login/user">{t('streamChat.login')}</Link>
      </Typography.Text>
    );
  }
  if (account.role !== 'user' && !moderation) return null;

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    dispatch(sendStreamMessage({ text: trimmed }));
    setText('');
  };
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={send}
          placeholder={t('streamChat.placeholder')}
          aria-label={t('streamChat.placeholder')}
          disabled={!conversationId}
          data-testid="stream-chat-input"
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={send}
          loading={sending}
          disabled={!conversationId}
          data-testid="stream-chat-send"
        >
          {t('streamChat.send')}
        </Button>
      </Space.Compact>
      {sendError && <Typography.Text type="danger">{sendError}</Typography.Text>}
    </Space>
  );
}
