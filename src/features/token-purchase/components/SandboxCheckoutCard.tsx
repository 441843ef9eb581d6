/**
 * The test-mode gateway's checkout: it stands where a real gateway's payment page
 * would, and no money moves. The signed link is the key to the order.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { decideCheckout, loadCheckout, selectTokenPurchase, type CheckoutLink } from '../slice';
import { useFormat } from '@/lib/format';

export function SandboxCheckoutCard({ id, signature }: CheckoutLink) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectTokenPurchase).checkout;
  // A checkout read on an earlier visit is not this one.
  const checkout = shown.data?.order._id === id ? shown.data : null;
  const { error, deciding } = shown;

  useEffect(() => {
    if (id) dispatch(loadCheckout({ id, signature }));
  }, [dispatch, id, signature]);

  const decide = (outcome: 'approve' | 'decline') => dispatch(decideCheckout({ id, signature, outcome }));
  const price = checkout ? format.money(checkout.order.price, checkout.order.currency) : '';
  return (
    <Card style={{ width: '100%', maxWidth: 480 }} data-testid="sandbox-checkout">
      <Flex vertical gap={16}>
        <Tag color="red" style={{ alignSelf: 'flex-start', fontSize: 14, padding: '4px 10px' }}>
          {t('sandbox.testMode')}
        </Tag>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('sandbox.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('sandbox.explain')}</Typography.Text>
        {error && <Alert type="error" showIcon title={t(error, { ns: 'common' })} />}
        {!checkout && !error && <Spin />}
        {checkout && (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('sandbox.buyer')}>{checkout.buyerName}</Descriptions.Item>
              <Descriptions.Item label={t('sandbox.item')}>{checkout.order.description}</Descriptions.Item>
              <Descriptions.Item label={t('sandbox.amount')}>{price}</Descriptions.Item>
            </Descriptions>
            {checkout.order.status === 'created' ? (
              <Flex gap={12}>
                <Button
                  type="primary"
                  size="large"
                  loading={deciding === 'approve'}
                  disabled={deciding !== null}
                  onClick={() => decide('approve')}
                  data-testid="sandbox-approve"
                >
                  {t('sandbox.approve', { price })}
                </Button>
                <Button
                  size="large"
                  danger
                  loading={deciding === 'decline'}
                  disabled={deciding !== null}
                  onClick={() => decide('decline')}
                  data-testid="sandbox-decline"
                >
                  {t('sandbox.decline')}
                </Button>
              </Flex>
            ) : (
              <Alert type="info" showIcon title={t('sandbox.done')} />
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
