/**
 * The account's profile fields as its own settings page has them, plus its language.
 * Only changed fields are sent; a field the server refuses (an e-mail address or
 * username another account has) shows its message under the field.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Col, Form, Row, Select } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { countryOptions } from '@/lib/countries';
import { LANGUAGE_NAMES, LOCALES } from '@/shared/constants';
import type { AdminAccountProfile, AdminAccountUpdateBody } from '@/shared/schemas/admin-accounts';
import { ProfileFields, timezoneList, timezoneOption } from '@/features/account/components/ProfileFields';
import { selectAccountFieldErrors, selectRunningAction, updateAccount } from '../slice';

const FIELDS = ['name', 'email', 'username', 'gender', 'country', 'city', 'phone', 'timezone', 'locale'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (account: AdminAccountProfile): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, (account as unknown as Record<string, string | null>)[field] ?? ''])) as Values;

export function AccountProfileForm({ account }: { account: AdminAccountProfile }) {
  const { t, i18n } = useTranslation(['account', 'admin', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const running = useAppSelector(selectRunningAction);
  const fieldErrors = useAppSelector(selectAccountFieldErrors);
  const countries = useMemo(() => countryOptions(i18n.language, []), [i18n.language]);
  const timezoneOptions = useMemo(() => timezoneList().map(timezoneOption), []);

  useEffect(() => {
    form.setFieldsValue(valuesOf(account));
  }, [account, form]);
  useEffect(() => {
    form.setFields(
      Object.entries(fieldErrors).map(([name, text]) => ({ name: name as keyof Values, errors: [t(text, { ns: 'common' })] })),
    );
  }, [fieldErrors, form, t]);

  const submit = (values: Values) => {
    const before = valuesOf(account);
    const changes: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = (values[field] ?? '').trim();
      if (value !== before[field].trim() && !((field === 'username' || field === 'locale') && !value)) changes[field] = value;
    }
    if (!Object.keys(changes).length) return;
    dispatch(updateAccount({ id: account._id, changes: changes as AdminAccountUpdateBody }));
  };

  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(account)} onFinish={submit} data-testid="account-profile-form">
      <Row gutter={16}>
        <ProfileFields
          ownAccount={false}
          usernameRequired={account.role === 'performer'}
          countries={countries}
          timezones={timezoneOptions}
        />
        <Col xs={24} md={12}>
          <Form.Item name="locale" label={t('admin.accounts.locale', { ns: 'admin' })}>
            <Select
              allowClear
              placeholder={t('settings.profile.choose')}
              options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={running === 'update'} data-testid="account-profile-save">
        {t('settings.profile.submit')}
      </Button>
    </Form>
  );
}
