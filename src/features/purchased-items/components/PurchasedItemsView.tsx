/**
 * The buyer's purchases: every video, gallery and product they own, the last bought first, or one
 * kind; each row opens the item's page, and says how a refund of it stands or asks for one
 * (the decisions arrive while the page is open). The bought videos, galleries and products
 * are also a link away as cards, and the orders of products.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSocketChannel } from '@/lib/socket';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { Chip } from '@/features/ui/components/Chip';
import { Choices } from '@/features/ui/components/Choices';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { Stack } from '@/features/ui/components/Stack';
import { videoPagePath } from '@/features/videos/components/VideoCards';
import { galleryPagePath } from '@/features/galleries/components/GalleryCards';
import { productPagePath } from '@/features/products/components/ProductCards';
import { RefundAction, RefundAskDialog } from '@/features/refunds/components/RefundAction';
import { loadOwnRefunds, refundEvents } from '@/features/refunds/slice';
import { ITEM_TYPES } from '@/shared/constants';
import type { ItemType, PurchasedItem } from '@/shared/schemas/assets';
import { loadPurchasedItems, PURCHASED_ITEMS_PAGE_SIZE, selectPurchasedItems } from '../slice';

const PAGE_OF: Record<ItemType, (id: string) => string> = {
  video: videoPagePath,
  gallery: galleryPagePath,
  product: productPagePath,
};

export function PurchasedItemsView() {
  const { t, i18n } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectPurchasedItems);
  const locale = i18n.language;

  useSocketChannel(refundEvents);

  useEffect(() => {
    dispatch(loadPurchasedItems({ offset: 0, locale }));
  }, [dispatch, locale]);

  useEffect(() => {
    dispatch(loadOwnRefunds());
  }, [dispatch]);

  const show = (change: { offset?: number; type?: ItemType }) =>
    dispatch(loadPurchasedItems({ offset: 0, type: list.type, locale, ...change }));

  const columns: ListColumn<PurchasedItem>[] = [
    { key: 'date', title: t('purchases.date'), render: (_: unknown, item) => formatDate(item.createdAt) },
    { key: 'type', title: t('purchases.type'), render: (_: unknown, item) => <Chip>{t(`purchases.types.${item.itemType}`)}</Chip> },
    {
      key: 'title',
      title: t('purchases.item'),
      render: (_: unknown, item) => (
        <Link href={PAGE_OF[item.itemType](item.itemId)} data-testid="purchase-item">
          {item.title}
        </Link>
      ),
    },
    {
      key: 'performer',
      title: t('purchases.performer'),
      render: (_: unknown, item) =>
        item.performer.username ? (
          <Link href={`/profile/${encodeURIComponent(item.performer.username)}`}>{item.performer.name}</Link>
        ) : (
          item.performer.name
        ),
    },
    { key: 'price', title: t('purchases.price'), render: (_: unknown, item) => format.tokens(item.price) },
    {
      key: 'refund',
      title: t('refunds.title'),
      render: (_: unknown, item) => <RefundAction purchaseId={item._id} refundStatus={item.refundStatus} />,
    },
  ];

  return (
    <Stack vertical gap={12}>
      <Stack gap={16} wrap align="center" justify="space-between">
        <Choices<ItemType | 'all'>
          name="purchase-type"
          legend={t('purchases.type')}
          legendHidden
          value={list.type ?? 'all'}
          onChange={(value) => show({ type: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('purchases.all') },
            ...ITEM_TYPES.map((type) => ({ value: type, label: t(`purchases.types.${type}`) })),
          ]}
          testId="purchase-type"
        />
        <Stack gap={16}>
          <Link href="/user/videos">{t('videos.boughtTitle')}</Link>
          <Link href="/user/galleries">{t('galleries.boughtTitle')}</Link>
          <Link href="/user/products">{t('products.boughtTitle')}</Link>
          <Link href="/user/orders">{t('orders.boughtTitle')}</Link>
        </Stack>
      </Stack>
      <ListTable
        list={list}
        columns={columns}
        emptyText={t('purchases.empty')}
        paging={{ offset: list.offset, total: list.total, pageSize: PURCHASED_ITEMS_PAGE_SIZE, onOffset: (offset) => show({ offset }) }}
        data-testid="purchased-items"
      />
      <RefundAskDialog title={(purchaseId) => list.data.find((item) => item._id === purchaseId)?.title ?? ''} />
    </Stack>
  );
}
