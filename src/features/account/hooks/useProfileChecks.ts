/**
 * The checks of the profile's fields (`ProfileFields`) before a form sends them, the same
 * on the account's own settings page and in an administrator's editor.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { textOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { MSG } from '@/shared/messages';

/** What is wrong with the profile's fields in a form's values (a performer must have a username). */
export function useProfileChecks(usernameRequired: boolean) {
  const { t } = useTranslation('common');
  const checks = useFieldChecks();
  return useMemo(
    () =>
      (data: FormData): FieldProblems => {
        const username = textOf(data, 'username');
        return {
          name: checks.required(textOf(data, 'name')),
          email: checks.email(textOf(data, 'email')),
          username: (usernameRequired ? checks.required(username) : undefined) ?? checks.username(username),
          phone: /^[0-9 ]*$/.test(textOf(data, 'phone')) ? undefined : t(MSG.number, { ns: 'common' }),
        };
      },
    [checks, usernameRequired, t],
  );
}
