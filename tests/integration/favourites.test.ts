import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, performerBlockedUsers, performers } from '@/server/db/schema';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard } from '@/shared/schemas/performers';

let t: TestApp;
let userToken: string;
let performerToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  userToken = await t.login('users', 'user@demo.test');
  performerToken = await t.login('performers', 'demo-performer');
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string) => t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
const like = (id: string, token = userToken) => post(`/api/favourite/${id}/like`, token);
const unlike = (id: string, token = userToken) => post(`/api/favourite/${id}/unlike`, token);
const favourites = async (query = '', token = userToken): Promise<ListPage<PerformerCard>> => {
  const res = await get(`/api/favourite?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const totalFavourites = async (token = userToken) => (await get('/api/users/me', token)).json().data.stats.totalFavourites as number;

afterEach(async () => {
  // Every test starts without favourites.
  const list = await favourites('limit=100');
  for (const p of list.data) await unlike(p._id);
});

describe('like and unlike', () => {
  it('likes a performer once, however often it is asked', async () => {
    const sanne = await t.idOf('sanne-sunshine');
    const first = await like(sanne);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 0, message: 'OK', data: { isFavorite: true } });
    expect((await like(sanne)).statusCode).toBe(200);
    await Promise.all([like(sanne), like(sanne)]);
    const list = await favourites();
    expect(list.total).toBe(1);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ _id: sanne, username: 'sanne-sunshine', isFavorite: true });
    expect(await totalFavourites()).toBe(1);
  });

  it('unlikes, and unliking again changes nothing', async () => {
    const amara = await t.idOf('amara-joy');
    await like(amara);
    const res = await unlike(amara);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ isFavorite: false });
    expect((await unlike(amara)).statusCode).toBe(200);
    expect(await favourites()).toEqual({ data: [], total: 0 });
    expect(await totalFavourites()).toBe(0);
  });

  it('answers 404 for an unknown performer and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await like(unknown);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Performer not found');
    expect((await unlike(unknown)).statusCode).toBe(404);
    // A user account is not a performer.
    expect((await like(await t.idOf('demo-user'))).statusCode).toBe(404);
    expect((await like('not-a-uuid')).statusCode).toBe(400);
  });

  it('is for users only', async () => {
    const sanne = await t.idOf('sanne-sunshine');
    expect((await like(sanne, performerToken)).statusCode).toBe(403);
    expect((await unlike(sanne, performerToken)).statusCode).toBe(403);
    expect((await get('/api/favourite', performerToken)).statusCode).toBe(403);
    expect((await post(`/api/favourite/${sanne}/like`)).statusCode).toBe(401);
    expect((await get('/api/favourite')).statusCode).toBe(401);
  });

  it('keeps favourites per user', async () => {
    const studioToken = await t.login('studio', 'studio@demo.test');
    expect((await get('/api/favourite', studioToken)).statusCode).toBe(403);
    await like(await t.idOf('mei-lin'));
    expect((await favourites()).total).toBe(1);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/register',
      payload: { name: 'Other Fan', email: 'other-fan@demo.test', username: 'other-fan', password: 'demo12345' },
    });
    expect(other.statusCode).toBe(200);
    await db().update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.email, 'other-fan@demo.test'));
    const otherToken = await t.login('users', 'other-fan@demo.test');
    expect(await favourites('', otherToken)).toEqual({ data: [], total: 0 });
    expect(await totalFavourites(otherToken)).toBe(0);
    expect((await get('/api/performers/mei-lin/view', otherToken)).json().data.isFavorite).toBe(false);
  });
});

describe('the favourite flag elsewhere', () => {
  it('shows isFavorite in search and on the performer page', async () => {
    const amara = await t.idOf('amara-joy');
    await like(amara);
    const search = (await get('/api/performers/search?limit=100', userToken)).json().data.data as PerformerCard[];
    expect(search.filter((p) => p.isFavorite).map((p) => p.username)).toEqual(['amara-joy']);
    expect((await get('/api/performers/amara-joy/view', userToken)).json().data.isFavorite).toBe(true);
    expect((await get('/api/performers/sanne-sunshine/view', userToken)).json().data.isFavorite).toBe(false);
    expect((await get('/api/performers/amara-joy/view')).json().data.isFavorite).toBe(false);
    const related = (await get(`/api/performers/${await t.idOf('sanne-sunshine')}/related`, userToken)).json().data as PerformerCard[];
    expect(related.find((p) => p.username === 'amara-joy')?.isFavorite ?? true).toBe(true);

    await unlike(amara);
    expect((await get('/api/performers/amara-joy/view', userToken)).json().data.isFavorite).toBe(false);
  });
});

describe('GET /favourite', () => {
  const names = ['sanne-sunshine', 'amara-joy', 'mei-lin', 'daan-utrecht', 'demo-performer'];

  it('pages the list with limit and offset and keeps the total', async () => {
    for (const name of names) await like(await t.idOf(name));
    const all = await favourites('sortBy=name&limit=100');
    expect(all.total).toBe(names.length);
    expect(all.data.every((p) => p.isFavorite)).toBe(true);
    const first = await favourites('sortBy=name&limit=2&offset=0');
    const second = await favourites('sortBy=name&limit=2&offset=2');
    const third = await favourites('sortBy=name&limit=2&offset=4');
    expect([...first.data, ...second.data, ...third.data].map((p) => p._id)).toEqual(all.data.map((p) => p._id));
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect(third.data).toHaveLength(1);
    expect(await totalFavourites()).toBe(5);
  });

  it('filters the favourites like the search does', async () => {
    for (const name of names) await like(await t.idOf(name));
    const men = await favourites('gender=male');
    expect(men.data.map((p) => p.username)).toEqual(['daan-utrecht']);
    expect(men.total).toBe(1);
  });

  it('leaves out performers who left or blocked the user, in the list and in the count', async () => {
    const sanne = await t.idOf('sanne-sunshine');
    const amara = await t.idOf('amara-joy');
    await like(sanne);
    await like(amara);
    const [user] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'user@demo.test'));
    await db().insert(performerBlockedUsers).values({ performerId: amara, userId: user.id });
    await db().update(performers).set({ verified: false }).where(eq(performers.accountId, sanne));
    try {
      expect(await favourites()).toEqual({ data: [], total: 0 });
      expect(await totalFavourites()).toBe(0);
      // A blocked or hidden performer cannot be liked, but can be unliked.
      expect((await like(amara)).statusCode).toBe(404);
      expect((await like(sanne)).statusCode).toBe(404);
      expect((await unlike(amara)).statusCode).toBe(200);
    } finally {
      await db().delete(performerBlockedUsers);
      await db().update(performers).set({ verified: true }).where(eq(performers.accountId, sanne));
    }
    expect((await favourites()).data.map((p) => p.username)).toEqual(['sanne-sunshine']);
  });
});
