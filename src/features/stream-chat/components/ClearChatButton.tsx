/**
 * The performer's "clear the chat", asked for again before it runs. A script of its own
 * (StreamChat loads it for the performer only): antd's confirmation brings its popover.
 */
import { useTranslation } from 'next-i18next/pages';
import { Button, Popconfirm } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import { clearStreamChat } from '../slice';

export function ClearChatButton() {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  return (
    <Popconfirm
      title={t('streamChat.clearConfirm')}
      okText={t('streamChat.clear')}
      cancelText={t('streamChat.cancel')}
      onConfirm={() => dispatch(clearStreamChat())}
    >
      <Button size="small" danger data-testid="stream-chat-clear">
        {t('streamChat.clear')}
      </Button>
    </Popconfirm>
  );
}
