/** The token packages: name, tokens, price, order, status and actions. Disabled ones are not sold; orders keep their own copy. */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { useFormat } from '@/lib/format';
import { useInPageLanguage } from '@/features/ui/hooks/useInPageLanguage';
import type { AdminTokenPackage } from '@/shared/schemas/money';
import { selectShopPackages } from '../slice';
import { ShopAddButton } from './ShopAddButton';
import { ShopListCard } from './ShopListCard';
import { ShopRowActions } from './ShopRowActions';
import { StatusTag } from './StatusTag';
import type { ListColumn } from '@/features/ui/components/ListTable';

export function PackagesTable() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const inPageLanguage = useInPageLanguage();
  const list = useAppSelector(selectShopPackages);

  const columns: ListColumn<AdminTokenPackage>[] = [
    { key: 'name', title: t('admin.packages.name'), render: (_: unknown, pack) => inPageLanguage(pack.name, pack.nameTranslations) },
    { key: 'tokens', title: t('admin.packages.tokens'), dataIndex: 'tokens', align: 'right' },
    {
      key: 'price',
      title: t('admin.packages.price'),
      align: 'right',
      render: (_: unknown, pack) => format.money(pack.price, pack.currency),
    },
    { key: 'ordering', title: t('admin.shop.ordering'), dataIndex: 'ordering', align: 'right' },
    { key: 'status', title: t('admin.shop.status'), render: (_: unknown, pack) => <StatusTag status={pack.status} /> },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, pack) => <ShopRowActions kind="package" id={pack._id} /> },
  ];

  return (
    <ShopListCard<AdminTokenPackage>
      name="packages"
      list={list}
      title={t('admin.packages.listTitle')}
      extra={<ShopAddButton kind="package" label={t('admin.packages.new')} />}
      explain={t('admin.packages.explain')}
      columns={columns}
      emptyText={t('admin.packages.empty')}
      data-testid="package-table"
    />
  );
}
