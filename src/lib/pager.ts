/**
 * Paging of lists the server pages by offset (`?offset=&limit=`): antd counts pages from
 * 1, the store keeps the offset of the first row shown. Every paged list goes through
 * `offsetPagination` (or `pagePagination` where the page number is kept), so they all
 * page alike: no page-size changer (the page size is the list's own constant), no pager
 * while everything fits on one page. A list whose page is in its address (the performer
 * browser) is paged by links instead (`LinkPager`, with `pageLinks`), so that each page
 * can be opened, shared and found by search engines.
 */
import type { PaginationProps } from 'antd';

/** The page (from 1) that starts at `offset`; an offset inside a page counts as that page. */
export const pageAt = (offset: number, pageSize: number) => Math.floor(offset / pageSize) + 1;

/** The offset of the first row of `page` (from 1). */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

export interface OffsetPaging {
  /** The offset of the first row shown. */
  offset: number;
  /** How many rows the whole list has. */
  total: number;
  pageSize: number;
  /** Called with the offset of the page the visitor picked. Without it the table's own `onChange` hears the paging. */
  onOffset?: (offset: number) => void;
  size?: PaginationProps['size'];
}

/** A list paged by page number, such as one whose page is in the URL (`?page=`). */
export interface PagePaging extends Omit<OffsetPaging, 'offset' | 'onOffset'> {
  /** The page shown (from 1). */
  page: number;
  /** Called with the page the visitor picked. */
  onPage?: (page: number) => void;
}

/** antd's pagination config for a list paged by page number: the same pager as `offsetPagination`'s. */
export function pagePagination({ page, total, pageSize, onPage, size }: PagePaging): PaginationProps {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    ...(size ? { size } : {}),
    ...(onPage ? { onChange: (picked: number) => onPage(picked) } : {}),
  };
}

/** antd's pagination config (a Table's `pagination` or a `Pagination`'s props) for a list paged by offset. */
export function offsetPagination({ offset, onOffset, ...paging }: OffsetPaging): PaginationProps {
  const { pageSize } = paging;
  return pagePagination({
    ...paging,
    page: pageAt(offset, pageSize),
    ...(onOffset ? { onPage: (page: number) => onOffset(offsetOf(page, pageSize)) } : {}),
  });
}

/**
 * The pages a link pager shows for `page` of `pages`: the first, the last, the current
 * one with a neighbour on each side, and 'gap' where pages are left out.
 */
export function pageLinks(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? (n - shown[i - 1] === 2 ? [n - 1, n] : ['gap' as const, n]) : [n]));
}
