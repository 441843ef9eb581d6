/**
 * How the performer broadcasts: video quality, who may chat, and which paid shows
 * viewers may ask for (POST /performers/broadcast-setting/update).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch } from '@/store/hooks';
import type { BroadcastSettings } from '@/shared/schemas/performers';
import {
  CheckboxField,
  CheckedForm,
  FormItem,
  NumberField,
  SelectField,
  checkedOf,
  numberOf,
  textOf,
} from '@/features/ui/components/CheckedForm';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { saveBroadcastSettings, type PerformerWithProfile } from '../slice';
import { integerBetween } from './rules';
import { useProfileRequest } from '../hooks/useProfileRequest';
import { useShownAnew } from '@/features/ui/hooks/useShownAnew';
import forms from './SettingsForm.module.css';
import styles from './BroadcastSettingsForm.module.css';

export const QUALITIES = ['sd', 'hd', 'fullhd'] as const;
export const CHAT_ACCESS = ['everyone', 'registered', 'paying'] as const;
/** Limits of BroadcastSettings.groupShowMaxParticipants. */
const GROUP_MIN = 2;
const GROUP_MAX = 100;
const GROUP_WIDTH = 160;

/** What a performer who never saved these settings gets. */
export const DEFAULT_BROADCAST: Required<BroadcastSettings> = {
  quality: 'hd',
  chatAccess: 'everyone',
  allowPrivateShows: true,
  allowGroupShows: true,
  groupShowMaxParticipants: 10,
};

const settingsOf = (performer: PerformerWithProfile): Required<BroadcastSettings> => ({
  ...DEFAULT_BROADCAST,
  ...performer.broadcastSettings,
});

/** The video quality: antd's plain radios in a row, named by the field's label. */
function QualityChoice({ saved }: { saved: BroadcastSettings['quality'] }) {
  const { t } = useTranslation('account');
  return (
    <FormItem>
      <fieldset className={styles.radios} data-testid="broadcast-quality">
        <legend className={styles.legend}>{t('settings.broadcast.quality')}</legend>
        {QUALITIES.map((quality) => (
          <label key={quality} className={styles.radio}>
            <input type="radio" name="quality" value={quality} defaultChecked={quality === saved} />
            {t(`settings.broadcast.quality.${quality}`)}
          </label>
        ))}
      </fieldset>
    </FormItem>
  );
}

function BroadcastFields({ performer, state }: { performer: PerformerWithProfile; state: { requesting: boolean; error: string | null } }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const saved = settingsOf(performer);
  const [groupShows, setGroupShows] = useState(saved.allowGroupShows);
  // A disabled field is not sent: while group shows are off, what it holds goes in a hidden input.
  const [groupMax, setGroupMax] = useState(String(saved.groupShowMaxParticipants));
  const groupCheck = integerBetween(t, GROUP_MIN, GROUP_MAX);

  const follow = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.name === 'allowGroupShows') setGroupShows(input.checked);
    if (input.name === 'groupShowMaxParticipants') setGroupMax(input.value);
  };

  const submit = (data: FormData) => {
    if (state.requesting) return;
    dispatch(
      saveBroadcastSettings({
        quality: textOf(data, 'quality') as Required<BroadcastSettings>['quality'],
        chatAccess: textOf(data, 'chatAccess') as Required<BroadcastSettings>['chatAccess'],
        allowPrivateShows: checkedOf(data, 'allowPrivateShows'),
        allowGroupShows: checkedOf(data, 'allowGroupShows'),
        groupShowMaxParticipants: numberOf(data, 'groupShowMaxParticipants')!,
      }),
    );
  };

  return (
    <div onChange={follow}>
      <CheckedForm
        size="middle"
        check={(data) => ({ groupShowMaxParticipants: groupCheck(numberOf(data, 'groupShowMaxParticipants')) })}
        onValid={submit}
        data-testid="broadcast-form"
      >
        <QualityChoice saved={saved.quality} />
        <SelectField
          name="chatAccess"
          label={t('settings.broadcast.chatAccess')}
          options={CHAT_ACCESS.map((access) => ({ value: access, label: t(`settings.broadcast.chatAccess.${access}`) }))}
          defaultValue={saved.chatAccess}
          data-testid="broadcast-chat-access"
        />
        <CheckboxField
          name="allowPrivateShows"
          label={t('settings.broadcast.allowPrivateShows')}
          appearance="switch"
          defaultChecked={saved.allowPrivateShows}
          data-testid="broadcast-private"
        />
        <CheckboxField
          name="allowGroupShows"
          label={t('settings.broadcast.allowGroupShows')}
          appearance="switch"
          defaultChecked={saved.allowGroupShows}
          data-testid="broadcast-group"
        />
        <NumberField
          name="groupShowMaxParticipants"
          label={t('settings.broadcast.groupShowMaxParticipants')}
          hint={t('settings.broadcast.groupShowMaxParticipantsHelp', { min: GROUP_MIN, max: GROUP_MAX })}
          min={GROUP_MIN}
          max={GROUP_MAX}
          width={GROUP_WIDTH}
          defaultValue={saved.groupShowMaxParticipants}
          disabled={!groupShows}
          data-testid="broadcast-group-max"
        />
        {!groupShows && <input type="hidden" name="groupShowMaxParticipants" value={groupMax} />}
        <SaveFooter request={state} name="broadcast" />
      </CheckedForm>
    </div>
  );
}

/** How the performer's shows go out and which paid shows viewers may ask for; drawn anew from what was stored after a save. */
export function BroadcastSettingsForm({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation('account');
  const { holder, version, showSaved } = useShownAnew();
  const state = useProfileRequest('broadcast', t('settings.broadcast.saved'), showSaved);
  return (
    <div ref={holder} className={forms.broadcast}>
      <BroadcastFields key={version} performer={performer} state={state} />
    </div>
  );
}
