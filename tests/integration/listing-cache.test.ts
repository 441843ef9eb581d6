/**
 * An anonymous visitor's performer listing is served from a short cache
 * (`pageCacheMs`) until something visitors see changes: a write through the API or a
 * broadcast to everyone forgets it at once; the frequent writes that change nothing
 * visitors see (a login, a profile view, a chat line, a tip) keep it. A signed-in
 * viewer who sees what an anonymous visitor sees gets the same kept listing with their
 * own favourites marked, read anew. Typed text searches are kept the same way, in a
 * cache of their own (a stream of different texts does not push the listings out); the
 * searches of the other signed-in accounts (a performer, a viewer some performer blocks)
 * always run, and a viewer blocked through the API stops sharing the kept listing at
 * their next search.
 */
import { eq } from 'drizzle-orm';
import { apiOf, type TestApp } from './helpers';
import { socketApp, type SocketApp } from './deployment';
import { favourites, performers } from '@/server/db/schema';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard } from '@/shared/schemas/performers';

// With its socket server: a broadcast to everyone goes through the real one.
let instance: SocketApp;
let t: TestApp;
beforeAll(async () => {
  instance = await socketApp({ seed: true, config: { pageCacheMs: 60_000 } });
  t = instance.app;
});
afterAll(() => instance.close());

const api = apiOf(() => t);
const search = async (query: string, token?: string): Promise<ListPage<PerformerCard>> => {
  const res = await api('GET', `/performers/search?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const usernames = (result: { data: PerformerCard[] }) => result.data.map((p) => p.username);

/** Takes a performer out of the lists behind the API's back (no change is signalled). */
async function hideQuietly(username: string) {
  const id = await t.idOf(username);
  await t.deps.database.db.update(performers).set({ verified: false }).where(eq(performers.accountId, id));
  return async () => {
    await t.deps.database.db.update(performers).set({ verified: true }).where(eq(performers.accountId, id));
    t.deps.publicViews.changed();
  };
}

it('serves an anonymous listing again until a write through the API changes what visitors see', async () => {
  const before = await search('limit=100');
  const hidden = before.data[0].username;
  const restore = await hideQuietly(hidden);
  try {
    // Kept: the same listing, as it was.
    expect(usernames(await search('limit=100'))).toContain(hidden);
    // Run now: another listing, a typed text search, a signed-in viewer's search.
    expect(usernames(await search('limit=99'))).not.toContain(hidden);
    expect(usernames(await search(`q=${encodeURIComponent(hidden)}`))).not.toContain(hidden);
    const performerToken = await t.login('performers', 'performer@demo.test');
    expect(usernames(await search('limit=100', performerToken))).not.toContain(hidden);
    // A viewer whom no performer blocks shares the kept listing, with their favourites as they are now.
    const userToken = await t.login('users', 'user@demo.test');
    const liked = before.data[1];
    await t.deps.database.db.insert(favourites).values({ userId: await t.idOf('user@demo.test'), performerId: liked._id });
    const viewers = await search('limit=100', userToken);
    expect(usernames(viewers)).toContain(hidden);
    expect(viewers.data.filter((card) => card.isFavorite).map((card) => card._id)).toEqual([liked._id]);
    expect((await search('limit=100')).data.some((card) => card.isFavorite)).toBe(false);

    // Any successful write through the API forgets the kept listings.
    expect((await api('POST', '/performers/streaming-status/update', performerToken, { status: 'offline' })).statusCode).toBe(200);
    const after = await search('limit=100');
    expect(usernames(after)).not.toContain(hidden);
    expect(after.total).toBe(before.total - 1);
  } finally {
    await restore();
  }
});

it('keeps a typed text search, whatever its case and spaces, until a change visitors see', async () => {
  const found = await search('q=a&sortBy=name&limit=30');
  const hidden = found.data[0].username;
  const restore = await hideQuietly(hidden);
  try {
    // The same text as visitors type it: kept, as it was.
    expect(usernames(await search('q=%20A%20&sortBy=name&limit=30'))).toContain(hidden);
    // Another page of it runs now.
    expect(usernames(await search('q=a&sortBy=name&limit=29'))).not.toContain(hidden);
    // A signed-in viewer whom no performer blocks shares the kept search.
    const userToken = await t.login('users', 'user@demo.test');
    expect(usernames(await search('q=a&sortBy=name&limit=30', userToken))).toContain(hidden);
    t.deps.publicViews.changed();
    expect(usernames(await search('q=a&sortBy=name&limit=30'))).not.toContain(hidden);
  } finally {
    await restore();
  }
});

it('keeps the listings however many different texts are searched', async () => {
  const listing = await search('sortBy=name&limit=30');
  const restore = await hideQuietly(listing.data[0].username);
  try {
    for (let i = 0; i < 1100; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => search(`q=${encodeURIComponent(`text ${i + j}`)}&limit=1`)));
    expect(usernames(await search('sortBy=name&limit=30'))).toEqual(usernames(listing));
  } finally {
    await restore();
  }
});

it('forgets kept listings at a broadcast to everyone (a performer going live or away)', async () => {
  const before = await search('sortBy=name&limit=100');
  const hidden = before.data[1].username;
  const restore = await hideQuietly(hidden);
  try {
    expect(usernames(await search('sortBy=name&limit=100'))).toContain(hidden);
    t.deps.realtime.toAll('modelUpdateStreamingStatus', {
      id: before.data[0]._id,
      performer: { _id: before.data[0]._id, username: before.data[0].username },
      status: 'offline',
      isOnline: false,
    });
    expect(usernames(await search('sortBy=name&limit=100'))).not.toContain(hidden);
  } finally {
    await restore();
  }
});

it('keeps the listings through writes that change nothing visitors see: a login, a profile view, a tip', async () => {
  const before = await search('sortBy=name&limit=50');
  const hidden = before.data[2].username;
  const restore = await hideQuietly(hidden);
  try {
    const userToken = await t.login('users', 'user@demo.test');
    expect((await api('POST', `/performers/${before.data[0]._id}/inc-view`)).statusCode).toBe(200);
    const performerId = await t.idOf('performer@demo.test');
    expect((await api('POST', `/member/send-tip-token/${performerId}`, userToken, { token: 1 })).statusCode).toBe(200);
    expect(usernames(await search('sortBy=name&limit=50'))).toContain(hidden);
  } finally {
    await restore();
  }
});

it('stops sharing the kept listing with a viewer from the moment a performer blocks them through the API', async () => {
  const userToken = await t.login('users', 'user@demo.test');
  const userId = await t.idOf('user@demo.test');
  const blocker = (await search('sortBy=name&limit=40')).data[3];
  const blockerToken = await t.login('performers', blocker.username);
  expect(usernames(await search('sortBy=name&limit=40', userToken))).toContain(blocker.username);
  try {
    const blocked = await api('POST', '/performers/blocking/update', blockerToken, { userIds: [userId] });
    expect(blocked.statusCode).toBe(200);
    expect(usernames(await search('sortBy=name&limit=40', userToken))).not.toContain(blocker.username);
    // Everyone else still gets the kept listing with the performer in it.
    expect(usernames(await search('sortBy=name&limit=40'))).toContain(blocker.username);
  } finally {
    expect((await api('DELETE', '/performers/blocking/users', blockerToken, { userId })).statusCode).toBe(200);
  }
  expect(usernames(await search('sortBy=name&limit=40', userToken))).toContain(blocker.username);
});
