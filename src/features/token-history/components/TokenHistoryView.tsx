/**
 * The viewer's token history: a tab of token movements (with the other party) and a
 * tab of purchases, each a table read a page at a time through the store. A purchase
 * still waiting for its payment says until when, and is continued or cancelled there.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/features/ui/components/Button';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import { Muted } from '@/features/ui/components/Muted';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { Tabs } from '@/features/ui/components/Tabs';
import type { PaymentOrder, TokenTransaction } from '@/shared/schemas/money';
import {
  cancelWaitingOrder,
  loadHistory,
  resumeOrder,
  selectHistory,
  selectWaitingOrder,
  TOKEN_HISTORY_PAGE_SIZE,
  type HistoryKind,
  type TokenHistoryState,
} from '../slice';
import { useFormat } from '@/lib/format';
import styles from './TokenHistoryView.module.css';

const ORDER_COLOURS: Record<PaymentOrder['status'], ChipTone> = {
  created: 'default',
  paid: 'green',
  declined: 'red',
  cancelled: 'orange',
  expired: 'default',
  charged_back: 'red',
  refunded: 'purple',
};

/** The other party of a movement: a link to a performer's page, a plain name, or a dash. */
function Counterparty({ party }: { party: TokenTransaction['counterparty'] }) {
  if (!party) return <>—</>;
  if (!party.username) return <>{party.name}</>;
  return <Link href={`/profile/${encodeURIComponent(party.username)}`}>{party.name}</Link>;
}

/** A purchase waiting for its payment: until when, and the buttons to pay it now or give it up. */
function WaitingOrder({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const waiting = useAppSelector(selectWaitingOrder);
  const busy = waiting.requesting && waiting.id === order._id;
  return (
    <Stack vertical gap={4} align="flex-start">
      {order.expiresAt && <Muted>{t('history.payUntil', { time: formatDate(order.expiresAt) })}</Muted>}
      <Stack gap={4} wrap>
        <Button size="small" type="primary" loading={busy} onClick={() => dispatch(resumeOrder(order._id))} data-testid="order-resume">
          {t('history.resume')}
        </Button>
        <Button size="small" disabled={busy} onClick={() => dispatch(cancelWaitingOrder(order._id))} data-testid="order-cancel">
          {t('history.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

type RowOf<K extends HistoryKind> = TokenHistoryState[K]['data'][number];

interface HistoryTableProps<K extends HistoryKind> {
  kind: K;
  columns: ListColumn<RowOf<K>>[];
  empty: string;
  testId: string;
}

/** One list: its first page is read when the table first shows. */
function HistoryTable<K extends HistoryKind>({ kind, columns, empty, testId }: HistoryTableProps<K>) {
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation('account');
  const locale = i18n.language;
  const list = useAppSelector(selectHistory(kind));
  const load = (offset: number) => dispatch(loadHistory({ kind, offset, locale }));

  useEffect(() => {
    dispatch(loadHistory({ kind, offset: 0, locale }));
  }, [dispatch, kind, locale]);

  return (
    <ListTable<RowOf<K>>
      list={list}
      columns={columns}
      emptyText={empty}
      paging={{ offset: list.offset, total: list.total, pageSize: TOKEN_HISTORY_PAGE_SIZE, onOffset: load }}
      errorGap
      size="large"
      loading={list.requesting || !list.loaded}
      data-testid={testId}
    />
  );
}

export function TokenHistoryView() {
  const { t } = useTranslation('account');
  const format = useFormat();

  // The amount before the other party: on a phone it stays in view.
  const transactionColumns: ListColumn<TokenTransaction>[] = [
    { title: t('history.date'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    { title: t('history.kind'), dataIndex: 'kind', render: (kind: string) => t(`history.kinds.${kind}`, { defaultValue: kind }) },
    {
      title: t('history.tokens'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => (
        <span className={amount < 0 ? styles.spent : styles.gained}>{format.tokens(amount, { signed: true })}</span>
      ),
    },
    {
      title: t('history.with'),
      dataIndex: 'counterparty',
      render: (party: TokenTransaction['counterparty']) => <Counterparty party={party} />,
    },
  ];

  const orderColumns: ListColumn<PaymentOrder>[] = [
    { title: t('history.date'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    { title: t('history.item'), dataIndex: 'description' },
    { title: t('history.tokens'), dataIndex: 'tokens', align: 'right', render: (tokens: number) => format.tokens(tokens) },
    {
      title: t('history.price'),
      key: 'price',
      align: 'right',
      render: (_: unknown, order: PaymentOrder) => format.money(order.price, order.currency),
    },
    {
      title: t('history.status'),
      dataIndex: 'status',
      render: (status: PaymentOrder['status']) => (
        <Chip tone={ORDER_COLOURS[status]} data-testid="order-status">
          {t(`history.orderStatus.${status}`)}
        </Chip>
      ),
    },
    { key: 'waiting', render: (_: unknown, order: PaymentOrder) => order.status === 'created' && <WaitingOrder order={order} /> },
  ];
  const waiting = useAppSelector(selectWaitingOrder);

  return (
    <Tabs
      items={[
        {
          key: 'tokens',
          label: t('history.tabTokens'),
          children: (
            <HistoryTable kind="transactions" columns={transactionColumns} empty={t('history.emptyTokens')} testId="token-transactions" />
          ),
        },
        {
          key: 'purchases',
          label: t('history.tabPurchases'),
          children: (
            <>
              {waiting.error && <Notice type="error" title={t(waiting.error, { ns: 'common' })} data-testid="order-waiting-error" />}
              <HistoryTable kind="orders" columns={orderColumns} empty={t('history.emptyPurchases')} testId="token-purchases" />
            </>
          ),
        },
      ]}
    />
  );
}
