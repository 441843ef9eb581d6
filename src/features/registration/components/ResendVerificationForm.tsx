/** Asks for a new e-mail verification link. */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Form, Input, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { resendVerification, resetRegistrationFlow, selectResendVerificationState } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { AuthCard } from './AuthCard';
import { ServerError } from './ServerError';
import { useFormRules } from '../hooks/useFormRules';

export function ResendVerificationForm() {
  const { t } = useTranslation(['pages', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectResendVerificationState);
  const rules = useFormRules();

  useEffect(() => () => void dispatch(resetRegistrationFlow('resendVerification')), [dispatch]);

  if (state.success) {
    return (
      <AuthCard>
        <Result
          status="success"
          icon={<MailOutlined />}
          title={t('resend.success.title')}
          subTitle={state.message ? t(state.message, { ns: 'common' }) : undefined}
          extra={<Link href={LOGIN_PATHS.user}>{t('auth.backToLogin')}</Link>}
          data-testid="resend-success"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resend.title')}>
      <p style={{ marginTop: 0 }}>{t('resend.intro')}</p>
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => dispatch(resendVerification(values.email.trim()))}
        data-testid="resend-form"
      >
        <Form.Item name="email" label={t('register.email')} rules={rules.email}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" inputMode="email" size="large" maxLength={254} />
        </Form.Item>
        <ServerError error={state.error} testId="resend-error" />
        <Button type="primary" htmlType="submit" size="large" block loading={state.requesting} data-testid="resend-submit">
          {t('resend.submit')}
        </Button>
        <div className="auth-links">
          <Link href={LOGIN_PATHS.user}>{t('auth.backToLogin')}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
