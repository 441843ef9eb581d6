/** The chat's lines: messages with their sender, deleted ones in grey, tips highlighted. */
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { deleteStreamMessage, type ChatLine } from '../slice';
import styles from './StreamChat.module.css';

type Props = { line: ChatLine; moderation: boolean };

export function StreamChatLine({ line, moderation }: Props) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  if (line.kind === 'tip') {
    return (
      <div className={`${styles.line} ${styles.tip}`} data-testid="stream-chat-tip">
        <Icon icon={GiftOutlined} />
        <span className={styles.lineText}>{t('streamChat.tipped', { name: line.tip.name, count: line.tip.token })}</span>
      </div>
    );
  }
  const { message } = line;
  return (
    <div className={styles.line} data-testid="stream-chat-message" data-deleted={message.isDeleted}>
      <span className={styles.lineText}>
        <strong>{message.senderInfo?.name ?? t('streamChat.someone')}</strong>{' '}
        {message.isDeleted ? <span className={styles.deleted}>{t('streamChat.deleted')}</span> : message.text}
      </span>
      {moderation && !message.isDeleted && (
        <Button
          size="small"
          type="text"
          icon={<Icon icon={DeleteOutlined} />}
          aria-label={t('streamChat.delete')}
          title={t('streamChat.delete')}
          onClick={() => dispatch(deleteStreamMessage(message._id))}
          data-testid="stream-chat-delete"
        />
      )}
    </div>
  );
}
