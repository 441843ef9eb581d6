import { useTranslation } from 'next-i18next/pages';
import { Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TokenHistoryView } from '@/features/token-history/components/TokenHistoryView';
import { PageTitle } from '@/features/ui/components/PageTitle';

const access: PageAccess = { layout: 'default', role: 'user' };

/** The user's token payment history and purchases (GET /transactions/user/search, /payment/orders/search). */
function TokenHistoryPage() {
  const { t } = useTranslation('pages');
  return (
    <div data-testid="token-history-page">
      <PageTitle title={t('history.title')} />
      <Typography.Title level={2}>{t('history.title')}</Typography.Title>
      <TokenHistoryView />
    </div>
  );
}

export default definePage(TokenHistoryPage, access);

export const getServerSideProps = serverPageProps(access);
