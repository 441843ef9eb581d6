/**
 * @jest-environment node
 *
 * The cache of anonymous pages (src/server/web/page-cache.ts) behind a real HTTP
 * server: a page is rendered once and served to the next anonymous visitors with its
 * own headers (its content security policy among them); signed-in requests, errors,
 * pages that set cookies and other files are never kept, but for the pages shared with
 * the signed-in viewers the web server lets have them; concurrent misses render once; an
 * invalidation or the end of its time forgets a page.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cookieOf, createPageCache, pageCacheKey, type PageCache } from '@/server/web/page-cache';
import { SHARED_PAGE_HEADER, SHARED_WITH_SIGNED_IN } from '@/shared/shared-pages';

type Renderer = (req: IncomingMessage, res: ServerResponse, n: number) => Promise<void> | void;

let server: http.Server;
let base: string;
let cache: PageCache;
let renders: number;
let renderer: Renderer;
let clock: number;

/** Writes the page in two pieces, as a streaming renderer does. */
const htmlPage: Renderer = async (req, res, n) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', `script-src 'nonce-${n}'`);
  res.write(`<html><body>render ${n} of ${req.url}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  res.end('</body></html>');
};

/** The same page, saying it was rendered for every signed-in viewer alike. */
const sharedPage: Renderer = async (req, res, n) => {
  res.setHeader(SHARED_PAGE_HEADER, SHARED_WITH_SIGNED_IN);
  await htmlPage(req, res, n);
};

/** Stands for the web server's check of a signed-in viewer (next-handler.ts): here, tokens named `viewer-…`. */
const isSharedViewer = (req: IncomingMessage) => /(?:^|;\s*)token=viewer-/.test(req.headers.cookie ?? '');

beforeEach(async () => {
  clock = 1_000_000;
  renders = 0;
  renderer = htmlPage;
  cache = createPageCache({ ttlMs: 1000, now: () => clock });
  server = http.createServer((req, res) => {
    const key = pageCacheKey(req, 'NL', isSharedViewer(req));
    const render = async () => {
      renders += 1;
      await renderer(req, res, renders);
    };
    void (key ? cache.serve(key, res, render) : render());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers });
  return {
    status: response.status,
    csp: response.headers.get('content-security-policy'),
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
};

it('serves a page rendered for one anonymous visitor to the next, with its security policy', async () => {
  const first = await get('/', { cookie: 'confirm18=1' });
  const second = await get('/', { cookie: 'confirm18=1' });
  expect(first).toEqual({
    status: 200,
    csp: "script-src 'nonce-1'",
    type: 'text/html; charset=utf-8',
    body: '<html><body>render 1 of /</body></html>',
  });
  expect(second).toEqual(first);
  expect(renders).toBe(1);
});

it('keeps a page per address, cookies, language and country', async () => {
  await get('/');
  await get('/?page=2');
  await get('/', { cookie: 'NEXT_LOCALE=en' });
  await get('/', { 'accept-language': 'de' });
  expect(renders).toBe(4);
  const req = { method: 'GET', url: '/', headers: {} } as IncomingMessage;
  expect(pageCacheKey(req, 'NL')).not.toEqual(pageCacheKey(req, 'BE'));
});

it('never keeps or serves a page for a signed-in request', async () => {
  await get('/');
  const withCookie = await get('/', { cookie: 'confirm18=1; token=abc' });
  const withHeader = await get('/', { authorization: 'Bearer abc' });
  expect([withCookie.body, withHeader.body]).toEqual([
    '<html><body>render 2 of /</body></html>',
    '<html><body>render 3 of /</body></html>',
  ]);
  expect(renders).toBe(3);
  expect(pageCacheKey({ method: 'GET', url: '/', headers: { cookie: 'a=1;token=x' } } as IncomingMessage, null)).toBeNull();
  // A cookie whose name only ends in "token" is not a session.
  expect(pageCacheKey({ method: 'GET', url: '/', headers: { cookie: 'csrftoken=x' } } as IncomingMessage, null)).not.toBeNull();
  expect(pageCacheKey({ method: 'POST', url: '/', headers: {} } as IncomingMessage, null)).toBeNull();
  expect(pageCacheKey({ method: 'GET', url: '/_next/data/x/index.json', headers: {} } as IncomingMessage, null)).toBeNull();
});

it('serves a page that says it is shared to every viewer the web server lets have it, whatever their token, and never to visitors', async () => {
  renderer = sharedPage;
  const first = await get('/', { cookie: 'confirm18=1; role=user; token=viewer-a' });
  const second = await get('/', { cookie: 'token=viewer-b; confirm18=1; role=user' });
  expect(second.body).toBe(first.body);
  expect(renders).toBe(1);
  // Visitors who are not signed in have their own page, and other cookies still make another page.
  expect((await get('/', { cookie: 'confirm18=1' })).body).toContain('render 2');
  expect((await get('/', { cookie: 'confirm18=1; NEXT_LOCALE=en; role=user; token=viewer-c' })).body).toContain('render 3');
  const viewer = (cookie: string) => ({ method: 'GET', url: '/', headers: { cookie } }) as IncomingMessage;
  expect(pageCacheKey(viewer('a=1; role=user; token=x'), null, true)).toEqual(pageCacheKey(viewer('token=y;a=1;role=user'), null, true));
  expect(pageCacheKey(viewer('a=1; token=x'), null, true)?.signedIn).toBe(true);
  // No browser sends an Authorization header for a page: such a request is its own.
  expect(pageCacheKey({ method: 'GET', url: '/', headers: { authorization: 'Bearer x' } } as IncomingMessage, null, true)).toBeNull();
});

it("keeps no signed-in viewer's page that does not say it is shared, and renders each viewer's page at once", async () => {
  const pages = await Promise.all(['a', 'b', 'c'].map((name) => get('/', { cookie: `role=user; token=viewer-${name}` })));
  expect(renders).toBe(3);
  expect(new Set(pages.map((page) => page.body)).size).toBe(3);
  expect(cache.size).toBe(0);
  // Neither waits for the other's render: each render goes on only once both have begun.
  let release: () => void = () => undefined;
  const bothBegun = new Promise<void>((resolve) => (release = resolve));
  renderer = async (req, res, n) => {
    if (n === 5) release();
    await bothBegun;
    await htmlPage(req, res, n);
  };
  await Promise.all(['d', 'e'].map((name) => get('/account', { cookie: `role=user; token=viewer-${name}` })));
  expect(renders).toBe(5);
});

it("reads a cookie's value from the Cookie header, as sent when it does not decode", () => {
  expect(cookieOf('confirm18=1; role=user; token=a.b-c', 'token')).toBe('a.b-c');
  expect(cookieOf('name=J%C3%BCrgen', 'name')).toBe('Jürgen');
  expect(cookieOf('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  expect(cookieOf('csrftoken=x; flag', 'token')).toBeUndefined();
  expect(cookieOf(undefined, 'token')).toBeUndefined();
});

it('does not keep errors, pages that set a cookie, or what is not HTML', async () => {
  renderer = (_req, res, n) => {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html');
    res.end(`missing ${n}`);
  };
  await get('/gone');
  expect((await get('/gone')).body).toBe('missing 2');
  renderer = (_req, res, n) => {
    res.setHeader('content-type', 'text/html');
    res.setHeader('set-cookie', 'NEXT_LOCALE=en');
    res.end(`cookie ${n}`);
  };
  await get('/cookie');
  expect((await get('/cookie')).body).toBe('cookie 4');
  renderer = (_req, res, n) => {
    res.setHeader('content-type', 'application/json');
    res.end(`{"n":${n}}`);
  };
  await get('/json');
  expect((await get('/json')).body).toBe('{"n":6}');
  expect(cache.size).toBe(0);
});

it('renders once for visitors who ask at the same time', async () => {
  const pages = await Promise.all(Array.from({ length: 5 }, () => get('/')));
  expect(renders).toBe(1);
  expect(new Set(pages.map((page) => page.body)).size).toBe(1);
});

it('does not keep the visitors who ask next waiting for a render that never ends after its visitor left', async () => {
  renderer = (_req, res, n) => {
    if (n > 1) return htmlPage(_req, res, n);
    // Headers only, then nothing: the first visitor gives up, and this render never settles.
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html>');
    return new Promise<void>(() => undefined);
  };
  const gaveUp = new AbortController();
  const first = fetch(`${base}/stuck`, { signal: gaveUp.signal }).then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 50));
  const next = get('/stuck');
  gaveUp.abort();
  await expect(first).rejects.toThrow();
  expect((await next).body).toBe('<html><body>render 2 of /stuck</body></html>');
  // The second, complete page is the one kept.
  expect((await get('/stuck')).body).toContain('render 2');
});

it('forgets a page when told or when its time is over, and drops a render that an invalidation overtook', async () => {
  await get('/');
  cache.invalidate();
  expect((await get('/')).body).toContain('render 2');
  clock += 999;
  expect((await get('/')).body).toContain('render 2');
  clock += 1;
  expect((await get('/')).body).toContain('render 3');

  // The page was read before the change it must show: not kept.
  renderer = async (req, res, n) => {
    cache.invalidate();
    await htmlPage(req, res, n);
  };
  await get('/other');
  renderer = htmlPage;
  expect((await get('/other')).body).toContain('render 5');
});
