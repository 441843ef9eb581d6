import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TokenHistoryView } from '@/features/token-history/components/TokenHistoryView';
import { titledPage } from '@/features/ui/components/TitledPage';
import tokenHistory from '@/features/token-history/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { tokenHistory };

/** The user's token payment history and purchases (GET /transactions/user/search, /payment/orders/search). */
export default definePage(titledPage('history.title', 'token-history-page', <TokenHistoryView />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);
