/**
 * The validation rules of the antd forms that ask for a password (account settings), built on
 * the checks every form shares (`useFieldChecks`), so that both kinds of form say the same.
 */
import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useFieldChecks, type FieldCheck } from './useFieldChecks';

/** An antd rule that fails with the check's text. */
const ruleOf = (check: FieldCheck): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    const problem = check(value ?? '');
    if (problem) throw new Error(problem);
  },
});

export function useFormRules() {
  const checks = useFieldChecks();
  return useMemo(() => {
    // Antd marks a field with a required rule; the text is the check's for an empty value.
    const required: FormRule = { required: true, whitespace: true, message: checks.required('') };
    return {
      required,
      password: [required, ruleOf(checks.password)] as FormRule[],
      /** The confirmation must equal the field named `password`. */
      confirmPassword: [required, ({ getFieldValue }) => ruleOf(checks.confirms(String(getFieldValue('password') ?? '')))] as FormRule[],
    };
  }, [checks]);
}
