/**
 * The web build's own files under `/_next/static/` (scripts, styles, manifests). Their
 * names change with their content, so each is read and gzip-compressed once, kept for
 * the life of the process (the build's files are a few megabytes) and served with a
 * year's `immutable` caching. Handed to Next's handler, each of the fifty-odd scripts of
 * a first visit was compressed anew on every request (about 7 ms for the largest) and
 * given a page's content security policy it has no use for.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

export const BUILD_FILES_PATH = '/_next/static/';
const gzipped = promisify(gzip);

export interface BuildFile {
  type: string;
  body: Buffer;
  /** The body gzip-compressed, for the types that shrink. */
  gzip?: Buffer;
}

const TYPES: Record<string, { type: string; compress: boolean }> = {
  '.js': { type: 'application/javascript; charset=utf-8', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.map': { type: 'application/json; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.txt': { type: 'text/plain; charset=utf-8', compress: true },
  '.woff2': { type: 'font/woff2', compress: false },
  '.woff': { type: 'font/woff', compress: false },
  '.png': { type: 'image/png', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
  '.webp': { type: 'image/webp', compress: false },
};

/** The files of the build folder `dir` (`.next/static`), by their path below it. */
export function createBuildFiles(dir: string) {
  const root = path.resolve(dir);
  const files = new Map<string, Promise<BuildFile | null>>();

  async function load(file: string): Promise<BuildFile | null> {
    const kind = TYPES[path.extname(file).toLowerCase()] ?? { type: 'application/octet-stream', compress: false };
    try {
      const body = await readFile(file);
      // Off the event loop: the first visit asks for fifty-odd files at once.
      return { type: kind.type, body, gzip: kind.compress ? await gzipped(body, { level: 9 }) : undefined };
    } catch {
      return null;
    }
  }

  return {
    /** The file at `relative` below the folder, or null when there is none (or the path leaves the folder). */
    get(relative: string): Promise<BuildFile | null> {
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep)) return Promise.resolve(null);
      let entry = files.get(file);
      if (!entry) {
        entry = load(file);
        files.set(file, entry);
        // A missing file is asked again next time (a build may be being written).
        void entry.then((found) => found ?? files.delete(file));
      }
      return entry;
    },
  };
}
