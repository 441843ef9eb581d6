/**
 * Administrators manage accounts: the list searches, filters, sorts and pages; an
 * account's page shows its ledger, earnings, payouts, shows and documents; a
 * suspension ends the account's tokens and sockets at once (on PostgreSQL with Redis,
 * its socket on the second instance too) and login then says it is suspended; a
 * reactivated account logs in again; a balance adjustment is one balanced ledger
 * transaction, and a debit beyond the balance changes nothing; a profile edit names the
 * field another account has; every change writes its audit row.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { bearer, type TestApp } from './helpers';
import { newFundedUser, socketDeployment, type SocketDeployment } from './deployment';
import { socketClients, waitFor } from '../support/socket-clients';
import { accounts, auditLog, ledgerEntries, ledgerTransactions, performers } from '@/server/db/schema';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';
import type { AuditAction } from '@/shared/schemas/audit';

let deployment: SocketDeployment;
let t: TestApp;
let adminToken: string;
let adminId: string;
const clients = socketClients(() => deployment.first.url);
const secondClients = socketClients(() => deployment.second.url);

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url: `/api/admin/accounts${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const auditOf = (targetId: string, action: AuditAction) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

beforeAll(async () => {
  deployment = await socketDeployment({ seed: true, config: { loginMaxPerIp: 1000 } });
  t = deployment.first.app;
  adminToken = await t.login('users', 'admin@demo.test');
  adminId = await t.idOf('admin@demo.test');
}, 60_000);
afterAll(async () => {
  clients.closeAll();
  secondClients.closeAll();
  await deployment.close();
});

describe('the list', () => {
  it('filters by role and status, searches name, username and e-mail, sorts and pages', async () => {
    const performersOnly = (await call('GET', '?role=performer&limit=100')).json().data;
    expect(performersOnly.total).toBeGreaterThan(20);
    expect(performersOnly.data.every((row: { role: string }) => row.role === 'performer')).toBe(true);

    expect((await call('GET', '?q=demo-perf')).json().data.data.map((row: { username: string }) => row.username)).toEqual([
      'demo-performer',
    ]);
    expect((await call('GET', '?q=STUDIO@DEMO')).json().data.data.map((row: { email: string }) => row.email)).toEqual(['studio@demo.test']);
    expect((await call('GET', '?q=Site%20Admin&role=admin')).json().data).toMatchObject({
      total: 1,
      data: [{ role: 'admin', status: 'active' }],
    });
    expect((await call('GET', '?q=100%25')).json().data).toEqual({ data: [], total: 0 });

    const byBalance = (await call('GET', '?sortBy=balance&sort=desc&limit=3')).json().data.data;
    expect(byBalance[0]).toMatchObject({ email: 'user@demo.test', balance: 1000 });
    const byName = (await call('GET', '?role=performer&sortBy=name&sort=asc&limit=100'))
      .json()
      .data.data.map((row: { name: string }) => row.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));

    const page1 = (await call('GET', '?role=performer&sortBy=createdAt&limit=5')).json().data;
    const page2 = (await call('GET', '?role=performer&sortBy=createdAt&limit=5&offset=5')).json().data;
    expect(page1.total).toBe(performersOnly.total);
    expect(page1.data).toHaveLength(5);
    expect(page2.data.map((row: { _id: string }) => row._id)).not.toContain(page1.data[0]._id);

    expect((await call('GET', '?status=suspended')).json().data.total).toBe(0);
    expect((await call('GET', '?status=gone')).statusCode).toBe(400);
    expect((await call('GET', '?sortBy=passwordHash')).statusCode).toBe(400);
  });

  it("shows an account's profile, ledger, earnings, payouts, shows and documents", async () => {
    const performerId = await t.idOf('performer@demo.test');
    const detail = (await call('GET', `/${performerId}`)).json().data;
    expect(detail.account).toMatchObject({ _id: performerId, role: 'performer', username: 'demo-performer', verified: true });
    expect(detail.earnings).toEqual(expect.objectContaining({ gross: expect.any(Number), sales: expect.any(Number) }));
    expect(detail.documents.map((doc: { kind: string }) => doc.kind)).toEqual(['id', 'verification', 'release']);
    for (const doc of detail.documents) if (doc.uploaded) expect(doc.url).toBe(`/api/admin/documents/${performerId}?kind=${doc.kind}`);
    expect(Array.isArray(detail.payouts) && Array.isArray(detail.shows)).toBe(true);

    const user = (await call('GET', `/${await t.idOf('user@demo.test')}`)).json().data;
    expect(user.earnings).toBeNull();
    expect(user.ledger[0]).toMatchObject({ kind: 'adjustment', amount: 1000 });
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('suspension', () => {
  it("ends the account's token and open sockets at once (on every instance); login then says suspended; reactivation lets it in again", async () => {
    const viewer = await newFundedUser(t, 'suspended-viewer', 5);
    const here = await clients.open(viewer.token);
    const there = await secondClients.open(viewer.token);
    const revoked = waitFor<{ reason: string }>(here, 'auth/revoked');
    const goneHere = disconnected(here);
    const goneThere = disconnected(there);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(viewer.token) })).statusCode).toBe(200);

    expect((await call('POST', `/${viewer.id}/suspend`, {})).statusCode).toBe(400);
    const suspended = await call('POST', `/${viewer.id}/suspend`, { reason: 'Spam in the chat' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.account).toMatchObject({ status: 'suspended', statusReason: 'Spam in the chat' });

    expect(await revoked).toEqual({ reason: 'suspended' });
    expect(await goneHere).toBe('io server disconnect');
    expect(await goneThere).toBe('io server disconnect');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(viewer.token) })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { username: viewer.email, password: 'demo12345' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('This account has been suspended. Contact support to reopen it.');
    // A socket opened with the old token is nobody's.
    const again = await clients.open(viewer.token);
    const status = waitFor<{ authenticated: boolean }>(again, 'auth/status');
    again.emit('auth/login', { token: viewer.token });
    expect(await status).toMatchObject({ authenticated: false });

    expect((await call('POST', `/${viewer.id}/suspend`, { reason: 'Twice' })).statusCode).toBe(409);
    expect(await auditOf(viewer.id, 'account.suspend')).toEqual([
      expect.objectContaining({
        adminId,
        before: { status: 'active', statusReason: null },
        after: { status: 'suspended', statusReason: 'Spam in the chat' },
        reason: 'Spam in the chat',
      }),
    ]);

    expect((await call('POST', `/${viewer.id}/reactivate`)).json().data.account).toMatchObject({ status: 'active', statusReason: null });
    expect((await call('POST', `/${viewer.id}/reactivate`)).statusCode).toBe(409);
    expect(await auditOf(viewer.id, 'account.reactivate')).toEqual([
      expect.objectContaining({
        before: { status: 'suspended', statusReason: 'Spam in the chat' },
        after: { status: 'active', statusReason: null },
      }),
    ]);
    // The old token stays void; a new login works.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(viewer.token) })).statusCode).toBe(401);
    expect(await t.login('users', viewer.email)).toEqual(expect.any(String));
  });

  it('takes a live performer off the air', async () => {
    const demoPerformerId = await t.idOf('performer@demo.test');
    const [{ id: performerId }] = await db()
      .select({ id: performers.accountId })
      .from(performers)
      .where(and(eq(performers.verified, true), ne(performers.accountId, demoPerformerId)))
      .limit(1);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, performerId));
    const token = await t.login('performers', account.username!);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/streaming/live', headers: bearer(token), payload: { title: 'Live' } })).statusCode,
    ).toBe(200);
    expect(
      (await db().select({ status: performers.streamingStatus }).from(performers).where(eq(performers.accountId, performerId)))[0].status,
    ).toBe('public');

    expect((await call('POST', `/${performerId}/suspend`, { reason: 'Terms broken' })).statusCode).toBe(200);
    try {
      expect(
        (await db().select({ status: performers.streamingStatus }).from(performers).where(eq(performers.accountId, performerId)))[0].status,
      ).toBe('disconnected');
    } finally {
      await call('POST', `/${performerId}/reactivate`);
    }
  });

  it('refuses to suspend oneself or another administrator', async () => {
    const self = await call('POST', `/${adminId}/suspend`, { reason: 'Oops' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot suspend your own account');
    const [other] = await db()
      .insert(accounts)
      .values({ kind: 'admin', email: 'second-admin@demo.test', name: 'Second Admin', passwordHash: 'x' })
      .returning({ id: accounts.id });
    const refused = await call('POST', `/${other.id}/suspend`, { reason: 'Oops' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Administrators cannot be suspended here');
    expect(await auditOf(other.id, 'account.suspend')).toEqual([]);
  });
});

describe('balance adjustments', () => {
  const entriesOf = (transactionId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));

  it('credits and debits through one balanced adjustment transaction and tells the account its balance', async () => {
    const viewer = await newFundedUser(t, 'adjusted-viewer', 10);
    const socket = await secondClients.open(viewer.token);
    const heard = waitFor<{ balance: number }>(socket, 'balance/updated', (payload) => payload.balance === 22.5);

    const credit = await call('POST', `/${viewer.id}/balance`, { amount: 12.5, reason: 'Goodwill' });
    expect(credit.json().data).toEqual({ transactionId: expect.any(String), balance: 22.5 });
    expect(await heard).toEqual({ balance: 22.5 });
    const entries = await entriesOf(credit.json().data.transactionId);
    expect(entries.map((entry) => [entry.wallet, entry.accountId, entry.amountMinor]).sort()).toEqual(
      [
        ['account', viewer.id, 1250n],
        ['adjustments', null, -1250n],
      ].sort(),
    );
    expect(entries.reduce((sum, entry) => sum + entry.amountMinor, 0n)).toBe(0n);
    const [transaction] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.id, credit.json().data.transactionId));
    expect(transaction).toMatchObject({ kind: 'adjustment', description: 'Goodwill', reference: viewer.id });

    const debit = await call('POST', `/${viewer.id}/balance`, { amount: -2.5, reason: 'Correction' });
    expect(debit.json().data.balance).toBe(20);
    expect((await entriesOf(debit.json().data.transactionId)).reduce((sum, entry) => sum + entry.amountMinor, 0n)).toBe(0n);

    expect(await auditOf(viewer.id, 'account.balance')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: 'Goodwill',
          before: { balance: 10 },
          after: expect.objectContaining({ balance: 22.5, amount: 12.5 }),
        }),
        expect.objectContaining({
          reason: 'Correction',
          before: { balance: 22.5 },
          after: expect.objectContaining({ balance: 20, amount: -2.5 }),
        }),
      ]),
    );
    expect((await checkLedgerInvariants(db())).filter((invariant) => invariant.violations)).toEqual([]);
  });

  it('refuses a debit beyond the balance, a zero or a third decimal, and changes nothing', async () => {
    const viewer = await newFundedUser(t, 'short-viewer', 3);
    const transactionsBefore = (await db().select().from(ledgerTransactions)).length;
    const tooMuch = await call('POST', `/${viewer.id}/balance`, { amount: -3.01, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The balance is too low for this debit: nothing was changed');
    expect((await call('POST', `/${viewer.id}/balance`, { amount: 0, reason: 'Nothing' })).statusCode).toBe(400);
    expect((await call('POST', `/${viewer.id}/balance`, { amount: 1.005, reason: 'Fraction' })).statusCode).toBe(400);
    expect((await call('POST', `/${viewer.id}/balance`, { amount: 1 })).statusCode).toBe(400);
    expect((await db().select().from(ledgerTransactions)).length).toBe(transactionsBefore);
    expect((await db().select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, viewer.id)))[0].balance).toBe(300n);
    expect(await auditOf(viewer.id, 'account.balance')).toEqual([]);
  });
});

describe('profile edits and password resets', () => {
  it('edits the profile fields, names the field another account has (409), and records what changed', async () => {
    const viewer = await newFundedUser(t, 'edited-viewer', 0);
    const edited = await call('PUT', `/${viewer.id}`, { name: 'Edited Viewer', city: 'Utrecht', country: 'NL', locale: 'en' });
    expect(edited.json().data.account).toMatchObject({ name: 'Edited Viewer', city: 'Utrecht', country: 'NL', locale: 'en' });
    expect(await auditOf(viewer.id, 'account.update')).toEqual([
      expect.objectContaining({
        before: { name: 'edited-viewer', city: null, country: null, locale: null },
        after: { name: 'Edited Viewer', city: 'Utrecht', country: 'NL', locale: 'en' },
      }),
    ]);

    const email = await call('PUT', `/${viewer.id}`, { email: 'USER@demo.test' });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toEqual([{ property: 'email', constraints: { isUnique: 'This e-mail address is already registered' } }]);
    const username = await call('PUT', `/${viewer.id}`, { username: 'Demo-Performer' });
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toEqual([{ property: 'username', constraints: { isUnique: 'This username is already taken' } }]);
    expect((await call('PUT', `/${viewer.id}`, { email: 'not an address' })).statusCode).toBe(400);
    expect((await call('PUT', `/${viewer.id}`, { locale: 'xx' })).statusCode).toBe(400);
    expect((await call('PUT', `/${viewer.id}`, { name: '   ' })).statusCode).toBe(400);
    expect(await auditOf(viewer.id, 'account.update')).toHaveLength(1);
  });

  it('mails a password-reset link that works', async () => {
    const viewer = await newFundedUser(t, 'reset-viewer', 0);
    const sent = await call('POST', `/${viewer.id}/password-reset`);
    expect(sent.statusCode).toBe(200);
    await t.app.background.idle();
    const secret = t.linkTokenFor(viewer.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: secret, password: 'a new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.login('users', viewer.email, 'a new password')).toEqual(expect.any(String));
    expect(await auditOf(viewer.id, 'account.password-reset')).toEqual([
      expect.objectContaining({ adminId, after: { email: viewer.email } }),
    ]);
  });
});
