/**
 * A performer's list of the items they sell (videos, galleries): a status filter and a
 * title search above the table, the button that adds one, and the columns every such
 * list shows (`itemSalesColumns`: price, status, sold, earned) and its row actions
 * (`ItemRowActions`: edit, and delete after a confirmation).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Card, Flex, Input, Popconfirm, Select, Tag } from 'antd';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { Icon } from '@/features/ui/components/Icon';
import type { TFunction } from 'i18next';
import type { LoadedPage } from '@/lib/lists';
import type { useFormat } from '@/lib/format';
import { ASSET_STATUSES } from '@/shared/constants';
import type { AssetStatus } from '@/shared/schemas/assets';
import { ListTable } from './ListTable';
import styles from './ItemListCard.module.css';
import type { ListColumn } from '@/features/ui/components/ListTable';

interface SoldItem {
  _id: string;
  price: number;
  status: AssetStatus;
  sold: number;
  earned: number;
}

/** The columns of what an item costs, whether it is shown, and what it sold and earned. */
export function itemSalesColumns<T extends SoldItem>(t: TFunction<'account'>, format: ReturnType<typeof useFormat>): ListColumn<T>[] {
  return [
    { key: 'price', title: t('videos.price'), render: (_: unknown, item) => (item.price ? format.tokens(item.price) : t('videos.free')) },
    {
      key: 'status',
      title: t('videos.status'),
      render: (_: unknown, item) => <Tag color={item.status === 'active' ? 'green' : 'default'}>{t(`videos.statuses.${item.status}`)}</Tag>,
    },
    { key: 'sold', title: t('videos.sold'), render: (_: unknown, item) => format.count(item.sold) },
    { key: 'earned', title: t('videos.earned'), render: (_: unknown, item) => format.tokens(item.earned) },
  ];
}

/** Edit, and delete once confirmed (`deleteConfirm` says what becomes of it); `children` go first. */
export function ItemRowActions({
  onEdit,
  onDelete,
  deleteConfirm,
  testId,
  children,
}: {
  onEdit: () => void;
  onDelete: () => void;
  deleteConfirm: string;
  /** `${testId}-edit`, `${testId}-delete`. */
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <Flex gap={8} wrap>
      {children}
      <Button size="small" icon={<Icon icon={EditOutlined} />} onClick={onEdit} data-testid={`${testId}-edit`}>
        {t('videos.edit')}
      </Button>
      <Popconfirm title={deleteConfirm} okText={t('videos.delete')} cancelText={t('videos.cancel')} onConfirm={onDelete}>
        <Button size="small" danger icon={<Icon icon={DeleteOutlined} />} data-testid={`${testId}-delete`}>
          {t('videos.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

export interface ItemListCardProps<T extends { _id: string }> {
  list: LoadedPage<T> & { status?: AssetStatus };
  columns: ListColumn<T>[];
  pageSize: number;
  /** Shows the list with a change of filter or page (a new filter starts at the first page). */
  onShow: (change: { offset?: number; status?: AssetStatus; q?: string }) => void;
  addLabel: string;
  onAdd: () => void;
  emptyText: string;
  /** `${testId}` on the table; the add button is `addTestId`. */
  testId: string;
  addTestId: string;
  /** The editors the list opens. */
  children?: ReactNode;
}

export function ItemListCard<T extends { _id: string }>({
  list,
  columns,
  pageSize,
  onShow,
  addLabel,
  onAdd,
  emptyText,
  testId,
  addTestId,
  children,
}: ItemListCardProps<T>) {
  const { t } = useTranslation('account');
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} wrap className={styles.filters}>
          <Select
            allowClear
            placeholder={t('videos.allStatuses')}
            value={list.status}
            onChange={(status?: AssetStatus) => onShow({ status })}
            options={ASSET_STATUSES.map((status) => ({ value: status, label: t(`videos.statuses.${status}`) }))}
            style={{ width: 150 }}
          />
          <Input.Search allowClear placeholder={t('videos.search')} onSearch={(q) => onShow({ q })} style={{ width: 220 }} />
        </Flex>
      }
      extra={
        <Button type="primary" icon={<Icon icon={PlusOutlined} />} onClick={onAdd} data-testid={addTestId}>
          {addLabel}
        </Button>
      }
    >
      <ListTable
        list={list}
        columns={columns}
        emptyText={emptyText}
        paging={{ offset: list.offset, total: list.total, pageSize, onOffset: (offset) => onShow({ offset }) }}
        data-testid={testId}
      />
      {children}
    </Card>
  );
}
