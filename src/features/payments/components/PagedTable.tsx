/**
 * A table that loads its rows one page at a time from a list call
 * (`{ data, total }`), with the loading state, the error and the pager.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Table, type TableColumnsType } from 'antd';
import { errorMessage } from '@/lib/http';

const PAGE_SIZE = 20;

interface Props<T> {
  load: (query: { offset: number; limit: number }) => Promise<{ data: T[]; total: number }>;
  columns: TableColumnsType<T>;
  empty: string;
  testId?: string;
}

export function PagedTable<T extends { _id: string }>({ load, columns, empty, testId }: Props<T>) {
  const { t } = useTranslation('common');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{ data: T[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    load({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE })
      .then((result) => {
        if (current) {
          setRows(result);
          setError(null);
        }
      })
      .catch((err) => {
        if (current) setError(errorMessage(err));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [load, page]);

  const show = (next: number) => {
    setLoading(true);
    setPage(next);
  };

  return (
    <>
      {error && <Alert type="error" showIcon title={t(error)} style={{ marginBottom: 12 }} />}
      <Table<T>
        rowKey="_id"
        data-testid={testId}
        columns={columns}
        dataSource={rows?.data ?? []}
        loading={loading}
        locale={{ emptyText: empty }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: rows?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: show }}
      />
    </>
  );
}
