/** The token packages and the gateways on offer; buying one sends the browser to the chosen gateway. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Flex, Radio, Spin, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { buyPackage, gatewayChosen, loadPackages, selectTokenPurchase } from '../slice';
import { useFormat } from '@/lib/format';

export function BuyTokens() {
  const { t, i18n } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { packages, gateway, buying, buyError } = useAppSelector(selectTokenPurchase);
  const error = buyError ?? packages.error;

  useEffect(() => {
    dispatch(loadPackages(i18n.language));
  }, [dispatch, i18n.language]);

  return (
    <>
      {error && <Alert type="error" showIcon title={t(error, { ns: 'common' })} />}
      {packages.gateways.length > 1 && (
        <Radio.Group value={gateway} onChange={(e) => dispatch(gatewayChosen(e.target.value))} aria-label={t('buyTokens.method')}>
          {packages.gateways.map((g) => (
            <Radio.Button key={g} value={g}>
              {t(`buyTokens.gateway.${g}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      )}
      {packages.loaded && packages.gateways.length === 0 && <Alert type="warning" showIcon title={t('buyTokens.noGateway')} />}
      <Spin spinning={!packages.loaded && !packages.error}>
        <div className="package-grid">
          {packages.data.map((pack) => (
            <Card key={pack._id} data-testid="token-package">
              <Flex vertical gap={8} align="center">
                <Typography.Text strong>{pack.name}</Typography.Text>
                <Typography.Title level={3} style={{ margin: 0 }}>
                  {t('buyTokens.tokens', { count: pack.tokens })}
                </Typography.Title>
                {pack.description && <Typography.Text type="secondary">{pack.description}</Typography.Text>}
                <Button
                  type="primary"
                  block
                  disabled={!gateway}
                  loading={buying === pack._id}
                  onClick={() => gateway && dispatch(buyPackage({ packageId: pack._id, gateway }))}
                >
                  {t('buyTokens.buy', { price: format.money(pack.price, pack.currency) })}
                </Button>
              </Flex>
            </Card>
          ))}
        </div>
      </Spin>
      {gateway === 'sandbox' && <Typography.Text type="secondary">{t('buyTokens.sandboxNote')}</Typography.Text>}
    </>
  );
}
