/** Chooses a new password with the token of an e-mailed reset link. */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch } from '@/store/hooks';
import { resetPassword } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { PasswordFields, passwordProblems } from './account-fields';
import { textOf } from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { FlowForm, FlowSuccess, InvalidLinkCard } from './flow-form';
import type { AccountType } from '@/shared/schemas/auth';

export function ResetPasswordForm({ token, type }: { token: string | undefined; type: AccountType }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('resetPassword');
  const checks = useFieldChecks();
  const askAgain = <Link href={`/auth/forgot-password?type=${type}`}>{t('reset.requestNew')}</Link>;

  if (!token) return <InvalidLinkCard next={askAgain} testId="reset-no-token" />;

  if (state.success) {
    return (
      <FlowSuccess
        title={t('reset.success.title')}
        message={state.message}
        next={<Link href={LOGIN_PATHS[type]}>{t('register.goToLogin')}</Link>}
        testId="reset-success"
      />
    );
  }

  return (
    <AuthCard title={t('reset.title')}>
      <FlowForm
        check={(data) => passwordProblems(data, checks)}
        onValid={(data) => dispatch(resetPassword({ token, password: textOf(data, 'password') }))}
        request={state}
        errorAction={askAgain}
        submitText={t('reset.submit')}
        testIds={{ form: 'reset-form', error: 'reset-error', submit: 'reset-submit' }}
        links={<Link href={LOGIN_PATHS[type]}>{t('auth.backToLogin')}</Link>}
      >
        <PasswordFields newPassword />
      </FlowForm>
    </AuthCard>
  );
}
