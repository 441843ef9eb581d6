/**
 * The database of a benchmark: a scratch database on the PostgreSQL of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, or embedded PGlite in a temporary folder
 * when neither is set. `drop` removes it afterwards.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { openDatabase, type Database } from '@/server/db/client';
import { createScratchDatabase } from '../support/scratch-database';

export async function openBenchDatabase(prefix: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `bench-${prefix}-`));
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(adminUrl, 'bench');
  return { database: await openDatabase({ url: scratch.url }), drop: scratch.drop };
}
