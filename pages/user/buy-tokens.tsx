import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { BuyTokens } from '@/features/token-purchase/components/BuyTokens';
import { TitledPage } from '@/features/ui/components/TitledPage';

const access: PageAccess = { layout: 'default', role: 'user' };

/** Token packages; buying one sends the browser to the chosen gateway. */
function BuyTokensPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('buyTokens.title')} testId="buy-tokens-page">
      <BuyTokens />
    </TitledPage>
  );
}

export default definePage(BuyTokensPage, access);

export const getServerSideProps = serverPageProps(access);
