/**
 * The embedded database's thread (pglite-thread.ts starts it): it owns the PGlite
 * instance and runs what the main thread sends, so that queries use the second core
 * and never stall the event loop that serves requests and sockets.
 *
 * Messages: `{ id, op: 'query', sql, params, options, tx }` (options as PGlite takes
 * them, parsers given as the type ids whose values stay text), `{ id, op: 'begin' |
 * 'commit' | 'rollback', tx }`, `{ id, op: 'dump' }` (the whole database as PGlite's tar
 * file) and `{ id, op: 'close' }`. Each gets `{ id, result }` or `{ id, error }`. A
 * transaction is PGlite's own: while one is open, other queries wait inside PGlite until
 * it ends, as they do in one process. Started with `makeOnly`,
 * it makes the database folder and ends.
 */
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

// PostgreSQL compiled to WebAssembly is a large module. V8 compiles it at once with its quick
// baseline compiler and then again, function by function as they get hot, with its optimizing
// one, and keeps both: about 100 MB of machine code. Compiled by the optimizing compiler alone
// the process keeps that much less, and the queries run as fast (they run optimized code either
// way). The flag is the process's (V8 has one set) and is set before PGlite is loaded and
// compiled; nothing else in the process compiles WebAssembly. A database opened with
// `quickStart` (tests open many that live seconds) takes the quick compiler's head start.
v8.setFlagsFromString(workerData.quickStart ? '--liftoff' : '--no-liftoff');
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');

/** A database error as plain fields: the SQLSTATE `code`, `constraint` and the rest survive the crossing. */
function plainError(err) {
  const fields = { name: err?.name ?? 'Error', message: err?.message ?? String(err) };
  if (err && typeof err === 'object') {
    for (const [key, value] of Object.entries(err)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return fields;
}

const keepText = (value) => value;
const queryOptions = (options) =>
  options && {
    ...options,
    parsers: options.parsers && Object.fromEntries(options.parsers.map((type) => [type, keepText])),
  };

const { dataDir, loadDataDir, makeOnly, sharedBuffers } = workerData;
// PostgreSQL's own cache of table pages (its default, 128MB, is taken whole at start); pages
// beyond it come from the operating system's file cache.
const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
// pg_trgm serves typed searches (migration 0013_performer_search_text).
const extensions = { pg_trgm };
const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir, startParams, extensions } : { startParams, extensions });
if (makeOnly) {
  // Only to make a new database folder: done, and the thread ends with what it took.
  await pglite.close();
  process.exit(0);
}
/** Open transactions by the main thread's number: PGlite's handle and how to end it. */
const transactions = new Map();

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const client = message.tx === undefined ? pglite : transactions.get(message.tx)?.handle;
      if (!client) throw new Error(`No open transaction ${message.tx}`);
      return client.query(message.sql, message.params, queryOptions(message.options));
    }
    case 'begin': {
      let began;
      const opened = new Promise((resolve) => (began = resolve));
      const entry = {};
      entry.ended = pglite.transaction(
        (handle) =>
          new Promise((commit, rollback) => {
            Object.assign(entry, { handle, commit, rollback });
            transactions.set(message.tx, entry);
            began();
          }),
      );
      // A transaction that could not begin rejects before it opened.
      await Promise.race([opened, entry.ended]);
      return null;
    }
    case 'commit':
    case 'rollback': {
      const entry = transactions.get(message.tx);
      if (!entry) throw new Error(`No open transaction ${message.tx}`);
      transactions.delete(message.tx);
      if (message.op === 'commit') entry.commit();
      else entry.rollback(new Error('rolled back'));
      try {
        await entry.ended;
      } catch (err) {
        if (message.op === 'commit') throw err;
      }
      return null;
    }
    case 'dump': {
      // The whole database as PGlite's tar file, which `loadDataDir` opens again.
      const dump = await pglite.dumpDataDir('none');
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (err) => parentPort.postMessage({ id: message.id, error: plainError(err) }),
  );
});
parentPort.postMessage({ ready: true });
