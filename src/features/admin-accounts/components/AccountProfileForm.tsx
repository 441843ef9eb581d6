/**
 * The account's profile fields as its own settings page has them, plus its language.
 * Only changed fields are sent; a field the server refuses (an e-mail address or
 * username another account has) shows its message under the field.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { countryOptions } from '@/lib/countries';
import { LANGUAGE_NAMES, LOCALES, USERNAME_PATTERN } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import type { AdminAccountProfile, AdminAccountUpdateBody } from '@/shared/schemas/admin-accounts';
import { GENDERS } from '@/features/account/components/ProfileForm';
import { selectAccountFieldErrors, selectRunningAction, updateAccount } from '../slice';

const FIELDS = ['name', 'email', 'username', 'gender', 'country', 'city', 'phone', 'timezone', 'locale'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (account: AdminAccountProfile): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, (account as unknown as Record<string, string | null>)[field] ?? ''])) as Values;

let timezones: string[] | null = null;
const timezoneList = () => (timezones ??= Intl.supportedValuesOf('timeZone'));

export function AccountProfileForm({ account }: { account: AdminAccountProfile }) {
  const { t, i18n } = useTranslation(['components', 'pages', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const running = useAppSelector(selectRunningAction);
  const fieldErrors = useAppSelector(selectAccountFieldErrors);
  const countries = useMemo(() => countryOptions(i18n.language, []), [i18n.language]);
  const timezoneOptions = useMemo(() => timezoneList().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);

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

  const required = { required: true, whitespace: true, message: t(MSG.required, { ns: 'common' }) };
  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(account)} onFinish={submit} data-testid="account-profile-form">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('settings.profile.name')} rules={[required]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('settings.profile.email')}
            rules={[required, { type: 'email', message: t(MSG.email, { ns: 'common' }) }]}
          >
            <Input type="email" maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="username"
            label={t('settings.profile.username')}
            rules={[
              ...(account.role === 'performer' ? [required] : []),
              { pattern: new RegExp(USERNAME_PATTERN), message: t(MSG.alphanumeric, { ns: 'common' }) },
              { min: 3, max: 40, message: t('settings.profile.usernameLength') },
            ]}
          >
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t('settings.profile.gender')}>
            <Select
              allowClear
              placeholder={t('settings.profile.choose')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`settings.profile.gender.${gender}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('settings.profile.country')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('settings.profile.choose')} options={countries} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('settings.profile.city')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={t('settings.profile.phone')}
            rules={[{ pattern: /^[0-9 ]*$/, message: t('Not a validate number!', { ns: 'common' }) }]}
          >
            <Input inputMode="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="timezone" label={t('settings.profile.timezone')}>
            <Select allowClear showSearch placeholder={t('settings.profile.choose')} options={timezoneOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="locale" label={t('admin.accounts.locale', { ns: 'pages' })}>
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
