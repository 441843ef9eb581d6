/**
 * Autovacuum for the embedded database. PostgreSQL's autovacuum daemon keeps
 * planner statistics fresh and reclaims dead rows; PGlite is a single backend
 * without it, so statistics stay empty and plans go bad (a search over 10,000
 * performers ran five times slower before its first ANALYZE). This does the same
 * job on a timer, with PostgreSQL's default thresholds, for PGlite only.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** PostgreSQL's defaults: autovacuum_{vacuum,vacuum_insert,analyze}_{threshold,scale_factor}. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const VACUUM_INSERT_THRESHOLD = 1000;
const VACUUM_INSERT_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

interface TableStats extends Record<string, unknown> {
  name: string;
  dead: number;
  inserted: number;
  changed: number;
  rows: number;
  analyzed: boolean;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Vacuums and analyzes the tables past the thresholds; returns what it did. A table
 * that only grew is vacuumed too, as PostgreSQL's daemon does: a GIN index (the
 * performers' trigram and array indexes) keeps new rows in a pending list until then,
 * and the planner, pricing a scan of that list, leaves the index unused.
 */
export async function maintainTables(database: Database): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const result = await database.db.execute<TableStats>(sql`
    select s.relname as name, s.n_dead_tup::int as dead, s.n_ins_since_vacuum::int as inserted, s.n_mod_since_analyze::int as changed,
           greatest(c.reltuples, 0)::float8 as rows, (s.last_analyze is not null or s.last_autoanalyze is not null) as analyzed
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'`);
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const table of result.rows) {
    const needsVacuum =
      table.dead > VACUUM_THRESHOLD + VACUUM_SCALE * table.rows ||
      table.inserted > VACUUM_INSERT_THRESHOLD + VACUUM_INSERT_SCALE * table.rows;
    const needsAnalyze = table.changed > ANALYZE_THRESHOLD + ANALYZE_SCALE * table.rows || (!table.analyzed && table.changed > 0);
    if (needsVacuum) {
      await database.db.execute(sql.raw(`vacuum (analyze) ${quoteIdent(table.name)}`));
      vacuumed.push(table.name);
    } else if (needsAnalyze) {
      await database.db.execute(sql.raw(`analyze ${quoteIdent(table.name)}`));
      analyzed.push(table.name);
    }
  }
  return { vacuumed, analyzed };
}

/**
 * On the embedded database (PostgreSQL has its own daemon: nothing to do), analyzes
 * every table now, since statistics are only counted from this start on, vacuums those
 * that this process has already filled (a seed), then runs `maintainTables` every
 * `intervalMs`. Returns a stop function that waits for a
 * pass in progress. Resolves once the first analysis is done.
 */
export async function startMaintenance(
  database: Database,
  options: { intervalMs: number; onError: (err: unknown) => void },
): Promise<() => Promise<void>> {
  if (database.kind !== 'pglite') return async () => {};
  await database.db.execute(sql`analyze`);
  await maintainTables(database);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => maintainTables(database)).catch(options.onError);
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
