/** The login form of one account kind (user, performer or studio). */
import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Form, Input } from 'antd';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { login, resetLoginData, selectLoginState } from '../slice';
import type { AccountType } from '@/shared/schemas/auth';
import { MSG } from '@/shared/messages';
import { useEarlyInput } from '@/lib/early-input';

const FIELDS = ['username', 'password'] as const;

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
  const [form] = Form.useForm<{ username: string; password: string }>();
  useEarlyInput(form, FIELDS);

  useEffect(() => () => void dispatch(resetLoginData()), [dispatch]);

  const submit = (values: { username: string; password: string }) => {
    const redirect = typeof router.query.redirect === 'string' ? router.query.redirect : undefined;
    dispatch(login({ kind, username: values.username.trim(), password: values.password, redirect }));
  };

  const needsVerification = state.error?.includes('confirm your e-mail');

  return (
    <Card className="auth-card" title={t(`login.title.${kind}`)}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid={`login-form-${kind}`}>
        <Form.Item
          name="username"
          label={kind === 'performer' ? t('login.emailOrUsername') : t('login.email')}
          rules={[
            { required: true, message: t(MSG.required, { ns: 'common' }) },
            ...(kind === 'performer' ? [] : [{ type: 'email' as const, message: t(MSG.email, { ns: 'common' }) }]),
          ]}
        >
          <Input prefix={<Icon icon={UserOutlined} />} autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t(MSG.required, { ns: 'common' }) }]}>
          <Input.Password prefix={<Icon icon={LockOutlined} />} autoComplete="current-password" size="large" />
        </Form.Item>
        {state.error && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t(state.error, { ns: 'common' })}
            description={needsVerification ? <Link href="/auth/resend-verification">{t('login.resendVerification')}</Link> : undefined}
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
      </Form>
    </Card>
  );
}
