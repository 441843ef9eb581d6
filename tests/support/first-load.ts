/**
 * First-load JavaScript of every page of a production build (`next build`): the
 * scripts a browser runs before the page is usable (the framework's, the app
 * shell's and the page's own), gzip-compressed as they travel, read from
 * `.next/build-manifest.json`. Deterministic for a given build.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';

/** Budgets in bytes (gzip): the pages every visitor opens first, and every other page. */
export const FIRST_LOAD_BUDGET = { entry: 180 * 1024, other: 250 * 1024 } as const;
export const ENTRY_PAGES = ['/', '/profile/[username]'];

export interface ChunkSize {
  file: string;
  gzip: number;
}

export interface PageSize {
  page: string;
  /** gzip bytes of every script of the first load. */
  gzip: number;
  budget: number;
  /** The page's scripts, largest first. */
  chunks: ChunkSize[];
}

interface BuildManifest {
  pages: Record<string, string[]>;
  rootMainFiles: string[];
}

export const budgetOf = (page: string) => (ENTRY_PAGES.includes(page) ? FIRST_LOAD_BUDGET.entry : FIRST_LOAD_BUDGET.other);

/** The build's manifest, or null when there is no production build in `nextDir`. */
function manifestOf(nextDir: string): BuildManifest | null {
  const file = path.join(nextDir, 'build-manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : null;
}

function gzipper(nextDir: string) {
  const sizes = new Map<string, number>();
  return (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** The routes of the build's pages (`/`, `/profile/[username]`…), without Next's own; null when there is no production build. */
export function builtPages(nextDir = '.next'): string[] | null {
  const manifest = manifestOf(nextDir);
  return manifest ? Object.keys(manifest.pages).filter((page) => page !== '/_app' && page !== '/_error') : null;
}

/** Every page's first load, largest first; null when there is no production build. */
export function firstLoadSizes(nextDir = '.next'): PageSize[] | null {
  const manifest = manifestOf(nextDir);
  if (!manifest) return null;
  const gzip = gzipper(nextDir);
  const shared = [...manifest.rootMainFiles, ...(manifest.pages['/_app'] ?? [])];
  return Object.entries(manifest.pages)
    .filter(([page]) => page !== '/_app' && page !== '/_error')
    .map(([page, files]) => {
      const chunks = [...new Set([...shared, ...files])]
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, gzip: gzip(file) }))
        .sort((a, b) => b.gzip - a.gzip);
      return { page, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0), budget: budgetOf(page), chunks };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
