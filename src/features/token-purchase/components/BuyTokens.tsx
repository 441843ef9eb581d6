/** The token packages and the gateways on offer; buying one sends the browser to the chosen gateway. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { buyPackage, gatewayChosen, loadPackages, selectTokenPurchase } from '../slice';
import { useFormat } from '@/lib/format';
import { Button } from '@/features/ui/components/Button';
import { Choices } from '@/features/ui/components/Choices';
import { Notice } from '@/features/ui/components/Notice';
import { Spinner } from '@/features/ui/components/Spinner';
import styles from './BuyTokens.module.css';

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
    <div className={styles.buy}>
      {error && <Notice type="error" title={t(error, { ns: 'common' })} />}
      {packages.gateways.length > 1 && (
        <Choices
          name="gateway"
          legend={t('buyTokens.method')}
          options={packages.gateways.map((g) => ({ value: g, label: t(`buyTokens.gateway.${g}`) }))}
          value={gateway}
          onChange={(g) => dispatch(gatewayChosen(g))}
        />
      )}
      {packages.loaded && packages.gateways.length === 0 && <Notice type="warning" title={t('buyTokens.noGateway')} />}
      {!packages.loaded && !packages.error && <Spinner />}
      <div className="package-grid">
        {packages.data.map((pack) => (
          <section key={pack._id} className={styles.pack} data-testid="token-package">
            <strong>{pack.name}</strong>
            <p className={styles.tokens}>{t('buyTokens.tokens', { count: pack.tokens })}</p>
            {pack.description && <p className={styles.note}>{pack.description}</p>}
            <Button
              type="primary"
              block
              className={styles.buyButton}
              disabled={!gateway}
              loading={buying === pack._id}
              onClick={() => gateway && dispatch(buyPackage({ packageId: pack._id, gateway }))}
            >
              {t('buyTokens.buy', { price: format.money(pack.price, pack.currency) })}
            </Button>
          </section>
        ))}
      </div>
      {gateway === 'sandbox' && <p className={styles.note}>{t('buyTokens.sandboxNote')}</p>}
    </div>
  );
}
