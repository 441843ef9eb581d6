/**
 * A list the server sends as it stands in the store (`data`, `requesting`, `error`): the
 * load's error above a table in the look of antd's small table that scrolls sideways on a
 * phone, keyed by `_id` and paged by offset when `paging` is given (`src/lib/pager.ts`, the
 * pager `OffsetPager`). A plain `<table>`: the account and administration pages show one
 * each, and antd's table brings its pager, selects and virtual list with it.
 *
 * A column shows its row's `dataIndex` field or what `render` makes of the row; `align`,
 * `width`, `ellipsis` (one line, cut), `fixed` (stays at the left or right edge while the
 * table scrolls) and `responsive` (shown from that breakpoint up) are antd's. `expandable`
 * gives each row a button that opens its details below it. A column with `sorter` has a
 * header button that asks `onSort` for the next order (ascending, descending, none, as
 * antd's sorter does); the list is sorted where it is loaded, the column shows `sortOrder`.
 */
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CaretDownOutlined from '@ant-design/icons-svg/es/asn/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons-svg/es/asn/CaretUpOutlined';
import { Icon } from './Icon';
import { ListError } from './ListError';
import { Loading } from './Loading';
import { OffsetPager } from './OffsetPager';
import type { LoadedList } from '@/lib/lists';
import type { OffsetPaging } from '@/lib/pager';
import styles from './ListTable.module.css';

export interface ListColumn<T> {
  /** Which column this is; the `dataIndex` when left out. */
  key?: string;
  title?: ReactNode;
  /** The row's field shown as it is when there is no `render`. */
  dataIndex?: keyof T & string;
  /** The cell's content: `value` is the row's `dataIndex` field (the row itself without one). */
  render?: (value: never, row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number;
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  /** The smallest screen the column shows on (antd's breakpoints: 576, 768, 992, 1200 px). */
  responsive?: ('sm' | 'md' | 'lg' | 'xl')[];
  /** The list can be ordered by this column: its header is a button that calls the table's `onSort`. */
  sorter?: boolean;
  /** How the list is ordered by this column now; none when null or absent. */
  sortOrder?: SortOrder;
}

/** antd's names of a column's order. */
export type SortOrder = 'ascend' | 'descend' | null;

/** The order a press on a sorted column's header asks for: ascending, descending, then none again. */
const NEXT_ORDER: Record<'ascend' | 'descend' | 'none', SortOrder> = { none: 'ascend', ascend: 'descend', descend: null };
const SORT_HINT = { none: 'table.sortAscending', ascend: 'table.sortDescending', descend: 'table.sortCancel' } as const;

export interface ListTableProps<T> {
  list: LoadedList<T>;
  columns: ListColumn<T>[];
  /** What the table says when the list is empty. */
  emptyText: ReactNode;
  /** The offset paging of the list; without it the whole list is one page. */
  paging?: OffsetPaging;
  /** Keep 12px between the error and the table, in a container that has no gap of its own (a Card). */
  errorGap?: boolean;
  /** Dims the rows while the list loads; `list.requesting` unless given. */
  loading?: boolean;
  /** antd's row heights: small (the default), middle or large. */
  size?: 'small' | 'middle' | 'large';
  /** `fixed`: columns as wide as their `width`s. */
  tableLayout?: 'auto' | 'fixed';
  /** The table's least width (`x`, in pixels); a narrower screen scrolls it sideways. Without it, the width of its content. */
  scroll?: { x?: number | 'max-content' };
  /** The columns wrap within the container's width instead of scrolling sideways. */
  fitWidth?: boolean;
  /** Each row opens to show these details below it. */
  expandable?: { expandedRowRender: (row: T) => ReactNode };
  /** A `sorter` column's header was pressed: the column's key and the order it asks for. */
  onSort?: (key: string, order: SortOrder) => void;
  'data-testid': string;
}

function cellClass<T>(column: ListColumn<T>) {
  return [
    column.align && styles[column.align],
    column.ellipsis && styles.ellipsis,
    column.fixed === 'right' && styles.fixedRight,
    column.fixed === 'left' && styles.fixedLeft,
    column.responsive && styles[`from-${column.responsive[0]}`],
    column.sorter && styles.sortable,
    column.sortOrder && styles.sorted,
  ]
    .filter(Boolean)
    .join(' ');
}

function valueOf<T>(column: ListColumn<T>, row: T, index: number): ReactNode {
  const value = column.dataIndex ? row[column.dataIndex] : row;
  return column.render ? column.render(value as never, row, index) : (value as ReactNode);
}

export function ListTable<T extends { _id: string }>({
  list,
  columns,
  emptyText,
  paging,
  errorGap = false,
  loading,
  size = 'small',
  tableLayout,
  scroll,
  fitWidth = false,
  expandable,
  onSort,
  'data-testid': testId,
}: ListTableProps<T>) {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const span = columns.length + (expandable ? 1 : 0);
  // As antd does, a column cut with an ellipsis makes the widths fixed.
  const fixedWidths = tableLayout === 'fixed' || (tableLayout !== 'auto' && columns.some((column) => column.ellipsis));
  // Without a least width the table is as wide as its content unwrapped (antd's `max-content`), and scrolls when that is wider than the screen.
  const tableStyle: CSSProperties =
    fitWidth || typeof scroll?.x === 'number'
      ? { tableLayout: fixedWidths ? 'fixed' : 'auto', minWidth: fitWidth ? undefined : scroll?.x }
      : { tableLayout: fixedWidths ? 'fixed' : 'auto', width: 'max-content', minWidth: '100%' };
  const keyOf = (column: ListColumn<T>, index: number) => column.key ?? column.dataIndex ?? String(index);

  return (
    <>
      <ListError error={list.error} gap={errorGap} />
      <Loading busy={loading ?? list.requesting}>
        {/* Focusable, so that a table wider than the screen scrolls with the keyboard too. */}
        <div className={`${styles.scroller} ${styles[size]}`} tabIndex={0} data-testid={testId}>
          <table className={styles.table} style={tableStyle}>
            {fixedWidths && (
              <colgroup>
                {expandable && <col style={{ width: 48 }} />}
                {columns.map((column, index) => (
                  <col key={keyOf(column, index)} style={{ width: column.width }} />
                ))}
              </colgroup>
            )}
            <thead>
              <tr>
                {expandable && <th className={styles.expandCell} aria-label={t('table.details')} />}
                {columns.map((column, index) => (
                  <th
                    key={keyOf(column, index)}
                    className={cellClass(column)}
                    style={fixedWidths ? undefined : { width: column.width }}
                    aria-sort={column.sortOrder ? (column.sortOrder === 'ascend' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sorter ? (
                      <SortButton column={column} onSort={(order) => onSort?.(keyOf(column, index), order)} />
                    ) : (
                      column.title
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.length === 0 && (
                <tr>
                  <td colSpan={span} className={styles.empty}>
                    <div className={styles.inView}>{emptyText}</div>
                  </td>
                </tr>
              )}
              {list.data.map((row, index) => {
                const expanded = open.has(row._id);
                return (
                  <Fragment key={row._id}>
                    <tr className={styles.row}>
                      {expandable && (
                        <td className={styles.expandCell}>
                          <button
                            type="button"
                            className={expanded ? `${styles.expand} ${styles.expanded}` : styles.expand}
                            aria-expanded={expanded}
                            aria-label={t(expanded ? 'table.collapse' : 'table.expand')}
                            onClick={() => toggle(row._id)}
                            data-testid="row-expand"
                          />
                        </td>
                      )}
                      {columns.map((column, columnIndex) => (
                        <td key={keyOf(column, columnIndex)} className={cellClass(column)}>
                          {valueOf(column, row, index)}
                        </td>
                      ))}
                    </tr>
                    {expandable && expanded && (
                      <tr className={styles.details}>
                        <td colSpan={span}>
                          <div className={styles.inView}>{expandable.expandedRowRender(row)}</div>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      </Loading>
      {paging && <OffsetPager className={styles.pager} {...paging} />}
    </>
  );
}

/** A sortable column's title with antd's two carets, the one of its order in the theme's colour. */
function SortButton<T>({ column, onSort }: { column: ListColumn<T>; onSort: (order: SortOrder) => void }) {
  const { t } = useTranslation('components');
  const now = column.sortOrder ?? 'none';
  return (
    <button type="button" className={styles.sorter} title={t(SORT_HINT[now])} onClick={() => onSort(NEXT_ORDER[now])}>
      <span className={styles.sortTitle}>{column.title}</span>
      <span className={styles.carets} aria-hidden="true">
        <Icon icon={CaretUpOutlined} className={now === 'ascend' ? styles.caretOn : undefined} />
        <Icon icon={CaretDownOutlined} className={now === 'descend' ? styles.caretOn : undefined} />
      </span>
    </button>
  );
}
