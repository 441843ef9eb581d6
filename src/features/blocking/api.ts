/** Typed calls of the performer's blocking (role performer), and the lists its settings pick from. */
import { del, get, post } from '@/lib/http';
import type { Blocking, BlockingUpdateBody } from '@/shared/schemas/performers';
import type { Country } from '@/shared/schemas/reference';
import type { UserSearchResult } from '@/shared/schemas/users';

export const apiGetBlocking = () => get<Blocking>('/performers/blocking');

/** `countries` replaces the list; `userIds` are added to the blocked users. Answers the blocking as it is now. */
export const apiUpdateBlocking = (body: BlockingUpdateBody) => post<Blocking>('/performers/blocking/update', body);

export const apiUnblockUser = (userId: string) => del<Blocking>('/performers/blocking/users', { userId });

/** Viewer accounts whose name or username contains `q` (at least 2 characters). */
export const apiSearchUsers = (q: string) => get<UserSearchResult>('/users/search', { q, limit: 10 });

export const apiGetCountries = (locale: string) => get<Country[]>('/countries/list', { locale });
