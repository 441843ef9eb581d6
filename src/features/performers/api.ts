/** Typed calls for performer lists, the performer page and the home page's promotions. */
import { get, post, type OnBehalfOf } from '@/lib/http';
import type { ListPage, LocaleQuery } from '@/shared/schemas/common';
import type {
  BlockingCheck,
  FavouriteState,
  PerformerCard,
  PerformerDetails,
  PerformerSearchFilters,
  SitePromo,
  ViewCount,
} from '@/shared/schemas/performers';
import type { Category } from '@/shared/schemas/settings';

const options = (visitor?: OnBehalfOf) => (visitor ? { token: visitor.token, headers: visitor.headers } : undefined);
const path = (value: string) => encodeURIComponent(value);

/** `token` is for server rendering, where no cookie jar is at hand. */
/** Server rendering passes the visitor (token and signed address); the browser sends its cookie. */
export const apiSearchPerformers = (query: PerformerSearchFilters, visitor?: OnBehalfOf) =>
  get<ListPage<PerformerCard>>('/performers/search', query, options(visitor));

export const apiLikePerformer = (performerId: string) => post<FavouriteState>(`/favourite/${path(performerId)}/like`);

export const apiUnlikePerformer = (performerId: string) => post<FavouriteState>(`/favourite/${path(performerId)}/unlike`);

export const apiGetCategory = (idOrSlug: string, locale?: string) =>
  get<Category>(`/performer-categories/${path(idOrSlug)}/view`, locale ? ({ locale } satisfies LocaleQuery) : undefined, { token: null });

/** GET /performers/{username}/view; rejects with a 404 ApiError for an unknown performer. */
export const apiGetPerformerDetails = (username: string, locale: string, visitor?: OnBehalfOf) =>
  get<PerformerDetails>(`/performers/${path(username)}/view`, { locale } satisfies LocaleQuery, options(visitor));

/** Counts one visit of the performer page, in the background: a refusal never takes the visitor elsewhere. */
export const apiIncreaseViews = (id: string) =>
  post<ViewCount>(`/performers/${path(id)}/inc-view`, undefined, { redirectOnForbidden: false });

/** Up to RELATED_PERFORMERS active performers like this one. */
export const apiGetRelatedPerformers = (id: string, visitor?: OnBehalfOf) =>
  get<PerformerCard[]>(`/performers/${path(id)}/related`, undefined, options(visitor));

/** Whether the performer blocks the visitor (by account or by country). */
export const apiCheckBlocking = (id: string, visitor?: OnBehalfOf) =>
  get<BlockingCheck>(`/performers/${path(id)}/check-blocking`, undefined, options(visitor));

/** The home page's promotions in the visitor's language. */
export const apiSearchSitePromos = (locale: string) =>
  get<ListPage<SitePromo>>('/site-promo/search', { locale } satisfies LocaleQuery, { token: null });
