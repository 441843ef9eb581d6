/**
 * Where uploads arrive, whatever store keeps them: `incoming/` under the uploads folder
 * of the data directory. A file is written there as it comes, never held in memory,
 * through checks that may refuse it; a stream that fails (too large, refused content,
 * a dropped connection) leaves no partial file. The store then moves a whole file to
 * its place. Incoming files a crash left behind are swept when the area opens.
 */
import path from 'node:path';
import { mkdirSync, readdirSync, rmSync, statSync, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UUID_PATTERN } from '@/shared/uuid';

/** An incoming file's key: `incoming/<uuid>`, the name `receive` gives it. */
const INCOMING_KEY = new RegExp(`^incoming/${UUID_PATTERN}$`);

/** Incoming files older than this are leftovers of a crash (no upload takes an hour). */
const INCOMING_MAX_AGE_MS = 60 * 60 * 1000;

/** Removes incoming files older than `maxAgeMs`: what an interrupted process left. */
function sweep(dir: string, maxAgeMs: number) {
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

export function incomingArea(uploadsRoot: string) {
  const dir = path.join(uploadsRoot, 'incoming');
  mkdirSync(dir, { recursive: true });
  sweep(dir, INCOMING_MAX_AGE_MS);

  /** The file of an incoming key (`incoming/<uuid>`), refusing anything else. */
  const fileOf = (key: string) => {
    if (!INCOMING_KEY.test(key)) throw new Error(`Not an incoming file: ${key}`);
    return path.join(uploadsRoot, key);
  };

  return {
    fileOf,

    /** Removes an incoming file (one no route kept). */
    remove: (key: string) => rm(fileOf(key), { force: true }),

    /**
     * Writes `source` through `checks` (transforms that may refuse it by failing) into a
     * new incoming file; returns its key and size. When the stream or a check fails, what
     * was written is removed and the error is thrown.
     */
    async receive(source: Readable, ...checks: Transform[]): Promise<{ key: string; size: number }> {
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
  };
}
