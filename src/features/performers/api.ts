/** Typed calls for performer lists. */
import { get } from '@/lib/http';
import type { PerformerCard, PerformerSearchQuery } from '@/shared/schemas/performers';
import type { Category } from '@/shared/schemas/settings';

/** `token` is for server rendering, where no cookie jar is at hand. */
export const apiSearchPerformers = (query: PerformerSearchQuery, token?: string) =>
  get<{ data: PerformerCard[]; total: number }>('/performers/search', query, token ? { token } : undefined);

export const apiGetCategory = (idOrSlug: string) =>
  get<Category>(`/performer-categories/${encodeURIComponent(idOrSlug)}/view`, undefined, { token: null });
