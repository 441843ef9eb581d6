/**
 * A small label in the look of antd's filled tag (default, orange, volcano, red, blue, green, purple or gold, or the
 * statuses success and warning), as a plain element: the pages every visitor opens show many of them, and
 * antd's tag brings its script. An `Icon` may come before the text.
 */
import type { HTMLAttributes } from 'react';
import styles from './Chip.module.css';

export type ChipTone = 'default' | 'orange' | 'volcano' | 'red' | 'blue' | 'green' | 'purple' | 'gold' | 'success' | 'warning';

type Props = HTMLAttributes<HTMLSpanElement> & { tone?: ChipTone; 'data-testid'?: string };

export function Chip({ tone = 'default', className, ...rest }: Props) {
  return <span className={[styles.chip, styles[tone], className].filter(Boolean).join(' ')} {...rest} />;
}
