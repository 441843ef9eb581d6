import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { BuyTokens } from '@/features/token-purchase/components/BuyTokens';
import { titledPage } from '@/features/ui/components/TitledPage';
import tokenPurchase from '@/features/token-purchase/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { tokenPurchase };

/** Token packages; buying one sends the browser to the chosen gateway. */
export default definePage(titledPage('buyTokens.title', 'buy-tokens-page', <BuyTokens />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);
