import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { formatDate } from '@/lib/dates';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { apiOrders, apiTokenTransactions } from '@/features/payments/api';
import { PagedTable } from '@/features/payments/components/PagedTable';
import type { PaymentOrder, TokenTransaction } from '@/shared/schemas/money';

const access: PageAccess = { layout: 'default', role: 'user' };

const ORDER_COLOURS: Record<PaymentOrder['status'], string> = { created: 'default', paid: 'green', declined: 'red', cancelled: 'orange', charged_back: 'red', refunded: 'purple' };

/** The other party of a movement: a link to a performer's page, a plain name, or a dash. */
function Counterparty({ party }: { party: TokenTransaction['counterparty'] }) {
  if (!party) return <>—</>;
  if (!party.username) return <>{party.name}</>;
  return <Link href={`/profile/${encodeURIComponent(party.username)}`}>{party.name}</Link>;
}

/** The user's token payment history and purchases (spec section 7, GET /transactions/user/search). */
function TokenHistoryPage() {
  const { t, i18n } = useTranslation('pages');
  const siteName = useAppSelector(selectSiteName);
  const number = (value: number, signed = false) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);

  // The amount before the other party: on a phone it stays in view.
  const transactionColumns: TableColumnsType<TokenTransaction> = [
    { title: t('history.date'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    { title: t('history.kind'), dataIndex: 'kind', render: (kind: string) => t(`history.kinds.${kind}`, { defaultValue: kind }) },
    {
      title: t('history.tokens'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => <Typography.Text type={amount < 0 ? 'danger' : 'success'}>{number(amount, true)}</Typography.Text>,
    },
    {
      title: t('history.with'),
      dataIndex: 'counterparty',
      render: (party: TokenTransaction['counterparty']) => <Counterparty party={party} />,
    },
  ];

  const orderColumns: TableColumnsType<PaymentOrder> = [
    { title: t('history.date'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    { title: t('history.item'), dataIndex: 'description' },
    { title: t('history.tokens'), dataIndex: 'tokens', align: 'right', render: (tokens: number) => number(tokens) },
    {
      title: t('history.price'),
      key: 'price',
      align: 'right',
      render: (_: unknown, order: PaymentOrder) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: order.currency }).format(order.price),
    },
    { title: t('history.status'), dataIndex: 'status', render: (status: PaymentOrder['status']) => <Tag color={ORDER_COLOURS[status]}>{t(`history.orderStatus.${status}`)}</Tag> },
  ];

  return (
    <div data-testid="token-history-page">
      <Head>
        <title>{siteName ? `${t('history.title')} | ${siteName}` : t('history.title')}</title>
      </Head>
      <Typography.Title level={2}>{t('history.title')}</Typography.Title>
      <Tabs
        items={[
          {
            key: 'tokens',
            label: t('history.tabTokens'),
            children: <PagedTable load={apiTokenTransactions} columns={transactionColumns} empty={t('history.emptyTokens')} testId="token-transactions" />,
          },
          {
            key: 'purchases',
            label: t('history.tabPurchases'),
            children: <PagedTable load={apiOrders} columns={orderColumns} empty={t('history.emptyPurchases')} testId="token-purchases" />,
          },
        ]}
      />
    </div>
  );
}

export default definePage(TokenHistoryPage, access);

export const getServerSideProps = serverPageProps(access);
