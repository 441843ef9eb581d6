/**
 * Products as cards (a performer's on their page, the site's products): the picture with
 * the kind (digital or physical), the title, whose product it is where the list has several
 * performers', and the price, "Bought" or "Out of stock"; each opens the product's page.
 * Plain elements: the performer's page carries no table or card code.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { ProductCard } from '@/shared/schemas/products';
import styles from '@/features/ui/components/ContentCards.module.css';
import { useProductPriceText } from '../hooks/useProductPriceText';

export const productPagePath = (id: string) => `/product/${encodeURIComponent(id)}`;

/** `withPerformer`: name whose product each is (lists of several performers' products). */
export function ProductCards({
  products,
  testId,
  withPerformer = false,
}: {
  products: ProductCard[];
  testId: string;
  withPerformer?: boolean;
}) {
  const { t } = useTranslation('pages');
  const priceText = useProductPriceText();
  return (
    <ul className={styles.grid} data-testid={testId}>
      {products.map((product) => (
        <li key={product._id}>
          <Link href={productPagePath(product._id)} className={styles.card} data-testid="product-card">
            <span className={`${styles.picture} ${styles.square}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
              {product.image && <img src={product.image} alt="" loading="lazy" />}
              <span className={styles.badge}>{t(`product.types.${product.type}`)}</span>
            </span>
            <span className={styles.title}>{product.title}</span>
            {withPerformer && (
              <span className={styles.performer} data-testid="product-card-performer">
                {product.performer.name}
              </span>
            )}
            <span className={styles.price}>{priceText(product)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
