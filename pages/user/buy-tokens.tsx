import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Flex, Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { BuyTokens } from '@/features/token-purchase/components/BuyTokens';

const access: PageAccess = { layout: 'default', role: 'user' };

/** Token packages; buying one sends the browser to the chosen gateway. */
function BuyTokensPage() {
  const { t } = useTranslation('pages');
  const siteName = useAppSelector(selectSiteName);
  return (
    <Flex vertical gap={16} data-testid="buy-tokens-page">
      <Head>
        <title>{siteName ? `${t('buyTokens.title')} | ${siteName}` : t('buyTokens.title')}</title>
      </Head>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('buyTokens.title')}
      </Typography.Title>
      <BuyTokens />
    </Flex>
  );
}

export default definePage(BuyTokensPage, access);

export const getServerSideProps = serverPageProps(access);
