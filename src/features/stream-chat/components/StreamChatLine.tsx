/**
 * The chat's lines: messages with their sender (a viewer's name opens their profile for the
 * performer), deleted ones in grey, tips highlighted; the performer's actions on a line.
 */
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { ViewerName } from '@/features/viewer-profile/components/ViewerName';
import { selectCurrentAccount } from '@/features/account/slice';
import { useAppSelector } from '@/store/hooks';
import type { ChatLine } from '../slice';
import styles from './StreamChat.module.css';

// The performer's and their moderators' alone: other viewers' pages do not load them.
const DeleteLineButton = dynamic(() => import('./DeleteLineButton').then((module) => module.DeleteLineButton));
const ModerateLineButton = dynamic(() => import('./ModerateLineButton').then((module) => module.ModerateLineButton));

/** `moderation`: the reader moderates the chat; `owner`: the reader is its performer (who also names moderators). */
type Props = { line: ChatLine; moderation: boolean; owner: boolean };

export function StreamChatLine({ line, moderation, owner }: Props) {
  const { t } = useTranslation('live');
  const me = useAppSelector(selectCurrentAccount)?._id;
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
      {/* Another viewer's line: the performer or a moderator mutes or bans them from here. */}
      {moderation && message.senderId && message.senderId !== me && message.senderInfo && message.senderInfo.role !== 'performer' && (
        <ModerateLineButton userId={message.senderId} name={message.senderInfo.name} owner={owner} />
      )}
    </div>
  );
}
