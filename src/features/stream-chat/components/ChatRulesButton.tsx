/**
 * The rules of the performer's chat, beside "Clear chat": slow mode, the words refused,
 * and the mutes and bans in force (each lifted with a click). Loaded when opened; a script
 * of its own that only the performer's and their moderators' pages load.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { Disclosure } from '@/features/ui/components/Disclosure';
import { useFloatingPanel } from '@/features/ui/hooks/useFloatingPanel';
import field from '@/features/ui/components/Field.module.css';
import type { ChatRules } from '@/shared/schemas/messaging';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { liftChatSanction, loadChatModeration, removeChatModerator, saveChatRules, selectChatModeration, selectStreamChat } from '../slice';
import { untilText } from '@/lib/format';
import styles from './StreamChat.module.css';

/** The slow modes offered, in seconds (0: off). */
const SLOW_MODES = [0, 10, 30, 60, 300];

/** Slow mode and the words, from the rules as loaded (a new load starts it afresh). */
function RulesEditor({ rules }: { rules: ChatRules }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const { moderating } = useAppSelector(selectStreamChat);
  const [slow, setSlow] = useState(rules.slowModeSeconds);
  const [words, setWords] = useState(rules.bannedWords.join(', '));
  const save = () =>
    dispatch(
      saveChatRules({
        slowModeSeconds: slow,
        bannedWords: words
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      }),
    );
  return (
    <>
      <label className={styles.moderationField}>
        {t('streamChat.moderation.slowMode')}
        <select
          className={field.field}
          value={slow}
          onChange={(event) => setSlow(Number(event.target.value))}
          data-testid="stream-chat-slow-mode"
        >
          {SLOW_MODES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? t('streamChat.moderation.slowOff') : t('streamChat.moderation.seconds', { count: seconds })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.moderationField}>
        {t('streamChat.moderation.words')}
        <input
          type="text"
          className={field.field}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder={t('streamChat.moderation.wordsHint')}
          data-testid="stream-chat-words"
        />
      </label>
      <Button size="small" type="primary" loading={moderating} onClick={save} data-testid="stream-chat-rules-save">
        {t('streamChat.moderation.save')}
      </Button>
    </>
  );
}

function RulesForm({ owner }: { owner: boolean }) {
  const { t, i18n } = useTranslation('live');
  const dispatch = useAppDispatch();
  const moderation = useAppSelector(selectChatModeration);
  if (!moderation) return <span>{t('streamChat.moderation.loading')}</span>;
  return (
    <div className={styles.moderation}>
      <RulesEditor key={JSON.stringify(moderation.rules)} rules={moderation.rules} />
      <strong>{t('streamChat.moderation.sanctions')}</strong>
      {moderation.sanctions.length === 0 && <span className={styles.empty}>{t('streamChat.moderation.noSanctions')}</span>}
      <ul className={styles.sanctions}>
        {moderation.sanctions.map((sanction) => (
          <li key={`${sanction.userId}-${sanction.kind}`} data-testid="stream-chat-sanction">
            <span>
              {sanction.kind === 'mute'
                ? t('streamChat.moderation.mutedUntil', { name: sanction.name, until: untilText(sanction.until, i18n.language) })
                : t('streamChat.moderation.banned', { name: sanction.name })}
              {' · '}
              {sanction.reason}
            </span>
            <Button size="small" type="link" onClick={() => dispatch(liftChatSanction(sanction.userId))} data-testid="stream-chat-lift">
              {t('streamChat.moderation.lift')}
            </Button>
          </li>
        ))}
      </ul>
      {/* Naming and removing moderators is the performer's. */}
      {owner && (
        <>
          <strong>{t('streamChat.moderation.moderators')}</strong>
          {moderation.moderators.length === 0 && <span className={styles.empty}>{t('streamChat.moderation.noModerators')}</span>}
          <ul className={styles.sanctions}>
            {moderation.moderators.map((moderator) => (
              <li key={moderator._id} data-testid="stream-chat-moderator">
                <span>{moderator.name}</span>
                <Button
                  size="small"
                  type="link"
                  onClick={() => dispatch(removeChatModerator(moderator._id))}
                  data-testid="stream-chat-remove-moderator"
                >
                  {t('streamChat.moderation.removeModerator')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** `owner`: the performer's own chat (the moderators are listed, to remove); a moderator sees the rules and sanctions. */
export function ChatRulesButton({ owner }: { owner: boolean }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  // Above the chat's frame, which would cut the panel off.
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useFloatingPanel(true, open, content, trigger, styles.floating);
  return (
    <Disclosure
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) dispatch(loadChatModeration());
      }}
      align="end"
      title={t('streamChat.moderation.rules')}
      testId="stream-chat-rules-panel"
      trigger={(opens) => (
        <Button ref={trigger} size="small" data-testid="stream-chat-rules" {...opens}>
          {t('streamChat.moderation.rules')}
        </Button>
      )}
    >
      <div ref={content}>
        <RulesForm owner={owner} />
      </div>
    </Disclosure>
  );
}
