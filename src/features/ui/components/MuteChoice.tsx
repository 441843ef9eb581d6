/**
 * A mute with its reason, as the stream chat's moderation and a viewer's profile offer it:
 * the reason (the muted viewer reads it), then a button per length of MUTE_MINUTES, each
 * off until a reason is typed. `more` adds actions that take the reason too (a ban). The
 * typed reason lives here: the panel that holds it starts empty when it opens again.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from './Button';
import field from './Field.module.css';
import { MAX_SANCTION_REASON_LENGTH, MUTE_MINUTES } from '@/shared/constants';

interface Props {
  /** The reason field's test id, and the start of the mute buttons' (`{mute}-{minutes}`). */
  testIds: { reason: string; mute: string };
  onMute: (minutes: number, reason: string) => void;
  /** A change is under way: the buttons wait. */
  busy?: boolean;
  /** The row of buttons' class (the panel's own spacing). */
  actionsClassName?: string;
  /** Further actions with the reason given, and whether they wait (no reason yet, or busy). */
  more?: (reason: string, waiting: boolean) => ReactNode;
}

export function MuteChoice({ testIds, onMute, busy = false, actionsClassName, more }: Props) {
  const { t } = useTranslation('live');
  const [reason, setReason] = useState('');
  const given = reason.trim();
  return (
    <>
      <input
        type="text"
        className={field.field}
        value={reason}
        maxLength={MAX_SANCTION_REASON_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        placeholder={t('streamChat.moderation.reason')}
        aria-label={t('streamChat.moderation.reason')}
        data-testid={testIds.reason}
      />
      <div className={actionsClassName}>
        {MUTE_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            size="small"
            disabled={!given || busy}
            onClick={() => onMute(minutes, given)}
            data-testid={`${testIds.mute}-${minutes}`}
          >
            {t(`streamChat.moderation.mute${minutes}`)}
          </Button>
        ))}
        {more?.(given, !given || busy)}
      </div>
    </>
  );
}
