/** The site promos: picture, title, link, dates, whether the home page shows it now, and its actions. */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import type { AdminSitePromo } from '@/shared/schemas/promos';
import { selectShopPromos } from '../slice';
import { ShopAddButton } from './ShopAddButton';
import { ShopListCard } from './ShopListCard';
import { ShopRowActions } from './ShopRowActions';
import { StatusTag } from './StatusTag';
import { Chip } from '@/features/ui/components/Chip';
import type { ListColumn } from '@/features/ui/components/ListTable';
import { Stack } from '@/features/ui/components/Stack';
import styles from './PromosTable.module.css';

export function PromosTable() {
  const { t } = useTranslation('admin');
  const list = useAppSelector(selectShopPromos);

  const columns: ListColumn<AdminSitePromo>[] = [
    {
      key: 'image',
      title: t('admin.promos.image'),
      width: 96,
      render: (_: unknown, promo) =>
        promo.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- uploaded pictures of any size
          <img src={promo.imageUrl} alt="" className={styles.thumb} />
        ) : (
          '—'
        ),
    },
    { key: 'title', title: t('admin.promos.promoTitle'), dataIndex: 'title' },
    {
      key: 'link',
      title: t('admin.promos.link'),
      dataIndex: 'link',
      render: (link: string | null) =>
        link ? (
          <span className={styles.link} title={link}>
            {link}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'dates',
      title: t('admin.promos.dates'),
      render: (_: unknown, promo) =>
        `${promo.startAt ? formatDate(promo.startAt, 'DD/MM/YYYY HH:mm') : '…'} – ${promo.endAt ? formatDate(promo.endAt, 'DD/MM/YYYY HH:mm') : '…'}`,
    },
    {
      key: 'status',
      title: t('admin.shop.status'),
      render: (_: unknown, promo) => (
        <Stack gap={8} wrap>
          <StatusTag status={promo.status} />
          {promo.showing && <Chip tone="blue">{t('admin.promos.showing')}</Chip>}
        </Stack>
      ),
    },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, promo) => <ShopRowActions kind="promo" id={promo._id} /> },
  ];

  return (
    <ShopListCard<AdminSitePromo>
      name="promos"
      list={list}
      title={t('admin.promos.listTitle')}
      extra={<ShopAddButton kind="promo" label={t('admin.promos.new')} />}
      explain={t('admin.promos.explain')}
      columns={columns}
      emptyText={t('admin.promos.empty')}
      data-testid="promo-table"
    />
  );
}
