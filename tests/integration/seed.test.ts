/**
 * The demo seed moves tokens the way everything else does: through the ledger. Right
 * after seeding, every invariant holds for every account, and the demo user's 1000
 * tokens are one `adjustment` transaction in their history.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts } from '@/server/db/schema';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('leaves every balance equal to its ledger entries', async () => {
    const results = await checkLedgerInvariants(t.deps.database.db);
    expect(results.map((result) => result.label)).toContain('every balance equals its entries');
    expect(results.filter((result) => result.violations > 0)).toEqual([]);
  });

  it('gives the demo user their 1000 tokens as an adjustment in their history', async () => {
    const [user] = await t.deps.database.db
      .select({ balance: accounts.balanceMinor })
      .from(accounts)
      .where(eq(accounts.email, 'user@demo.test'));
    expect(user.balance).toBe(100000n);
    const token = await t.login('users', 'user@demo.test');
    const history = (await t.app.inject({ url: '/api/transactions/user/search', headers: bearer(token) })).json().data;
    expect(history.data).toEqual([expect.objectContaining({ kind: 'adjustment', amount: 1000, counterparty: null })]);
  });
});
