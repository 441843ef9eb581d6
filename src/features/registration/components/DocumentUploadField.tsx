/**
 * The identity documents a performer or studio sends with their registration (and again after
 * a rejection): one required file picker each. The files stay in the browser until the form
 * is sent as multipart; the checks are the server's rules (docs/domain.md#form-and-upload-rules).
 */
import { useTranslation } from 'next-i18next/pages';
import type { TFunction } from 'i18next';
import type { UploadFile } from 'antd';
import { DOCUMENT_EXTENSIONS } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import { FileField, fileOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { DOCUMENT_MAX_MB, documentRefusal } from '@/lib/documents';

/** The documents a performer or studio sends, in the order the forms show them. */
export const DOCUMENT_FIELDS = ['documentVerification', 'idVerification'] as const;

export type DocumentFieldName = (typeof DOCUMENT_FIELDS)[number];

/** What is wrong with the documents of a form's values: each is required and must pass `documentRefusal`. */
export function documentProblems(data: FormData, t: TFunction): FieldProblems {
  return Object.fromEntries(
    DOCUMENT_FIELDS.map((field) => {
      const file = fileOf(data, field);
      return [field, file ? (documentRefusal(file, DOCUMENT_EXTENSIONS, t) ?? undefined) : t(MSG.required, { ns: 'common' })];
    }),
  );
}

/** The picked file of an antd upload's value, as the browser's File. */
export function pickedFile(list: UploadFile[] | undefined): File | undefined {
  const item = list?.[0];
  return item?.originFileObj ?? (item as unknown as File | undefined);
}

/** Adds the picked documents of a form's values to a multipart body, each under its field's name. */
export function appendDocuments(form: FormData, values: FormData) {
  for (const field of DOCUMENT_FIELDS) {
    const file = fileOf(values, field);
    if (file) form.append(field, file, file.name);
  }
}

export function DocumentUploadField({ name }: { name: DocumentFieldName }) {
  const { t } = useTranslation('account');
  return (
    <FileField
      name={name}
      label={t(`register.${name}`)}
      hint={t('register.documentHint', { max: DOCUMENT_MAX_MB })}
      accept={DOCUMENT_EXTENSIONS.join(',')}
      buttonText={t('register.chooseFile')}
    />
  );
}
