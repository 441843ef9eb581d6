/**
 * The audit log: a row written in an administrator action's transaction lands with it or
 * not at all, the database refuses to change or delete a row, and administrators read
 * the log filtered by administrator, action, target and date. (Each admin action's own
 * test checks the row that action writes.)
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { auditLog } from '@/server/db/schema';
import { changedFields, recordAudit, type AuditActor } from '@/server/modules/audit/service';

let t: TestApp;
let adminToken: string;
let actor: AuditActor;
let userId: string;

const db = () => t.deps.database.db;
const list = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await t.login('users', 'admin@demo.test');
  actor = { adminId: await t.idOf('admin@demo.test'), address: '203.0.113.7' };
  userId = await t.idOf('user@demo.test');
});
afterAll(() => t.close());

it('keeps a row only when its action commits', async () => {
  await db().transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'account.suspend',
      targetType: 'account',
      targetId: userId,
      before: { status: 'active' },
      after: { status: 'suspended' },
      reason: 'spam',
    }),
  );
  await expect(
    db().transaction(async (tx) => {
      await recordAudit(tx, actor, { action: 'account.reactivate', targetType: 'account', targetId: userId });
      throw new Error('the action failed');
    }),
  ).rejects.toThrow('the action failed');
  const rows = await db().select().from(auditLog).where(eq(auditLog.targetId, userId));
  expect(rows).toEqual([
    expect.objectContaining({
      action: 'account.suspend',
      adminId: actor.adminId,
      address: '203.0.113.7',
      before: { status: 'active' },
      after: { status: 'suspended' },
      reason: 'spam',
    }),
  ]);
});

it('refuses to change or delete a row', async () => {
  const target = randomUUID();
  await db().transaction((tx) =>
    recordAudit(tx, actor, { action: 'account.suspend', targetType: 'account', targetId: target, reason: 'spam' }),
  );
  // The database's own refusal (drizzle wraps it as the cause).
  const refusal = (query: Promise<unknown>) =>
    query.then(
      () => 'done',
      (err: Error) => (err.cause as Error | undefined)?.message,
    );
  expect(await refusal(db().update(auditLog).set({ reason: 'nothing happened' }))).toBe('audit log rows are never changed or deleted');
  expect(await refusal(db().delete(auditLog))).toBe('audit log rows are never changed or deleted');
  expect(await db().select().from(auditLog).where(eq(auditLog.targetId, target))).toEqual([
    expect.objectContaining({ action: 'account.suspend', reason: 'spam' }),
  ]);
});

it('lists the log newest first, filtered, to administrators only', async () => {
  // Targets of this test's own: the log keeps the rows of the other tests.
  const suspended = await t.idOf('studio@demo.test');
  const other = await t.idOf('performer@demo.test');
  await db().transaction((tx) =>
    recordAudit(tx, actor, { action: 'account.suspend', targetType: 'account', targetId: suspended, reason: 'spam' }),
  );
  await db().transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'account.balance',
      targetType: 'account',
      targetId: other,
      after: { amount: 10 },
      reason: 'goodwill',
    }),
  );

  const all = (await list('')).json().data;
  expect(all.total).toBeGreaterThanOrEqual(2);
  expect(all.data[0]).toMatchObject({
    action: 'account.balance',
    targetId: other,
    admin: { _id: actor.adminId },
    address: '203.0.113.7',
    reason: 'goodwill',
  });
  expect(Date.parse(all.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(all.data[1].createdAt));

  expect((await list(`?targetId=${suspended}`)).json().data).toMatchObject({ total: 1, data: [{ action: 'account.suspend' }] });
  expect((await list('?action=account.balance')).json().data.data.map((row: { targetId: string }) => row.targetId)).toEqual([other]);
  expect((await list(`?adminId=${actor.adminId}&targetType=account`)).json().data.total).toBe(all.total);
  expect((await list(`?fromDate=${new Date(Date.now() + 60_000).toISOString()}`)).json().data).toEqual({ data: [], total: 0 });

  expect((await list('?action=account.delete')).statusCode).toBe(400);
  expect((await list('?fromDate=yesterday')).statusCode).toBe(400);
  expect((await list('', await t.login('users', 'user@demo.test'))).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
});

it('records only the fields an update changed', () => {
  expect(changedFields({ name: 'Ann', city: 'Oslo', phone: null }, { name: 'Ann', city: 'Bergen', phone: undefined })).toEqual({
    before: { city: 'Oslo' },
    after: { city: 'Bergen' },
  });
});
