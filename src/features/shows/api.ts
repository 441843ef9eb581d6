/** Typed calls of private and group shows (docs/domain.md#private-and-group-shows). */
import { get, post } from '@/lib/http';
import type { ListPage } from '@/shared/schemas/common';
import type { PrivateRequest, Show, ShowOffer } from '@/shared/schemas/shows';

const path = encodeURIComponent;
// Refusals (a full show, a show that ended) are shown in place, not as a trip home.
const stayOnPage = { redirectOnForbidden: false };

/** What a performer's page offers the visitor: prices, the running group show, their own pending request. */
export const apiShowOffer = (performerId: string) =>
  get<ShowOffer>(`/streaming/performers/${path(performerId)}/show-offer`, undefined, stayOnPage);

/** The user asks for a private show. */
export const apiRequestPrivateShow = (performerId: string) =>
  post<Show>(`/streaming/private-chat/${path(performerId)}`, undefined, stayOnPage);

/** The user withdraws their request. */
export const apiCancelPrivateRequest = (showId: string) =>
  post<Show>(`/streaming/private-chat/${path(showId)}/cancel`, undefined, stayOnPage);

/** The performer's open requests, oldest first. */
export const apiPrivateRequests = () => get<ListPage<PrivateRequest>>('/streaming/private-chat/requests');

/** The performer accepts: the show starts. */
export const apiAcceptPrivateRequest = (showId: string) => get<Show>(`/streaming/private-chat/${path(showId)}`, undefined, stayOnPage);

export const apiDeclinePrivateRequest = (showId: string) =>
  post<Show>(`/streaming/private-chat/${path(showId)}/decline`, undefined, stayOnPage);

/** The performer starts a group show. */
export const apiStartGroupShow = (maxParticipants: number) => post<Show>('/streaming/group-chat', { maxParticipants }, stayOnPage);

/** The user joins a running group show. */
export const apiJoinGroupShow = (showId: string) => get<Show>(`/streaming/group-chat/${path(showId)}`, undefined, stayOnPage);

/** A show the asker takes part in; `token` for server rendering. */
export const apiShow = (showId: string, token?: string) =>
  get<Show>(`/streaming/shows/${path(showId)}`, undefined, { ...stayOnPage, ...(token ? { token } : {}) });

/** The asker's active show, if any. */
export const apiCurrentShow = () => get<Show | null>('/streaming/shows/current');

/** Ends the show (performer, user of a private show) or leaves it (group viewer). */
export const apiEndShow = (showId: string) => post<Show>(`/streaming/shows/${path(showId)}/end`, undefined, stayOnPage);
