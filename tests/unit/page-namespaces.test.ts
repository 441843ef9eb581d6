/**
 * A page loads only some translation namespaces (`pageNamespaces`), so every text a
 * page can show must be in one of them: for each page, the namespaces read by the files
 * it imports (statically or through `import()`), with the app shell's, are among those
 * its layout loads. A component that starts reading another namespace on a page that
 * does not load it fails here instead of showing its keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { pageNamespaces } from '@/lib/page';
import { LAYOUTS, type LayoutName } from '@/shared/constants';
import { titledPageNamespaces } from '../support/translation-calls';

const root = path.join(__dirname, '../..');
const pagesDir = path.join(root, 'pages');

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

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

const cache = new Map<string, { imports: string[]; namespaces: string[] }>();
function readFile(file: string) {
  let entry = cache.get(file);
  if (!entry) {
    // Type-only imports bring no code to the page.
    const source = fs.readFileSync(file, 'utf8');
    const code = source.replace(/^import\s+type\s[^;]*;/gm, '');
    const imports = ts
      .preProcessFile(code, true, true)
      .importedFiles.map((imported) => resolveImport(file, imported.fileName))
      .filter((resolved): resolved is string => resolved !== null);
    entry = { imports, namespaces: namespacesReadBy(source) };
    cache.set(file, entry);
  }
  return entry;
}

/** Every namespace read by `entry` and what it imports, each with one file that reads it. */
function namespacesOfClosure(entry: string): Map<string, string> {
  const readers = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { imports, namespaces } = readFile(file);
    for (const ns of namespaces) if (!readers.has(ns)) readers.set(ns, path.relative(root, file));
    imports.forEach(visit);
  };
  visit(entry);
  return readers;
}

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return /\.tsx?$/.test(entry.name) && !/^_(app|document)\./.test(entry.name) ? [full] : [];
  });
}

const layoutOf = (source: string): LayoutName | undefined => {
  const name = /\blayout:\s*'(\w+)'/.exec(source)?.[1];
  return name && (LAYOUTS as readonly string[]).includes(name) ? (name as LayoutName) : undefined;
};

const shell = namespacesOfClosure(path.join(pagesDir, '_app.tsx'));

it('finds the texts the pages read (the walk sees the shell and the pages)', () => {
  expect([...shell.keys()]).toEqual(expect.arrayContaining(['navigation', 'components']));
  expect(pageFiles(pagesDir).length).toBeGreaterThan(40);
});

it.each(pageFiles(pagesDir).map((file) => path.relative(root, file)))('%s loads every namespace it reads', (file) => {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const loaded = pageNamespaces({ layout: layoutOf(source) });
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
