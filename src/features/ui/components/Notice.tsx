/**
 * A short notice in the page's flow (an error, a warning, a state to know of), in the look
 * of antd's Alert with its icon, as plain elements; `role="alert"` like antd's, so that a
 * screen reader says it when it appears (`announced={false}`: a notice whose text changes
 * all the time, such as a countdown, which the page announces in its own words). `action`
 * sits at its end (a button); `closable` lets the reader put it away.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { Icon } from './Icon';
import styles from './Notice.module.css';

const ICONS = { info: InfoCircleFilled, success: CheckCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

interface Props {
  type: keyof typeof ICONS;
  title: ReactNode;
  action?: ReactNode;
  closable?: boolean;
  announced?: boolean;
  className?: string;
  'data-testid'?: string;
}

export function Notice({ type, title, action, closable = false, announced = true, className, 'data-testid': testId }: Props) {
  const { t } = useTranslation('components');
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div
      role={announced ? 'alert' : undefined}
      className={[styles.notice, styles[type], className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <Icon icon={ICONS[type]} className={styles.icon} />
      <div className={styles.title}>{title}</div>
      {action && <div className={styles.action}>{action}</div>}
      {closable && (
        <button type="button" className={styles.close} aria-label={t('notice.close')} onClick={() => setClosed(true)}>
          <Icon icon={CloseOutlined} />
        </button>
      )}
    </div>
  );
}
