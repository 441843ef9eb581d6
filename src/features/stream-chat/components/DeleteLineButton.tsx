/**
 * The performer's "delete this message" on a line of their chat. A script of its own, like
 * "Clear chat": StreamChatLine loads it for the performer's own chat only, so viewers'
 * pages carry neither.
 */
import { useTranslation } from 'next-i18next/pages';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { deleteStreamMessage } from '../slice';

export function DeleteLineButton({ messageId }: { messageId: string }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  return (
    <Button
      size="small"
      type="text"
      icon={<Icon icon={DeleteOutlined} />}
      aria-label={t('streamChat.delete')}
      title={t('streamChat.delete')}
      onClick={() => dispatch(deleteStreamMessage(messageId))}
      data-testid="stream-chat-delete"
    />
  );
}
