/**
 * The antd styles of a server-rendered page, served as a stylesheet of its own
 * instead of inline in every page's HTML (about 250 kB each): the document names it
 * by a hash of its text, so a browser downloads each distinct sheet once and keeps it
 * (pages built from the same components share one). The server renders a page, keeps
 * its styles here and answers `/_styles/{name}` from them (next-handler.ts).
 *
 * The page document and the server load this module separately (the document within
 * the web build), so the sheets live on `globalThis`, once per process. A sheet is
 * known to the instance that rendered a page with it; an instance that does not know
 * it answers 404 and antd then adds the styles in the browser when the page starts.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export const STYLESHEET_PATH = '/_styles/';

export interface Stylesheet {
  css: Buffer;
  gzip: Buffer;
}

// Distinct sheets are one per page shape and theme; past this many the least recently used goes.
const MAX_SHEETS = 200;
const SHEETS = Symbol.for('marketplace.page-stylesheets');

function sheets(): Map<string, Stylesheet> {
  const holder = globalThis as { [SHEETS]?: Map<string, Stylesheet> };
  return (holder[SHEETS] ??= new Map());
}

/** Keeps `css` and gives the address the page links to. */
export function stylesheetFor(css: string): string {
  const name = `${createHash('sha256').update(css).digest('base64url').slice(0, 22)}.css`;
  const all = sheets();
  const known = all.get(name);
  // Re-inserted so that a Map's insertion order is the order of last use.
  all.delete(name);
  if (known) all.set(name, known);
  else {
    if (all.size >= MAX_SHEETS) all.delete(all.keys().next().value as string);
    const body = Buffer.from(css);
    all.set(name, { css: body, gzip: gzipSync(body) });
  }
  return `${STYLESHEET_PATH}${name}`;
}

/** A sheet this process made, by the name in its address. */
export const storedStylesheet = (name: string): Stylesheet | undefined => sheets().get(name);
