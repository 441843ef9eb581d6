/**
 * The viewer's bought items of one kind (products, videos, galleries), the last bought
 * first, a page at a time in the reader's language: loaded when shown, with the list's
 * error, a word when there are none, and its pages.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { ActionCreatorWithPayload } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import { useAppDispatch } from '@/store/hooks';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { ListError } from '@/features/ui/components/ListError';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
import { Loading } from '@/features/ui/components/Loading';
import { Spinner } from '@/features/ui/components/Spinner';
import { ITEM_CARDS_PAGE_SIZE } from '../state';

export interface PurchasedItemsProps<Card> {
  /** The feature's `purchased` list. */
  list: LoadedPage<Card>;
  /** The feature's action that loads a page of it. */
  load: ActionCreatorWithPayload<{ offset: number; locale?: string }>;
  /** What is said when nothing was bought. */
  none: string;
  cards: (items: Card[]) => ReactNode;
}

export function PurchasedItems<Card>({ list, load, none, cards }: PurchasedItemsProps<Card>) {
  const { i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const locale = i18n.language;

  useEffect(() => {
    dispatch(load({ offset: 0, locale }));
  }, [dispatch, load, locale]);

  return (
    <Loading busy={list.requesting}>
      <ListError error={list.error} gap />
      {list.data.length ? cards(list.data) : list.requesting ? <Spinner /> : <EmptyState text={none} />}
      <OffsetPager
        offset={list.offset}
        total={list.total}
        pageSize={ITEM_CARDS_PAGE_SIZE}
        onOffset={(offset) => dispatch(load({ offset, locale }))}
        className="browse-pagination"
      />
    </Loading>
  );
}
