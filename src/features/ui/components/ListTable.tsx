/**
 * A list the server sends as it stands in the store (`data`, `requesting`, `error`): the
 * load's error above a small table that scrolls sideways on a phone, keyed by `_id` and
 * paged by offset when `paging` is given (`src/lib/pager.ts`).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Table, type TableColumnsType } from 'antd';
import { offsetPagination, type OffsetPaging } from '@/lib/pager';

/** What a list in the store holds. */
export interface LoadedList<T> {
  data: T[];
  requesting: boolean;
  /** The message of a failed load, translated through the `common` namespace. */
  error: string | null;
}

export interface ListTableProps<T> {
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

export function ListTable<T extends { _id: string }>({ list, columns, emptyText, paging, errorGap = false, ...rest }: ListTableProps<T>) {
  const { t } = useTranslation('common');
  return (
    <>
      {list.error && (
        <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} style={errorGap ? { marginBottom: 12 } : undefined} />
      )}
      <Table<T>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={list.data}
        loading={list.requesting}
        locale={{ emptyText }}
        scroll={{ x: 'max-content' }}
        pagination={paging ? offsetPagination(paging) : false}
        data-testid={rest['data-testid']}
      />
    </>
  );
}
