/** The viewer sign-up form; after success it tells them to confirm their e-mail. */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { registerUser } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { CountryField } from './CountryField';
import { EmailField, NameField, PasswordFields, passwordProblems } from './account-fields';
import { SelectField, textOf } from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { FlowForm, FlowSuccess } from './flow-form';

/** Stored as given; the profile pages offer the same values. */
export const GENDERS = ['male', 'female', 'transgender'] as const;

export function RegisterUserForm() {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('registerUser');
  const checks = useFieldChecks();

  const check = (data: FormData) => ({
    name: checks.required(textOf(data, 'name')),
    email: checks.email(textOf(data, 'email')),
    ...passwordProblems(data, checks),
  });

  const send = (data: FormData) => {
    const gender = textOf(data, 'gender');
    const country = textOf(data, 'country');
    dispatch(
      registerUser({
        name: textOf(data, 'name').trim(),
        email: textOf(data, 'email').trim(),
        password: textOf(data, 'password'),
        ...(gender ? { gender } : {}),
        ...(country ? { country } : {}),
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
      <FlowForm
        check={check}
        onValid={send}
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
        <SelectField
          name="gender"
          label={t('register.genderOptional')}
          placeholder={t('register.genderPlaceholder')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`register.gender.${gender}`) }))}
        />
        <CountryField name="country" label={t('register.countryOptional')} />
      </FlowForm>
    </AuthCard>
  );
}
