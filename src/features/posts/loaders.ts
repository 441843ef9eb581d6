/** Server-side data of a content page, called from its getServerSideProps. */
import { ApiError } from '@/lib/http';
import type { Session } from '@/lib/page';
import type { Post } from '@/shared/schemas/posts';
import { apiGetPost } from './api';

/** The page by slug or id; null when there is none. */
export async function loadContentPage(slug: string, session: Session): Promise<Post | null> {
  try {
    return await apiGetPost(slug, session.locale);
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 404) return null;
    throw err;
  }
}
