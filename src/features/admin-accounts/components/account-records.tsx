/** What an account did with money and shows: its ledger history, earnings, payouts, shows and documents. */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import FileOutlined from '@ant-design/icons-svg/es/asn/FileOutlined';
import { Chip } from '@/features/ui/components/Chip';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { Facts } from '@/features/ui/components/Facts';
import { Icon } from '@/features/ui/components/Icon';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { Muted } from '@/features/ui/components/Muted';
import type { AdminAccountDetail, AdminLedgerItem, AdminPayoutItem, AdminShowItem } from '@/shared/schemas/admin-accounts';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import styles from './account-records.module.css';

const RECORDS_PAGE_SIZE = 10;

/**
 * One of an account's records: a small table, dated in its first column, paged ten rows
 * at a time in the browser (the detail holds them all).
 */
function RecordTable<T extends { _id: string; createdAt: string }>({
  rows,
  columns,
  emptyText,
  'data-testid': testId,
}: {
  rows: T[];
  /** The columns after the date. */
  columns: ListColumn<T>[];
  emptyText: string;
  'data-testid': string;
}) {
  const { t } = useTranslation('admin');
  const [wanted, setOffset] = useState(0);
  // Within the rows there are now (a reload may bring fewer).
  const offset = wanted < rows.length ? wanted : Math.max(0, Math.floor((rows.length - 1) / RECORDS_PAGE_SIZE) * RECORDS_PAGE_SIZE);
  return (
    <ListTable<T>
      list={{ data: rows.slice(offset, offset + RECORDS_PAGE_SIZE), requesting: false, error: null }}
      emptyText={emptyText}
      columns={[
        { key: 'createdAt', title: t('admin.accounts.columns.date'), render: (_: unknown, row) => formatDate(row.createdAt) },
        ...columns,
      ]}
      paging={{ offset, total: rows.length, pageSize: RECORDS_PAGE_SIZE, onOffset: setOffset }}
      data-testid={testId}
    />
  );
}

export function LedgerHistory({ ledger }: { ledger: AdminLedgerItem[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <RecordTable<AdminLedgerItem>
      rows={ledger}
      emptyText={t('admin.accounts.ledger.none')}
      columns={[
        {
          key: 'kind',
          title: t('admin.accounts.ledger.kind'),
          render: (_: unknown, item) => <Chip>{t(`admin.accounts.ledger.kinds.${item.kind}`, { defaultValue: item.kind })}</Chip>,
        },
        {
          key: 'amount',
          title: t('admin.accounts.columns.amount'),
          align: 'right',
          render: (_: unknown, item) => (
            <span className={item.amount < 0 ? styles.debit : styles.credit}>{format.tokens(item.amount, { signed: true })}</span>
          ),
        },
        {
          key: 'description',
          title: t('admin.accounts.ledger.description'),
          render: (_: unknown, item) => <span className={styles.anywhere}>{item.description ?? ''}</span>,
        },
      ]}
      data-testid="account-ledger"
    />
  );
}

export function EarningsSummary({ earnings }: { earnings: AdminAccountDetail['earnings'] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (!earnings) return <EmptyState text={t('admin.accounts.earnings.none')} />;
  return (
    <div data-testid="account-earnings">
      <Facts
        bordered
        twoColumns
        facts={[
          { label: t('admin.accounts.earnings.sales'), value: earnings.sales },
          { label: t('admin.accounts.earnings.gross'), value: format.tokens(earnings.gross) },
          { label: t('admin.accounts.earnings.commission'), value: format.tokens(earnings.commission) },
          { label: t('admin.accounts.earnings.net'), value: format.tokens(earnings.net) },
          { label: t('admin.accounts.earnings.paid'), value: format.tokens(earnings.paid) },
          { label: t('admin.accounts.earnings.unpaid'), value: format.tokens(earnings.unpaid) },
        ]}
      />
    </div>
  );
}

export function PayoutHistory({ payouts }: { payouts: AdminPayoutItem[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <RecordTable<AdminPayoutItem>
      rows={payouts}
      emptyText={t('admin.accounts.payouts.none')}
      columns={[
        {
          key: 'amount',
          title: t('admin.accounts.columns.amount'),
          align: 'right',
          render: (_: unknown, item) => format.tokens(item.amount),
        },
        { key: 'method', title: t('admin.accounts.payouts.method'), dataIndex: 'method' },
        {
          key: 'status',
          title: t('admin.accounts.columns.status'),
          render: (_: unknown, item) => <Chip>{t(`admin.accounts.payouts.status.${item.status}`, { defaultValue: item.status })}</Chip>,
        },
      ]}
      data-testid="account-payouts"
    />
  );
}

export function ShowHistory({ shows }: { shows: AdminShowItem[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  // A show the account took part in twice (as its performer and as a viewer) is two rows.
  const rows = shows.map((show) => ({ ...show, _id: `${show._id}:${show.as}` }));
  return (
    <RecordTable<AdminShowItem>
      rows={rows}
      emptyText={t('admin.accounts.shows.none')}
      columns={[
        {
          key: 'type',
          title: t('admin.accounts.shows.type'),
          render: (_: unknown, show) => t(`admin.accounts.shows.types.${show.type}`, { defaultValue: show.type }),
        },
        { key: 'as', title: t('admin.accounts.shows.as'), render: (_: unknown, show) => t(`admin.accounts.shows.roles.${show.as}`) },
        {
          key: 'price',
          title: t('admin.accounts.shows.price'),
          align: 'right',
          render: (_: unknown, show) => format.tokens(show.pricePerMinute),
        },
        { key: 'status', title: t('admin.accounts.columns.status'), render: (_: unknown, show) => <Chip>{show.status}</Chip> },
      ]}
      data-testid="account-shows"
    />
  );
}

export function DocumentLinks({ documents }: { documents: AdminAccountDetail['documents'] }) {
  const { t } = useTranslation('admin');
  if (!documents.length) return <EmptyState text={t('admin.accounts.documents.none')} />;
  return (
    <ul className={styles.documents} data-testid="account-documents">
      {documents.map((doc) => (
        <li key={doc.kind}>
          <Icon icon={FileOutlined} />
          {doc.url ? (
            <a href={doc.url} target="_blank" rel="noreferrer" data-testid={`document-${doc.kind}`}>
              {t(`admin.accounts.documents.kinds.${doc.kind}`)}
            </a>
          ) : (
            <Muted>
              {t(`admin.accounts.documents.kinds.${doc.kind}`)} · {t('admin.accounts.documents.missing')}
            </Muted>
          )}
        </li>
      ))}
    </ul>
  );
}
