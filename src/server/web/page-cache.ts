/**
 * A micro-cache of rendered pages for anonymous visitors. The home page and the
 * performer lists take the whole audience, and most of it is not signed in: a page
 * rendered for one anonymous visitor is served as is to the others who ask for the
 * same address, with the same cookies, language and encoding, from the same country,
 * for `ttlMs` (a second by default). A request that carries an access token (cookie
 * or Authorization header) never reads or fills it, so no visitor ever gets a page
 * made for somebody else, with one exception: a signed-in viewer whom the web server
 * found may see what visitors see (shared-pages.ts) shares, with the other such
 * viewers, the pages rendered without anyone's account that say so
 * (`SHARED_PAGE_HEADER`); their own cookies stay out of the key, and a page that does
 * not say so is never kept for them. Concurrent misses of an anonymous key wait for the
 * first render instead of rendering the same page again.
 *
 * Anything that changes what visitors see empties it at once on this instance
 * (`deps.publicViews`, public-views.ts):
 * every successful write through the API (a setting, a profile, a promotion; not the
 * frequent private ones marked `PRIVATE_WRITE`, such as a login or a tip) and
 * every broadcast to all (a performer going live, private or away). On other
 * instances a page is at most `ttlMs` old.
 *
 * The page's inline loader script runs under the nonce of the content security
 * policy it was rendered with, so the policy is kept with the page and served with
 * it: visitors who get the same page within the second share its nonce.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ROLE_COOKIE, TOKEN_COOKIE } from '@/shared/constants';
import { SHARED_PAGE_HEADER, SHARED_WITH_SIGNED_IN } from '@/shared/shared-pages';

export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** A request's place in the cache: `signedIn` for a viewer's shared page. */
export interface PageCacheKey {
  id: string;
  signedIn: boolean;
}

interface Entry {
  page: CachedPage;
  expires: number;
}

/** Per-request headers that are never replayed from the cache. */
const OWN_HEADERS = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
/** A page bigger than this is not kept (a normal page is a few hundred kB). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

const TOKEN_IN_COOKIES = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;]`);
const ACCOUNT_COOKIES = new Set([TOKEN_COOKIE, ROLE_COOKIE]);

/** Whether the request carries an access token. */
export const isSignedInRequest = (req: IncomingMessage) =>
  Boolean(req.headers.authorization) || TOKEN_IN_COOKIES.test(req.headers.cookie ?? '');

/** The cookies of a Cookie header, each with its name and as it was sent (`name=value`). */
const cookiesOf = (header: string | undefined) =>
  (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ name: part.slice(0, Math.max(0, part.indexOf('='))).trim(), part }));

/** The value of the cookie `name` in a Cookie header (as sent when it does not decode), or undefined. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  const cookie = cookiesOf(header).find((candidate) => candidate.name === name);
  if (!cookie) return undefined;
  const value = cookie.part.slice(cookie.part.indexOf('=') + 1).trim();
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The cookies but the account's (its token and role), which a shared page does not depend on. */
const withoutAccountCookies = (header: string) =>
  cookiesOf(header)
    .filter((cookie) => !ACCOUNT_COOKIES.has(cookie.name))
    .map((cookie) => cookie.part)
    .join('; ');

/**
 * The cache key of a request that may be served from the cache, or null when it must
 * be rendered for itself: not a GET, not a page (Next's own files and data requests),
 * or signed in, unless `sharedViewer` (the web server found that this viewer may share
 * the signed-in viewers' pages; never with an Authorization header, which no browser
 * sends for a page).
 */
export function pageCacheKey(req: IncomingMessage, country: string | null, sharedViewer = false): PageCacheKey | null {
  if (req.method !== 'GET' || !req.url || req.url.startsWith('/_next/')) return null;
  const cookies = req.headers.cookie ?? '';
  const signedIn = isSignedInRequest(req);
  if (signedIn && (!sharedViewer || req.headers.authorization)) return null;
  const id = JSON.stringify([
    req.url,
    signedIn ? withoutAccountCookies(cookies) : cookies,
    signedIn ? SHARED_WITH_SIGNED_IN : '',
    req.headers['accept-language'] ?? '',
    req.headers['accept-encoding'] ?? '',
    country ?? '',
  ]);
  return { id, signedIn };
}

export function createPageCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const { ttlMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  // Bumped by every invalidation: a render that started before one is not kept.
  let generation = 0;

  function fresh(key: string): CachedPage | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires > now()) return entry.page;
    entries.delete(key);
    return null;
  }

  function keep(key: string, page: CachedPage) {
    if (entries.size >= maxEntries) {
      for (const [old, entry] of entries) if (entry.expires <= now()) entries.delete(old);
      // Still full: the oldest goes (a Map iterates in insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, { page, expires: now() + ttlMs });
  }

  return {
    enabled: ttlMs > 0,

    /**
     * Serves `key` from the cache when it can; otherwise lets `render` write the
     * response (through `res`) and keeps a copy of it when it is a plain, complete
     * 200 HTML page that sets no cookie (and, for a signed-in viewer, says it is shared).
     * Visitors who ask at the same time wait for one render; signed-in viewers do not
     * wait for each other, since most of their pages are their own.
     */
    async serve({ id: key, signedIn }: PageCacheKey, res: ServerResponse, render: () => Promise<void>): Promise<void> {
      const cached = fresh(key) ?? (signedIn ? null : await rendering.get(key)) ?? null;
      if (cached) {
        send(res, cached);
        return;
      }
      const started = generation;
      const copied = recordResponse(res, signedIn);
      // Settled once the response is over: the render of a visitor who went away (a favicon the
      // browser stopped asking for) may never settle, and the visitors waiting for it must not hang.
      const done = Promise.race([render().then(() => copied), copied]);
      if (!signedIn)
        rendering.set(
          key,
          done.catch(() => null),
        );
      try {
        const page = await done;
        if (page && started === generation) keep(key, page);
      } finally {
        if (!signedIn) rendering.delete(key);
      }
    },

    /** Forgets every page: something every visitor sees has changed. */
    invalidate() {
      generation += 1;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

function send(res: ServerResponse, page: CachedPage) {
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.statusCode = page.status;
  res.setHeader('content-length', page.body.length);
  res.end(page.body);
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Copies what is written to `res` on its way out; settles once the response is over,
 * whatever its render does, with the copy, or null when it must not be kept (nor
 * handed to the requests that waited for it). A signed-in viewer's page is kept only
 * when the page says it was rendered for every such viewer alike.
 */
async function recordResponse(res: ServerResponse, signedIn: boolean): Promise<CachedPage | null> {
  const over = new Promise<void>((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
  });
  const chunks: Buffer[] = [];
  let bytes = 0;
  const add = (chunk: Chunk | undefined, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null || bytes > MAX_PAGE_BYTES) return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
    chunks.push(buffer);
    bytes += buffer.length;
  };
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding | Callback, cb?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, cb?: Callback) => ServerResponse;
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, cb?: Callback) => {
    add(chunk, typeof encoding === 'string' ? encoding : undefined);
    return write(chunk, encoding, cb);
  }) as ServerResponse['write'];
  res.end = ((chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, cb?: Callback) => {
    if (typeof chunk !== 'function') add(chunk, typeof encoding === 'string' ? encoding : undefined);
    return end(chunk, encoding, cb);
  }) as ServerResponse['end'];

  await over;
  const type = String(res.getHeader('content-type') ?? '');
  if (
    !res.writableFinished ||
    res.statusCode !== 200 ||
    !type.startsWith('text/html') ||
    res.hasHeader('set-cookie') ||
    bytes > MAX_PAGE_BYTES ||
    (signedIn && res.getHeader(SHARED_PAGE_HEADER) !== SHARED_WITH_SIGNED_IN)
  )
    return null;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!OWN_HEADERS.has(name) && name !== 'content-length') headers[name] = value;
  }
  return { status: 200, headers, body: Buffer.concat(chunks) };
}
