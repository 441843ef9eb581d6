/**
 * Server-side data of the performer pages (home, category, performer page), called
 * from their getServerSideProps with the visitor's token.
 */
import type { IncomingMessage } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import { ApiError, type OnBehalfOf } from '@/lib/http';
import type { Session } from '@/lib/page';
import type { PerformerCard, PerformerDetails, SitePromo } from '@/shared/schemas/performers';
import type { Category } from '@/shared/schemas/settings';
import type { StreamingSettings } from '@/shared/schemas/streaming';
import { apiStreamConversation } from '@/features/stream-chat/api';
import { getStreamingSettings } from '@/lib/webrtc/streaming-settings';
import {
  apiCheckBlocking,
  apiGetCategory,
  apiGetPerformerDetails,
  apiGetRelatedPerformers,
  apiSearchPerformers,
  apiSearchSitePromos,
} from './api';
import { browseListKey, parseBrowseQuery, toSearchFilters } from './browse';
import type { PerformerBrowserProps } from './components/PerformerBrowser';
import { CLIENT_ADDRESS_HEADER, clientAddressHeaders } from '@/shared/client-address';

const isNotFound = (err: unknown) => err instanceof ApiError && err.statusCode === 404;

/**
 * The visitor behind a server-side call: their token, and their address (signed)
 * for performers' country blocking.
 */
export function visitorOf(req: IncomingMessage, session: Session): OnBehalfOf {
  const address = req.headers[CLIENT_ADDRESS_HEADER];
  const headers = clientAddressHeaders(typeof address === 'string' ? address : undefined);
  return { token: session.token, headers: Object.keys(headers).length ? headers : undefined };
}

/** One page of the performer browser for the URL's filters, within a category (id or slug) when given. */
export async function loadBrowser(
  query: ParsedUrlQuery,
  visitor: OnBehalfOf,
  category?: string,
): Promise<Omit<PerformerBrowserProps, 'categorySlug'>> {
  const filters = parseBrowseQuery(query);
  const performers = await apiSearchPerformers(toSearchFilters(filters, category), visitor);
  return { filters, performers, listKey: browseListKey(filters, category) };
}

/** A category page: the category (by slug or id) and its performers; null when there is no such category. */
export async function loadCategoryPage(
  slug: string,
  query: ParsedUrlQuery,
  session: Session,
  visitor: OnBehalfOf,
): Promise<(Omit<PerformerBrowserProps, 'categorySlug'> & { category: Category }) | null> {
  // The search takes the slug as well as the id, so both calls go out together.
  const [category, browser] = await Promise.all([
    apiGetCategory(slug, session.locale).catch((err: unknown) => {
      if (isNotFound(err)) return null;
      throw err;
    }),
    loadBrowser(query, visitor, slug),
  ]);
  return category ? { ...browser, category } : null;
}

/** The home page's promotions; none when they cannot be loaded (they are decoration). */
export const loadSitePromos = (locale: string): Promise<SitePromo[]> =>
  apiSearchSitePromos(locale).then(
    (result) => result.data,
    () => [],
  );

export interface PerformerPageData {
  details: PerformerDetails;
  related: PerformerCard[];
  /**
   * The performer's public stream conversation, which the chat opens and the stream's
   * media travels with: known with the page, so neither waits for it in the browser
   * (null when it could not be had: the chat then asks for it, and says why if refused).
   */
  streamConversationId: string | null;
  /** How browsers carry the media, while the performer streams (null otherwise): the player need not ask first. */
  streaming: StreamingSettings | null;
}

/**
 * The performer page: details, then related performers and the blocking check side
 * by side; counts the visit. Null when the performer does not exist or blocks the visitor.
 */
export async function loadPerformerPage(username: string, session: Session, visitor: OnBehalfOf): Promise<PerformerPageData | null> {
  let details: PerformerDetails;
  try {
    details = await apiGetPerformerDetails(username, session.locale, visitor);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
  const [related, blocking, conversation, streaming] = await Promise.all([
    // Related performers are a suggestion: the page works without them.
    apiGetRelatedPerformers(details._id, visitor).catch(() => [] as PerformerCard[]),
    apiCheckBlocking(details._id, visitor),
    apiStreamConversation(details._id, visitor).catch(() => null),
    details.streamingStatus === 'public' ? getStreamingSettings({ token: null }).catch(() => null) : null,
  ]);
  if (blocking.blocked) return null;
  // The view is counted by the page in the browser (performers/sagas.ts): a page from the page cache runs no loader.
  return { details, related, streamConversationId: conversation?._id ?? null, streaming };
}
