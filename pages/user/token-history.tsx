import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TokenHistoryView } from '@/features/token-history/components/TokenHistoryView';
import { TitledPage } from '@/features/ui/components/TitledPage';

const access: PageAccess = { layout: 'default', role: 'user' };

/** The user's token payment history and purchases (GET /transactions/user/search, /payment/orders/search). */
function TokenHistoryPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('history.title')} testId="token-history-page">
      <TokenHistoryView />
    </TitledPage>
  );
}

export default definePage(TokenHistoryPage, access);

export const getServerSideProps = serverPageProps(access);
