/**
 * The login form of one account kind (user, performer or studio), as plain elements in
 * antd's look (`AuthCard`, `LoginForm.module.css`): every visitor who signs in opens it,
 * so its page carries none of antd. The inputs keep what the visitor types in the DOM (no
 * form state), so what was typed or filled in before the page's scripts ran is sent as it
 * is; the fields are checked on submit and each says what is wrong below it.
 */
import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { Notice } from '@/features/ui/components/Notice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { login, resetLoginData, selectLoginState } from '../slice';
import type { AccountType } from '@/shared/schemas/auth';
import { MSG } from '@/shared/messages';
import styles from './LoginForm.module.css';

type FieldName = 'username' | 'password';

const REGISTER_PATH: Record<AccountType, string> = {
  user: '/auth/register/user',
  performer: '/auth/register/performer',
  studio: '/studio/register',
};

/** An e-mail address as a form checks it before sending (the server has the last word). */
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text);

/** The form's values as sent: the username trimmed, the password as typed. */
function valuesOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return { username: String(data.get('username') ?? '').trim(), password: String(data.get('password') ?? '') };
}

/** One labelled field: its icon before the input, its error below it, tied to the input for screen readers. */
function Field({
  name,
  label,
  error,
  icon,
  children,
}: {
  name: FieldName;
  label: string;
  error?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.item}>
      <label htmlFor={name} className={styles.label}>
        {label}
      </label>
      <div className={[styles.control, error ? styles.invalid : undefined].filter(Boolean).join(' ')}>
        <span className={styles.prefix}>{icon}</span>
        {children}
      </div>
      {error && (
        <div id={`${name}-error`} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export function LoginForm({ kind }: { kind: AccountType }) {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const state = useAppSelector(selectLoginState);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => () => void dispatch(resetLoginData()), [dispatch]);

  const check = (username: string, password: string): Partial<Record<FieldName, string>> => {
    const required = t(MSG.required, { ns: 'common' });
    const found: Partial<Record<FieldName, string>> = {};
    if (!username) found.username = required;
    else if (kind !== 'performer' && !looksLikeEmail(username)) found.username = t(MSG.email, { ns: 'common' });
    if (!password) found.password = required;
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { username, password } = valuesOf(event.currentTarget);
    const found = check(username, password);
    setErrors(found);
    const first = (['username', 'password'] as const).find((name) => found[name]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`#${first}`)?.focus();
      return;
    }
    const redirect = typeof router.query.redirect === 'string' ? router.query.redirect : undefined;
    dispatch(login({ kind, username, password, redirect }));
  };

  // A field that was wrong is checked again as the visitor corrects it.
  const recheck = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { form } = event.currentTarget;
    if (!errors[name] || !form) return;
    const { username, password } = valuesOf(form);
    setErrors((before) => ({ ...before, [name]: check(username, password)[name] }));
  };

  const needsVerification = state.error?.includes('confirm your e-mail');
  const describedBy = (name: FieldName) => (errors[name] ? `${name}-error` : undefined);

  return (
    <AuthCard title={t(`login.title.${kind}`)}>
      <form onSubmit={submit} noValidate data-testid={`login-form-${kind}`}>
        <Field
          name="username"
          label={kind === 'performer' ? t('login.emailOrUsername') : t('login.email')}
          error={errors.username}
          icon={<Icon icon={UserOutlined} />}
        >
          <input
            id="username"
            name="username"
            className={styles.input}
            autoComplete="username"
            aria-invalid={Boolean(errors.username)}
            aria-describedby={describedBy('username')}
            onChange={recheck('username')}
          />
        </Field>
        <Field name="password" label={t('login.password')} error={errors.password} icon={<Icon icon={LockOutlined} />}>
          <input
            id="password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            className={styles.input}
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={describedBy('password')}
            onChange={recheck('password')}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <Icon icon={showPassword ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        </Field>
        {state.error && (
          <Notice
            type="error"
            className={styles.notice}
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
      </form>
    </AuthCard>
  );
}
