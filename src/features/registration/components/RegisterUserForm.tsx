/** The viewer sign-up form; after success it tells them to confirm their e-mail. */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Form, Input, Result, Select } from 'antd';
import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { registerUser, resetRegistrationFlow, selectRegisterUserState } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { CountrySelect } from './CountrySelect';
import { PasswordFields } from './PasswordFields';
import { AuthCard } from './AuthCard';
import { ServerError } from './ServerError';
import { useFormRules } from '../hooks/useFormRules';

/** Stored as given; the profile pages offer the same values. */
export const GENDERS = ['male', 'female', 'transgender'] as const;

interface RegisterUserValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  gender?: string;
  country?: string;
}

export function RegisterUserForm() {
  const { t } = useTranslation(['pages', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRegisterUserState);
  const rules = useFormRules();

  useEffect(() => () => void dispatch(resetRegistrationFlow('registerUser')), [dispatch]);

  const submit = (values: RegisterUserValues) => {
    dispatch(
      registerUser({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(values.gender ? { gender: values.gender } : {}),
        ...(values.country ? { country: values.country } : {}),
      }),
    );
  };

  if (state.success) {
    return (
      <AuthCard>
        <Result
          status="success"
          icon={<MailOutlined />}
          title={t('register.success.title')}
          subTitle={state.message ? t(state.message, { ns: 'common' }) : undefined}
          extra={<Link href={LOGIN_PATHS.user}>{t('register.goToLogin')}</Link>}
          data-testid="register-success"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title.user')}>
      <Form<RegisterUserValues> layout="vertical" onFinish={submit} requiredMark={false} data-testid="register-form-user">
        <Form.Item name="name" label={t('register.name')} rules={[rules.requiredText]}>
          <Input prefix={<UserOutlined />} autoComplete="name" size="large" maxLength={100} />
        </Form.Item>
        <Form.Item name="email" label={t('register.email')} rules={rules.email}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" inputMode="email" size="large" maxLength={254} />
        </Form.Item>
        <PasswordFields />
        <Form.Item name="gender" label={t('register.genderOptional')}>
          <Select
            allowClear
            size="large"
            placeholder={t('register.genderPlaceholder')}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`register.gender.${gender}`) }))}
          />
        </Form.Item>
        <Form.Item name="country" label={t('register.countryOptional')}>
          <CountrySelect />
        </Form.Item>
        <ServerError error={state.error} testId="register-error" />
        <Button type="primary" htmlType="submit" size="large" block loading={state.requesting} data-testid="register-submit">
          {t('register.submit')}
        </Button>
        <div className="auth-links">
          <Link href={LOGIN_PATHS.user}>{t('register.haveAccount')}</Link>
          <Link href="/auth/register/performer">{t('register.asPerformer')}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
