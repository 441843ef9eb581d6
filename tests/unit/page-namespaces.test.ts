/**
 * A page loads only some translation namespaces (`pageNamespaces`), so every text a
 * page can show must be in one of them: for each page, the namespaces read by the files
 * it imports (statically or through `import()`), with the app shell's, are among those
 * its layout loads. A component that starts reading another namespace on a page that
 * does not load it fails here instead of showing its keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageNamespaces } from '@/lib/page';
import { titledPageNamespaces } from '../support/translation-calls';
import { closureOf, importsOf, layoutOf, ownNamespacesOf, pageFiles, pagesDir, root } from '../support/page-imports';

/** The namespaces a file's texts come from: `useTranslation`'s, `titledPage`'s and every `ns: '…'` option. */
function namespacesReadBy(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...m[1].matchAll(/'([\w-]+)'/g)].map((n) => n[1]);
    if (!m[1].trim()) names.push('common');
    names.forEach((name) => found.add(name));
  }
  titledPageNamespaces(source).forEach((name) => found.add(name));
  for (const m of source.matchAll(/\bns:\s*'([\w-]+)'/g)) found.add(m[1]);
  return [...found];
}

/** Every namespace read by `entry` and what it imports (statically or through `import()`), each with one file that reads it. */
function namespacesOfClosure(entry: string): Map<string, string> {
  const readers = new Map<string, string>();
  for (const file of closureOf(entry, true).keys())
    for (const ns of namespacesReadBy(importsOf(file).source)) if (!readers.has(ns)) readers.set(ns, path.relative(root, file));
  return readers;
}

const shell = namespacesOfClosure(path.join(pagesDir, '_app.tsx'));

it('finds the texts the pages read (the walk sees the shell and the pages)', () => {
  expect([...shell.keys()]).toEqual(expect.arrayContaining(['navigation', 'components']));
  expect(pageFiles().length).toBeGreaterThan(40);
});

it.each(pageFiles().map((file) => path.relative(root, file)))('%s loads every namespace it reads', (file) => {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const loaded = pageNamespaces({ layout: layoutOf(source), namespaces: ownNamespacesOf(source) });
  const readers = new Map([...shell, ...namespacesOfClosure(path.join(root, file))]);
  const missing = [...readers].filter(([ns]) => !loaded.includes(ns)).map(([ns, reader]) => `${ns} (read by ${reader})`);
  expect(missing).toEqual([]);
});

it('a page that does not load a namespace its component reads fails', () => {
  // The check itself: the home page does not load the account area's texts, which the settings form reads.
  const home = pageNamespaces({ layout: layoutOf(fs.readFileSync(path.join(pagesDir, 'index.tsx'), 'utf8')) });
  const settings = namespacesOfClosure(path.join(root, 'src/features/account/components/ProfileForm.tsx'));
  expect(home).not.toContain('account');
  expect([...settings.keys()]).toContain('account');
});
