/** The message of a failed save, in the visitor's language (server texts are common keys). */
import { useTranslation } from 'next-i18next/pages';
import { Notice } from './Notice';

export function SaveError({ error, testId }: { error: string | null; testId: string }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return <Notice type="error" className="form-notice" title={t(error, { ns: 'common' })} data-testid={testId} />;
}
