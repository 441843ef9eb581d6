/**
 * A shop list in a card: its title and button, what it is, and its table, paged by the
 * server except the packages, which all come at once. The table's columns wrap within the
 * card (as antd's table did without a scroll width), so that a wide screen shows every
 * column and a phone scrolls only what does not fit.
 */
import type { ReactNode } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { ListTable, type ListTableProps } from '@/features/ui/components/ListTable';
import type { LoadedPage } from '@/lib/lists';
import { loadShopList, SHOP_PAGE_SIZE, type ListName } from '../slice';
import { ShopCard } from './ShopCard';

export function ShopListCard<T extends { _id: string }>({
  name,
  list,
  title,
  extra,
  explain,
  ...table
}: Omit<ListTableProps<T>, 'list' | 'paging' | 'errorGap' | 'fitWidth' | 'title'> & {
  name: ListName;
  list: LoadedPage<T>;
  title: string;
  /** Beside the title: the button that adds an item. */
  extra?: ReactNode;
  /** Under the title: what the list is. */
  explain?: string;
}) {
  const dispatch = useAppDispatch();
  return (
    <ShopCard title={title} extra={extra} explain={explain}>
      <ListTable<T>
        {...table}
        list={list}
        errorGap
        fitWidth
        paging={
          name === 'packages'
            ? undefined
            : {
                offset: list.offset,
                total: list.total,
                pageSize: SHOP_PAGE_SIZE,
                onOffset: (offset) => dispatch(loadShopList({ list: name, offset })),
              }
        }
      />
    </ShopCard>
  );
}
