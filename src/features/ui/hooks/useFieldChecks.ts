/**
 * The checks the sign-in, registration, password and contact forms make before they send,
 * with the product's verbatim texts (docs/domain.md#texts-kept-verbatim) translated through
 * `common`, which every page loads. Each answers what is wrong with a field's value, or
 * undefined when it is right; the server has the last word. The site's forms (`CheckedForm`) call them.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { MSG } from '@/shared/messages';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, USERNAME_PATTERN } from '@/shared/constants';

/** What is wrong with a value, or undefined. */
export type FieldCheck = (value: string) => string | undefined;

const USERNAME_RE = new RegExp(USERNAME_PATTERN);

/** The texts of the checks that are the forms' own (the others are the server's, `MSG`). */
const USERNAME_LENGTH = 'Use 3 to 40 characters';
const PASSWORD_MISMATCH = 'The passwords do not match';

/** An e-mail address as a form checks it before sending. */
export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text);

export function useFieldChecks() {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const requiredText = t(MSG.required, { ns: 'common' });
    /** Given, and not only spaces. */
    const required: FieldCheck = (value) => (value.trim() ? undefined : requiredText);
    return {
      required,
      email: ((value) => required(value) ?? (looksLikeEmail(value.trim()) ? undefined : t(MSG.email, { ns: 'common' }))) as FieldCheck,
      /** Optional; when given, letters and digits, 3 to 40 of them. */
      username: ((value) => {
        if (!value) return undefined;
        if (!USERNAME_RE.test(value)) return t(MSG.alphanumeric, { ns: 'common' });
        return value.length < 3 || value.length > 40 ? t(USERNAME_LENGTH, { ns: 'common' }) : undefined;
      }) as FieldCheck,
      password: ((value) => {
        if (!value) return requiredText;
        return value.length < PASSWORD_MIN_LENGTH ? t(PASSWORD_TOO_SHORT, { ns: 'common' }) : undefined;
      }) as FieldCheck,
      /**
       * A number typed in a `NumberField`: empty is left to `required`; otherwise a number with
       * at most `decimals` decimals (a whole one by default), then one from `min` to `max`.
       */
      number:
        ({
          min,
          max,
          decimals = 0,
          required: needed = false,
        }: {
          min: number;
          max: number;
          decimals?: number;
          required?: boolean;
        }): FieldCheck =>
        (value) => {
          if (!value.trim()) return needed ? requiredText : undefined;
          const number = Number(value);
          const scaled = number * 10 ** decimals;
          if (!Number.isFinite(number) || Math.abs(scaled - Math.round(scaled)) > 1e-6) return t(MSG.number, { ns: 'common' });
          return number < min || number > max ? t(MSG.between, { ns: 'common' }) : undefined;
        },
      /** The confirmation of a new password: given, and the same as `password`. */
      confirms:
        (password: string): FieldCheck =>
        (value) => {
          if (!value) return requiredText;
          return value === password ? undefined : t(PASSWORD_MISMATCH, { ns: 'common' });
        },
    };
  }, [t]);
}

export type FieldChecks = ReturnType<typeof useFieldChecks>;
