/**
 * The performer browser's filters as they live in the URL (shareable, server-rendered):
 * `?q=&tag=&language=&gender=&sort=&page=`. Defaults are left out of the URL.
 */
import type { ParsedUrlQuery } from 'node:querystring';
import { offsetOf } from '@/lib/pager';
import { queryChoice, queryPage, queryText } from '@/lib/url-query';
import { PERFORMER_SORTS } from '@/shared/constants';
import type { PerformerSearchFilters } from '@/shared/schemas/performers';

export const BROWSE_PAGE_SIZE = 24;
export const PERFORMER_GENDERS = ['female', 'male', 'couple', 'transgender'] as const;
export type PerformerSort = (typeof PERFORMER_SORTS)[number];
export type PerformerGender = (typeof PERFORMER_GENDERS)[number];

export interface BrowseFilters {
  q: string;
  tag: string;
  /** ISO 639-1 code, '' for any. */
  language: string;
  gender: PerformerGender | '';
  sortBy: PerformerSort;
  page: number;
}

export const DEFAULT_BROWSE_FILTERS: BrowseFilters = { q: '', tag: '', language: '', gender: '', sortBy: 'live', page: 1 };

/** Reads the filters from a page's query; anything unknown or malformed falls back to the default. */
export function parseBrowseQuery(query: ParsedUrlQuery): BrowseFilters {
  const language = queryText(query.language, 10);
  return {
    q: queryText(query.q, 100),
    tag: queryText(query.tag, 40).toLowerCase(),
    language: /^[a-z]{2,3}(-[A-Za-z]{2})?$/.test(language) ? language : '',
    gender: queryChoice(query.gender, PERFORMER_GENDERS) ?? '',
    sortBy: queryChoice(query.sort, PERFORMER_SORTS) ?? DEFAULT_BROWSE_FILTERS.sortBy,
    page: queryPage(query.page),
  };
}

/** The URL query for `filters`, defaults left out. */
export function browseUrlQuery(filters: BrowseFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q) query.q = filters.q;
  if (filters.tag) query.tag = filters.tag;
  if (filters.language) query.language = filters.language;
  if (filters.gender) query.gender = filters.gender;
  if (filters.sortBy !== DEFAULT_BROWSE_FILTERS.sortBy) query.sort = filters.sortBy;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The GET /performers/search query for one page of `filters`, within a category when given. */
export function toSearchFilters(filters: BrowseFilters, categoryId?: string): PerformerSearchFilters {
  return {
    limit: BROWSE_PAGE_SIZE,
    offset: offsetOf(filters.page, BROWSE_PAGE_SIZE),
    sortBy: filters.sortBy,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.gender ? { gender: filters.gender } : {}),
    ...(categoryId ? { categoryId } : {}),
  };
}

/** Names one list (its filters and category), so the store knows which list it holds. */
export const browseListKey = (filters: BrowseFilters, categoryId?: string) => JSON.stringify(toSearchFilters(filters, categoryId));

/** The `count` most frequent tags of `performers`, most frequent first (ties alphabetically). */
export function popularTags(performers: readonly { tags: readonly string[] }[], count = 12): string[] {
  const seen = new Map<string, number>();
  for (const performer of performers) for (const tag of performer.tags) seen.set(tag, (seen.get(tag) ?? 0) + 1);
  return [...seen.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, count)
    .map(([tag]) => tag);
}
