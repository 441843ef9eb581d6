/**
 * The validation rules the registration and password forms share, with the
 * product's verbatim texts (docs/domain.md#texts-kept-verbatim) translated through `common`.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { FormRule } from 'antd';
import { MSG } from '@/shared/messages';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, USERNAME_PATTERN } from '@/shared/constants';

const USERNAME_RE = new RegExp(USERNAME_PATTERN);

export function useFormRules() {
  const { t } = useTranslation(['account', 'common']);
  return useMemo(() => {
    const required: FormRule = { required: true, message: t(MSG.required, { ns: 'common' }) };
    return {
      required,
      /** Required and not only spaces. */
      requiredText: { ...required, whitespace: true } as FormRule,
      email: [required, { type: 'email', message: t(MSG.email, { ns: 'common' }) }] as FormRule[],
      username: [
        { pattern: USERNAME_RE, message: t(MSG.alphanumeric, { ns: 'common' }) },
        { min: 3, max: 40, message: t('register.usernameLength') },
      ] as FormRule[],
      password: [required, { min: PASSWORD_MIN_LENGTH, message: t(PASSWORD_TOO_SHORT, { ns: 'common' }) }] as FormRule[],
      /** The confirmation must equal the field named `password`. */
      confirmPassword: [
        required,
        ({ getFieldValue }) => ({
          validator: (_rule, value) =>
            !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(t('register.passwordMismatch'))),
        }),
      ] as FormRule[],
    };
  }, [t]);
}
