/**
 * The chat's lines: messages with their sender (a viewer's name opens their profile for the
 * performer), deleted ones in grey, tips highlighted; the performer's actions on a line.
 */
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { ViewerName } from '@/features/viewer-profile/components/ViewerName';
import type { ChatLine } from '../slice';
import styles from './StreamChat.module.css';

// The performer's alone: viewers' pages do not load it.
const DeleteLineButton = dynamic(() => import('./DeleteLineButton').then((module) => module.DeleteLineButton));
const ModerateLineButton = dynamic(() => import('./ModerateLineButton').then((module) => module.ModerateLineButton));

type Props = { line: ChatLine; moderation: boolean };

export function StreamChatLine({ line, moderation }: Props) {
  const { t } = useTranslation('components');
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
        {message.senderInfo?.role === 'user' ? (
          <ViewerName userId={message.senderInfo._id} name={message.senderInfo.name} />
        ) : (
          <strong>{message.senderInfo?.name ?? t('streamChat.someone')}</strong>
        )}{' '}
        {message.isDeleted ? <span className={styles.deleted}>{t('streamChat.deleted')}</span> : message.text}
      </span>
      {moderation && !message.isDeleted && <DeleteLineButton messageId={message._id} />}
      {/* A viewer's line: the performer mutes or bans them from here. */}
      {moderation && message.senderId && message.senderInfo && message.senderInfo.role !== 'performer' && (
        <ModerateLineButton userId={message.senderId} name={message.senderInfo.name} />
      )}
    </div>
  );
}
