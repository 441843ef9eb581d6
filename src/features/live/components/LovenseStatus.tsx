/** Whether the Lovense Cam Extension answered on this page, and what to do when it did not. */
import { useTranslation } from 'next-i18next/pages';
import { Muted } from '@/features/ui/components/Muted';
import styles from './LiveRoom.module.css';
import type { LovenseStatus as Status } from '../hooks/useLovenseExtension';

export function LovenseStatus({ status, websiteName }: { status: Exclude<Status, 'off'>; websiteName: string }) {
  const { t } = useTranslation('live');
  return (
    <div className={styles.lovense} data-testid="lovense-status" data-status={status}>
      {/* A dot in the state's colour before its name, as antd's status badge. */}
      <span className={styles.state}>
        <span className={`${styles.dot} ${styles[status]}`} aria-hidden="true" />
        {t(`tipAlerts.lovense.${status}`)}
      </span>
      {status === 'absent' && <Muted>{t('tipAlerts.lovenseHint', { site: websiteName })}</Muted>}
    </div>
  );
}
