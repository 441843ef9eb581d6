import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { TokenHistoryView } from '@/features/token-history/components/TokenHistoryView';

const access: PageAccess = { layout: 'default', role: 'user' };

/** The user's token payment history and purchases (GET /transactions/user/search, /payment/orders/search). */
function TokenHistoryPage() {
  const { t } = useTranslation('pages');
  const siteName = useAppSelector(selectSiteName);
  return (
    <div data-testid="token-history-page">
      <Head>
        <title>{siteName ? `${t('history.title')} | ${siteName}` : t('history.title')}</title>
      </Head>
      <Typography.Title level={2}>{t('history.title')}</Typography.Title>
      <TokenHistoryView />
    </div>
  );
}

export default definePage(TokenHistoryPage, access);

export const getServerSideProps = serverPageProps(access);
