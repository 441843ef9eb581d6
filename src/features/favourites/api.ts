/** Typed calls of a viewer's favourite performers (liking and unliking is in the performers feature's api). */
import { get } from '@/lib/http';
import type { PerformerCard } from '@/shared/schemas/performers';

/** The signed-in viewer's favourites, one page at a time. */
export const apiGetFavourites = (query: { offset: number; limit: number }) =>
  get<{ data: PerformerCard[]; total: number }>('/favourite', query);
