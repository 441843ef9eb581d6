/**
 * @jest-environment node
 *
 * A page's antd styles become a stylesheet named by its text (src/lib/page-stylesheets.ts):
 * the same text gives the same address, another text another one; the sheet is kept
 * plain and gzip-compressed; past 200 sheets the least recently used is forgotten.
 */
import { gunzipSync } from 'node:zlib';
import { STYLESHEET_PATH, storedStylesheet, stylesheetFor } from '@/server/web/page-stylesheets';

const nameOf = (href: string) => href.slice(STYLESHEET_PATH.length);

it('names a sheet by its text and keeps it plain and compressed', () => {
  const css = '.ant-btn{color:red}';
  const href = stylesheetFor(css);
  expect(href).toMatch(/^\/_styles\/[\w-]{22}\.css$/);
  expect(stylesheetFor(css)).toBe(href);
  expect(stylesheetFor('.ant-btn{color:blue}')).not.toBe(href);
  const sheet = storedStylesheet(nameOf(href))!;
  expect(sheet.css.toString()).toBe(css);
  expect(gunzipSync(sheet.gzip).toString()).toBe(css);
  expect(storedStylesheet('unknown.css')).toBeUndefined();
});

it('forgets the least recently used sheet past 200', () => {
  const first = nameOf(stylesheetFor('.first{}'));
  const second = nameOf(stylesheetFor('.second{}'));
  for (let i = 0; i < 198; i += 1) stylesheetFor(`.filler-${i}{}`);
  // Used again: now the most recent.
  stylesheetFor('.first{}');
  stylesheetFor('.one-more{}');
  expect(storedStylesheet(first)).toBeDefined();
  expect(storedStylesheet(second)).toBeUndefined();
});
