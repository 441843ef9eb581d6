/**
 * Server rendering's API calls reach the API of the same process without a socket
 * (src/server/web/in-process-api.ts), and behave as over HTTP: the envelope, the
 * bearer token, the error shape. The app here never listens on a port.
 */
import { eq, sql } from 'drizzle-orm';
import { ApiError, get, post } from '@/lib/http';
import { accounts } from '@/server/db/schema';
import { sharingAccountLookups } from '@/server/plugins/auth';
import { serveApiInProcess } from '@/server/web/in-process-api';
import { inProcessApi, setInProcessApi } from '@/shared/in-process-api';
import type { PublicSettings } from '@/shared/schemas/settings';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let stop: () => void;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  stop = serveApiInProcess(t.app);
});
afterAll(async () => {
  stop();
  await t.close();
});

it('answers a page’s calls from the app itself, with the same data as over HTTP', async () => {
  const settings = await get<PublicSettings>('/settings/public', undefined, { token: null });
  const direct = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data as PublicSettings;
  expect(settings).toEqual(direct);
});

it('passes the bearer token and a JSON body', async () => {
  const login = await post<{ token: string }>('/auth/users/login', { username: 'user@demo.test', password: 'demo12345' }, { token: null });
  const me = await get<CurrentAccount>('/users/me', undefined, { token: login.token });
  expect(me.email).toBe('user@demo.test');
});

it('rejects with the API’s status and message', async () => {
  const refused = get('/users/me', undefined, { token: null });
  await expect(refused).rejects.toBeInstanceOf(ApiError);
  await expect(refused).rejects.toMatchObject({ statusCode: 401 });
  const invalid = post('/auth/users/login', { username: 'user@demo.test' }, { token: null });
  await expect(invalid).rejects.toMatchObject({ statusCode: 400 });
});

it('is not used when API_INTERNAL_URL names another API', async () => {
  const registered = inProcessApi();
  const transport = jest.fn(registered!);
  setInProcessApi(transport);
  process.env.API_INTERNAL_URL = 'http://127.0.0.1:9/api';
  try {
    await expect(get('/settings/public', undefined, { token: null })).rejects.toMatchObject({ statusCode: 0 });
    expect(transport).not.toHaveBeenCalled();
  } finally {
    delete process.env.API_INTERNAL_URL;
    setInProcessApi(registered!);
  }
  await get('/settings/public', undefined, { token: null });
  expect(inProcessApi()).toBe(registered);
});

it('is forgotten when stopped', () => {
  const again = serveApiInProcess(t.app);
  expect(inProcessApi()).toBeDefined();
  again();
  expect(inProcessApi()).toBeUndefined();
  stop = serveApiInProcess(t.app);
});

it('reads the visitor’s account once for all the calls of one page render, and only there', async () => {
  const token = await t.login('users', 'user@demo.test');
  const id = await t.idOf('user@demo.test');
  await sharingAccountLookups(async () => {
    expect((await get<CurrentAccount>('/users/me', undefined, { token })).email).toBe('user@demo.test');
    // The session ends meanwhile (logged out everywhere): the render's later calls keep the account it read...
    await t.deps.database.db
      .update(accounts)
      .set({ sessionVersion: sql`${accounts.sessionVersion} + 1` })
      .where(eq(accounts.id, id));
    expect((await get<CurrentAccount>('/users/me', undefined, { token })).email).toBe('user@demo.test');
  });
  // ...and every other request reads it anew.
  await expect(get('/users/me', undefined, { token })).rejects.toMatchObject({ statusCode: 401 });
});
