import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TokenHistoryView } from '@/features/token-history/components/TokenHistoryView';
import { titledPage } from '@/features/ui/components/TitledPage';

const access: PageAccess = { layout: 'default', role: 'user' };

/** The user's token payment history and purchases (GET /transactions/user/search, /payment/orders/search). */
export default definePage(titledPage('history.title', 'token-history-page', <TokenHistoryView />, 'account'), access);

export const getServerSideProps = serverPageProps(access);
