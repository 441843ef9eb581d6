/**
 * A product's page: its picture, title, performer, kind, stock and description, and the
 * way to buy it (a confirmation for a digital one, the address to send it to for a physical
 * one, a login prompt for a visitor). Once bought it shows so at once; a bought digital
 * product has a Download button, which asks for its signed link and follows it.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFormat } from '@/lib/format';
import { selectRole } from '@/features/account/slice';
import { BuyPanel } from '@/features/ui/components/BuyPanel';
import { Button } from '@/features/ui/components/Button';
import { Chip } from '@/features/ui/components/Chip';
import { Icon } from '@/features/ui/components/Icon';
import { Notice } from '@/features/ui/components/Notice';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { Spinner } from '@/features/ui/components/Spinner';
import { StatusResult } from '@/features/ui/components/StatusResult';
import { buyProduct, downloadProduct, loadProduct, selectProduct, selectProductBuying, selectProductDownload } from '../slice';
import { productPagePath } from './ProductCards';
import { ShippingBuyDialog } from './ShippingBuyDialog';
import page from '@/features/ui/components/ContentPage.module.css';
import styles from './ProductView.module.css';

export function ProductView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('pages');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { data: product, requesting, error } = useAppSelector(selectProduct);
  const buying = useAppSelector(selectProductBuying);
  const download = useAppSelector(selectProductDownload);
  const role = useAppSelector(selectRole);

  useEffect(() => {
    dispatch(loadProduct({ id, locale: i18n.language }));
  }, [dispatch, id, i18n.language]);

  if (error) return <StatusResult status="404" text={t(error, { ns: 'common' })} testId="product-missing" />;
  if (!product || product._id !== id) return <Spinner spinning={requesting} />;
  const price = format.tokens(product.price);
  const outOfStock = product.stock === 0;
  const canBuy = !product.isBought && product.isSale && product.price > 0 && !outOfStock;
  const buy = (shippingAddress?: Parameters<typeof buyProduct>[0]['shippingAddress']) =>
    dispatch(buyProduct({ id: product._id, locale: i18n.language, shippingAddress }));
  return (
    <article className={`${page.page} ${styles.product}`} data-testid="product-page">
      <PageTitle title={product.title} />
      <div className={styles.picture}>
        {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
        {product.image && <img src={product.image} alt="" />}
      </div>
      <div className={page.about}>
        <h1 className={page.title}>{product.title}</h1>
        <p className={page.facts}>
          <Link href={`/profile/${encodeURIComponent(product.performer.username ?? '')}`}>{product.performer.name}</Link>
          <Chip tone={product.type === 'digital' ? 'blue' : 'purple'}>{t(`product.types.${product.type}`)}</Chip>
          {product.stock !== null && (
            <span data-testid="product-stock">{outOfStock ? t('product.outOfStock') : t('product.inStock', { count: product.stock })}</span>
          )}
          <span data-testid="product-price">{product.price ? t('product.price', { price }) : t('product.free')}</span>
          {product.isBought && (
            <Chip tone="orange" data-testid="product-bought">
              {t('product.bought')}
            </Chip>
          )}
        </p>
        {product.canDownload && (
          <div className={page.buy}>
            <Button
              type="primary"
              size="large"
              icon={<Icon icon={DownloadOutlined} />}
              loading={download.requesting}
              onClick={() => dispatch(downloadProduct(product._id))}
              data-testid="product-download"
            >
              {t('product.download')}
            </Button>
            {download.error && <Notice type="error" title={t(download.error, { ns: 'common' })} data-testid="product-download-error" />}
          </div>
        )}
        {canBuy &&
          (product.type === 'physical' && role === 'user' ? (
            <ShippingBuyDialog buyText={t('product.buy', { price })} buying={buying} onBuy={buy} />
          ) : (
            <BuyPanel
              role={role}
              texts={{
                buy: t('product.buy', { price }),
                confirm: t('product.buyConfirm', { price }),
                ok: t('video.buyOk'),
                cancel: t('video.cancel'),
                usersOnly: t('product.usersOnly'),
                loginToBuy: t('product.loginToBuy', { price }),
                login: t('video.login'),
              }}
              path={productPagePath(product._id)}
              buying={buying}
              onBuy={() => buy()}
              testId="product"
            />
          ))}
        {product.isBought && product.type === 'physical' && (
          <p>
            <Link href="/user/orders" data-testid="product-orders-link">
              {t('product.followOrder')}
            </Link>
          </p>
        )}
        {product.description?.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {product.tags.length > 0 && (
          <p className={page.tags}>
            {product.tags.map((tag) => (
              <Chip key={tag}>#{tag}</Chip>
            ))}
          </p>
        )}
      </div>
    </article>
  );
}
