/** A list of payout requests (the error of its load above it): when, for whom, which period, how much, how, and where it stands. */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import { Copyable } from '@/features/ui/components/Copyable';
import { Facts } from '@/features/ui/components/Facts';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { ListTable } from '@/features/ui/components/ListTable';
import type { PayoutRequest, PayoutStatus } from '@/shared/schemas/payouts';
import { PAYOUTS_PAGE_SIZE, type RequestList } from '../slice';

const STATUS_COLORS: Record<PayoutStatus, ChipTone> = { pending: 'gold', approved: 'blue', rejected: 'red', done: 'green' };

export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('account');
  return (
    <Chip tone={STATUS_COLORS[status]} data-testid="payout-status">
      {t(`payouts.statuses.${status}`)}
    </Chip>
  );
}

/** Where to pay and the notes: shown when a row is opened. */
export function PayoutRequestDetails({ request }: { request: PayoutRequest }) {
  const { t } = useTranslation('account');
  return (
    <Facts
      twoColumns
      facts={[
        ...Object.entries(request.paymentAccountInfo).map(([field, value]) => ({
          label: t(`payouts.fields.${field}`),
          value: <Copyable text={value} />,
        })),
        { label: t('payouts.requestNote'), value: request.requestNote ?? '—' },
        { label: t('payouts.adminNote'), value: request.adminNote ?? '—' },
        { label: t('payouts.updatedAt'), value: formatDate(request.updatedAt) },
      ]}
    />
  );
}

export function PayoutRequestTable({
  list,
  showRequester,
  actions,
  onPage,
  testId,
}: {
  list: RequestList;
  showRequester?: boolean;
  actions?: (request: PayoutRequest) => ReactNode;
  onPage: (offset: number) => void;
  testId: string;
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  // Fixed widths (the table scrolls sideways inside its card rather than growing with its
  // content) and the actions pinned right, so the buttons are whole at every width.
  const columns = [
    {
      key: 'createdAt',
      width: 150,
      title: t('payouts.columns.requestedOn'),
      render: (_: unknown, r: PayoutRequest) => formatDate(r.createdAt),
    },
    ...(showRequester
      ? [
          {
            key: 'requester',
            width: 200,
            ellipsis: true,
            title: t('payouts.columns.requester'),
            render: (_: unknown, r: PayoutRequest) => `${r.requester.name}${r.requester.username ? ` (@${r.requester.username})` : ''}`,
          },
        ]
      : []),
    {
      key: 'period',
      width: 190,
      title: t('payouts.columns.period'),
      render: (_: unknown, r: PayoutRequest) => `${formatDate(r.fromDate, 'DD/MM/YYYY')} – ${formatDate(r.toDate, 'DD/MM/YYYY')}`,
    },
    {
      key: 'amount',
      width: 120,
      title: t('payouts.columns.amount'),
      align: 'right' as const,
      render: (_: unknown, r: PayoutRequest) => <strong>{format.tokens(r.amount)}</strong>,
    },
    {
      key: 'value',
      width: 120,
      title: t('payouts.columns.value'),
      align: 'right' as const,
      render: (_: unknown, r: PayoutRequest) => <span data-testid="payout-value">{format.money(r.value.amount, r.value.currency)}</span>,
    },
    {
      key: 'method',
      width: 150,
      ellipsis: true,
      title: t('payouts.columns.method'),
      render: (_: unknown, r: PayoutRequest) => t(`payouts.methods.${r.paymentAccountType}`),
    },
    {
      key: 'status',
      width: 120,
      title: t('payouts.columns.status'),
      render: (_: unknown, r: PayoutRequest) => <PayoutStatusTag status={r.status} />,
    },
    ...(actions
      ? [{ key: 'actions', width: 190, fixed: 'right' as const, title: '', render: (_: unknown, r: PayoutRequest) => actions(r) }]
      : []),
  ];
  const width = columns.reduce((sum, column) => sum + column.width, 48);
  return (
    <ListTable<PayoutRequest>
      list={list}
      columns={columns}
      emptyText={t('payouts.empty')}
      paging={{ offset: list.offset, total: list.total, pageSize: PAYOUTS_PAGE_SIZE, onOffset: onPage }}
      errorGap
      tableLayout="fixed"
      scroll={{ x: width }}
      expandable={{ expandedRowRender: (request) => <PayoutRequestDetails request={request} /> }}
      data-testid={testId}
    />
  );
}
