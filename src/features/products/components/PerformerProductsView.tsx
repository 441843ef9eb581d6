/**
 * The performer's products: filters (status, title), the list with each one's kind and
 * stock and what it sold and earned, the editor for a new product or one of them and its
 * translations; a product is deleted after a confirmation (its buyers keep their
 * downloads and orders).
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useOwnItems } from '@/features/content-items/hooks/useOwnItems';
import { useFormat } from '@/lib/format';
import { Chip } from '@/features/ui/components/Chip';
import { ItemTitle } from '@/features/ui/components/ItemTitle';
import { ItemListCard, ItemRowActions, itemSalesColumns } from '@/features/ui/components/ItemListCard';
import type { ListColumn } from '@/features/ui/components/ListTable';
import type { PerformerProduct } from '@/shared/schemas/products';
import { deleteProduct, loadOwnProducts, openProductEditor, OWN_PRODUCTS_PAGE_SIZE, selectOwnProducts } from '../slice';
import { ProductEditorModal } from './ProductEditorModal';
import { openItemTranslations } from '@/features/item-translations/slice';
import { ItemTranslationsDialog } from '@/features/item-translations/components/ItemTranslationsDialog';
import styles from './products.module.css';

export function PerformerProductsView() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOwnProducts);

  const show = useOwnItems(list, loadOwnProducts);

  const columns: ListColumn<PerformerProduct>[] = [
    {
      key: 'picture',
      width: 64,
      render: (_: unknown, product) =>
        // eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size
        product.image ? <img src={product.image} alt="" className={styles.thumbnail} /> : <span className={styles.thumbnail} />,
    },
    {
      key: 'title',
      title: t('products.productTitle'),
      render: (_: unknown, product) => <ItemTitle item={product} testId="own-product-title" />,
    },
    {
      // The kind, and under it the stock of a physical product: one narrow column, so that the row's buttons fit.
      key: 'type',
      title: t('products.type'),
      render: (_: unknown, product) => (
        <span className={styles.kind}>
          <Chip tone={product.type === 'digital' ? 'blue' : 'purple'}>{t(`products.types.${product.type}`)}</Chip>
          {product.stock !== null && <span data-testid="own-product-stock">{t('products.inStock', { count: product.stock })}</span>}
        </span>
      ),
    },
    ...itemSalesColumns<PerformerProduct>(t, format),
    {
      key: 'actions',
      render: (_: unknown, product) => (
        <ItemRowActions
          onEdit={() => dispatch(openProductEditor(product._id))}
          onTranslate={() => dispatch(openItemTranslations({ kind: 'products', id: product._id }))}
          onDelete={() => dispatch(deleteProduct(product._id))}
          deleteConfirm={t('products.deleteConfirm')}
          testId="own-product"
        />
      ),
    },
  ];

  return (
    <ItemListCard
      list={list}
      columns={columns}
      pageSize={OWN_PRODUCTS_PAGE_SIZE}
      onShow={show}
      addLabel={t('products.add')}
      onAdd={() => dispatch(openProductEditor(null))}
      emptyText={t('products.empty')}
      testId="own-products"
      addTestId="product-add"
    >
      <ProductEditorModal />
      <ItemTranslationsDialog kind="products" items={list.data} />
    </ItemListCard>
  );
}
