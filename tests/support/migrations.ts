/**
 * A migration that converts rows is tested on a database migrated up to the migration
 * before it, with rows as they were then, and then migrated on: `migratedUpTo` opens that
 * database (embedded, in memory) from a copy of the migrations that ends before `tag`;
 * `describeMigration` declares a migration's tests around one such database.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '@/server/db/client';

const MIGRATIONS = path.resolve(__dirname, '../../src/server/db/migrations');

/** A copy of the migrations that ends just before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** An in-memory database migrated up to the migration before `tag`; `database.migrate()` then runs the rest. */
export async function migratedUpTo(tag: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const before = migrationsBefore(tag);
  const database = await openDatabase({ dataDir: 'memory://', quickStart: true });
  await migrate(database.db as never, { migrationsFolder: before });
  return {
    database,
    async close() {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    },
  };
}

/**
 * Declares the tests of migration `tag` (on PGlite only: it is PostgreSQL's own engine, and
 * the copy of the migrations is migrated the embedded way). Its tests share one database
 * migrated up to the migration before it, as `migrated.database`; `migrated.database.migrate()`
 * then runs the rest.
 */
export function describeMigration(tag: string, title: string, body: (migrated: { database: Database }) => void): void {
  const describeOnPglite = process.env.TEST_TARGET === 'pglite' ? describe : describe.skip;
  describeOnPglite(title, () => {
    const migrated = {} as { database: Database };
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ database: migrated.database, close } = await migratedUpTo(tag));
    });
    afterAll(() => close?.());
    body(migrated);
  });
}
