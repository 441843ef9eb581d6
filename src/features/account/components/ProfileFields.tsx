/**
 * The profile fields every role has (name, e-mail address, username, gender, country,
 * city, phone, timezone), each in a half-width column of the caller's row, with the
 * same rules wherever an account's profile is edited: on its own settings page and by an
 * administrator. `ownAccount` adds what helps the account's owner fill them in (the
 * browser's autofill, the username's hint, the phone keypad).
 */
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, Input, Select, type FormItemProps, type SelectProps } from 'antd';
import { USERNAME_PATTERN } from '@/shared/constants';
import { MSG } from '@/shared/messages';

export const GENDERS = ['female', 'male', 'transgender'] as const;

let timezones: string[] | null = null;
/** The browser's time zones, read once. */
export const timezoneList = () => (timezones ??= Intl.supportedValuesOf('timeZone'));
/** A time zone as a choice, its underscores shown as spaces. */
export const timezoneOption = (zone: string) => ({ value: zone, label: zone.replace(/_/g, ' ') });

/** A field in a half-width column of the caller's row (the whole width on a phone). */
function HalfField(props: FormItemProps) {
  return (
    <Col xs={24} md={12}>
      <Form.Item {...props} />
    </Col>
  );
}

export function ProfileFields({
  ownAccount,
  usernameRequired,
  countries,
  timezones: timezoneOptions,
}: {
  ownAccount: boolean;
  /** A performer must have a username. */
  usernameRequired: boolean;
  countries: SelectProps['options'];
  timezones: SelectProps['options'];
}) {
  const { t } = useTranslation(['account', 'common']);
  const required = { required: true, whitespace: true, message: t(MSG.required, { ns: 'common' }) };
  const autofill = (value: string) => (ownAccount ? value : undefined);

  return (
    <>
      <HalfField name="name" label={t('settings.profile.name')} rules={[required]}>
        <Input autoComplete={autofill('name')} maxLength={100} />
      </HalfField>
      <HalfField
        name="email"
        label={t('settings.profile.email')}
        rules={[required, { type: 'email', message: t(MSG.email, { ns: 'common' }) }]}
      >
        <Input type="email" autoComplete={autofill('email')} inputMode={ownAccount ? 'email' : undefined} maxLength={254} />
      </HalfField>
      <HalfField
        name="username"
        label={t('settings.profile.username')}
        extra={ownAccount ? t('settings.profile.usernameHelp') : undefined}
        rules={[
          ...(usernameRequired ? [required] : []),
          { pattern: new RegExp(USERNAME_PATTERN), message: t(MSG.alphanumeric, { ns: 'common' }) },
          { min: 3, max: 40, message: t('settings.profile.usernameLength') },
        ]}
      >
        <Input autoComplete={autofill('username')} maxLength={40} />
      </HalfField>
      <HalfField name="gender" label={t('settings.profile.gender')}>
        <Select
          allowClear
          placeholder={t('settings.profile.choose')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`settings.profile.gender.${gender}`) }))}
        />
      </HalfField>
      <HalfField name="country" label={t('settings.profile.country')}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('settings.profile.choose')} options={countries} />
      </HalfField>
      <HalfField name="city" label={t('settings.profile.city')}>
        <Input autoComplete={autofill('address-level2')} maxLength={100} />
      </HalfField>
      <HalfField
        name="phone"
        label={t('settings.profile.phone')}
        rules={[{ pattern: /^[0-9 ]*$/, message: t(MSG.number, { ns: 'common' }) }]}
      >
        {ownAccount ? (
          <Input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={20} />
        ) : (
          <Input inputMode="tel" maxLength={20} />
        )}
      </HalfField>
      <HalfField name="timezone" label={t('settings.profile.timezone')}>
        <Select
          allowClear
          showSearch={ownAccount ? { optionFilterProp: 'label' } : true}
          placeholder={t('settings.profile.choose')}
          options={timezoneOptions}
        />
      </HalfField>
    </>
  );
}
