/**
 * The embedded database's thread (db/pglite-thread.ts): values, errors and
 * transactions cross between the threads as they behaved in one, and a query waits
 * while another transaction is open. PostgreSQL has its own connections, so this runs
 * on the embedded database only.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { migratedPgliteTemplate } from '../support/pglite-template';
import { isCheckViolation, isUniqueViolation } from '@/server/modules/ledger/ledger';
import { PgliteThread } from '@/server/db/pglite-thread';

const describeOnPglite = process.env.TEST_TARGET === 'pglite' ? describe : describe.skip;

describeOnPglite('the embedded database in its own thread', () => {
  let database: Database;

  beforeEach(async () => {
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteTemplate(), quickStart: true });
    await database.db.execute(
      sql`create table probe (id serial primary key, code text unique, amount bigint not null check (amount >= 0), at timestamptz, data bytea)`,
    );
  });
  afterEach(() => database.close());

  it('brings back big numbers, times and bytes as they are stored', async () => {
    await database.db.execute(
      sql`insert into probe (code, amount, at, data) values ('a', 9007199254740993, '2026-11-27T10:00:00Z', '\\x00ff'::bytea)`,
    );
    const { rows } = await database.db.execute<{ amount: unknown; at: unknown; data: unknown }>(
      sql`select amount, at, data from probe where code = 'a'`,
    );
    expect(rows[0].amount).toBe(9007199254740993n);
    expect(new Date(rows[0].at as string).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(Array.from(rows[0].data as Uint8Array)).toEqual([0, 255]);
  });

  it('gives errors with their SQLSTATE code and constraint', async () => {
    await database.db.execute(sql`insert into probe (code, amount) values ('a', 1)`);
    const unique = await database.db.execute(sql`insert into probe (code, amount) values ('a', 2)`).catch((err: unknown) => err);
    expect(isUniqueViolation(unique, 'probe_code_key')).toBe(true);
    const check = await database.db.execute(sql`update probe set amount = -1`).catch((err: unknown) => err);
    expect(isCheckViolation(check, 'probe_amount_check')).toBe(true);
  });

  it('commits a transaction that ends well and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (code, amount) values ('kept', 1)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe (code, amount) values ('dropped', 1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await database.db.execute<{ code: string }>(sql`select code from probe order by code`);
    expect(rows.map((row) => row.code)).toEqual(['kept']);
  });

  it('lets a query outside an open transaction wait until it ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (code, amount) values ('inside', 1)`);
      order.push('inside written');
      await held;
      order.push('transaction ends');
    });
    // Give the transaction time to begin before the outside query is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.db.execute<{ n: number }>(sql`select count(*)::int as n from probe`).then(({ rows }) => {
      order.push(`outside sees ${rows[0].n}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['inside written', 'transaction ends', 'outside sees 1']);
  });

  it('refuses row parsers that would change values, which cannot cross to the thread', async () => {
    const thread = await PgliteThread.start('memory://', { loadDataDir: await migratedPgliteTemplate(), quickStart: true });
    try {
      await expect(thread.query('select 1', [], { parsers: { 23: (value: string) => Number(value) } })).rejects.toThrow(
        'Only parsers that keep the text',
      );
      expect(await thread.query<{ rows: unknown[] }>('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await thread.close();
    }
  });

  it('makes a new database folder (in a thread that then ends) and opens it again with its data', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    const dataDir = path.join(dir, 'db');
    try {
      const first = await PgliteThread.start(dataDir, { quickStart: true });
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      await first.query('create table kept (note text)');
      await first.query("insert into kept values ('still here')");
      await first.close();
      const again = await PgliteThread.start(dataDir, { quickStart: true });
      try {
        expect(await again.query<{ rows: unknown[] }>('select note from kept')).toMatchObject({ rows: [{ note: 'still here' }] });
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('dumps the whole database into a file that opens again with its data', async () => {
    await database.db.execute(sql`insert into probe (code, amount) values ('dumped', 7)`);
    const copy = await openDatabase({ dataDir: 'memory://', loadDataDir: await database.dump!(), quickStart: true });
    try {
      const { rows } = await copy.db.execute<{ code: string; amount: unknown }>(sql`select code, amount from probe`);
      expect(rows).toEqual([{ code: 'dumped', amount: 7 }]);
    } finally {
      await copy.close();
    }
  });

  it('keeps the cache of table pages it is given (32MB by default) and refuses a size it cannot read', async () => {
    const thread = await PgliteThread.start('memory://', { loadDataDir: await migratedPgliteTemplate(), quickStart: true });
    try {
      expect(await thread.query<{ rows: unknown[] }>('show shared_buffers')).toMatchObject({ rows: [{ shared_buffers: '32MB' }] });
    } finally {
      await thread.close();
    }
    await expect(PgliteThread.start('memory://', { sharedBuffers: 'lots' })).rejects.toThrow(
      'PGLITE_SHARED_BUFFERS must be a size such as 32MB',
    );
  });
});
