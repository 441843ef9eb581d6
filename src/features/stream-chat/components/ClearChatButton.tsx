/**
 * The performer's "clear the chat", asked for again before it runs (`ConfirmButton`). A
 * script of its own: StreamChat loads it for the performer only.
 */
import { useTranslation } from 'next-i18next/pages';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { useAppDispatch } from '@/store/hooks';
import { clearStreamChat } from '../slice';

export function ClearChatButton() {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  return (
    <ConfirmButton
      size="small"
      danger
      question={t('streamChat.clearConfirm')}
      ok={t('streamChat.clear')}
      cancel={t('streamChat.cancel')}
      onConfirm={() => dispatch(clearStreamChat())}
      data-testid="stream-chat-clear"
    >
      {t('streamChat.clear')}
    </ConfirmButton>
  );
}
