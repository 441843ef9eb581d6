/**
 * Performer and studio sign-up: account fields plus the two documents the site
 * checks (documentVerification, idVerification), sent together as multipart.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { DateField, TextField, textOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import { useAppDispatch } from '@/store/hooks';
import { registerWithDocuments, type DocumentAccountType } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { CountryField } from './CountryField';
import { appendDocuments, documentProblems } from './DocumentUploadField';
import { Columns, DocumentFields, EmailField, NameField, PasswordFields, passwordProblems } from './account-fields';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { FlowForm, FlowSuccess } from './flow-form';
import { dateOfBirthProblem, latestAdultBirthDate } from '@/shared/adult';
import { LOCALES } from '@/shared/constants';

/** The multipart body of POST /auth/performers/register or /auth/studio/register; `locale` is the language its mails come in. */
function toFormData(kind: DocumentAccountType, values: FormData, locale: string): FormData {
  const form = new FormData();
  const username = textOf(values, 'username').trim();
  const country = textOf(values, 'country');
  form.append('name', textOf(values, 'name').trim());
  if (username) form.append('username', username);
  form.append('email', textOf(values, 'email').trim());
  form.append('password', textOf(values, 'password'));
  if (country) form.append('country', country);
  if (kind === 'performer') form.append('dateOfBirth', textOf(values, 'dateOfBirth'));
  if ((LOCALES as readonly string[]).includes(locale)) form.append('locale', locale);
  appendDocuments(form, values);
  return form;
}

export function RegisterWithDocumentsForm({ kind }: { kind: DocumentAccountType }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('registerWithDocuments');
  const checks = useFieldChecks();
  const isPerformer = kind === 'performer';

  const check = (data: FormData): FieldProblems => {
    const username = textOf(data, 'username').trim();
    const dateOfBirth = textOf(data, 'dateOfBirth');
    const birthProblem = dateOfBirth ? dateOfBirthProblem(dateOfBirth) : null;
    return {
      name: checks.required(textOf(data, 'name')),
      username: isPerformer ? (checks.required(username) ?? checks.username(username)) : checks.username(username),
      email: checks.email(textOf(data, 'email')),
      ...passwordProblems(data, checks),
      country: checks.required(textOf(data, 'country')),
      ...(isPerformer ? { dateOfBirth: birthProblem ? t(birthProblem, { ns: 'common' }) : checks.required(dateOfBirth) } : {}),
      ...documentProblems(data, t),
    };
  };

  const send = (data: FormData) => dispatch(registerWithDocuments({ kind, form: toFormData(kind, data, i18n.language) }));

  if (state.success) {
    return (
      <FlowSuccess
        wide
        icon={<Icon icon={MailOutlined} />}
        title={t('register.success.title')}
        message={state.message}
        next={<Link href={LOGIN_PATHS[kind]}>{t('register.goToLogin')}</Link>}
        testId="register-success"
      />
    );
  }

  return (
    <AuthCard wide title={t(`register.title.${kind}`)}>
      <p style={{ marginTop: 0 }}>{t(`register.intro.${kind}`)}</p>
      <FlowForm
        check={check}
        onValid={send}
        request={state}
        submitText={t('register.submit')}
        testIds={{ form: `register-form-${kind}`, error: 'register-error', submit: 'register-submit' }}
        links={
          <>
            <Link href={LOGIN_PATHS[kind]}>{t('register.haveAccount')}</Link>
            {isPerformer ? (
              <Link href="/studio/register">{t('register.asStudio')}</Link>
            ) : (
              <Link href="/auth/register/performer">{t('register.asPerformer')}</Link>
            )}
          </>
        }
      >
        <Columns>
          <NameField />
          <TextField
            name="username"
            label={t(isPerformer ? 'register.username' : 'register.usernameOptional')}
            hint={t('register.usernameHint')}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={40}
          />
        </Columns>
        <EmailField />
        <PasswordFields columns />
        {isPerformer ? (
          <Columns>
            <CountryField name="country" label={t('register.country')} />
            <DateField name="dateOfBirth" label={t('register.dateOfBirth')} min="1900-01-01" max={latestAdultBirthDate()} />
          </Columns>
        ) : (
          <CountryField name="country" label={t('register.country')} />
        )}
        <DocumentFields />
      </FlowForm>
    </AuthCard>
  );
}
