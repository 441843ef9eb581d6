/**
 * The moderation of one viewer from a line of the chat: a reason, then mute for a while or
 * ban from the room; for the performer also naming them a moderator (a fan of the
 * performer's). A script of its own, like "delete": StreamChatLine loads it for the
 * performer and their moderators only, so other viewers' pages carry none of it.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { Button } from '@/features/ui/components/Button';
import { Disclosure } from '@/features/ui/components/Disclosure';
import { useFloatingPanel } from '@/features/ui/hooks/useFloatingPanel';
import { Icon } from '@/features/ui/components/Icon';
import { MuteChoice } from '@/features/ui/components/MuteChoice';
import { useAppDispatch } from '@/store/hooks';
import { banChatUser, muteChatUser, nameChatModerator } from '../slice';
import styles from './StreamChat.module.css';

/** `owner`: the reader is the chat's performer, who may also name the viewer a moderator. */
export function ModerateLineButton({ userId, name, owner }: { userId: string; name: string; owner: boolean }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  // Above the chat's scrolling lines, which would cut the panel off.
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useFloatingPanel(true, open, content, trigger, styles.floating);
  const act = (intent: ReturnType<typeof muteChatUser> | ReturnType<typeof banChatUser>) => {
    dispatch(intent);
    setOpen(false);
  };
  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      align="end"
      title={t('streamChat.moderation.title', { name })}
      testId="stream-chat-moderate-panel"
      trigger={(opens) => (
        <Button
          ref={trigger}
          size="small"
          type="text"
          icon={<Icon icon={StopOutlined} />}
          aria-label={t('streamChat.moderation.open', { name })}
          title={t('streamChat.moderation.open', { name })}
          data-testid="stream-chat-moderate"
          {...opens}
        />
      )}
    >
      <div className={styles.moderation} ref={content}>
        <MuteChoice
          testIds={{ reason: 'stream-chat-moderate-reason', mute: 'stream-chat-mute' }}
          actionsClassName={styles.moderationActions}
          onMute={(minutes, reason) => act(muteChatUser({ userId, minutes, reason }))}
          more={(reason, waiting) => (
            <Button
              size="small"
              danger
              disabled={waiting}
              onClick={() => act(banChatUser({ userId, reason }))}
              data-testid="stream-chat-ban"
            >
              {t('streamChat.moderation.ban')}
            </Button>
          )}
        />
        {/* A fan of the performer's may moderate with them. */}
        {owner && (
          <Button
            size="small"
            type="link"
            onClick={() => {
              dispatch(nameChatModerator(userId));
              setOpen(false);
            }}
            data-testid="stream-chat-name-moderator"
          >
            {t('streamChat.moderation.makeModerator')}
          </Button>
        )}
      </div>
    </Disclosure>
  );
}
