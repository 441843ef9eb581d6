/**
 * An error page's body: the HTTP status, what it means for the visitor, and the way back
 * home. Plain elements in the layout of antd's Result, so that these pages carry none of antd.
 */
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from './Button';
import styles from './StatusResult.module.css';

export function StatusResult({ status, text, testId }: { status: '403' | '404'; text: string; testId?: string }) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.result} data-testid={testId}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.text}>{text}</h1>
      <ButtonLink type="primary" href="/">
        {t('common.backHome')}
      </ButtonLink>
    </div>
  );
}
