/**
 * A list the server sends as it stands in the store (`data`, `requesting`, `error`): the
 * load's error above a small table that scrolls sideways on a phone, keyed by `_id` and
 * paged by offset when `paging` is given (`src/lib/pager.ts`). Any other prop of antd's
 * table (`expandable`, `tableLayout`, `scroll`, `loading`, `size`) is passed on and wins
 * over these defaults.
 */
import type { ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { ListError } from './ListError';
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
