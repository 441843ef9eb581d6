/**
 * The profile of the signed-in account: the fields every role has, plus the
 * performer's bio and the studio's company name. Only changed fields are sent.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { showMessage } from '@/lib/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { selectProfileUpdate, updateProfile } from '../slice';
import { selectPublicSettings } from '@/features/settings/slice';
import { countryOptions } from '@/lib/countries';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { ProfileFields, timezoneList, timezoneOption } from './ProfileFields';

const COMMON_FIELDS = ['name', 'email', 'username', 'gender', 'country', 'city', 'phone', 'timezone'] as const;

type ProfileValues = Record<(typeof COMMON_FIELDS)[number] | 'bio' | 'companyName', string>;

/** The fields the account's role may edit. */
const fieldsOf = (role: CurrentAccount['role']) => [
  ...COMMON_FIELDS,
  ...(role === 'performer' ? (['bio'] as const) : []),
  ...(role === 'studio' ? (['companyName'] as const) : []),
];

/** The account's editable fields as form values ('' for empty). */
export function profileValues(account: CurrentAccount): Partial<ProfileValues> {
  const source = account as unknown as Record<string, string | null | undefined>;
  return Object.fromEntries(fieldsOf(account.role).map((field) => [field, source[field] ?? ''])) as Partial<ProfileValues>;
}

/**
 * The fields whose trimmed value differs from the account's. An emptied username is
 * left out: only a performer must have one, and the API cannot unset it.
 */
export function changedFields(account: CurrentAccount, values: Partial<ProfileValues>): Record<string, string> {
  const before = profileValues(account);
  const changes: Record<string, string> = {};
  for (const field of fieldsOf(account.role)) {
    const value = (values[field] ?? '').trim();
    if (value === (before[field] ?? '').trim()) continue;
    if (field === 'username' && !value) continue;
    changes[field] = value;
  }
  return changes;
}

export function ProfileForm({ account }: { account: CurrentAccount }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ProfileValues>();
  const update = useAppSelector(selectProfileUpdate);
  const allowedCountries = useAppSelector(selectPublicSettings)?.countries;
  const [submitted, setSubmitted] = useState(false);

  const language = i18n.language;
  const countries = useMemo(() => countryOptions(language, allowedCountries ?? []), [language, allowedCountries]);
  const timezoneOptions = useMemo(() => {
    const zones = timezoneList();
    const own = account.timezone && !zones.includes(account.timezone) ? [account.timezone] : [];
    return [...own, ...zones].map(timezoneOption);
  }, [account.timezone]);

  // After a save the form shows what the server stored (it trims and normalises).
  useSaveOutcome(update, { successText: t('settings.profile.saved'), onSuccess: () => form.setFieldsValue(profileValues(account)) });

  const submit = (values: ProfileValues) => {
    const changes = changedFields(account, values);
    if (!Object.keys(changes).length) {
      showMessage('info', t('settings.profile.noChanges'));
      return;
    }
    setSubmitted(true);
    dispatch(updateProfile(changes));
  };

  const isPerformer = account.role === 'performer';

  return (
    <Form form={form} layout="vertical" initialValues={profileValues(account)} onFinish={submit} data-testid="profile-form">
      <Row gutter={16}>
        <ProfileFields ownAccount usernameRequired={isPerformer} countries={countries} timezones={timezoneOptions} />
        {account.role === 'studio' && (
          <Col xs={24} md={12}>
            <Form.Item name="companyName" label={t('settings.profile.companyName')}>
              <Input autoComplete="organization" maxLength={120} />
            </Form.Item>
          </Col>
        )}
        {isPerformer && (
          <Col span={24}>
            <Form.Item name="bio" label={t('settings.profile.bio')}>
              <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={4000} showCount />
            </Form.Item>
          </Col>
        )}
      </Row>
      {submitted && update.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t(update.error, { ns: 'common' })} data-testid="profile-error" />
      )}
      <Button type="primary" htmlType="submit" loading={update.requesting} data-testid="profile-submit">
        {t('settings.profile.submit')}
      </Button>
    </Form>
  );
}
