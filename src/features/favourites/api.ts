/** Typed calls of a viewer's favourite performers (spec section 7, Favourites). */
import { get, post } from '@/lib/http';
import type { PerformerCard } from '@/shared/schemas/performers';

export const apiLikePerformer = (performerId: string) => post<unknown>(`/favourite/${encodeURIComponent(performerId)}/like`);

export const apiUnlikePerformer = (performerId: string) => post<unknown>(`/favourite/${encodeURIComponent(performerId)}/unlike`);

/** The signed-in viewer's favourites, one page at a time. */
export const apiGetFavourites = (query: { offset: number; limit: number }) =>
  get<{ data: PerformerCard[]; total: number }>('/favourite', query);
