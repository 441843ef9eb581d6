/** Changes the password of the signed-in account (docs/domain.md#signing-in-and-page-access). */
import { Fragment, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { CheckedForm, PasswordField, textOf } from '@/features/ui/components/CheckedForm';
import { Icon } from '@/features/ui/components/Icon';
import { Notice } from '@/features/ui/components/Notice';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useSaveOutcome } from '@/features/ui/hooks/useSaveOutcome';
import { selectUpdatePasswordState, updatePassword } from '../slice';
import styles from './PasswordForm.module.css';

export function PasswordForm() {
  const { t } = useTranslation(['account', 'common']);
  const checks = useFieldChecks();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectUpdatePasswordState);
  // The auth state outlives this page: only the outcome of a change made here is shown.
  const [submitted, setSubmitted] = useState(false);
  // A changed password empties the fields: they are drawn anew.
  const [changes, setChanges] = useState(0);

  useSaveOutcome(
    { requesting: state.submiting, error: state.error, success: state.success },
    { successText: t('settings.password.saved'), onSuccess: () => setChanges((count) => count + 1) },
  );

  const check = (data: FormData) => {
    const password = textOf(data, 'password');
    return {
      prevPassword: checks.required(textOf(data, 'prevPassword')),
      password: checks.required(password) ?? checks.password(password),
      confirmPassword: checks.required(textOf(data, 'confirmPassword')) ?? checks.confirms(password)(textOf(data, 'confirmPassword')),
    };
  };
  const submit = (data: FormData) => {
    setSubmitted(true);
    dispatch(updatePassword({ prevPassword: textOf(data, 'prevPassword'), password: textOf(data, 'password') }));
  };

  const lock = <Icon icon={LockOutlined} />;
  return (
    <CheckedForm size="middle" check={check} onValid={submit} className={styles.form} data-testid="password-form">
      <Fragment key={changes}>
        <PasswordField
          name="prevPassword"
          label={t('settings.password.current')}
          icon={lock}
          autoComplete="current-password"
          maxLength={100}
        />
        <PasswordField name="password" label={t('settings.password.new')} icon={lock} autoComplete="new-password" maxLength={100} />
        <PasswordField
          name="confirmPassword"
          label={t('settings.password.confirm')}
          icon={lock}
          autoComplete="new-password"
          maxLength={100}
        />
      </Fragment>
      {submitted && state.success && (
        <Notice type="success" className="form-notice" title={t('settings.password.saved')} data-testid="password-success" />
      )}
      <SaveFooter
        request={{ requesting: state.submiting, error: submitted ? state.error : null }}
        name="password"
        label={t('settings.password.submit')}
      />
    </CheckedForm>
  );
}
