/** Typed calls of a viewer's favourite performers (liking and unliking is in the performers feature's api). */
import { get } from '@/lib/http';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard, PerformerSearchFilters } from '@/shared/schemas/performers';

/** The signed-in viewer's favourites, one page at a time. */
export const apiGetFavourites = (query: PerformerSearchFilters) => get<ListPage<PerformerCard>>('/favourite', query);
