/** The check of an identity document's or a release form's file (`DocumentField`) before it is sent. */
import { useTranslation } from 'next-i18next/pages';
import { fileOf } from '@/features/ui/components/CheckedForm';
import { documentRefusal } from '@/lib/documents';
import { MSG } from '@/shared/messages';

/** A required file of one of `extensions`, within the upload limit (`documentRefusal`). */
export function useDocumentCheck() {
  const { t } = useTranslation('account');
  return (data: FormData, name: string, extensions: string[]) => {
    const file = fileOf(data, name);
    if (!file) return t(MSG.required, { ns: 'common' });
    return documentRefusal(file, extensions, t) ?? undefined;
  };
}
