/**
 * The login form of one account kind (user, performer or studio), as plain elements in
 * antd's look (`AuthCard`, `CheckedForm`): every visitor who signs in opens it, so its page
 * carries none of antd. What was typed before the page's scripts ran is sent as it is; the
 * fields are checked on submit and each says what is wrong below it.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { Button } from '@/features/ui/components/Button';
import { CheckedForm, PasswordField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { Icon } from '@/features/ui/components/Icon';
import { Notice } from '@/features/ui/components/Notice';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { login, resetLoginData, selectLoginState } from '../slice';
import type { AccountType } from '@/shared/schemas/auth';

const REGISTER_PATH: Record<AccountType, string> = {
  user: '/auth/register/user',
  performer: '/auth/register/performer',
  studio: '/studio/register',
};

export function LoginForm({ kind }: { kind: AccountType }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const state = useAppSelector(selectLoginState);
  const checks = useFieldChecks();

  useEffect(() => () => void dispatch(resetLoginData()), [dispatch]);

  // A performer may sign in with their username, the others with their e-mail address.
  const check = (data: FormData) => ({
    username: kind === 'performer' ? checks.required(textOf(data, 'username')) : checks.email(textOf(data, 'username')),
    password: textOf(data, 'password') ? undefined : checks.required(''),
  });

  const send = (data: FormData) => {
    const redirect = typeof router.query.redirect === 'string' ? router.query.redirect : undefined;
    dispatch(login({ kind, username: textOf(data, 'username').trim(), password: textOf(data, 'password'), redirect }));
  };

  const needsVerification = state.error?.includes('confirm your e-mail');

  return (
    <AuthCard title={t(`login.title.${kind}`)}>
      <CheckedForm check={check} onValid={send} data-testid={`login-form-${kind}`}>
        <TextField
          name="username"
          label={kind === 'performer' ? t('login.emailOrUsername') : t('login.email')}
          icon={<Icon icon={UserOutlined} />}
          autoComplete="username"
        />
        <PasswordField name="password" label={t('login.password')} icon={<Icon icon={LockOutlined} />} autoComplete="current-password" />
        {state.error && (
          <Notice
            type="error"
            className="form-notice"
            title={t(state.error, { ns: 'common' })}
            action={needsVerification ? <Link href="/auth/resend-verification">{t('login.resendVerification')}</Link> : undefined}
            data-testid="login-error"
          />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={state.requesting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
        <div className="auth-links">
          <Link href={`/auth/forgot-password?type=${kind}`}>{t('login.forgot')}</Link>
          <Link href={REGISTER_PATH[kind]}>{t('login.noAccount')}</Link>
        </div>
      </CheckedForm>
    </AuthCard>
  );
}
