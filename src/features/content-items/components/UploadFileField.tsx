/** A file an item is sent with (a product's picture, a video's trailer), picked with the editors' one "Choose" button. */
import { useTranslation } from 'next-i18next/pages';
import { FileField } from '@/features/ui/components/CheckedForm';

/** What the field is: its form name, label, hint and the files it takes. */
export interface UploadFile {
  name: string;
  label: string;
  hint?: string;
  accept: string;
}

export function UploadFileField({ name, label, hint, accept }: UploadFile) {
  const { t } = useTranslation('account');
  return <FileField name={name} label={label} hint={hint} accept={accept} buttonText={t('videos.choose')} />;
}
