/**
 * Secondary text (a balance line, a hint, a status), in the grey of antd's secondary
 * typography, as a plain span: antd's Typography brings its editing and copying code
 * (a text area, the form's context, tooltips) to every page that shows a grey line.
 */
import type { HTMLAttributes } from 'react';
import styles from './Muted.module.css';

export function Muted({ className, ...rest }: HTMLAttributes<HTMLSpanElement> & { 'data-testid'?: string }) {
  return <span className={className ? `${styles.muted} ${className}` : styles.muted} {...rest} />;
}
