/**
 * A required document picker for performer and studio registration. The file
 * stays in the browser (beforeUpload returns false) until the form is sent as
 * multipart; the field's value is antd's file list.
 */
import { DOCUMENT_EXTENSIONS } from '@/shared/constants';
import { extensionOf } from '@/shared/files';
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Form, Upload, type FormRule, type UploadFile } from 'antd';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { MSG } from '@/shared/messages';

/** The server's default upload limit (FILE_LIMIT_BYTES, 10 MB). */
export const DOCUMENT_MAX_MB = 10;

/** The documents a performer or studio sends, in the order the forms show them. */
export const DOCUMENT_FIELDS = ['documentVerification', 'idVerification'] as const;

export type DocumentFieldName = (typeof DOCUMENT_FIELDS)[number];

/** The picked file of a field's value, as the browser's File. */
export function pickedFile(list: UploadFile[] | undefined): File | undefined {
  const item = list?.[0];
  return item?.originFileObj ?? (item as unknown as File | undefined);
}

/** Adds the picked documents to a multipart body, each under its field's name. */
export function appendDocuments(form: FormData, values: Record<DocumentFieldName, UploadFile[] | undefined>) {
  for (const field of DOCUMENT_FIELDS) {
    const file = pickedFile(values[field]);
    if (file) form.append(field, file, file.name);
  }
}

function useDocumentRules(): FormRule[] {
  const { t } = useTranslation('common');
  return useMemo(
    () => [
      {
        validator: async (_rule, list: UploadFile[] | undefined) => {
          const item = list?.[0];
          if (!item) throw new Error(t(MSG.required, { ns: 'common' }));
          if (!DOCUMENT_EXTENSIONS.includes(extensionOf(item.name))) {
            throw new Error(t(MSG.uploadExtension(DOCUMENT_EXTENSIONS.join(', ')), { ns: 'common' }));
          }
          if ((item.size ?? 0) > DOCUMENT_MAX_MB * 1024 * 1024) throw new Error(t(MSG.uploadSize(DOCUMENT_MAX_MB), { ns: 'common' }));
        },
      },
    ],
    [t],
  );
}

export function DocumentUploadField({ name }: { name: DocumentFieldName }) {
  const { t } = useTranslation('account');
  const rules = useDocumentRules();
  return (
    <Form.Item
      name={name}
      label={t(`register.${name}`)}
      extra={t('register.documentHint', { max: DOCUMENT_MAX_MB })}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
      rules={rules}
      required
    >
      <Upload beforeUpload={() => false} maxCount={1} accept={DOCUMENT_EXTENSIONS.join(',')} data-testid={`upload-${name}`}>
        <Button icon={<Icon icon={UploadOutlined} />} size="large">
          {t('register.chooseFile')}
        </Button>
      </Upload>
    </Form.Item>
  );
}
