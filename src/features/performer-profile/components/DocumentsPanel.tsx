/**
 * The performer's private files: the identity documents the site verifies
 * (idVerification and documentVerification, POST /performers/documents/upload) and
 * the signed release form (POST /performers/release-form/upload). Only whether a
 * file is there is shown; the files themselves are never linked.
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Card, Col, Flex, Form, Row, Tag, Typography, Upload, type FormRule, type UploadFile } from 'antd';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { DOCUMENT_MAX_MB, documentRefusal, pickedFile } from '@/features/registration/components/DocumentUploadField';
import { DOCUMENT_EXTENSIONS, RELEASE_FORM_EXTENSIONS } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import { uploadDocuments, uploadReleaseForm, type PerformerWithProfile } from '../slice';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useProfileRequest } from '../hooks/useProfileRequest';

type FileFieldName = 'idVerification' | 'documentVerification' | 'releaseForm';

function FileField({ name, label, extensions = DOCUMENT_EXTENSIONS }: { name: FileFieldName; label: string; extensions?: string[] }) {
  const { t } = useTranslation(['account', 'common']);
  const rules: FormRule[] = [
    {
      validator: async (_rule, list: UploadFile[] | undefined) => {
        const item = list?.[0];
        if (!item) throw new Error(t(MSG.required, { ns: 'common' }));
        const refusal = documentRefusal(item, extensions, t);
        if (refusal) throw new Error(refusal);
      },
    },
  ];
  return (
    <Form.Item
      name={name}
      label={label}
      extra={t('settings.documents.fileHint', { list: extensions.join(', '), max: DOCUMENT_MAX_MB })}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
      rules={rules}
      required
    >
      {/* The saga uploads; antd must not send the file itself. */}
      <Upload beforeUpload={() => false} maxCount={1} accept={extensions.join(',')} data-testid={`upload-${name}`}>
        <Button icon={<Icon icon={UploadOutlined} />}>{t('register.chooseFile')}</Button>
      </Upload>
    </Form.Item>
  );
}

function UploadState({ uploaded, testId }: { uploaded: boolean; testId: string }) {
  const { t } = useTranslation('account');
  return uploaded ? (
    <Tag color="success" icon={<Icon icon={CheckCircleOutlined} />} data-testid={testId}>
      {t('settings.documents.uploaded')}
    </Tag>
  ) : (
    <Tag color="warning" icon={<Icon icon={ClockCircleOutlined} />} data-testid={testId}>
      {t('settings.documents.notUploaded')}
    </Tag>
  );
}

function Section({ title, state, children }: { title: string; state: ReactNode; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} wrap align="center" style={{ paddingBlock: 8 }}>
          <span style={{ whiteSpace: 'normal' }}>{title}</span>
          {state}
        </Flex>
      }
    >
      {children}
    </Card>
  );
}

type DocumentValues = Record<'idVerification' | 'documentVerification', UploadFile[]>;

function IdentityDocuments({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<DocumentValues>();
  const clear = useCallback(() => form.resetFields(), [form]);
  const state = useProfileRequest('documents', t('settings.documents.saved'), clear);

  const submit = (values: DocumentValues) => {
    const data = new FormData();
    for (const field of ['idVerification', 'documentVerification'] as const) {
      const file = pickedFile(values[field]);
      if (file) data.append(field, file, file.name);
    }
    dispatch(uploadDocuments({ form: data }));
  };

  return (
    <Section
      title={t('settings.documents.identity')}
      state={<UploadState uploaded={performer.documentsUploaded} testId="documents-state" />}
    >
      <Typography.Paragraph type="secondary">
        {t(performer.documentsUploaded ? 'settings.documents.identityReplace' : 'settings.documents.identityText')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="documents-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FileField name="idVerification" label={t('register.idVerification')} />
          </Col>
          <Col xs={24} md={12}>
            <FileField name="documentVerification" label={t('register.documentVerification')} />
          </Col>
        </Row>
        <SaveFooter request={state} name="documents" label={t('settings.documents.uploadDocuments')} />
      </Form>
    </Section>
  );
}

function ReleaseForm({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ releaseForm: UploadFile[] }>();
  const clear = useCallback(() => form.resetFields(), [form]);
  const state = useProfileRequest('releaseForm', t('settings.documents.releaseFormSaved'), clear);

  const submit = (values: { releaseForm: UploadFile[] }) => {
    const file = pickedFile(values.releaseForm);
    if (file) dispatch(uploadReleaseForm({ file }));
  };

  return (
    <Section
      title={t('settings.documents.releaseForm')}
      state={<UploadState uploaded={Boolean(performer.releaseFormUploaded)} testId="release-form-state" />}
    >
      <Typography.Paragraph type="secondary">{t('settings.documents.releaseFormText')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="release-form-form">
        <FileField name="releaseForm" label={t('settings.documents.releaseFormFile')} extensions={RELEASE_FORM_EXTENSIONS} />
        <SaveFooter request={state} name="release-form" label={t('settings.documents.uploadReleaseForm')} />
      </Form>
    </Section>
  );
}

export function DocumentsPanel({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation('account');
  return (
    <Flex vertical gap={16} data-testid="documents-panel">
      <Typography.Text type="secondary">
        <Icon icon={LockOutlined} /> {t('settings.documents.private')}
      </Typography.Text>
      <IdentityDocuments performer={performer} />
      <ReleaseForm performer={performer} />
    </Flex>
  );
}
