/**
 * A list the server sends as it stands in the store (`data`, `requesting`, `error`): the
 * load's error above a small table that scrolls sideways on a phone, keyed by `_id` and
 * paged by offset when `paging` is given (`src/lib/pager.ts`). Any other prop of antd's
 * table (`expandable`, `tableLayout`, `scroll`, `loading`, `size`) is passed on and wins
 * over these defaults.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Table, type TableColumnsType, type TableProps } from 'antd';
import type { LoadedList } from '@/lib/lists';
import { offsetPagination, type OffsetPaging } from '@/lib/pager';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'locale' | 'pagination'> {
  list: LoadedList<T>;
  columns: TableColumnsType<T>;
  /** What the table says when the list is empty. */
  emptyText: ReactNode;
  /** The offset paging of the list; without it the whole list is one page. */
  paging?: OffsetPaging;
  /** Keep 12px between the error and the table, in a container that has no gap of its own (a Card). */
  errorGap?: boolean;
  'data-testid': string;
}

/** The failed load of a list, for a list shown otherwise than in a `ListTable` (cards on a phone). */
export function ListError({ error, gap = false }: { error: string | null; gap?: boolean }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return <Alert type="error" showIcon title={t(error, { ns: 'common' })} style={gap ? { marginBottom: 12 } : undefined} />;
}

export function ListTable<T extends { _id: string }>({ list, columns, emptyText, paging, errorGap = false, ...table }: ListTableProps<T>) {
  return (
    <>
      <ListError error={list.error} gap={errorGap} />
      <Table<T>
        size="small"
        loading={list.requesting}
        scroll={{ x: 'max-content' }}
        {...table}
        rowKey="_id"
        columns={columns}
        dataSource={list.data}
        locale={{ emptyText }}
        pagination={paging ? offsetPagination(paging) : false}
      />
    </>
  );
}
