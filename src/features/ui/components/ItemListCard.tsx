/**
 * A performer's list of the items they sell (videos, galleries): a status filter and a
 * title search above the table, the button that adds one, and the columns every such
 * list shows (`itemSalesColumns`: price, status, sold, earned) and its row actions
 * (`ItemRowActions`: edit, and delete after a confirmation).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import type { TFunction } from 'i18next';
import type { LoadedPage } from '@/lib/lists';
import type { useFormat } from '@/lib/format';
import { ASSET_STATUSES } from '@/shared/constants';
import type { AssetStatus } from '@/shared/schemas/assets';
import { Button } from './Button';
import { Card } from './Card';
import { Chip } from './Chip';
import { ConfirmButton } from './ConfirmButton';
import { Icon } from './Icon';
import { ListTable, type ListColumn } from './ListTable';
import { SearchBox } from './SearchBox';
import { Stack } from './Stack';
import field from './Field.module.css';
import styles from './ItemListCard.module.css';

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
      render: (_: unknown, item) => (
        <Chip tone={item.status === 'active' ? 'green' : 'default'}>{t(`videos.statuses.${item.status}`)}</Chip>
      ),
    },
    { key: 'sold', title: t('videos.sold'), render: (_: unknown, item) => format.count(item.sold) },
    { key: 'earned', title: t('videos.earned'), render: (_: unknown, item) => format.tokens(item.earned) },
  ];
}

/**
 * Edit, the translations of its texts (with `onTranslate`), and delete once confirmed
 * (`deleteConfirm` says what becomes of it); `children` go first.
 */
export function ItemRowActions({
  onEdit,
  onTranslate,
  onDelete,
  deleteConfirm,
  testId,
  children,
}: {
  onEdit: () => void;
  onTranslate?: () => void;
  onDelete: () => void;
  deleteConfirm: string;
  /** `${testId}-edit`, `${testId}-translate`, `${testId}-delete`. */
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <Stack gap={8} wrap>
      {children}
      <Button size="small" icon={<Icon icon={EditOutlined} />} onClick={onEdit} data-testid={`${testId}-edit`}>
        {t('videos.edit')}
      </Button>
      {onTranslate && (
        <Button size="small" icon={<Icon icon={TranslationOutlined} />} onClick={onTranslate} data-testid={`${testId}-translate`}>
          {t('itemTranslations.button')}
        </Button>
      )}
      <ConfirmButton
        size="small"
        danger
        icon={<Icon icon={DeleteOutlined} />}
        question={deleteConfirm}
        ok={t('videos.delete')}
        cancel={t('videos.cancel')}
        onConfirm={onDelete}
        floating
        data-testid={`${testId}-delete`}
      >
        {t('videos.delete')}
      </ConfirmButton>
    </Stack>
  );
}

export interface ItemListCardProps<T extends { _id: string }> {
  list: LoadedPage<T> & { status?: AssetStatus; q?: string };
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
      small
      tools={
        <div className={styles.filters}>
          <select
            className={`${field.field} ${styles.status}`}
            value={list.status ?? ''}
            aria-label={t('videos.status')}
            onChange={(event) => onShow({ status: (event.target.value || undefined) as AssetStatus | undefined })}
            data-testid={`${testId}-status`}
          >
            <option value="">{t('videos.allStatuses')}</option>
            {ASSET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`videos.statuses.${status}`)}
              </option>
            ))}
          </select>
          <SearchBox
            value={list.q ?? ''}
            placeholder={t('videos.search')}
            buttonLabel={t('browse.search', { ns: 'components' })}
            onSearch={(q) => onShow({ q })}
            className={styles.search}
          />
        </div>
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
