/**
 * How the performer broadcasts: video quality, who may chat, and which paid shows
 * viewers may ask for (POST /performers/broadcast-setting/update).
 */
import { useCallback } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Form, InputNumber, Radio, Select, Switch } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import type { BroadcastSettings } from '@/shared/schemas/performers';
import { saveBroadcastSettings, type PerformerWithProfile } from '../slice';
import { integerBetween } from './rules';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useProfileRequest } from '../hooks/useProfileRequest';

export const QUALITIES = ['sd', 'hd', 'fullhd'] as const;
export const CHAT_ACCESS = ['everyone', 'registered', 'paying'] as const;
/** Limits of BroadcastSettings.groupShowMaxParticipants. */
const GROUP_MIN = 2;
const GROUP_MAX = 100;

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

export function BroadcastSettingsForm({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Required<BroadcastSettings>>();
  const groupShows = Form.useWatch('allowGroupShows', form) as boolean | undefined;
  const showSaved = useCallback(() => form.setFieldsValue(settingsOf(performer)), [form, performer]);
  const state = useProfileRequest('broadcast', t('settings.broadcast.saved'), showSaved);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={settingsOf(performer)}
      onFinish={(values: Required<BroadcastSettings>) => dispatch(saveBroadcastSettings(values))}
      style={{ maxWidth: 520 }}
      data-testid="broadcast-form"
    >
      <Form.Item name="quality" label={t('settings.broadcast.quality')}>
        <Radio.Group
          options={QUALITIES.map((quality) => ({ value: quality, label: t(`settings.broadcast.quality.${quality}`) }))}
          data-testid="broadcast-quality"
        />
      </Form.Item>
      <Form.Item name="chatAccess" label={t('settings.broadcast.chatAccess')}>
        <Select
          options={CHAT_ACCESS.map((access) => ({ value: access, label: t(`settings.broadcast.chatAccess.${access}`) }))}
          data-testid="broadcast-chat-access"
        />
      </Form.Item>
      <Form.Item name="allowPrivateShows" label={t('settings.broadcast.allowPrivateShows')} valuePropName="checked">
        <Switch data-testid="broadcast-private" />
      </Form.Item>
      <Form.Item name="allowGroupShows" label={t('settings.broadcast.allowGroupShows')} valuePropName="checked">
        <Switch data-testid="broadcast-group" />
      </Form.Item>
      <Form.Item
        name="groupShowMaxParticipants"
        label={t('settings.broadcast.groupShowMaxParticipants')}
        extra={t('settings.broadcast.groupShowMaxParticipantsHelp', { min: GROUP_MIN, max: GROUP_MAX })}
        rules={[integerBetween(t, GROUP_MIN, GROUP_MAX)]}
      >
        <InputNumber inputMode="numeric" disabled={groupShows === false} style={{ width: 160 }} data-testid="broadcast-group-max" />
      </Form.Item>
      <SaveFooter request={state} name="broadcast" />
    </Form>
  );
}
