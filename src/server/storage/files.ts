/**
 * Uploaded files under `$DATA_DIR/uploads`. Public files (avatars) are served at
 * `/uploads/...`; private ones (identity documents) are kept outside that folder: only
 * a route that checked who asks reads them (`open`).
 *
 * An upload arrives as a stream and is written to `incoming/` as it comes, never held
 * in memory; a stream that fails (too large, refused content, a dropped connection)
 * leaves no partial file. Only `keep` moves a file to its place (a rename, so a file
 * is either whole where it belongs or not there). Incoming files a crash left behind
 * are swept when the store opens.
 */
import path from 'node:path';
import { mkdirSync, readdirSync, rmSync, statSync, createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Incoming files older than this are leftovers of a crash (no upload takes an hour). */
const INCOMING_MAX_AGE_MS = 60 * 60 * 1000;

export interface FileStore {
  /**
   * Writes a stream to the incoming area as it arrives, through `checks` (transforms
   * that may refuse it by failing); returns its key and size. When the stream or a
   * check fails, what was written is removed and the error is thrown.
   */
  receive(source: Readable, ...checks: Transform[]): Promise<{ key: string; size: number }>;
  /** Moves a received file to its place; returns its stored key, e.g. `public/avatars/<uuid>.png`. */
  keep(incomingKey: string, visibility: 'public' | 'private', folder: string, extension: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** A stored file's content and size, or null when it is not there. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The browser address of a public file. */
  url(key: string): string;
  readonly publicRoot: string;
}

/** Removes incoming files older than `maxAgeMs`: what an interrupted process left. */
function sweepIncoming(dir: string, maxAgeMs: number) {
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - statSync(file).mtimeMs > maxAgeMs) rmSync(file, { force: true });
    } catch {
      // Taken by another process meanwhile.
    }
  }
}

export function localFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  const publicRoot = path.join(root, 'public');
  const incomingRoot = path.join(root, 'incoming');
  mkdirSync(publicRoot, { recursive: true });
  mkdirSync(incomingRoot, { recursive: true });
  sweepIncoming(incomingRoot, INCOMING_MAX_AGE_MS);

  /** The path of a key, only inside the uploads folder. */
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Not a stored file: ${key}`);
    return file;
  };
  const newKey = (visibility: 'public' | 'private', folder: string, extension: string) =>
    `${visibility}/${folder}/${randomUUID()}${extension.toLowerCase()}`;

  return {
    publicRoot,
    async receive(source, ...checks) {
      const key = `incoming/${randomUUID()}`;
      const file = fileOf(key);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const sink = createWriteStream(file, { flags: 'wx' });
      try {
        await pipeline([source, ...checks, counter, sink]);
      } catch (error) {
        // The pipeline fails at once, while the file may still be opening: removed before
        // that open completes, it would be created again, empty, and left behind.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(file, { force: true });
        throw error;
      }
      return { key, size };
    },
    async keep(incomingKey, visibility, folder, extension) {
      const key = newKey(visibility, folder, extension);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(fileOf(incomingKey), file);
      return key;
    },
    async remove(key) {
      const file = path.resolve(root, key);
      if (file.startsWith(root + path.sep)) await rm(file, { force: true });
    },
    async open(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    },
    url(key) {
      if (key.startsWith('/')) return key; // shipped images (demo data, placeholders)
      return `/uploads/${key.replace(/^public\//, '')}`;
    },
  };
}
