/**
 * The test-mode gateway's checkout: it stands where a real gateway's payment page
 * would, and no money moves. The signed link is the key to the order.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { decideCheckout, loadCheckout, selectTokenPurchase, type CheckoutLink } from '../slice';
import { useFormat } from '@/lib/format';
import { Button } from '@/features/ui/components/Button';
import { Chip } from '@/features/ui/components/Chip';
import { Notice } from '@/features/ui/components/Notice';
import { Spinner } from '@/features/ui/components/Spinner';
import { Stack } from '@/features/ui/components/Stack';
import { Facts } from '@/features/ui/components/Facts';
import styles from './SandboxCheckoutCard.module.css';

export function SandboxCheckoutCard({ id, signature }: CheckoutLink) {
  const { t, i18n } = useTranslation('pages');
  const locale = i18n.language;
  const format = useFormat();
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectTokenPurchase).checkout;
  // A checkout read on an earlier visit is not this one.
  const checkout = shown.data?.order._id === id ? shown.data : null;
  const { error, deciding } = shown;

  useEffect(() => {
    if (id) dispatch(loadCheckout({ id, signature, locale }));
  }, [dispatch, id, signature, locale]);

  const decide = (outcome: 'approve' | 'decline') => dispatch(decideCheckout({ id, signature, outcome }));
  const price = checkout ? format.money(checkout.order.price, checkout.order.currency) : '';
  return (
    <section className={styles.card} data-testid="sandbox-checkout">
      <Chip tone="red" className={styles.mode}>
        {t('sandbox.testMode')}
      </Chip>
      <h1 className={styles.title}>{t('sandbox.title')}</h1>
      <p className={styles.explain}>{t('sandbox.explain')}</p>
      {error && <Notice type="error" title={t(error, { ns: 'common' })} />}
      {!checkout && !error && <Spinner />}
      {checkout && (
        <>
          <Facts
            bordered
            facts={[
              { label: t('sandbox.buyer'), value: checkout.buyerName },
              { label: t('sandbox.item'), value: checkout.order.description },
              { label: t('sandbox.amount'), value: price },
            ]}
          />
          {checkout.order.status === 'created' ? (
            <Stack gap={12} wrap>
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
            </Stack>
          ) : (
            <Notice type="info" title={t('sandbox.done')} />
          )}
        </>
      )}
    </section>
  );
}
