/**
 * Opens the database: embedded PGlite in `<dataDir>/pglite` by default, PostgreSQL
 * when a URL is given. Both get the same drizzle schema and the same migrations.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { PgliteThread } from './pglite-thread';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; services accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** The whole embedded database as a file that `loadDataDir` opens again (PGlite only). */
  dump?(): Promise<Blob>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(__dirname, 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` for a throwaway database. */
  dataDir?: string;
  /** A PGlite data dump (from `dump`) to start from, used by tests. */
  loadDataDir?: Blob;
  /** PGlite starts sooner and keeps more machine code (`PgliteStartOptions`): for tests. */
  quickStart?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? 'memory://', options);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server dropped (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.error('database connection lost:', err.message));
  // Bigint balances come back as strings from pg; drizzle's bigint mode converts them.
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite in a thread of its own (pglite-thread.ts), so that queries never stall the event loop. */
async function openPglite(dataDir: string, { loadDataDir, quickStart }: DatabaseOptions): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || undefined;
  const client = await PgliteThread.start(dataDir, { loadDataDir, sharedBuffers, quickStart });
  const db = drizzlePglite(client.asPglite(), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    dump: () => client.dump(),
    close: () => client.close(),
  };
}

export { schema };
