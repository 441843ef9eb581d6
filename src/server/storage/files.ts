/**
 * Uploaded files under `$DATA_DIR/uploads`. Public files (avatars) are served at
 * `/uploads/...`; private ones (identity documents) are kept outside that folder and
 * never served.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';

export interface FileStore {
  /** Saves a file and returns its stored key, e.g. `public/avatars/<uuid>.png`. */
  save(visibility: 'public' | 'private', folder: string, extension: string, data: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  /** The browser address of a public file. */
  url(key: string): string;
  readonly publicRoot: string;
}

export function localFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  const publicRoot = path.join(root, 'public');
  mkdirSync(publicRoot, { recursive: true });
  return {
    publicRoot,
    async save(visibility, folder, extension, data) {
      const key = `${visibility}/${folder}/${randomUUID()}${extension.toLowerCase()}`;
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return key;
    },
    async remove(key) {
      const file = path.resolve(root, key);
      if (file.startsWith(root + path.sep)) await rm(file, { force: true });
    },
    url(key) {
      if (key.startsWith('/')) return key; // shipped images (demo data, placeholders)
      return `/uploads/${key.replace(/^public\//, '')}`;
    },
  };
}
