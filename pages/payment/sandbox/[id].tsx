import { useEffect, useState } from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { errorMessage } from '@/lib/http';
import { apiSandboxCheckout, apiSandboxDecide } from '@/features/payments/api';
import type { PaymentOrder } from '@/shared/schemas/money';

const access: PageAccess = { layout: 'public' };

/**
 * The test-mode gateway's checkout: it stands where a real gateway's payment page
 * would, and no money moves. The signed link is the key to the order.
 */
function SandboxCheckoutPage() {
  const { t, i18n } = useTranslation('pages');
  const router = useRouter();
  const id = String(router.query.id ?? '');
  const signature = String(router.query.signature ?? '');
  const [order, setOrder] = useState<{ order: PaymentOrder; buyerName: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<'approve' | 'decline' | null>(null);

  useEffect(() => {
    if (!id) return;
    apiSandboxCheckout(id, signature)
      .then(setOrder)
      .catch((err) => setError(errorMessage(err)));
  }, [id, signature]);

  const decide = async (outcome: 'approve' | 'decline') => {
    setDeciding(outcome);
    try {
      const { returnUrl } = await apiSandboxDecide(id, signature, outcome);
      await router.push(returnUrl);
    } catch (err) {
      setError(errorMessage(err));
      setDeciding(null);
    }
  };

  const price = order ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency: order.order.currency }).format(order.order.price) : '';
  return (
    <Flex justify="center" style={{ padding: '32px 16px' }}>
      <Head>
        <title>{t('sandbox.title')}</title>
      </Head>
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
          {!order && !error && <Spin />}
          {order && (
            <>
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label={t('sandbox.buyer')}>{order.buyerName}</Descriptions.Item>
                <Descriptions.Item label={t('sandbox.item')}>{order.order.description}</Descriptions.Item>
                <Descriptions.Item label={t('sandbox.amount')}>{price}</Descriptions.Item>
              </Descriptions>
              {order.order.status === 'created' ? (
                <Flex gap={12}>
                  <Button type="primary" size="large" loading={deciding === 'approve'} disabled={deciding !== null} onClick={() => decide('approve')} data-testid="sandbox-approve">
                    {t('sandbox.approve', { price })}
                  </Button>
                  <Button size="large" danger loading={deciding === 'decline'} disabled={deciding !== null} onClick={() => decide('decline')} data-testid="sandbox-decline">
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
    </Flex>
  );
}

export default definePage(SandboxCheckoutPage, access);

export const getServerSideProps = serverPageProps(access);
