/**
 * Performer and studio sign-up: account fields plus the two documents the site
 * checks (documentVerification, idVerification), sent together as multipart.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Col, DatePicker, Form, Input, Result, Row, type FormRule, type UploadFile } from 'antd';
import { MailOutlined, UserOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { registerWithDocuments, resetRegistrationFlow, selectRegisterWithDocumentsState, type DocumentAccountType } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { CountrySelect } from './CountrySelect';
import { DocumentUploadField, pickedFile } from './DocumentUploadField';
import { PasswordFields } from './PasswordFields';
import { AuthCard } from './AuthCard';
import { ServerError } from './ServerError';
import { useFormRules } from '../hooks/useFormRules';
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
  for (const field of ['documentVerification', 'idVerification'] as const) {
    const file = pickedFile(values[field]);
    if (file) form.append(field, file, file.name);
  }
  return form;
}

export function RegisterWithDocumentsForm({ kind }: { kind: DocumentAccountType }) {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRegisterWithDocumentsState);
  const rules = useFormRules();
  const isPerformer = kind === 'performer';

  useEffect(() => () => void dispatch(resetRegistrationFlow('registerWithDocuments')), [dispatch]);

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
      <AuthCard wide>
        <Result
          status="success"
          icon={<MailOutlined />}
          title={t('register.success.title')}
          subTitle={state.message ? t(state.message, { ns: 'common' }) : undefined}
          extra={<Link href={LOGIN_PATHS[kind]}>{t('register.goToLogin')}</Link>}
          data-testid="register-success"
        />
      </AuthCard>
    );
  }

  const half = { xs: 24, sm: 12 };
  return (
    <AuthCard wide title={t(`register.title.${kind}`)}>
      <p style={{ marginTop: 0 }}>{t(`register.intro.${kind}`)}</p>
      <Form<RegisterWithDocumentsValues> layout="vertical" onFinish={submit} requiredMark={false} data-testid={`register-form-${kind}`}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="name" label={t('register.name')} rules={[rules.requiredText]}>
              <Input prefix={<UserOutlined />} autoComplete="name" size="large" maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...half}>
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
        <Form.Item name="email" label={t('register.email')} rules={rules.email}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" inputMode="email" size="large" maxLength={254} />
        </Form.Item>
        <PasswordFields columns />
        <Row gutter={16}>
          <Col {...(isPerformer ? half : { span: 24 })}>
            <Form.Item name="country" label={t('register.country')} rules={[rules.required]}>
              <CountrySelect />
            </Form.Item>
          </Col>
          {isPerformer && (
            <Col {...half}>
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
        <Row gutter={16}>
          <Col {...half}>
            <DocumentUploadField name="documentVerification" />
          </Col>
          <Col {...half}>
            <DocumentUploadField name="idVerification" />
          </Col>
        </Row>
        <ServerError error={state.error} testId="register-error" />
        <Button type="primary" htmlType="submit" size="large" block loading={state.requesting} data-testid="register-submit">
          {t('register.submit')}
        </Button>
        <div className="auth-links">
          <Link href={LOGIN_PATHS[kind]}>{t('register.haveAccount')}</Link>
          {isPerformer ? (
            <Link href="/studio/register">{t('register.asStudio')}</Link>
          ) : (
            <Link href="/auth/register/performer">{t('register.asPerformer')}</Link>
          )}
        </div>
      </Form>
    </AuthCard>
  );
}
