/**
 * A page of performers' or studios' own rates in a card: what it is, the search (the
 * children), and the table, each row with the button that opens its editor.
 */
import type { ReactNode } from 'react';
import { Card } from '@/features/ui/components/Card';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import type { LoadedPage } from '@/lib/lists';
import { RATES_PAGE_SIZE, type RatesEditor } from '../slice';
import { RatesEditButton } from './RatesEditButton';
import styles from './RatesCard.module.css';

export function RatesCard<T extends { _id: string }>({
  kind,
  list,
  title,
  explain,
  columns,
  emptyText,
  onOffset,
  children,
}: {
  kind: RatesEditor['kind'];
  list: LoadedPage<T>;
  title: string;
  explain: string;
  columns: ListColumn<T>[];
  emptyText: string;
  /** Loads the page that starts at `offset`. */
  onOffset: (offset: number) => void;
  children?: ReactNode;
}) {
  return (
    <Card small title={title} data-testid={`${kind}-rates`}>
      <p className={styles.explain}>{explain}</p>
      {children}
      <ListTable<T>
        list={list}
        columns={[...columns, { key: 'edit', title: '', render: (_: unknown, row) => <RatesEditButton kind={kind} id={row._id} /> }]}
        emptyText={emptyText}
        errorGap
        paging={{ offset: list.offset, total: list.total, pageSize: RATES_PAGE_SIZE, onOffset }}
        data-testid={`${kind}-rates-table`}
      />
    </Card>
  );
}
