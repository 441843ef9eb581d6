/**
 * Uploaded files. Every upload arrives in the incoming area (incoming.ts) and is then
 * kept by the store: `localFileStore` below, under `$DATA_DIR/uploads` (the default),
 * or `s3FileStore` (s3.ts) in an S3-compatible bucket. Keys look like
 * `public/avatars/<uuid>.png` or `private/documents/<uuid>.pdf`: the name is generated,
 * the extension is the kind the file's bytes showed. Public files (avatars, promotion
 * pictures) have a browser address (`url`); private ones (identity documents, bought
 * videos) have none: only a route that checked who asks reads them (`open`), or sends the
 * browser to a short-lived address of the store's own when it has one (`presignedUrl`).
 */
import path from 'node:path';
import { mkdirSync, createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Transform, Readable } from 'node:stream';
import { UUID_PATTERN } from '@/shared/uuid';
import { incomingArea } from './incoming';

export interface FileStore {
  /**
   * Writes a stream to the incoming area as it arrives, through `checks` (transforms
   * that may refuse it by failing); returns its key and size. When the stream or a
   * check fails, what was written is removed and the error is thrown.
   */
  receive(source: Readable, ...checks: Transform[]): Promise<{ key: string; size: number }>;
  /** Where a received file waits on this machine's disk until it is kept, for tools that read files (ffprobe). */
  incomingPath(incomingKey: string): string;
  /** Moves a received file to its place; returns its stored key, e.g. `public/avatars/<uuid>.png`. */
  keep(incomingKey: string, visibility: 'public' | 'private', folder: string, extension: string): Promise<string>;
  remove(key: string): Promise<void>;
  /**
   * A stored file's content and its whole size, or null when it is not there. With
   * `range`, only the bytes from `start` to `end` (both included, within the file).
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** A stored file's size in bytes, or null when it is not there. */
  sizeOf(key: string): Promise<number | null>;
  /**
   * A short-lived address where a browser reads `key` from the store itself, valid until
   * `until`, answered with `disposition` as its Content-Disposition when given (a download);
   * null when this store has none (the data directory, or a bucket that browsers do not
   * reach): the file then goes through this server. Whoever holds it may read the file
   * until then, so it is made only after the asker was checked, like a signed address.
   */
  presignedUrl(key: string, until: Date, disposition?: string): Promise<string | null>;
  /** The browser address of a public file. */
  url(key: string): string;
  /** The folder of the public files when they are on this machine (served as they are); null when the store reads them. */
  readonly publicRoot: string | null;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** A new stored key: generated name, the file's kind as its extension. */
export const newFileKey = (visibility: 'public' | 'private', folder: string, extension: string) =>
  `${visibility}/${folder}/${randomUUID()}${extension.toLowerCase()}`;

const FILE_KEY = new RegExp(`^(public|private)/[a-z0-9-]+(/[a-z0-9-]+)*/${UUID_PATTERN}\\.[a-z0-9]+$`);

/** Whether `key` is a stored file's key as `newFileKey` makes them (nothing that climbs out of its folder). */
export const isFileKey = (key: string) => FILE_KEY.test(key);

/** The browser address of a public key served by this server, or of a shipped image (`/demo/...`). */
export const uploadsUrl = (key: string) => (key.startsWith('/') ? key : `/uploads/${key.replace(/^public\//, '')}`);

export function localFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  const publicRoot = path.join(root, 'public');
  mkdirSync(publicRoot, { recursive: true });
  const incoming = incomingArea(root);

  /** The path of a key, only inside the uploads folder. */
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Not a stored file: ${key}`);
    return file;
  };

  return {
    publicRoot,
    receive: incoming.receive,
    incomingPath: incoming.fileOf,
    async keep(incomingKey, visibility, folder, extension) {
      const key = newFileKey(visibility, folder, extension);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(incoming.fileOf(incomingKey), file);
      return key;
    },
    async remove(key) {
      const file = path.resolve(root, key);
      if (file.startsWith(root + path.sep)) await rm(file, { force: true });
    },
    async open(key, range) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file, range), size: info.size };
    },
    async sizeOf(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    // Only this server reads the data directory.
    presignedUrl: async () => null,
    url: uploadsUrl,
  };
}
