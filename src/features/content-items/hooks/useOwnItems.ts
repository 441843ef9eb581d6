/**
 * The performer's own list of one kind of item, as its page runs it: the first page
 * loads when the page opens, and `show` reads it again with a change of page or filters
 * (a new filter starts again at the first page; the others stay as they are).
 */
import { useEffect } from 'react';
import type { ActionCreatorWithPayload } from '@reduxjs/toolkit';
import { useAppDispatch } from '@/store/hooks';
import type { AssetStatus } from '@/shared/schemas/assets';
import type { OwnItems, OwnItemsQuery } from '../state';

/** `list` is the feature's `own` list, `load` its action that loads a page of it; returns `show` for `ItemListCard`'s `onShow`. */
export function useOwnItems<T>(list: OwnItems<T>, load: ActionCreatorWithPayload<OwnItemsQuery>) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(load({ offset: 0 }));
  }, [dispatch, load]);

  return (change: { offset?: number; status?: AssetStatus | undefined; q?: string }) =>
    dispatch(load({ offset: 0, status: list.status, q: list.q, ...change }));
}
