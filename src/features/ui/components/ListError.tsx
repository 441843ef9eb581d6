/**
 * The failed load of a list, above it: in a `ListTable`, or for a list shown otherwise
 * (cards, a phone's list). In a file of its own, so that a page of cards does not bring
 * antd's table with it; plain elements (`Notice`), so that neither does a page without antd.
 */
import { useTranslation } from 'next-i18next/pages';
import { Notice } from './Notice';
import styles from './ListError.module.css';

export function ListError({ error, gap = false }: { error: string | null; gap?: boolean }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return <Notice type="error" title={t(error, { ns: 'common' })} className={gap ? styles.gap : undefined} />;
}
