/** The viewer sign-up form; after success it tells them to confirm their e-mail. */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Form, Select } from 'antd';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { registerUser } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { CountrySelect } from './CountrySelect';
import { EmailField, NameField, PasswordFields } from './account-fields';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { FlowForm, FlowSuccess } from './flow-form';

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
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('registerUser');

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
      <FlowSuccess
        icon={<Icon icon={MailOutlined} />}
        title={t('register.success.title')}
        message={state.message}
        next={<Link href={LOGIN_PATHS.user}>{t('register.goToLogin')}</Link>}
        testId="register-success"
      />
    );
  }

  return (
    <AuthCard title={t('register.title.user')}>
      <FlowForm<RegisterUserValues>
        onFinish={submit}
        request={state}
        submitText={t('register.submit')}
        testIds={{ form: 'register-form-user', error: 'register-error', submit: 'register-submit' }}
        links={
          <>
            <Link href={LOGIN_PATHS.user}>{t('register.haveAccount')}</Link>
            <Link href="/auth/register/performer">{t('register.asPerformer')}</Link>
          </>
        }
      >
        <NameField />
        <EmailField />
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
      </FlowForm>
    </AuthCard>
  );
}
