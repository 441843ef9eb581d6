/**
 * Performer and studio sign-up: account fields plus the two documents the site
 * checks (documentVerification, idVerification), sent together as multipart.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Col, DatePicker, Form, Input, Row, type FormRule, type UploadFile } from 'antd';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Icon } from '@/features/ui/components/Icon';
import dayjs, { type Dayjs } from 'dayjs';
import { useAppDispatch } from '@/store/hooks';
import { registerWithDocuments, type DocumentAccountType } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { useFormRules } from '@/features/ui/hooks/useFormRules';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { CountrySelect } from './CountrySelect';
import { appendDocuments } from './DocumentUploadField';
import { DocumentFields, EmailField, HALF_WIDTH, NameField, PasswordFields } from './account-fields';
import { AuthCard } from '@/features/ui/components/AuthCard';
import { FlowForm, FlowSuccess } from './flow-form';
import { ADULT_TEXTS, isAdult, MINIMUM_AGE } from '@/shared/adult';
import { LOCALES } from '@/shared/constants';

interface RegisterWithDocumentsValues {
  name: string;
  username?: string;
  email: string;
  password: string;
  confirmPassword: string;
  country?: string;
  dateOfBirth?: Dayjs;
  documentVerification: UploadFile[];
  idVerification: UploadFile[];
}

/** True when someone born on the picked day is 18 or older today: the server's rule (src/shared/adult.ts). */
export const isAdultOn = (birth: Dayjs) => isAdult(birth.format('YYYY-MM-DD'));

/** The multipart body of POST /auth/performers/register or /auth/studio/register; `locale` is the language its mails come in. */
function toFormData(kind: DocumentAccountType, values: RegisterWithDocumentsValues, locale: string): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  if (values.username?.trim()) form.append('username', values.username.trim());
  form.append('email', values.email.trim());
  form.append('password', values.password);
  if (values.country) form.append('country', values.country);
  if (kind === 'performer' && values.dateOfBirth) form.append('dateOfBirth', values.dateOfBirth.format('YYYY-MM-DD'));
  if ((LOCALES as readonly string[]).includes(locale)) form.append('locale', locale);
  appendDocuments(form, values);
  return form;
}

export function RegisterWithDocumentsForm({ kind }: { kind: DocumentAccountType }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const state = useRegistrationFlow('registerWithDocuments');
  const rules = useFormRules();
  const isPerformer = kind === 'performer';

  const submit = (values: RegisterWithDocumentsValues) =>
    dispatch(registerWithDocuments({ kind, form: toFormData(kind, values, i18n.language) }));

  const dateOfBirthRules: FormRule[] = [
    rules.required,
    {
      validator: async (_rule, value: Dayjs | undefined) => {
        if (value && !isAdultOn(value)) throw new Error(t(ADULT_TEXTS.tooYoung, { ns: 'common' }));
      },
    },
  ];

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
      <FlowForm<RegisterWithDocumentsValues>
        onFinish={submit}
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
        <Row gutter={16}>
          <Col {...HALF_WIDTH}>
            <NameField />
          </Col>
          <Col {...HALF_WIDTH}>
            <Form.Item
              name="username"
              label={t(isPerformer ? 'register.username' : 'register.usernameOptional')}
              extra={t('register.usernameHint')}
              rules={isPerformer ? [rules.required, ...rules.username] : rules.username}
            >
              <Input autoComplete="username" autoCapitalize="none" size="large" maxLength={40} />
            </Form.Item>
          </Col>
        </Row>
        <EmailField />
        <PasswordFields columns />
        <Row gutter={16}>
          <Col {...(isPerformer ? HALF_WIDTH : { span: 24 })}>
            <Form.Item name="country" label={t('register.country')} rules={[rules.required]}>
              <CountrySelect />
            </Form.Item>
          </Col>
          {isPerformer && (
            <Col {...HALF_WIDTH}>
              <Form.Item name="dateOfBirth" label={t('register.dateOfBirth')} rules={dateOfBirthRules}>
                <DatePicker
                  size="large"
                  format="DD/MM/YYYY"
                  style={{ width: '100%' }}
                  placeholder={t('register.dateOfBirthPlaceholder')}
                  defaultPickerValue={dayjs().subtract(MINIMUM_AGE, 'year')}
                  disabledDate={(day) => !isAdultOn(day)}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <DocumentFields />
      </FlowForm>
    </AuthCard>
  );
}
