/** The pager under a list that is not a table (cards, a grid), paged by offset like the tables (`src/lib/pager.ts`). */
import { Pagination } from 'antd';
import { offsetPagination, type OffsetPaging } from '@/lib/pager';

export interface OffsetPagerProps extends OffsetPaging {
  className?: string;
  /** antd's compact pager (‹ 2 / 5 ›), for a phone. */
  simple?: boolean;
}

/** Nothing while the whole list fits on one page (`offsetPagination` hides a single page). */
export function OffsetPager({ className, simple, ...paging }: OffsetPagerProps) {
  return <Pagination {...offsetPagination(paging)} className={className} simple={simple} />;
}
