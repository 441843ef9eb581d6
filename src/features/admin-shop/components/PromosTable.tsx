/** The site promos: picture, title, link, dates, whether the home page shows it now, and its actions. */
import { useTranslation } from 'next-i18next/pages';
import { Tag, Typography } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import type { AdminSitePromo } from '@/shared/schemas/promos';
import { selectShopPromos } from '../slice';
import { ShopAddButton } from './ShopAddButton';
import { ShopListCard } from './ShopListCard';
import { ShopRowActions } from './ShopRowActions';
import { StatusTag } from './StatusTag';
import type { ListColumn } from '@/features/ui/components/ListTable';

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
          <img src={promo.imageUrl} alt="" style={{ width: 80, height: 45, objectFit: 'cover', borderRadius: 4 }} />
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
          <Typography.Text ellipsis style={{ maxWidth: 200 }}>
            {link}
          </Typography.Text>
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
        <>
          <StatusTag status={promo.status} />
          {promo.showing && <Tag color="blue">{t('admin.promos.showing')}</Tag>}
        </>
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
