/** Typed calls of the site's content pages (terms, privacy, the 18+ notice). */
import { get } from '@/lib/http';
import type { Post } from '@/shared/schemas/posts';

/** A published page by slug or id, in the visitor's language where it has a translation. */
export const apiGetPost = (slugOrId: string, locale: string) =>
  get<Post>(`/posts/${encodeURIComponent(slugOrId)}`, { locale }, { token: null });
