/**
 * The demo seed moves tokens the way everything else does: through the ledger. Right
 * after seeding, every invariant holds for every account, and the demo user's 1000
 * tokens are one `adjustment` transaction in their history.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, performers } from '@/server/db/schema';
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

describe('demo documents', () => {
  it('are on file for the verified demo performers and the studio, as one-page PDFs saying they are samples', async () => {
    const performer = await t.login('performers', 'demo-performer');
    const me = (await t.app.inject({ url: '/api/performers/me', headers: bearer(performer) })).json().data;
    expect(me).toMatchObject({ verified: true, documentsUploaded: true });
    const own = await t.app.inject({ url: '/api/performers/documents/idVerification', headers: bearer(performer) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const pdf = own.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Name: Luna Demo)');
    // The cross-reference table points at each object, so readers need not rebuild it.
    const xref = Number(pdf.match(/startxref\n(\d+)/)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    for (const [index, offset] of [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].entries())
      expect(pdf.slice(Number(offset[1])).startsWith(`${index + 1} 0 obj`)).toBe(true);

    const studio = await t.login('studio', 'studio@demo.test');
    const studioMe = (await t.app.inject({ url: '/api/studio/me', headers: bearer(studio) })).json().data;
    expect(studioMe).toMatchObject({ verified: true, documentsUploaded: true });

    // Each account has files of its own: replacing one's documents removes only its own.
    const paths = await t.deps.database.db.select({ id: performers.idVerificationPath }).from(performers);
    expect(paths.every((row) => row.id)).toBe(true);
    expect(new Set(paths.map((row) => row.id)).size).toBe(paths.length);
  });
});
