/**
 * The number of performers an anonymous search matches is reused for a moment
 * (`searchCountCacheMs`), also for signed-in viewers whom no performer blocked; the rows
 * never are, and a blocked viewer's count never is.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, performerBlockedUsers, performers } from '@/server/db/schema';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard } from '@/shared/schemas/performers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { searchCountCacheMs: 60_000 } });
});
afterAll(() => t.close());

const search = async (query: string, token?: string): Promise<ListPage<PerformerCard>> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/performers/search?${query}`, headers: token ? bearer(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

it('reuses an anonymous count across pages, orders and unblocked viewers, not the rows, and counts anew for other filters and for blocked viewers', async () => {
  const before = await search('limit=5');
  expect(before.data).toHaveLength(5);
  const all = (await search('limit=100')).data;
  expect(all).toHaveLength(before.total);

  // One performer leaves the lists.
  const [gone] = await t.deps.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, all[0].username));
  await t.deps.database.db.update(performers).set({ verified: false }).where(eq(performers.accountId, gone.id));

  const later = await search('limit=100&sortBy=name');
  expect(later.data.map((p) => p.username)).not.toContain(all[0].username);
  expect(later.data).toHaveLength(before.total - 1);
  expect(later.total).toBe(before.total);

  // A viewer whom no performer blocked sees what an anonymous visitor sees: the same count.
  const userToken = await t.login('users', 'user@demo.test');
  expect((await search('limit=5', userToken)).total).toBe(before.total);
  // Once a performer blocks them, their count is their own, counted every time.
  await t.deps.database.db
    .insert(performerBlockedUsers)
    .values({ performerId: await t.idOf(all[1].username), userId: await t.idOf('user@demo.test') });
  expect((await search('limit=5', userToken)).total).toBe(before.total - 2);
  const onlyTag = all[1].tags[0];
  const tagged = await search(`tag=${encodeURIComponent(onlyTag)}&limit=100`);
  expect(tagged.total).toBe(tagged.data.length);
});
