/**
 * A rejected performer or studio sends new documents with the link of the rejection
 * mail (they cannot log in meanwhile); the account then waits for review again.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Col, Form, Result, Row, type UploadFile } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { resetRegistrationFlow, resubmitDocuments, selectResubmitDocumentsState, type DocumentAccountType } from '../slice';
import { LOGIN_PATHS } from '../paths';
import { DocumentUploadField, pickedFile } from './DocumentUploadField';
import { AuthCard } from './AuthCard';
import { ServerError } from './ServerError';
import { INVALID_LINK } from './ResetPasswordForm';

interface ResubmitValues {
  documentVerification: UploadFile[];
  idVerification: UploadFile[];
}

export function ResubmitDocumentsForm({ token, kind }: { token: string | undefined; kind: DocumentAccountType }) {
  const { t } = useTranslation(['pages', 'common']);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectResubmitDocumentsState);

  useEffect(() => () => void dispatch(resetRegistrationFlow('resubmitDocuments')), [dispatch]);

  if (!token) {
    return (
      <AuthCard>
        <Result status="warning" title={t(INVALID_LINK, { ns: 'common' })} data-testid="resubmit-no-token" />
      </AuthCard>
    );
  }

  if (state.success) {
    return (
      <AuthCard>
        <Result
          status="success"
          title={t('resubmit.success')}
          subTitle={state.message ? t(state.message, { ns: 'common' }) : undefined}
          extra={<Link href={LOGIN_PATHS[kind]}>{t('register.goToLogin')}</Link>}
          data-testid="resubmit-success"
        />
      </AuthCard>
    );
  }

  const submit = (values: ResubmitValues) => {
    const form = new FormData();
    form.append('token', token);
    for (const field of ['documentVerification', 'idVerification'] as const) {
      const file = pickedFile(values[field]);
      if (file) form.append(field, file, file.name);
    }
    dispatch(resubmitDocuments(form));
  };

  return (
    <AuthCard wide title={t('resubmit.title')}>
      <p style={{ marginTop: 0 }}>{t('resubmit.intro')}</p>
      <Form<ResubmitValues> layout="vertical" requiredMark={false} onFinish={submit} data-testid="resubmit-form">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <DocumentUploadField name="documentVerification" />
          </Col>
          <Col xs={24} sm={12}>
            <DocumentUploadField name="idVerification" />
          </Col>
        </Row>
        <ServerError error={state.error} testId="resubmit-error" />
        <Button type="primary" htmlType="submit" size="large" block loading={state.requesting} data-testid="resubmit-submit">
          {t('resubmit.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
