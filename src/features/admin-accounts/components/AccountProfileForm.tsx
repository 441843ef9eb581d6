/**
 * The account's profile fields as its own settings page has them. Only changed fields are sent; a field the server refuses (an e-mail address or
 * username another account has) shows its message under the field.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { CheckedForm, FieldGrid, textOf } from '@/features/ui/components/CheckedForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { countryOptions } from '@/lib/countries';
import type { AdminAccountProfile, AdminAccountUpdateBody } from '@/shared/schemas/admin-accounts';
import { PROFILE_FIELDS, ProfileFields, profileValueOf } from '@/features/account/components/ProfileFields';
import { useProfileChecks } from '@/features/account/hooks/useProfileChecks';
import { selectAccountFieldErrors, selectRunningAction, updateAccount } from '../slice';

type Values = Record<(typeof PROFILE_FIELDS)[number], string>;

const valuesOf = (account: AdminAccountProfile): Values =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profileValueOf(account, field)])) as Values;

export function AccountProfileForm({ account }: { account: AdminAccountProfile }) {
  const { t, i18n } = useTranslation(['account', 'admin', 'common']);
  const dispatch = useAppDispatch();
  const running = useAppSelector(selectRunningAction);
  const fieldErrors = useAppSelector(selectAccountFieldErrors);
  const check = useProfileChecks(account.role === 'performer');
  const countries = useMemo(() => countryOptions(i18n.language, []), [i18n.language]);
  const problems = useMemo(
    () => Object.fromEntries(Object.entries(fieldErrors).map(([name, text]) => [name, t(text, { ns: 'common' })])),
    [fieldErrors, t],
  );

  // The fields are drawn anew from each account the server answers with (after a save, another action).
  const [shown, setShown] = useState(account);
  const [version, setVersion] = useState(0);
  if (shown !== account) {
    setShown(account);
    setVersion((count) => count + 1);
  }

  const submit = (data: FormData) => {
    const before = valuesOf(account);
    const changes: Record<string, string> = {};
    for (const field of PROFILE_FIELDS) {
      const value = textOf(data, field).trim();
      if (value !== before[field].trim() && !(field === 'username' && !value)) changes[field] = value;
    }
    if (!Object.keys(changes).length) return;
    dispatch(updateAccount({ id: account._id, changes: changes as AdminAccountUpdateBody }));
  };

  const values = valuesOf(account);
  return (
    <CheckedForm size="middle" check={check} problems={problems} onValid={submit} data-testid="account-profile-form">
      <FieldGrid key={version}>
        <ProfileFields ownAccount={false} countries={countries} values={values} />
      </FieldGrid>
      <Button type="primary" htmlType="submit" loading={running === 'update'} data-testid="account-profile-save">
        {t('settings.profile.submit')}
      </Button>
    </CheckedForm>
  );
}
