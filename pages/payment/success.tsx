import { useEffect, useState } from 'react';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Button, Result, Spin } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { apiOrder } from '@/features/payments/api';
import type { PaymentOrder } from '@/shared/schemas/money';

const access: PageAccess = { layout: 'default', role: 'user' };
const POLL_MS = 2000;
const POLL_LIMIT = 30;

/**
 * Back from the gateway. The tokens arrive with the gateway's callback, which may
 * come a little after the browser: the page asks again until the order is paid.
 */
function PaymentSuccessPage() {
  const { t } = useTranslation('pages');
  const router = useRouter();
  const orderId = String(router.query.orderId ?? '');
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!orderId) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      tries += 1;
      const current = await apiOrder(orderId).catch(() => null);
      if (current) setOrder(current);
      if (current?.status === 'paid' || current?.status === 'declined') return;
      if (tries >= POLL_LIMIT) setGaveUp(true);
      else timer = setTimeout(check, POLL_MS);
    };
    void check();
    return () => clearTimeout(timer);
  }, [orderId]);

  const paid = order?.status === 'paid';
  return (
    <div data-testid="payment-success">
      <Head>
        <title>{t('paymentResult.successTitle')}</title>
      </Head>
      {paid ? (
        <Result
          status="success"
          title={t('paymentResult.paid', { count: order.tokens })}
          extra={
            <Link href="/">
              <Button type="primary">{t('paymentResult.toPerformers')}</Button>
            </Link>
          }
        />
      ) : order?.status === 'declined' ? (
        <Result status="error" title={t('paymentResult.declined')} extra={<Link href="/user/buy-tokens">{t('paymentResult.tryAgain')}</Link>} />
      ) : (
        <Result icon={<Spin size="large" />} title={gaveUp ? t('paymentResult.slow') : t('paymentResult.waiting')} />
      )}
    </div>
  );
}

export default definePage(PaymentSuccessPage, access);

export const getServerSideProps = serverPageProps(access);
