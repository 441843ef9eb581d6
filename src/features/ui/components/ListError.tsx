/**
 * The failed load of a list, above it: in a `ListTable`, or for a list shown otherwise
 * (cards, a phone's list). In a file of its own, so that a page of cards does not bring
 * antd's table with it.
 */
import { useTranslation } from 'next-i18next/pages';
import { Alert } from 'antd';

export function ListError({ error, gap = false }: { error: string | null; gap?: boolean }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return <Alert type="error" showIcon title={t(error, { ns: 'common' })} style={gap ? { marginBottom: 12 } : undefined} />;
}
