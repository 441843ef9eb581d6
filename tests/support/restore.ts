/**
 * What the tests of one integration file share (one app, one database) put back after
 * each test as it was before it, so that a test that changes a setting, a rate or a
 * block list leaves nothing for the next one, and every test runs alone as it runs in
 * its file's order.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from '../integration/helpers';

/**
 * Gives `tables` back their rows after each test, and drops the app's settings cache.
 * For small tables no other row refers to: settings, commission rates, block lists.
 */
export function restoreTablesAfterEach(app: () => TestApp, tables: PgTable[]): void {
  let saved: unknown[][] = [];
  beforeEach(async () => {
    const { db } = app().deps.database;
    saved = await Promise.all(tables.map((table) => db.select().from(table)));
  });
  afterEach(async () => {
    await app().deps.database.db.transaction(async (tx) => {
      for (const [i, table] of tables.entries()) {
        await tx.delete(table);
        if (saved[i].length) await tx.insert(table).values(saved[i] as never[]);
      }
    });
    app().app.settings.invalidate();
  });
}

/**
 * Gives `columns` (by their property names) of every row of `table` back their values
 * after each test, the rows found by `key`: for tables others refer to, such as studios.
 */
export function restoreColumnsAfterEach(app: () => TestApp, table: PgTable, key: PgColumn, columns: Record<string, PgColumn>): void {
  let saved: Record<string, unknown>[] = [];
  beforeEach(async () => {
    saved = await app()
      .deps.database.db.select({ ...columns, key })
      .from(table);
  });
  afterEach(async () => {
    await app().deps.database.db.transaction(async (tx) => {
      for (const { key: id, ...values } of saved) await tx.update(table).set(values).where(eq(key, id));
    });
  });
}
