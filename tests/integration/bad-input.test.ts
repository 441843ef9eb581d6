/**
 * Bad input never gets a 500, on every route: requests generated from each route's
 * schemas (tests/support/bad-input.ts), sent anonymously and as each role; every
 * answer is below 500 and every 4xx is in the error shape. A route added later is
 * covered by being in the route table.
 *
 * FUZZ_RUNS (default 8) sets the requests per route; FUZZ_RUNS=500 is a longer run.
 * A failure prints fast-check's seed and path and the request; replay it with
 * FUZZ_ROUTE='<METHOD> <url>' FUZZ_SEED=<seed> FUZZ_PATH=<path>.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { createTestApp, bearer, type TestApp } from './helpers';
import { ErrorBody } from '@/shared/schemas/common';
import {
  accounts,
  conversations,
  paymentOrders,
  payoutRequests,
  performerCategories,
  posts,
  shows,
  tokenPackages,
  vouchers,
} from '@/server/db/schema';
import { requestFor, ROLES, type FuzzRequest, type FuzzRole, type KnownValues } from '../support/bad-input';

const RUNS = Number(process.env.FUZZ_RUNS) || 8;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApp;
const tokens = new Map<FuzzRole, string>();
/** The server's error log lines, by request id: a 500's cause goes into the failure message. */
const serverErrors = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    logger: {
      level: 'error',
      stream: {
        write(line: string) {
          const entry = JSON.parse(line) as { reqId?: string; err?: { stack?: string }; msg?: string };
          if (entry.reqId) serverErrors.set(entry.reqId, entry.err?.stack ?? entry.msg ?? line);
        },
      },
    },
  });
  tokens.set('user', await t.login('users', 'user@demo.test'));
  tokens.set('performer', await t.login('performers', 'performer@demo.test'));
  tokens.set('studio', await t.login('studio', 'studio@demo.test'));
  tokens.set('admin', await t.login('users', 'admin@demo.test'));
});
afterAll(() => t.close());

/** Ids, slugs, codes and usernames of the seeded rows, so that generated paths also reach real data. */
async function knownValues(): Promise<KnownValues> {
  const { db } = t.deps.database;
  const ids = (
    await Promise.all(
      [accounts, conversations, paymentOrders, payoutRequests, performerCategories, posts, shows, tokenPackages].map((table) =>
        db.select({ id: table.id }).from(table).limit(3),
      ),
    )
  )
    .flat()
    .map((row) => row.id);
  const names = [
    ...(await db.select({ name: accounts.username }).from(accounts).limit(3)).map((row) => row.name),
    ...(await db.select({ name: posts.slug }).from(posts).limit(2)).map((row) => row.name),
    ...(await db.select({ name: vouchers.code }).from(vouchers).limit(2)).map((row) => row.name),
  ].filter((name): name is string => !!name);
  return { ids, names: names.length ? names : ['demo-performer'] };
}

/** The API's routes, one entry per method; the documentation's own files are not API input. */
function apiRoutes(): { route: RouteOptions; method: string }[] {
  return t.routes
    .filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'))
    .map(({ options, method }) => ({ route: options, method }));
}

const answersOtherThanJson = (route: RouteOptions) => {
  const produces = (route.schema as { produces?: string[] } | undefined)?.produces;
  return !!produces && !produces.includes('application/json');
};

/** Why `response` breaks the contract for bad input, or null. */
function contractBreach(route: RouteOptions, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) {
    const cause = serverErrors.get(String(response.headers['x-request-id'])) ?? response.body;
    return `answered ${response.statusCode}; the server logged: ${cause}`;
  }
  if (response.statusCode < 400) return null;
  if (String(response.headers['content-type']).startsWith('application/json')) {
    const body: unknown = response.json();
    if (Value.Check(ErrorBody, body) && body.statusCode === response.statusCode) return null;
    return `answered ${response.statusCode} outside the error shape: ${response.body.slice(0, 300)}`;
  }
  return answersOtherThanJson(route)
    ? null
    : `answered ${response.statusCode} as ${response.headers['content-type']}: ${response.body.slice(0, 300)}`;
}

async function send(request: FuzzRequest) {
  const token = request.role === 'anonymous' ? undefined : tokens.get(request.role);
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(token ? bearer(token) : {}) },
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
}

type Call = { token?: string; payload?: string | object; headers?: Record<string, string> };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, { token, payload, headers }: Call = {}) =>
  t.app.inject({ method, url, headers: { ...headers, ...(token ? bearer(token) : {}) }, payload });
/** `call` as the first caller the route lets in (anonymous, then each role): access is checked before input. */
async function callAsAllowed(method: 'GET' | 'POST' | 'PUT', url: string, options: Omit<Call, 'token'> = {}) {
  let response = await call(method, url, options);
  for (const token of tokens.values()) {
    if (![401, 403].includes(response.statusCode)) break;
    response = await call(method, url, { ...options, token });
  }
  return response;
}
/** The fields a 400 names. */
const fieldsAtFault = (response: LightMyRequestResponse): string[] => {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(Value.Check(ErrorBody, body)).toBe(true);
  return (body.message as { property: string }[]).map((item) => item.property);
};
const performerId = async (username = 'demo-performer') =>
  (await t.deps.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0].id;

type Properties = Record<string, { format?: string }>;
/** The properties of an object schema, through TypeBox's intersections (allOf). */
const propertiesOf = (schema: unknown): Properties => {
  const { properties, allOf } = (schema ?? {}) as { properties?: Properties; allOf?: unknown[] };
  return Object.assign({}, properties, ...(allOf ?? []).map(propertiesOf));
};
/** The fields a schema requires, through TypeBox's intersections (allOf). */
const requiredOf = (schema: unknown): string[] => {
  const { required, allOf } = (schema ?? {}) as { required?: string[]; allOf?: unknown[] };
  return [...(required ?? []), ...(allOf ?? []).flatMap(requiredOf)];
};
/** The query fields a route requires, each with a valid value (`field=…&`), so that the parameter under test alone is judged. */
const requiredQueryOf = (route: RouteOptions) => {
  const query = (route.schema as { querystring?: unknown } | undefined)?.querystring;
  const properties = propertiesOf(query);
  return requiredOf(query)
    .map((field) => {
      if (properties[field]?.format !== 'uuid') throw new Error(`${route.url}: give its required query field ${field} a valid value here`);
      return `${field}=00000000-0000-4000-8000-000000000000&`;
    })
    .join('');
};
/** [method, url, field] of every route whose query or body has a field with `format`. */
const fieldsWithFormat = (part: 'querystring' | 'body', format: string) =>
  apiRoutes().flatMap(({ route, method }) =>
    Object.entries(propertiesOf((route.schema as Record<string, unknown> | undefined)?.[part]))
      .filter(([, property]) => property.format === format || JSON.stringify(property).includes(`"format":"${format}"`))
      .map(([field]) => [method, route.url, field] as const),
  );
/** A url of `route` with every parameter filled (valid uuids and names, so the query or body is what is judged). */
const urlOf = (url: string) =>
  url
    .replace(/:username/g, 'demo-performer')
    .replace(/:code/g, 'CODE')
    .replace(/:type/g, 'video')
    .replace(/:kind/g, 'videos')
    .replace(/:action/g, 'active')
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

describe('known bad input', () => {
  it('refuses a NUL byte in any text with 400 naming the field', async () => {
    const user = tokens.get('user');
    expect(fieldsAtFault(await call('GET', '/api/posts/%00'))).toEqual(['id']);
    expect(fieldsAtFault(await call('GET', '/api/performers/search?q=%00'))).toEqual(['q']);
    expect(
      fieldsAtFault(await call('POST', '/api/auth/users/login', { payload: { username: 'user@demo.test\u0000', password: 'demo12345' } })),
    ).toEqual(['username']);
    expect(fieldsAtFault(await call('PUT', '/api/users', { token: user, payload: { name: 'Nul\u0000Name' } }))).toEqual(['name']);
    const details = { accountHolder: 'A\u0000B', accountNumber: 'NL91ABNA0417164300', bankName: 'Bank', swift: 'ABNANL2A', country: 'NL' };
    expect(
      fieldsAtFault(await call('POST', '/api/performers/bank-transfer/update', { token: tokens.get('performer'), payload: details })),
    ).toEqual(['accountHolder']);
    expect(fieldsAtFault(await call('GET', '/api/payment/callback/verotel?saleID=%00&shopID=1'))).toEqual(['saleID']);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(fieldsAtFault(await call('POST', '/api/payment/callback/verotel', { headers: form, payload: 'referenceID=%00' }))).toEqual([
      'referenceID',
    ]);
    expect(
      fieldsAtFault(await call('POST', '/api/payment/callback/sandbox', { headers: form, payload: 'orderId=1&signature=%00' })),
    ).toEqual(['signature']);
  });

  it('refuses lone surrogates, which jsonb cannot store, in text and in names', async () => {
    const performer = tokens.get('performer');
    const json = { 'content-type': 'application/json' };
    const translation = await call('POST', `/api/performers/${await performerId()}/translations`, {
      token: performer,
      headers: json,
      payload: '{"locale":"en","bio":"half \\ud800 a pair"}',
    });
    expect(fieldsAtFault(translation)).toEqual(['bio']);
    const details = await call('POST', '/api/payment-information', {
      token: performer,
      headers: json,
      payload: '{"paymentAccountType":"paxum","email":"a@b.test","\\udc00":"x"}',
    });
    expect(fieldsAtFault(details)).toEqual(['body']);
    const callback = await call('POST', '/api/payment/callback/verotel', { headers: json, payload: '{"saleID":"\\ud83d"}' });
    expect(fieldsAtFault(callback)).toEqual(['saleID']);
  });

  it('refuses an id written as a urn (urn:uuid:…) with 400 naming it, as any other malformed id', async () => {
    const params = apiRoutes().flatMap(({ route, method }) =>
      Object.entries(propertiesOf((route.schema as Record<string, unknown> | undefined)?.params))
        .filter(([, property]) => property.format === 'uuid')
        .map(([param]) => [method, route.url, param] as const),
    );
    expect(params.length).toBeGreaterThanOrEqual(20);
    for (const [method, url, param] of params) {
      const urn = urlOf(url.replace(`:${param}`, 'URN')).replace('URN', 'urn:uuid:00000000-0000-4000-8000-000000000000');
      const response = await callAsAllowed(method as 'GET', urn);
      expect([method, url, response.statusCode]).toEqual([method, url, 400]);
      expect(fieldsAtFault(response)).toEqual([param]);
    }
  });

  it('refuses input nested deeper than any request needs', async () => {
    const deep = `{"username":${'['.repeat(40)}${']'.repeat(40)},"password":"demo12345"}`;
    const res = await call('POST', '/api/auth/users/login', { headers: { 'content-type': 'application/json' }, payload: deep });
    expect(res.json().message[0].constraints).toHaveProperty('maxDepth');
  });

  it('bounds offset and limit on every list', async () => {
    const lists = apiRoutes().filter(
      ({ route, method }) =>
        method === 'GET' && 'offset' in propertiesOf((route.schema as { querystring?: unknown } | undefined)?.querystring),
    );
    expect(lists.length).toBeGreaterThanOrEqual(15);
    for (const { route } of lists) {
      const url = `${urlOf(route.url)}?${requiredQueryOf(route)}`;
      expect([route.url, fieldsAtFault(await callAsAllowed('GET', `${url}offset=9223372036854775808`))]).toEqual([route.url, ['offset']]);
      expect([route.url, fieldsAtFault(await callAsAllowed('GET', `${url}limit=1e400`))]).toEqual([route.url, ['limit']]);
    }
  });

  it('refuses dates JavaScript or PostgreSQL cannot hold on every date filter and date field', async () => {
    const filters = fieldsWithFormat('querystring', 'date-time');
    expect(filters.length).toBeGreaterThanOrEqual(10);
    const fields = fieldsWithFormat('body', 'date-time');
    expect(fields.length).toBeGreaterThanOrEqual(5);
    for (const date of [
      '2026-06-30T23:59:60Z',
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+01:00',
      '275760-09-13T00:00:00.001Z',
      '2026-02-30T00:00:00Z',
    ]) {
      for (const [method, url, field] of filters) {
        expect([url, fieldsAtFault(await callAsAllowed(method as 'GET', `${urlOf(url)}?${field}=${encodeURIComponent(date)}`))]).toEqual([
          url,
          [field],
        ]);
      }
      for (const [method, url, field] of fields) {
        expect([url, fieldsAtFault(await callAsAllowed(method as 'POST', urlOf(url), { payload: { [field]: date } }))]).toEqual([
          url,
          expect.arrayContaining([field]),
        ]);
      }
    }
    const days = fieldsWithFormat('body', 'date');
    expect(days.length).toBeGreaterThanOrEqual(1);
    for (const date of ['0000-01-01', '2026-02-30', '10000-01-01']) {
      for (const [method, url, field] of days) {
        expect([url, fieldsAtFault(await callAsAllowed(method as 'POST', urlOf(url), { payload: { [field]: date } }))]).toEqual([
          url,
          expect.arrayContaining([field]),
        ]);
      }
    }
    // The last moment both can hold is fine.
    const user = tokens.get('user');
    expect(
      (await call('GET', '/api/transactions/user/search?fromDate=0001-01-01T00:00:00Z&toDate=9999-12-31T23:59:59Z', { token: user }))
        .statusCode,
    ).toBe(200);
  });

  it("looks translations up by the record's own entries: a locale such as __proto__ gets the default text", async () => {
    const base = (await call('GET', '/api/site-promo/search')).json().data;
    for (const locale of ['__proto__', 'toString', 'valueOf']) {
      const promos = await call('GET', `/api/site-promo/search?locale=${locale}`);
      expect(promos.statusCode).toBe(200);
      expect(promos.json().data).toEqual(base);
      const view = await call('GET', `/api/performers/demo-performer/view?locale=${locale}`);
      expect(view.statusCode).toBe(200);
      expect(typeof view.json().data.bio).toBe('string');
      for (const url of ['/api/posts/search', '/api/performer-categories', '/api/package/token/search', '/api/menus']) {
        expect([url, (await call('GET', `${url}?locale=${locale}`)).statusCode]).toEqual([url, 200]);
      }
    }
  });

  it('refuses a multipart form without a boundary, or cut short, with 400', async () => {
    const noBoundary = await call('POST', '/api/auth/performers/register', {
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(fieldsAtFault(noBoundary)).toEqual(['content-type']);
    const cut = await call('POST', '/api/auth/studio/register', {
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nStudio',
    });
    expect(cut.statusCode).toBe(400);
    expect(Value.Check(ErrorBody, cut.json())).toBe(true);
  });
});

describe('requests without a body or with empty query parameters', () => {
  const json = { 'content-type': 'application/json' };

  it('reads a body announced as JSON but empty as no body', async () => {
    const id = await performerId('sanne-sunshine');
    for (const [url, token] of [
      [`/api/favourite/${id}/like`, tokens.get('user')],
      [`/api/performers/${id}/inc-view`, undefined],
      ['/api/streaming/live', tokens.get('performer')],
    ] as const) {
      const res = await call('POST', url, { token, headers: json, payload: '' });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    // A call that needs a body says which fields are missing.
    expect(fieldsAtFault(await call('POST', '/api/auth/users/login', { headers: json, payload: '' }))).toEqual(['username', 'password']);
  });

  it('treats an empty query parameter as absent', async () => {
    const search = await call('GET', '/api/performers/search?sortBy=&q=&limit=&offset=&favourites=');
    expect(search.statusCode).toBe(200);
    expect(search.json().data.data.length).toBeGreaterThan(0);
    const history = await call('GET', '/api/transactions/user/search?fromDate=&toDate=&kind=', { token: tokens.get('user') });
    expect(history.statusCode).toBe(200);
    const earnings = await call('GET', '/api/earning/performer/search?fromDate=&toDate=&saleType=', { token: tokens.get('performer') });
    expect(earnings.statusCode).toBe(200);
  });
});

describe('bad input on every route', () => {
  it('has the route table to generate from, hidden routes included', () => {
    const urls = apiRoutes().map(({ route, method }) => `${method} ${route.url}`);
    expect(urls.length).toBeGreaterThan(140);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/payment/callback/verotel', 'GET /api/payment/callback/verotel', 'POST /api/auth/users/login']),
    );
    expect(ROLES).toHaveLength(5);
  });

  it(
    'answers every generated request below 500, every 4xx in the error shape',
    async () => {
      const known = await knownValues();
      const only = process.env.FUZZ_ROUTE;
      const failures: string[] = [];
      for (const { route, method } of apiRoutes()) {
        const name = `${method} ${route.url}`;
        if (only && only !== name) continue;
        const details = await fc.check(
          fc.asyncProperty(requestFor(route, method, known), async (request) => {
            const breach = contractBreach(route, await send(request));
            if (breach) throw new Error(breach);
          }),
          { numRuns: RUNS, seed: SEED, path: process.env.FUZZ_PATH, endOnFailure: !!process.env.FUZZ_PATH },
        );
        if (details.failed)
          failures.push(
            `${name}: ${String(details.errorInstance)}\n${fc.defaultReportMessage(details)}\nReplay: FUZZ_ROUTE='${name}' FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath}`,
          );
      }
      if (failures.length) throw new Error(`${failures.length} route(s) broke the contract:\n\n${failures.join('\n\n')}`);
    },
    30 * 60_000,
  );
});
