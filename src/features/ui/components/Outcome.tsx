/**
 * How something a visitor did ended (a payment, a form sent, a link followed): a large
 * icon of its kind, the title, a line below it and what to do next, centred, in the look
 * of antd's Result, as plain elements. `waiting` turns a ring while the end is not known.
 */
import type { ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { Icon } from './Icon';
import styles from './Outcome.module.css';

const ICONS = { success: CheckCircleFilled, info: ExclamationCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

interface Props {
  status: keyof typeof ICONS | 'waiting';
  title: ReactNode;
  text?: ReactNode;
  /** A button or link to what comes next. */
  action?: ReactNode;
  /** Drawn instead of the status's icon, in its colour (an envelope for "check your mail"). */
  icon?: ReactNode;
  /** The outcome is the whole page: its title is the page's first-level heading. */
  heading?: boolean;
  className?: string;
  'data-testid'?: string;
}

export function Outcome({ status, title, text, action, icon, heading = false, className, 'data-testid': testId }: Props) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div
      className={className ? `${styles.outcome} ${className}` : styles.outcome}
      data-testid={testId}
      role={status === 'waiting' ? 'status' : undefined}
    >
      {status === 'waiting' ? (
        <span className={styles.ring} aria-hidden="true" />
      ) : icon ? (
        <span className={`${styles.icon} ${styles[status]}`}>{icon}</span>
      ) : (
        <Icon icon={ICONS[status]} className={`${styles.icon} ${styles[status]}`} />
      )}
      <Title className={styles.title}>{title}</Title>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
