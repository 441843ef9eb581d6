import { createTestApp, bearer, type TestApp } from './helpers';
import { MSG } from '@/shared/messages';
import { LOVENSE_SCRIPT_URL } from '@/shared/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('process, contract and security', () => {
  it('reports the process and the database at /api/health', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, message: 'OK', data: { status: 'ok', database: { ok: true } } });
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    const mine = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(mine.headers['x-request-id']).toBe('abc-123');
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await get('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it("answers 413 'Request Entity Too Large' for a body over the limit", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(t.deps.config.bodyLimit + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: MSG.tooLarge });
  });

  it('never answers 500 to malformed input', async () => {
    // A body cut off, a field of the wrong type, a body that is not JSON.
    for (const body of [
      { headers: { 'content-type': 'application/json' }, payload: '{"username":' },
      { payload: { username: { nested: true }, password: 'x' } },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    ]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/users/login', ...body })).statusCode).toBe(400);
    }
    const badId = await t.app.inject({ method: 'GET', url: '/api/posts/%E0%A4%A' });
    expect(badId.statusCode).toBeLessThan(500);
    const badToken = await get('/api/users/me', 'not.a.token');
    expect(badToken.statusCode).toBe(401);
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/users/login', '/api/users/me', '/api/settings/public']));
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('settings, menus and reference lists', () => {
  it('serves every public setting', async () => {
    const { data } = (await get('/api/settings/public')).json();
    for (const key of [
      'tipSound',
      'logoUrl',
      'userUrl',
      'defaultOfflineModelImage',
      'defaultPrivateCallImage',
      'defaultGroupChatImage',
      'popup18Enabled',
      'popup18ContentId',
      'gaCode',
      'enableTokenPerMessage',
      'tokenPerMessage',
      'verotelEnabled',
      'yoursafeEnabled',
      'maintenanceMode',
      'countries',
      'languages',
    ]) {
      expect(data).toHaveProperty(key);
    }
    expect(data.maintenanceMode).toBe(false);
  });

  it("serves the live page's tip sound and Lovense settings, dropping addresses it would not load", async () => {
    const { data } = (await get('/api/settings/public')).json();
    expect(data).toMatchObject({
      tipSound: '/sounds/tip.mp3',
      lovenseEnabled: true,
      lovenseScriptUrl: LOVENSE_SCRIPT_URL,
      lovenseWebsiteName: data.siteName,
    });
    // The API's own policy never carries the script: only web pages may load it.
    expect((await get('/api/settings/public')).headers['content-security-policy']).not.toContain('lovense');

    await t.app.settings.save({
      lovenseScriptUrl: 'http://cdn.example.com/broadcast.js',
      tipSound: '//elsewhere.example.com/ding.mp3',
      lovenseWebsiteName: 'test:Camlive',
    });
    try {
      const changed = (await get('/api/settings/public')).json().data;
      expect(changed).toMatchObject({ lovenseScriptUrl: null, tipSound: null, lovenseWebsiteName: 'test:Camlive' });
    } finally {
      await t.app.settings.save({ lovenseScriptUrl: LOVENSE_SCRIPT_URL, tipSound: '/sounds/tip.mp3', lovenseWebsiteName: null });
    }
  });

  it('serves the UI settings with menus in the asked language', async () => {
    const { data } = (await get('/api/settings/public?group=ui&locale=nl')).json();
    for (const key of [
      'theme',
      'siteName',
      'logo',
      'banner',
      'menus',
      'placeholderAvatarUrl',
      'footerContent',
      'enablePopup18Plus',
      'popupContent18Plus',
      'hideBio',
      'currencySymbol',
      'singularTextModel',
      'pluralTextModel',
    ]) {
      expect(data).toHaveProperty(key);
    }
    expect(data.menus.map((m: { title: string }) => m.title)).toContain('Privacybeleid');
    const menus = (await get('/api/menus?locale=en')).json().data;
    expect(menus.map((m: { title: string }) => m.title)).toContain('Privacy policy');
  });

  it('answers POST /settings/keys with public values only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/keys',
      payload: { keys: ['maintenanceMode', 'adminEmail', 'unknown'] },
    });
    expect(res.json().data).toEqual({ maintenanceMode: false });
  });

  it('lists every country, language, phone code and timezone', async () => {
    const countries = (await get('/api/countries/list?locale=nl')).json().data;
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual(expect.objectContaining({ code: 'NL', name: 'Nederland' }));
    const languages = (await get('/api/languages/list?locale=en')).json().data;
    expect(languages.length).toBeGreaterThanOrEqual(180);
    expect(languages).toContainEqual(expect.objectContaining({ code: 'nl', name: 'Dutch', nativeName: 'Nederlands' }));
    const phones = (await get('/api/phone-codes/list')).json().data;
    expect(phones).toContainEqual(expect.objectContaining({ countryCode: 'NL', dialCode: '+31' }));
    expect(phones.length).toBeGreaterThan(200);
    const zones = (await get('/api/timezones/list')).json().data;
    expect(zones).toContainEqual(expect.objectContaining({ value: 'Europe/Amsterdam' }));
    expect(zones.length).toBeGreaterThan(300);
  });

  it('lists performer categories and content pages', async () => {
    const categories = (await get('/api/performer-categories?locale=nl')).json().data;
    expect(categories.total).toBeGreaterThanOrEqual(8);
    const one = (await get(`/api/performer-categories/${categories.data[0].slug}/view`)).json().data;
    expect(one._id).toBe(categories.data[0]._id);
    const page = (await get('/api/posts/privacy?locale=nl')).json().data;
    expect(page.title).toBe('Privacybeleid');
    expect((await get('/api/posts/nope')).statusCode).toBe(404);
  });
});

describe('demo data and roles', () => {
  it('seeds one account of each kind with the documented facts', async () => {
    const userToken = await t.login('users', 'user@demo.test');
    expect((await get('/api/users/me', userToken)).json().data).toMatchObject({ balance: 1000, role: 'user' });
    const performerToken = await t.login('performers', 'demo-performer');
    expect((await get('/api/performers/me', performerToken)).json().data).toMatchObject({ username: 'demo-performer', verified: true });
    const studioToken = await t.login('studio', 'studio@demo.test');
    expect((await get('/api/studio/me', studioToken)).json().data.stats.totalPerformer).toBe(2);
    const adminToken = await t.login('users', 'admin@demo.test');
    const stats = (await get('/api/statistics/admin', adminToken)).json().data;
    expect(stats.counts.performers.verified).toBeGreaterThanOrEqual(27);
    expect((await get('/api/statistics/admin', userToken)).statusCode).toBe(403);
    expect((await get('/api/statistics/admin')).statusCode).toBe(401);
  });

  it('lists performers with pictures and leaves out the performer who asks', async () => {
    const all = (await get('/api/performers/search?limit=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(27);
    expect(all.data[0].avatar).toMatch(/^\/demo\/performers\//);
    const performerToken = await t.login('performers', 'demo-performer');
    const mine = (await get('/api/performers/search?limit=100', performerToken)).json().data;
    expect(mine.total).toBe(all.total - 1);
    expect(mine.data.find((p: { username: string }) => p.username === 'demo-performer')).toBeUndefined();
  });

  it('sends a token with an unknown or mismatched role away', async () => {
    const userToken = await t.login('users', 'user@demo.test');
    expect((await get('/api/performers/me', userToken)).statusCode).toBe(403);
    expect((await get('/api/studio/me', userToken)).statusCode).toBe(403);
  });
});

describe('avatars', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
    'hex',
  );
  function form(name: string, data: Buffer) {
    const boundary = '----avatar';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('stores a real image and serves it', async () => {
    const token = await t.login('users', 'user@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar/upload',
      ...form('me.png', PNG),
      headers: { ...form('me.png', PNG).headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect((await get('/api/users/me', token)).json().data.avatar).toBe(url);
  });

  it("refuses other extensions and non-images with the product's text", async () => {
    const token = await t.login('users', 'user@demo.test');
    const gif = form('me.bmp', PNG);
    const r1 = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar/upload',
      payload: gif.payload,
      headers: { ...gif.headers, ...bearer(token) },
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe(MSG.uploadExtension('.jpg, .jpeg, .png, .webp'));
    const fake = form('me.png', Buffer.from('not an image at all'));
    const r2 = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar/upload',
      payload: fake.payload,
      headers: { ...fake.headers, ...bearer(token) },
    });
    expect(r2.statusCode).toBe(400);
  });

  it('refuses an avatar over the size limit', async () => {
    const token = await t.login('users', 'user@demo.test');
    const big = form('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar/upload',
      payload: big.payload,
      headers: { ...big.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.tooLarge);
  });
});
