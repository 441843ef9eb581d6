/** Asks for a password-reset link for one kind of account. */
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Form, Input, Result, Segmented } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { forgotPassword, resetRegistrationFlow, selectForgotPasswordState } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { AuthCard } from './AuthCard';
import { ServerError } from './ServerError';
import { useFormRules } from '../hooks/useFormRules';
import type { AccountType } from '@/shared/schemas/auth';

const ACCOUNT_TYPES: AccountType[] = ['user', 'performer', 'studio'];

interface ForgotPasswordValues {
  email: string;
  type: AccountType;
}

export function ForgotPasswordForm({ initialType }: { initialType: AccountType }) {
  const { t } = useTranslation(['pages', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectForgotPasswordState);
  const rules = useFormRules();
  // Kept outside the form too: the back-to-login link follows the chosen type, also after success.
  const [type, setType] = useState<AccountType>(initialType);

  useEffect(() => () => void dispatch(resetRegistrationFlow('forgotPassword')), [dispatch]);

  const submit = (values: ForgotPasswordValues) => dispatch(forgotPassword({ email: values.email.trim(), type: values.type }));

  if (state.success) {
    return (
      <AuthCard>
        <Result
          status="success"
          icon={<MailOutlined />}
          title={t('forgot.success.title')}
          subTitle={state.message ? t(state.message, { ns: 'common' }) : undefined}
          extra={<Link href={LOGIN_PATHS[type]}>{t('auth.backToLogin')}</Link>}
          data-testid="forgot-success"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')}>
      <p style={{ marginTop: 0 }}>{t('forgot.intro')}</p>
      <Form<ForgotPasswordValues>
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ type: initialType }}
        onValuesChange={(changed: Partial<ForgotPasswordValues>) => changed.type && setType(changed.type)}
        data-testid="forgot-form"
      >
        <Form.Item name="type" label={t('auth.accountType')}>
          <Segmented<AccountType> block options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`auth.accountType.${value}`) }))} />
        </Form.Item>
        <Form.Item name="email" label={t('register.email')} rules={rules.email}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" inputMode="email" size="large" maxLength={254} />
        </Form.Item>
        <ServerError error={state.error} testId="forgot-error" />
        <Button type="primary" htmlType="submit" size="large" block loading={state.requesting} data-testid="forgot-submit">
          {t('forgot.submit')}
        </Button>
        <div className="auth-links">
          <Link href={LOGIN_PATHS[type]}>{t('auth.backToLogin')}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
