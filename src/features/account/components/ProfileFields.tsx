/**
 * The profile fields every role has (name, e-mail address, username, gender, country,
 * city, phone, timezone, the language of its mails), each a cell of the caller's `FieldGrid` (two to a row), with the
 * same checks (`hooks/useProfileChecks.ts`) wherever an account's profile is edited: on its
 * own settings page and by an administrator. `ownAccount` adds what helps the account's owner fill them in (the
 * browser's autofill, the username's hint, the phone keypad).
 */
import { useTranslation } from 'next-i18next/pages';
import { SelectField, TextField } from '@/features/ui/components/CheckedForm';
import { useHydrated } from '@/features/ui/hooks/useHydrated';
import { countryOptions } from '@/lib/countries';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@/shared/constants';

export const GENDERS = ['female', 'male', 'transgender'] as const;

/** The fields' names, which are also the account's properties. */
export const PROFILE_FIELDS = ['name', 'email', 'username', 'gender', 'country', 'city', 'phone', 'timezone', 'locale'] as const;

/** A profile field of an account as the form shows it: '' when empty; the site's language when the account chose none (its mails come in that one). */
export const profileValueOf = (account: object, field: string): string =>
  (account as Record<string, string | null | undefined>)[field] ?? (field === 'locale' ? DEFAULT_LOCALE : '');

/** A choice of a select field. */
export interface Choice {
  value: string;
  label: string;
}

let timezones: string[] | null = null;
/** The browser's time zones, read once. */
const timezoneList = () => (timezones ??= Intl.supportedValuesOf('timeZone'));
/** A time zone as a choice, its underscores shown as spaces. */
const timezoneOption = (zone: string): Choice => ({ value: zone, label: zone.replace(/_/g, ' ') });

/** The choices with the stored value first when they lack it: the browser's select would otherwise drop it on the next save. */
const keeping = (choices: Choice[], value: string | undefined, choiceOf: (value: string) => Choice) =>
  value && !choices.some((choice) => choice.value === value) ? [choiceOf(value), ...choices] : choices;

/**
 * The browser names and lists countries and time zones its own way: until the page is hydrated the stored
 * one alone is a choice (the server's list would make the hydration fail), the browser's list after that. The
 * stored one stays the same option, so it stays chosen.
 */
const hydratedChoices = (hydrated: boolean, choices: () => Choice[], value: string | undefined, choiceOf: (value: string) => Choice) =>
  hydrated ? keeping(choices(), value, choiceOf) : value ? [choiceOf(value)] : [];

export function ProfileFields({
  ownAccount,
  countries,
  values,
}: {
  ownAccount: boolean;
  /** The countries to choose from (an account chooses among those the site allows). */
  countries: Choice[];
  /** What the fields start from: the account's values by field name. */
  values: Partial<Record<(typeof PROFILE_FIELDS)[number], string>>;
}) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const autofill = (value: string) => (ownAccount ? value : undefined);
  const choose = t('settings.profile.choose');
  const hydrated = useHydrated();
  const countryOf = (code: string) => countryOptions(i18n.language, [code])[0];

  return (
    <>
      <TextField
        name="name"
        label={t('settings.profile.name')}
        autoComplete={autofill('name')}
        maxLength={100}
        defaultValue={values.name}
      />
      <TextField
        name="email"
        type="email"
        label={t('settings.profile.email')}
        autoComplete={autofill('email')}
        inputMode={ownAccount ? 'email' : undefined}
        maxLength={254}
        defaultValue={values.email}
      />
      <TextField
        name="username"
        label={t('settings.profile.username')}
        hint={ownAccount ? t('settings.profile.usernameHelp') : undefined}
        autoComplete={autofill('username')}
        maxLength={40}
        defaultValue={values.username}
      />
      <SelectField
        name="gender"
        label={t('settings.profile.gender')}
        placeholder={choose}
        options={keeping(
          GENDERS.map((gender) => ({ value: gender, label: t(`settings.profile.gender.${gender}`) })),
          values.gender,
          (gender) => ({ value: gender, label: gender }),
        )}
        defaultValue={values.gender}
      />
      <SelectField
        name="country"
        label={t('settings.profile.country')}
        placeholder={choose}
        options={hydratedChoices(hydrated, () => countries, values.country, countryOf)}
        defaultValue={values.country}
      />
      <TextField
        name="city"
        label={t('settings.profile.city')}
        autoComplete={autofill('address-level2')}
        maxLength={100}
        defaultValue={values.city}
      />
      {ownAccount ? (
        <TextField
          name="phone"
          type="tel"
          label={t('settings.profile.phone')}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          defaultValue={values.phone}
        />
      ) : (
        <TextField name="phone" label={t('settings.profile.phone')} inputMode="tel" maxLength={20} defaultValue={values.phone} />
      )}
      <SelectField
        name="timezone"
        label={t('settings.profile.timezone')}
        placeholder={choose}
        options={hydratedChoices(hydrated, () => timezoneList().map(timezoneOption), values.timezone, timezoneOption)}
        defaultValue={values.timezone}
      />
      <SelectField
        name="locale"
        label={t('settings.profile.locale')}
        options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
        defaultValue={values.locale}
      />
    </>
  );
}
