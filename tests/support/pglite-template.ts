/**
 * An empty embedded database with every migration applied, made once and kept in the
 * system's temporary folder as a PGlite dump. A test app opens a copy of it in under a
 * second, where making a database anew (PostgreSQL's initdb in WebAssembly) takes
 * several. The file is named after the migrations and the PGlite version, so a new
 * migration or upgrade makes a new one; two test workers that make it at once each
 * write a file of their own and rename it into place.
 */
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { openDatabase } from '@/server/db/client';

const ROOT = path.resolve(__dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations');
const PREFIX = 'market-pglite-template-';

/** What the template depends on: every migration file, the PGlite version and the database thread's code. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(full));
  }
  hash.update(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(readFileSync(path.join(ROOT, 'src/server/db/pglite-worker.mjs')));
  return hash.digest('hex').slice(0, 16);
}

let made: Promise<Blob> | undefined;

/** The migrated empty database, as `openDatabase({ loadDataDir })` takes it. */
export function migratedPgliteTemplate(): Promise<Blob> {
  made ??= load();
  return made;
}

async function load(): Promise<Blob> {
  const name = `${PREFIX}${templateKey()}.tar`;
  const file = path.join(os.tmpdir(), name);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const database = await openDatabase({ dataDir: 'memory://', quickStart: true });
  let dump: Blob;
  try {
    await database.migrate();
    dump = await database.dump!();
  } finally {
    await database.close();
  }
  const own = `${file}.${process.pid}`;
  writeFileSync(own, Buffer.from(await dump.arrayBuffer()));
  renameSync(own, file);
  // Templates of earlier migrations are of no more use.
  for (const old of readdirSync(os.tmpdir())) {
    if (old.startsWith(PREFIX) && old.endsWith('.tar') && old !== name) rmSync(path.join(os.tmpdir(), old), { force: true });
  }
  return dump;
}
