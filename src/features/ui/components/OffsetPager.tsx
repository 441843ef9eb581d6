/**
 * The pager under a list that is not a table (cards, a grid), paged by offset like the
 * tables (`src/lib/pager.ts`): buttons, as plain elements (`PagerNav`), so that the pages
 * of cards carry none of antd.
 */
import { offsetOf, pageAt, type OffsetPaging } from '@/lib/pager';
import { PagerNav } from './LinkPager';
import styles from './LinkPager.module.css';

export interface OffsetPagerProps extends Omit<OffsetPaging, 'size'> {
  className?: string;
  /** The compact pager (‹ 2 / 5 ›), for a phone. */
  simple?: boolean;
}

/** Nothing while the whole list fits on one page. */
export function OffsetPager({ className, simple, offset, total, pageSize, onOffset }: OffsetPagerProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <PagerNav
      page={pageAt(offset, pageSize)}
      pages={pages}
      simple={simple}
      className={className}
      testId="offset-pager"
      itemOf={(to, content, { rel: _rel, className: itemClass, ...item }) => (
        <button type="button" className={`${itemClass} ${styles.button}`} onClick={() => onOffset?.(offsetOf(to, pageSize))} {...item}>
          {content}
        </button>
      )}
    />
  );
}
