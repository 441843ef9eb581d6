import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { BuyTokens } from '@/features/token-purchase/components/BuyTokens';
import { titledPage } from '@/features/ui/components/TitledPage';

const access: PageAccess = { layout: 'default', role: 'user' };

/** Token packages; buying one sends the browser to the chosen gateway. */
export default definePage(titledPage('buyTokens.title', 'buy-tokens-page', <BuyTokens />, 'account'), access);

export const getServerSideProps = serverPageProps(access);
