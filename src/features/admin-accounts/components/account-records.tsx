/** What an account did with money and shows: its ledger history, earnings, payouts, shows and documents. */
import { useTranslation } from 'next-i18next/pages';
import { Descriptions, Empty, List, Table, Tag, Typography, type TableColumnsType, type TableProps } from 'antd';
import FileOutlined from '@ant-design/icons-svg/es/asn/FileOutlined';
import { Icon } from '@/features/ui/components/Icon';
import type { AdminAccountDetail, AdminLedgerItem, AdminPayoutItem, AdminShowItem } from '@/shared/schemas/admin-accounts';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';

/**
 * One of an account's records: a small table, dated in its first column, paged ten rows
 * at a time in the browser (the detail holds them all).
 */
function RecordTable<T extends { _id: string; createdAt: string }>({
  rows,
  columns,
  emptyText,
  rowKey = '_id',
  'data-testid': testId,
}: {
  rows: T[];
  /** The columns after the date. */
  columns: TableColumnsType<T>;
  emptyText: string;
  rowKey?: TableProps<T>['rowKey'];
  'data-testid': string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      columns={[
        { key: 'createdAt', title: t('admin.accounts.columns.date'), render: (_: unknown, row) => formatDate(row.createdAt) },
        ...columns,
      ]}
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
          render: (_: unknown, item) => <Tag>{t(`admin.accounts.ledger.kinds.${item.kind}`, { defaultValue: item.kind })}</Tag>,
        },
        {
          key: 'amount',
          title: t('admin.accounts.columns.amount'),
          align: 'right',
          render: (_: unknown, item) => (
            <Typography.Text type={item.amount < 0 ? 'danger' : 'success'}>{format.tokens(item.amount, { signed: true })}</Typography.Text>
          ),
        },
        {
          key: 'description',
          title: t('admin.accounts.ledger.description'),
          render: (_: unknown, item) => <span style={{ overflowWrap: 'anywhere' }}>{item.description ?? ''}</span>,
        },
      ]}
      data-testid="account-ledger"
    />
  );
}

export function EarningsSummary({ earnings }: { earnings: AdminAccountDetail['earnings'] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (!earnings) return <Empty description={t('admin.accounts.earnings.none')} />;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'sales', label: t('admin.accounts.earnings.sales'), children: earnings.sales },
        { key: 'gross', label: t('admin.accounts.earnings.gross'), children: format.tokens(earnings.gross) },
        { key: 'commission', label: t('admin.accounts.earnings.commission'), children: format.tokens(earnings.commission) },
        { key: 'net', label: t('admin.accounts.earnings.net'), children: format.tokens(earnings.net) },
        { key: 'paid', label: t('admin.accounts.earnings.paid'), children: format.tokens(earnings.paid) },
        { key: 'unpaid', label: t('admin.accounts.earnings.unpaid'), children: format.tokens(earnings.unpaid) },
      ]}
      data-testid="account-earnings"
    />
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
        { key: 'method', title: t('admin.accounts.payouts.method'), render: (_: unknown, item) => item.method },
        {
          key: 'status',
          title: t('admin.accounts.columns.status'),
          render: (_: unknown, item) => <Tag>{t(`admin.accounts.payouts.status.${item.status}`, { defaultValue: item.status })}</Tag>,
        },
      ]}
      data-testid="account-payouts"
    />
  );
}

export function ShowHistory({ shows }: { shows: AdminShowItem[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <RecordTable<AdminShowItem>
      rows={shows}
      rowKey={(show) => `${show._id}:${show.as}`}
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
        { key: 'status', title: t('admin.accounts.columns.status'), render: (_: unknown, show) => <Tag>{show.status}</Tag> },
      ]}
      data-testid="account-shows"
    />
  );
}

export function DocumentLinks({ documents }: { documents: AdminAccountDetail['documents'] }) {
  const { t } = useTranslation('admin');
  if (!documents.length) return <Empty description={t('admin.accounts.documents.none')} />;
  return (
    <List
      size="small"
      dataSource={documents}
      renderItem={(doc) => (
        <List.Item>
          <span style={{ marginRight: 8 }}>
            <Icon icon={FileOutlined} />
          </span>
          {doc.url ? (
            <a href={doc.url} target="_blank" rel="noreferrer" data-testid={`document-${doc.kind}`}>
              {t(`admin.accounts.documents.kinds.${doc.kind}`)}
            </a>
          ) : (
            <Typography.Text type="secondary">
              {t(`admin.accounts.documents.kinds.${doc.kind}`)} · {t('admin.accounts.documents.missing')}
            </Typography.Text>
          )}
        </List.Item>
      )}
      data-testid="account-documents"
    />
  );
}
