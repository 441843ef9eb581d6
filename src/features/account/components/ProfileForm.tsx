/**
 * The profile of the signed-in account: the fields every role has, plus the
 * performer's bio and the studio's company name. Only changed fields are sent.
 */
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CheckedForm, FieldGrid, TextAreaField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { showMessage } from '@/lib/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { selectProfileUpdate, updateProfile } from '../slice';
import { selectPublicSettings } from '@/features/settings/slice';
import { countryOptions } from '@/lib/countries';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { PROFILE_FIELDS, ProfileFields, profileValueOf } from './ProfileFields';
import { useProfileChecks } from '../hooks/useProfileChecks';

type ProfileValues = Record<(typeof PROFILE_FIELDS)[number] | 'bio' | 'companyName', string>;

/** The fields the account's role may edit. */
const fieldsOf = (role: CurrentAccount['role']) => [
  ...PROFILE_FIELDS,
  ...(role === 'performer' ? (['bio'] as const) : []),
  ...(role === 'studio' ? (['companyName'] as const) : []),
];

/** The account's editable fields as form values ('' for empty). */
export function profileValues(account: CurrentAccount): Partial<ProfileValues> {
  return Object.fromEntries(fieldsOf(account.role).map((field) => [field, profileValueOf(account, field)])) as Partial<ProfileValues>;
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
  const update = useAppSelector(selectProfileUpdate);
  const allowedCountries = useAppSelector(selectPublicSettings)?.countries;
  const [submitted, setSubmitted] = useState(false);
  // Each save draws the fields anew from what the server stored (it trims and normalises).
  const [saves, setSaves] = useState(0);
  const isPerformer = account.role === 'performer';
  const check = useProfileChecks(isPerformer);

  const language = i18n.language;
  const countries = useMemo(() => countryOptions(language, allowedCountries ?? []), [language, allowedCountries]);

  useSaveOutcome(update, { successText: t('settings.profile.saved'), onSuccess: () => setSaves((count) => count + 1) });

  const submit = (data: FormData) => {
    const values = Object.fromEntries(fieldsOf(account.role).map((field) => [field, textOf(data, field)]));
    const changes = changedFields(account, values);
    if (!Object.keys(changes).length) {
      showMessage('info', t('settings.profile.noChanges'));
      return;
    }
    setSubmitted(true);
    dispatch(updateProfile(changes));
  };

  const values = profileValues(account);
  return (
    <CheckedForm size="middle" check={check} onValid={submit} data-testid="profile-form">
      <Fragment key={saves}>
        <FieldGrid>
          <ProfileFields ownAccount countries={countries} values={values} />
          {account.role === 'studio' && (
            <TextField
              name="companyName"
              label={t('settings.profile.companyName')}
              autoComplete="organization"
              maxLength={120}
              defaultValue={values.companyName}
            />
          )}
        </FieldGrid>
        {isPerformer && <TextAreaField name="bio" label={t('settings.profile.bio')} rows={4} maxLength={4000} defaultValue={values.bio} />}
      </Fragment>
      <SaveFooter request={{ requesting: update.requesting, error: submitted ? update.error : null }} name="profile" />
    </CheckedForm>
  );
}
