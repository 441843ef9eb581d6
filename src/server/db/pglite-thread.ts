/**
 * The embedded database in a thread of its own (pglite-worker.mjs). PGlite runs
 * PostgreSQL compiled to WebAssembly in the thread that calls it; in the server's main
 * thread every query stalled the sockets, the API and page rendering at once, and left
 * the second core idle. This client gives drizzle what it uses of a PGlite instance
 * (`query`, `transaction`, `close`) and passes each call to the database's thread.
 *
 * What crosses is plain data: SQL, parameters and rows by structured clone (dates,
 * bigints and bytes included); an error as its fields, so that its SQLSTATE `code` and
 * `constraint` read as they did; drizzle's row parsers as the list of types it keeps
 * as text (its parsers are identities, which is checked).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> };
type Request =
  | { op: 'query'; sql: string; params?: unknown[]; options?: { rowMode?: string; parsers?: number[] }; tx?: number }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'dump' | 'close' };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

const WORKER = path.join(__dirname, 'pglite-worker.mjs');
/**
 * PostgreSQL's cache of table pages in the embedded database. Its own default (128MB) is
 * taken whole when the database opens, about 120 MB more of the process's memory; a
 * marketplace's busy pages fit in less, and the rest are read from the operating system's
 * file cache. `PGLITE_SHARED_BUFFERS` sets another size.
 */
export const DEFAULT_SHARED_BUFFERS = '32MB';

export interface PgliteStartOptions {
  /** A dump (`dump`) to start from instead of the folder's contents. */
  loadDataDir?: Blob;
  /** PostgreSQL's cache of table pages (`DEFAULT_SHARED_BUFFERS`). */
  sharedBuffers?: string;
  /**
   * Starts in a second or two instead of four or five: the engine's WebAssembly is compiled
   * by V8's quick baseline compiler first, and its hot functions by the optimizing one as they
   * run, with about 100 MB more machine code kept. For short-lived databases (the tests'); a
   * server keeps the default (see pglite-worker.mjs).
   */
  quickStart?: boolean;
}
const PROBE = '\u0000probe';

/** An error of the database thread, with the fields it had there. */
function rebuiltError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

function plainOptions(options?: QueryOptions) {
  if (!options) return undefined;
  const types = Object.entries(options.parsers ?? {}).map(([type, parse]) => {
    if (parse(PROBE) !== PROBE) throw new Error(`Only parsers that keep the text cross to the database thread (type ${type})`);
    return Number(type);
  });
  return { rowMode: options.rowMode, parsers: types };
}

/** Waits for a database thread's first message: its database is open. */
function ready(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    worker.once('error', onError);
    worker.once('message', () => {
      worker.off('error', onError);
      resolve();
    });
  });
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (reply.error) call.reject(rebuiltError(reply.error));
      else call.resolve(reply.result);
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts the thread and opens the database in `dataDir` (`memory://` for a throwaway
   * one). A new folder is first made by a thread of its own that ends at once: making
   * one runs PostgreSQL's initdb, whose few hundred megabytes would otherwise stay with
   * the database's thread until its garbage is collected, which an idle thread may
   * never do.
   */
  static async start(dataDir: string, options: PgliteStartOptions = {}): Promise<PgliteThread> {
    const { loadDataDir, sharedBuffers = DEFAULT_SHARED_BUFFERS, quickStart = false } = options;
    if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers))
      throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB, not "${sharedBuffers}"`);
    const inFolder = !dataDir.includes('://');
    if (inFolder && !loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const maker = new Worker(WORKER, { workerData: { dataDir, makeOnly: true, sharedBuffers, quickStart } });
      await new Promise<void>((resolve, reject) => {
        maker.once('error', reject);
        maker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Making the database failed (exit code ${code})`))));
      });
    }
    const worker = new Worker(WORKER, { workerData: { dataDir, loadDataDir, sharedBuffers, quickStart } });
    await ready(worker);
    return new PgliteThread(worker);
  }

  private call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<T> {
    return this.call<T>({ op: 'query', sql, params, options: plainOptions(options), tx });
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: { query: PgliteThread['query'] }) => Promise<T>): Promise<T> {
    const tx = this.nextTransaction++;
    await this.call({ op: 'begin', tx });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.query(sql, params, options, tx) });
    } catch (err) {
      await this.call({ op: 'rollback', tx }).catch(() => {});
      throw err;
    }
    await this.call({ op: 'commit', tx });
    return result;
  }

  /** The whole database as PGlite's tar file, which `start` opens again as `loadDataDir`. */
  async dump(): Promise<Blob> {
    return new Blob([await this.call<Uint8Array<ArrayBuffer>>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  /** For drizzle, which types its client as a PGlite instance. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
