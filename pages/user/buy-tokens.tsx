import { useEffect, useState } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Flex, Radio, Spin, Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { errorMessage } from '@/lib/http';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { apiPurchaseTokens, apiTokenPackages } from '@/features/payments/api';
import type { Gateway, TokenPackage } from '@/shared/schemas/money';

const access: PageAccess = { layout: 'default', role: 'user' };

const money = (amount: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

/** Token packages; buying one sends the browser to the chosen gateway. */
function BuyTokensPage() {
  const { t, i18n } = useTranslation('pages');
  const router = useRouter();
  const siteName = useAppSelector(selectSiteName);
  const [packages, setPackages] = useState<TokenPackage[] | null>(null);
  const [gateways, setGateways] = useState<Gateway[]>([]);
  const [gateway, setGateway] = useState<Gateway | null>(null);
  const [buying, setBuying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    apiTokenPackages(i18n.language)
      .then((result) => {
        setPackages(result.data);
        setGateways(result.gateways);
        setGateway(result.gateways[0] ?? null);
      })
      .catch((err) => setError(errorMessage(err)));
  }, [i18n.language]);

  const buy = async (pack: TokenPackage) => {
    if (!gateway) return;
    setBuying(pack._id);
    setError(null);
    try {
      const { paymentUrl } = await apiPurchaseTokens(pack._id, gateway);
      // The sandbox checkout is one of our pages (keep the language); a real gateway is elsewhere.
      if (paymentUrl.startsWith('/')) await router.push(paymentUrl);
      else window.location.assign(paymentUrl);
    } catch (err) {
      setError(errorMessage(err));
      setBuying(null);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="buy-tokens-page">
      <Head>
        <title>{siteName ? `${t('buyTokens.title')} | ${siteName}` : t('buyTokens.title')}</title>
      </Head>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('buyTokens.title')}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={t(error, { ns: 'common' })} />}
      {gateways.length > 1 && (
        <Radio.Group value={gateway} onChange={(e) => setGateway(e.target.value)} aria-label={t('buyTokens.method')}>
          {gateways.map((g) => (
            <Radio.Button key={g} value={g}>
              {t(`buyTokens.gateway.${g}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      )}
      {packages && gateways.length === 0 && <Alert type="warning" showIcon title={t('buyTokens.noGateway')} />}
      <Spin spinning={!packages && !error}>
        <div className="package-grid">
          {(packages ?? []).map((pack) => (
            <Card key={pack._id} data-testid="token-package">
              <Flex vertical gap={8} align="center">
                <Typography.Text strong>{pack.name}</Typography.Text>
                <Typography.Title level={3} style={{ margin: 0 }}>
                  {t('buyTokens.tokens', { count: pack.tokens })}
                </Typography.Title>
                {pack.description && <Typography.Text type="secondary">{pack.description}</Typography.Text>}
                <Button type="primary" block disabled={!gateway} loading={buying === pack._id} onClick={() => buy(pack)}>
                  {t('buyTokens.buy', { price: money(pack.price, pack.currency, i18n.language) })}
                </Button>
              </Flex>
            </Card>
          ))}
        </div>
      </Spin>
      {gateway === 'sandbox' && <Typography.Text type="secondary">{t('buyTokens.sandboxNote')}</Typography.Text>}
    </Flex>
  );
}

export default definePage(BuyTokensPage, access);

export const getServerSideProps = serverPageProps(access);
