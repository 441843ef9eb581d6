/**
 * Administrators edit the settings per group: each group read and saved, bad values and
 * unknown keys refused per field, one audit row per save in its transaction, the change
 * seen at once (by a second instance through Redis on PostgreSQL), and maintenance mode
 * replacing the pages of everybody but administrators in their admin area and the login.
 */
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { auditLog, settings } from '@/server/db/schema';
import { serverPageProps } from '@/store/page-server';
import { showsMaintenance, type PageAccess } from '@/lib/page';
import { resolveLayout } from '@/components/layouts/LayoutSwitcher';
import type { RootState } from '@/store/store';
import { restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let adminToken: string;
let userToken: string;

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'PUT', group: string, token = adminToken, payload?: object, app = t) =>
  app.app.inject({ method, url: `/api/admin/settings?group=${group}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.action, 'setting.update'));
/** The fields a refusal names, with their first message. */
const fieldsOf = (body: { message: Array<{ property: string; constraints: Record<string, string> }> }) =>
  Object.fromEntries(body.message.map((item) => [item.property, Object.values(item.constraints)[0]]));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [adminToken, userToken] = await Promise.all([t.login('users', 'admin@demo.test'), t.login('users', 'user@demo.test')]);
});
afterAll(() => t.close());
// Tests save settings: each starts from the seeded ones.
restoreTablesAfterEach(() => t, [settings]);

describe('reading and saving per group', () => {
  it('reads each group with the values in effect', async () => {
    const site = await call('GET', 'site');
    expect(site.statusCode).toBe(200);
    expect(site.json().data).toMatchObject({
      siteName: 'Camlive',
      currencySymbol: '€',
      singularTextModel: 'Performer',
      primaryColor: '#fa8c16',
      bannerUrl: null,
    });
    expect((await call('GET', 'public')).json().data).toMatchObject({
      maintenanceMode: false,
      enableTokenPerMessage: false,
      tokenPerMessage: 1,
    });
    expect((await call('GET', 'streaming')).json().data).toEqual({
      optionForBroadcast: null,
      optionForPrivate: null,
      optionForGroup: null,
      viewerURL: null,
      publisherURL: null,
      subscriberUrl: null,
      secureOption: false,
    });
    expect((await call('GET', 'money')).json().data).toEqual({ minimumPayoutTokens: 500, payoutTokenValue: 0.05, payoutCurrency: 'EUR' });
    expect((await call('GET', 'commission')).statusCode).toBe(400);
  });

  it('saves a group, and the site shows the change at once (no restart, no waiting for the cache)', async () => {
    // Read first: the settings are now in the cache.
    expect((await t.app.inject({ url: '/api/settings/public?group=ui' })).json().data.siteName).toBe('Camlive');

    const site = { siteName: 'Nightcams', currencySymbol: '$', primaryColor: '#112233', bannerUrl: 'https://cdn.example.com/banner.jpg' };
    const saved = await call('PUT', 'site', adminToken, site);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject(site);

    const ui = (await t.app.inject({ url: '/api/settings/public?group=ui' })).json().data;
    expect(ui).toMatchObject({
      siteName: 'Nightcams',
      currencySymbol: '$',
      theme: { primaryColor: '#112233' },
      banner: 'https://cdn.example.com/banner.jpg',
    });
    // The shades the site's own elements use come from the new colour, as antd derives its own.
    expect(ui.theme.palette).toMatchObject({ primary: '#112233', primaryHover: '#1f3140', primaryBg: '#6c7073' });

    expect(
      (await call('PUT', 'streaming', adminToken, { optionForPrivate: 'p2p', viewerURL: 'wss://media.example.com/ws', secureOption: true }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/settings/public?group=streaming' })).json().data).toMatchObject({
      optionForPrivate: 'p2p',
      viewerURL: 'wss://media.example.com/ws',
      secureOption: true,
    });

    expect((await call('PUT', 'money', adminToken, { minimumPayoutTokens: 250 })).json().data).toEqual({
      minimumPayoutTokens: 250,
      payoutTokenValue: 0.05,
      payoutCurrency: 'EUR',
    });
    const [row] = await db().select().from(settings).where(eq(settings.key, 'minimumPayoutTokens'));
    expect(row).toMatchObject({ value: 250, group: 'payment', public: false });
  });

  it('clears a value with null, back to what applies without it', async () => {
    expect((await call('PUT', 'site', adminToken, { bannerUrl: 'https://cdn.example.com/banner.jpg' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/settings/public?group=ui' })).json().data.banner).toBe('https://cdn.example.com/banner.jpg');
    expect((await call('PUT', 'site', adminToken, { bannerUrl: null })).json().data.bannerUrl).toBeNull();
    expect((await t.app.inject({ url: '/api/settings/public?group=ui' })).json().data.banner).toBeNull();
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/admin/settings?group=site' })).statusCode).toBe(401);
    expect((await call('GET', 'site', userToken)).statusCode).toBe(403);
    expect((await call('PUT', 'public', userToken, { maintenanceMode: true })).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('answers 400 naming each field at fault, and changes nothing', async () => {
    const before = await auditRows();
    const groups = ['site', 'public', 'streaming', 'money'];
    const valuesBefore = await Promise.all(groups.map(async (group) => (await call('GET', group)).json().data));
    const res = await call('PUT', 'site', adminToken, {
      siteName: '',
      primaryColor: 'orange',
      logoUrl: 'javascript:alert(1)',
      placeholderAvatarUrl: '//evil.example.com/a.png',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({
      siteName: 'Must be 1 to 100 characters',
      primaryColor: 'Must be a colour like #fa8c16',
      logoUrl: 'Must be an https address or a path on this site',
      placeholderAvatarUrl: 'Must be an https address or a path on this site',
    });

    const pub = await call('PUT', 'public', adminToken, { tokenPerMessage: 0, gaCode: '<script>', popup18ContentId: 'no-such-page' });
    expect(fieldsOf(pub.json())).toEqual({
      tokenPerMessage: 'Must be a whole number from 1 to 10000',
      gaCode: 'Must be a measurement id like G-XXXXXXXXXX',
    });
    const page = await call('PUT', 'public', adminToken, { popup18ContentId: 'no-such-page' });
    expect(page.statusCode).toBe(400);
    expect(fieldsOf(page.json())).toEqual({ popup18ContentId: 'No content page has this slug' });

    const streaming = await call('PUT', 'streaming', adminToken, {
      optionForGroup: 'carrier-pigeon',
      publisherURL: 'ftp://media.example.com',
    });
    expect(fieldsOf(streaming.json())).toEqual({
      optionForGroup: 'Must be p2p, janus or empty',
      publisherURL: 'Must be an address of the media server (https, http, wss or ws)',
    });
    expect(
      fieldsOf((await call('PUT', 'money', adminToken, { minimumPayoutTokens: 1.5, payoutTokenValue: 0, payoutCurrency: 'euro' })).json()),
    ).toEqual({
      minimumPayoutTokens: 'Must be a whole number of tokens, at least 1',
      payoutTokenValue: 'Must be an amount from 0.0001 to 1000',
      payoutCurrency: 'Must be a three-letter currency code such as EUR',
    });

    expect(await Promise.all(groups.map(async (group) => (await call('GET', group)).json().data))).toEqual(valuesBefore);
    expect(await auditRows()).toHaveLength(before.length);
  });

  it('refuses keys the group does not have, even beside good ones', async () => {
    const site = (await call('GET', 'site')).json().data;
    const res = await call('PUT', 'site', adminToken, { siteName: 'Other', maintenanceMode: true, performerCommission: 0 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual({
      maintenanceMode: 'maintenanceMode is not a setting of the site group',
      performerCommission: 'performerCommission is not a setting of the site group',
    });
    expect((await call('GET', 'site')).json().data).toEqual(site);
    expect((await call('PUT', 'money', adminToken, {})).statusCode).toBe(400);
  });
});

it('writes one audit row per save with the changed keys as they were and became', async () => {
  const before = new Set((await auditRows()).map((row) => row.id));
  expect(
    (await call('PUT', 'public', adminToken, { enableTokenPerMessage: true, tokenPerMessage: 3, verotelEnabled: false })).statusCode,
  ).toBe(200);
  const rows = (await auditRows()).filter((row) => !before.has(row.id));
  expect(rows).toHaveLength(1);
  // verotelEnabled was already false: not a change.
  expect(rows[0]).toMatchObject({
    targetId: 'public',
    targetType: 'setting',
    before: { enableTokenPerMessage: false, tokenPerMessage: 1 },
    after: { enableTokenPerMessage: true, tokenPerMessage: 3 },
  });
  expect((await t.app.inject({ url: '/api/settings/public' })).json().data).toMatchObject({
    enableTokenPerMessage: true,
    tokenPerMessage: 3,
  });
});

it('reaches a second instance at once (PostgreSQL with Redis)', async () => {
  const peer = await t.peer();
  if (!peer) return; // PGlite: one process.
  try {
    expect(await peer.app.settings.listening(5000)).toBe(true);
    const readFooter = async () => (await peer.app.inject({ url: '/api/settings/public?group=ui' })).json().data.footerContent;
    // The peer caches what it read; only the word over Redis makes it drop that before the cache runs out (5 s).
    const old = await readFooter();
    expect((await call('PUT', 'site', adminToken, { footerContent: 'Seen everywhere' })).statusCode).toBe(200);
    const deadline = Date.now() + 2000;
    let seen = old;
    while (seen !== 'Seen everywhere' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await readFooter();
    }
    expect(seen).toBe('Seen everywhere');
  } finally {
    await peer.close();
  }
});

describe('maintenance mode', () => {
  const visitorPage: PageAccess = { layout: 'primary' };
  const adminPage: PageAccess = { layout: 'admin', role: 'admin' };
  const loginPage: PageAccess = { layout: 'auth', openDuringMaintenance: true };
  let loaded: string[];

  /** The page's server-side props as Next.js would ask for them, with the token's cookies. */
  const pageProps = async (access: PageAccess, name: string, session?: { token: string; role: string }) => {
    const ctx = {
      req: { headers: {}, url: '/', cookies: session ? { token: session.token, role: session.role } : {} },
      res: { setHeader() {} },
      locale: 'en',
      resolvedUrl: '/',
      query: {},
    } as unknown as GetServerSidePropsContext;
    const result = await serverPageProps(access, async () => {
      loaded.push(name);
      return { props: {} };
    })(ctx);
    const state = (result as { props: { initialState: RootState } }).props.initialState;
    const maintenance = Boolean(state.settings.public?.maintenanceMode);
    return resolveLayout(access.layout, showsMaintenance(maintenance, access, state.account.current?.role));
  };

  beforeAll(async () => {
    // Server rendering asks the API over HTTP.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    process.env.API_INTERNAL_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  });
  beforeEach(() => (loaded = []));

  it('replaces every page but the login and, for administrators, the admin area', async () => {
    const admin = { token: adminToken, role: 'admin' };
    const user = { token: userToken, role: 'user' };
    expect(await pageProps(visitorPage, 'home')).toBe('primary');
    loaded = [];

    expect((await call('PUT', 'public', adminToken, { maintenanceMode: true })).statusCode).toBe(200);
    expect(await pageProps(visitorPage, 'home')).toBe('maintenance');
    expect(await pageProps(visitorPage, 'home', user)).toBe('maintenance');
    expect(await pageProps(loginPage, 'login')).toBe('auth');
    expect(await pageProps(adminPage, 'admin area', admin)).toBe('admin');
    // A user with a forged role cookie does not pass for an administrator.
    expect(await pageProps(adminPage, 'admin area', { token: userToken, role: 'admin' })).toBe('maintenance');
    // Pages replaced by the maintenance page load nothing of their own.
    expect(loaded).toEqual(['login', 'admin area']);

    // Administrators keep working: logging in, and the admin API.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/users/login',
          payload: { username: 'admin@demo.test', password: 'demo12345' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('PUT', 'public', adminToken, { maintenanceMode: false })).statusCode).toBe(200);
    expect(await pageProps(visitorPage, 'home', user)).toBe('primary');
  });
});
