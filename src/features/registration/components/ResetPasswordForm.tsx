/** Chooses a new password with the token of an e-mailed reset link. */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Form, Result } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { resetPassword, resetRegistrationFlow, selectResetPasswordState } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { PasswordFields } from './PasswordFields';
import { AuthCard } from './AuthCard';
import { ServerError } from './ServerError';
import type { AccountType } from '@/shared/schemas/auth';

/** The server's answer to a missing, used or expired link; also shown when the link has no token. */
export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

export function ResetPasswordForm({ token, type }: { token: string | undefined; type: AccountType }) {
  const { t } = useTranslation(['pages', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectResetPasswordState);
  const askAgain = <Link href={`/auth/forgot-password?type=${type}`}>{t('reset.requestNew')}</Link>;

  useEffect(() => () => void dispatch(resetRegistrationFlow('resetPassword')), [dispatch]);

  if (!token) {
    return (
      <AuthCard>
        <Result status="warning" title={t(INVALID_LINK, { ns: 'common' })} extra={askAgain} data-testid="reset-no-token" />
      </AuthCard>
    );
  }

  if (state.success) {
    return (
      <AuthCard>
        <Result
          status="success"
          title={t('reset.success.title')}
          subTitle={state.message ? t(state.message, { ns: 'common' }) : undefined}
          extra={<Link href={LOGIN_PATHS[type]}>{t('register.goToLogin')}</Link>}
          data-testid="reset-success"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')}>
      <Form<{ password: string; confirmPassword: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => dispatch(resetPassword({ token, password: values.password }))}
        data-testid="reset-form"
      >
        <PasswordFields newPassword />
        <ServerError error={state.error} action={askAgain} testId="reset-error" />
        <Button type="primary" htmlType="submit" size="large" block loading={state.requesting} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
        <div className="auth-links">
          <Link href={LOGIN_PATHS[type]}>{t('auth.backToLogin')}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
