import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { createBlockingService } from '@/server/modules/blocking/service';
import { countryOfAddress } from '@/server/geo';
import { loadConfig } from '@/server/config';
import { accounts, performerBlockedUsers, performers } from '@/server/db/schema';
import { restoreColumnsAfterEach, restoreTablesAfterEach } from '../support/restore';

/** Addresses of Dutch (SURFnet) and German (Deutsche Telekom) networks in the GeoLite2 data. */
const DUTCH_IP = '145.100.0.1';
const GERMAN_IP = '217.0.0.1';

let t: TestApp;
let performerToken: string;
let userToken: string;
let performerId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  performerToken = await t.login('performers', 'demo-performer');
  userToken = await t.login('users', 'user@demo.test');
  performerId = await t.idOf('demo-performer');
  userId = await t.idOf('user@demo.test');
});
afterAll(() => t.close());
// Tests block users and countries: each starts from the seeded block lists.
restoreTablesAfterEach(() => t, [performerBlockedUsers]);
restoreColumnsAfterEach(() => t, performers, performers.accountId, { blockedCountries: performers.blockedCountries });

const blockingOf = (token = performerToken) => t.app.inject({ method: 'GET', url: '/api/performers/blocking', headers: bearer(token) });
const update = (payload: object, token = performerToken) =>
  t.app.inject({ method: 'POST', url: '/api/performers/blocking/update', headers: bearer(token), payload });
const unblock = (id: string, token = performerToken) =>
  t.app.inject({ method: 'DELETE', url: '/api/performers/blocking/users', headers: bearer(token), payload: { userId: id } });
const check = async (
  options: { token?: string; remoteAddress?: string; forwardedFor?: string; app?: TestApp; performer?: string } = {},
) => {
  const headers: Record<string, string> = {};
  if (options.token) Object.assign(headers, bearer(options.token));
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const target = options.app ?? t;
  const res = await target.app.inject({
    method: 'GET',
    url: `/api/performers/${options.performer ?? performerId}/check-blocking`,
    headers,
    remoteAddress: options.remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.blocked as boolean;
};

describe('country of an address', () => {
  it('looks public addresses up in the GeoLite2 data and gives none for local ones', () => {
    expect(countryOfAddress(DUTCH_IP)).toBe('NL');
    expect(countryOfAddress(`::ffff:${DUTCH_IP}`)).toBe('NL');
    expect(countryOfAddress(GERMAN_IP)).toBe('DE');
    expect(countryOfAddress('2001:610::1')).toBe('NL');
    for (const local of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '172.16.5.5',
      '::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not an ip',
      undefined,
    ]) {
      expect(countryOfAddress(local)).toBeNull();
    }
  });
});

describe('blocking users', () => {
  it('starts empty for a performer', async () => {
    const res = await blockingOf();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ countries: [], users: [] });
  });

  it('blocks a user, who then finds the performer blocked, and unblocks them', async () => {
    expect(await check({ token: userToken })).toBe(false);
    const res = await update({ userIds: [userId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.users).toEqual([{ _id: userId, name: 'Demo User', username: 'demo-user', avatar: expect.any(String) }]);
    expect(await check({ token: userToken })).toBe(true);
    // others are not affected
    expect(await check()).toBe(false);
    expect(await check({ token: await t.login('studio', 'studio@demo.test') })).toBe(false);
    // adding again changes nothing, and countries stay as they were
    expect((await update({ userIds: [userId] })).json().data.users).toHaveLength(1);

    const after = await unblock(userId);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.users).toEqual([]);
    expect(await check({ token: userToken })).toBe(false);
    expect((await unblock(userId)).statusCode).toBe(200);
  });

  it('only blocks existing user accounts', async () => {
    const studioId = (
      await t.app.inject({ method: 'GET', url: '/api/studio/me', headers: bearer(await t.login('studio', 'studio@demo.test')) })
    ).json().data._id;
    for (const id of ['00000000-0000-4000-8000-000000000000', studioId, performerId]) {
      const res = await update({ userIds: [userId, id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('User not found');
    }
    // nothing was half done
    expect((await blockingOf()).json().data.users).toEqual([]);
    expect((await update({ userIds: ['not-a-uuid'] })).statusCode).toBe(400);
  });

  it('finds a viewer by name or username for performers only, who can then block them', async () => {
    const search = (q: string, token = performerToken) =>
      t.app.inject({ method: 'GET', url: `/api/users/search?q=${encodeURIComponent(q)}`, headers: bearer(token) });
    const res = await search('demo');
    expect(res.statusCode).toBe(200);
    const found = res.json().data as { data: Array<{ _id: string; name: string; username: string | null; avatar: string }>; total: number };
    expect(found.data).toContainEqual({ _id: userId, name: 'Demo User', username: 'demo-user', avatar: expect.any(String) });
    expect(found.data.map((user) => user._id)).not.toContain(performerId);
    expect(found.total).toBeGreaterThanOrEqual(1);
    // % and _ are no wildcards
    expect((await search('%_')).json().data.data).toEqual([]);
    expect((await search('demo', userToken)).statusCode).toBe(403);
    expect((await search('d')).statusCode).toBe(400);

    const blocked = await update({ userIds: [found.data.find((user) => user._id === userId)!._id] });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.users.map((user: { _id: string }) => user._id)).toEqual([userId]);
    expect((await unblock(userId)).statusCode).toBe(200);
  });

  it('lets only performers manage a block list, and anyone check', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/performers/blocking' })).statusCode).toBe(401);
    expect((await blockingOf(userToken)).statusCode).toBe(403);
    expect((await update({ countries: ['NL'] }, userToken)).statusCode).toBe(403);
    expect((await unblock(userId, userToken)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/performers/00000000-0000-4000-8000-000000000000/check-blocking' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/performers/nope/check-blocking' })).statusCode).toBe(400);
  });
});

describe('blocking countries', () => {
  afterEach(async () => {
    await update({ countries: [] });
  });

  it('hides the performer from visitors whose address is in a blocked country', async () => {
    const res = await update({ countries: ['NL', 'BE', 'NL'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.countries).toEqual(['BE', 'NL']);
    expect((await blockingOf()).json().data.countries).toEqual(['BE', 'NL']);

    expect(await check({ remoteAddress: DUTCH_IP })).toBe(true);
    expect(await check({ remoteAddress: DUTCH_IP, token: userToken })).toBe(true);
    expect(await check({ remoteAddress: GERMAN_IP })).toBe(false);
    // a local address has no country
    expect(await check({ remoteAddress: '127.0.0.1' })).toBe(false);
    // the performer always sees their own page
    expect(await check({ remoteAddress: DUTCH_IP, token: performerToken })).toBe(false);

    // a new list replaces the old one
    expect((await update({ countries: ['DE'] })).json().data.countries).toEqual(['DE']);
    expect(await check({ remoteAddress: DUTCH_IP })).toBe(false);
    expect(await check({ remoteAddress: GERMAN_IP })).toBe(true);
  });

  it('refuses codes that are no country', async () => {
    expect((await update({ countries: ['XX'] })).json()).toMatchObject({ statusCode: 400, message: 'Unknown country code: XX' });
    expect((await update({ countries: ['nl'] })).statusCode).toBe(400);
    expect((await blockingOf()).json().data.countries).toEqual([]);
  });

  it('ignores X-Forwarded-For from a client that is no trusted proxy', async () => {
    await update({ countries: ['NL'] });
    expect(await check({ remoteAddress: GERMAN_IP, forwardedFor: DUTCH_IP })).toBe(false);
    expect(await check({ remoteAddress: DUTCH_IP, forwardedFor: GERMAN_IP })).toBe(true);
  });

  it('gives lists a condition that leaves out performers who blocked the viewer', async () => {
    await update({ countries: ['NL'] });
    await update({ userIds: [userId] });
    const blocking = createBlockingService(t.deps);
    const visible = async (viewer: Parameters<typeof blocking.visibleCondition>[0]) => {
      const rows = await t.deps.database.db
        .select({ id: performers.accountId })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(blocking.visibleCondition(viewer));
      return rows.map((row) => row.id).sort();
    };
    const everyone = await visible({});
    expect(everyone).toContain(performerId);
    expect(await visible({ country: 'NL' })).toEqual(everyone.filter((id) => id !== performerId));
    expect(await visible({ country: 'DE' })).toEqual(everyone);
    expect(await visible({ accountId: userId })).toEqual(everyone.filter((id) => id !== performerId));
    expect(await visible({ accountId: userId, country: null })).toEqual(everyone.filter((id) => id !== performerId));
    expect(await visible({ accountId: performerId, country: 'NL' })).toEqual(everyone);
    expect(await blocking.isBlocked(performerId, { country: 'NL' })).toBe(true);
    expect(await blocking.isBlocked(performerId, { country: 'DE' })).toBe(false);
    expect(await blocking.isBlocked(performerId, { accountId: userId })).toBe(true);
    // The test read once for a room's sockets answers as `isBlocked` does.
    const isBlocked = await blocking.blockedTest(performerId);
    for (const viewer of [
      {},
      { country: 'NL' },
      { country: 'nl' },
      { country: 'DE' },
      { accountId: userId, country: null },
      { accountId: performerId, country: 'NL' },
    ])
      expect(isBlocked(viewer)).toBe(await blocking.isBlocked(performerId, viewer));
    expect((await blocking.blockedTest('00000000-0000-4000-8000-000000000000'))({ country: 'NL' })).toBe(false);
    await unblock(userId);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  let proxiedPerformer: string;
  const viaProxy = (remoteAddress: string, forwardedFor: string) =>
    check({ app: proxied, performer: proxiedPerformer, remoteAddress, forwardedFor });
  beforeAll(async () => {
    proxied = await createTestApp({ seed: true, config: { trustProxy: '127.0.0.1' } });
    const token = await proxied.login('performers', 'demo-performer');
    await proxied.app.inject({
      method: 'POST',
      url: '/api/performers/blocking/update',
      headers: bearer(token),
      payload: { countries: ['NL'] },
    });
    proxiedPerformer = (await proxied.app.inject({ method: 'GET', url: '/api/performers/me', headers: bearer(token) })).json().data._id;
  });
  afterAll(() => proxied.close());

  it('takes the client address from X-Forwarded-For when the proxy sent it', async () => {
    expect(await viaProxy('127.0.0.1', DUTCH_IP)).toBe(true);
    expect(await viaProxy('127.0.0.1', GERMAN_IP)).toBe(false);
    // the address the proxy saw is the last one: what the client put before it is its own claim
    expect(await viaProxy('127.0.0.1', `${GERMAN_IP}, ${DUTCH_IP}`)).toBe(true);
    expect(await viaProxy('127.0.0.1', `${DUTCH_IP}, ${GERMAN_IP}`)).toBe(false);
    // not from the proxy: the header is not believed
    expect(await viaProxy(GERMAN_IP, DUTCH_IP)).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  const withEnv = (value: string) => {
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = value;
    try {
      return loadConfig({ dataDir: '/tmp', tokenSecret: 'x'.repeat(40) }).trustProxy;
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  };

  it('trusts no one when empty, everyone with true, else the listed addresses and networks', () => {
    expect(withEnv('')).toBe(false);
    expect(withEnv('false')).toBe(false);
    expect(withEnv('true')).toBe(true);
    expect(withEnv(' 127.0.0.1, 10.0.0.0/8,::1 ,loopback')).toBe('127.0.0.1,10.0.0.0/8,::1,loopback');
    for (const wrong of ['2', 'proxy.local', '10.0.0.0/33', '127.0.0.1,']) expect(() => withEnv(wrong)).toThrow(/TRUST_PROXY/);
  });
});
