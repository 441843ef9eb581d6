/**
 * The embedded database's autovacuum (db/maintenance.ts): statistics exist after
 * start, and tables with many dead or changed rows are vacuumed or analyzed.
 * PostgreSQL runs its own daemon, so there the job does nothing.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { migratedPgliteTemplate } from '../support/pglite-template';
import { maintainTables, startMaintenance } from '@/server/db/maintenance';

const onPglite = process.env.TEST_TARGET === 'pglite';
const describeOnPglite = onPglite ? describe : describe.skip;

describeOnPglite('embedded database maintenance', () => {
  let database: Database;

  /** Statistics reach the views when the backend reports them; make it report now. */
  const flushStats = async () => {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    await database.db.execute(sql`select 1`);
  };

  beforeEach(async () => {
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteTemplate(), quickStart: true });
    await database.db.execute(sql`create table probe (id serial primary key, v int not null)`);
    await database.db.execute(sql`insert into probe (v) select g from generate_series(1, 2000) g`);
    await flushStats();
  });

  afterEach(() => database.close());

  const probeStats = async () => {
    const result = await database.db.execute<{ analyzed: boolean; vacuumed: boolean; estimate: number }>(
      sql`select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed,
                 (select reltuples from pg_class where relname = 'probe')::int as estimate
          from pg_stat_user_tables where relname = 'probe'`,
    );
    return result.rows[0];
  };

  it('analyzes every table at start, so the planner knows their sizes', async () => {
    const onError = jest.fn();
    const stop = await startMaintenance(database, { intervalMs: 60000, onError });
    await stop();
    expect(onError).not.toHaveBeenCalled();
    expect(await probeStats()).toMatchObject({ analyzed: true, estimate: 2000 });
  });

  it('vacuums a table with many dead rows and leaves a quiet table alone', async () => {
    await database.db.execute(sql`vacuum analyze probe`);
    await flushStats();
    expect(await maintainTables(database)).toEqual({ vacuumed: [], analyzed: [] });

    await database.db.execute(sql`delete from probe where id <= 1000`);
    await flushStats();
    const done = await maintainTables(database);
    expect(done.vacuumed).toContain('probe');
    expect(await probeStats()).toMatchObject({ vacuumed: true, estimate: 1000 });
  });

  it('vacuums a table that only grew, so that its trigram index is used', async () => {
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    await database.db.execute(sql`create table names (id serial primary key, name text not null)`);
    await database.db.execute(sql`create index names_trgm on names using gin (name gin_trgm_ops)`);
    await database.db.execute(sql`insert into names (name) select 'performer ' || g from generate_series(1, 5000) g`);
    await database.db.execute(sql`analyze names`);
    await flushStats();
    const plan = async () =>
      (await database.db.execute<{ 'QUERY PLAN': string }>(sql`explain select * from names where name ilike '%ormer 4321%'`)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    // Its new rows wait in the index's pending list, which makes the index look too dear.
    expect(await plan()).not.toContain('names_trgm');
    expect((await maintainTables(database)).vacuumed).toContain('names');
    expect(await plan()).toContain('names_trgm');
  });

  it('vacuums at start what this process has filled already', async () => {
    const stop = await startMaintenance(database, { intervalMs: 60000, onError: jest.fn() });
    await stop();
    expect(await probeStats()).toMatchObject({ vacuumed: true });
  });

  it('analyzes a table with many changed rows', async () => {
    await database.db.execute(sql`vacuum analyze probe`);
    await database.db.execute(sql`insert into probe (v) select g from generate_series(1, 500) g`);
    await flushStats();
    const done = await maintainTables(database);
    expect(done.analyzed).toContain('probe');
    expect(await probeStats()).toMatchObject({ estimate: 2500 });
  });
});

(onPglite ? it.skip : it)('does nothing on PostgreSQL, which has its own autovacuum', async () => {
  const onError = jest.fn();
  // No handle to a database at all: touching it would throw.
  const stop = await startMaintenance({ kind: 'postgres' } as Database, { intervalMs: 10, onError });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await stop();
  expect(onError).not.toHaveBeenCalled();
});
