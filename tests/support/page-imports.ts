/**
 * What a page's code imports, for the tests that check pages against their imports
 * (page-namespaces.test.ts, antd-pages.test.ts): the project's files a file imports, each
 * as loaded with the page (`static`) or by `import()` later (`dynamic`), and the
 * packages it imports statically. Type-only imports bring no code and are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { LAYOUTS, LIVE_NAMESPACE, type LayoutName, type PageNamespace } from '@/shared/constants';

export const root = path.join(__dirname, '../..');
export const pagesDir = path.join(root, 'pages');

export interface FileImports {
  source: string;
  /** Project files loaded with this one. */
  static: string[];
  /** Project files loaded by `import()`. */
  dynamic: string[];
  /** Packages loaded with this one (`antd`, `antd/es/button`…). */
  packages: string[];
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

const cache = new Map<string, FileImports>();

export function importsOf(file: string): FileImports {
  let entry = cache.get(file);
  if (!entry) {
    const source = fs.readFileSync(file, 'utf8');
    const code = source.replace(/^(import|export)\s+type\s[^;]*;/gm, '');
    const dynamicSpecifiers = new Set([...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]));
    // What the compiler sees imported; a specifier also named by `import()` is loaded with the file only if an import statement names it too.
    const staticSpecifiers = new Set(
      ts
        .preProcessFile(code, true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((name) => !dynamicSpecifiers.has(name) || code.includes(`from '${name}'`) || code.includes(`import '${name}'`)),
    );
    const files = (specifiers: Set<string>) =>
      [...specifiers].map((specifier) => resolveImport(file, specifier)).filter((resolved): resolved is string => resolved !== null);
    entry = {
      source,
      static: files(staticSpecifiers),
      dynamic: files(new Set([...dynamicSpecifiers].filter((specifier) => !staticSpecifiers.has(specifier)))),
      packages: [...staticSpecifiers].filter((specifier) => resolveImport(file, specifier) === null && !specifier.startsWith('.')),
    };
    cache.set(file, entry);
  }
  return entry;
}

/**
 * Every project file `entry` brings with it, each with the file that imported it first
 * (null for `entry`); with `followDynamic`, the files loaded later by `import()` too.
 */
export function closureOf(entry: string, followDynamic: boolean): Map<string, string | null> {
  const seen = new Map<string, string | null>();
  const queue: [string, string | null][] = [[entry, null]];
  while (queue.length) {
    const [file, from] = queue.shift()!;
    if (seen.has(file)) continue;
    seen.set(file, from);
    const imports = importsOf(file);
    for (const next of followDynamic ? [...imports.static, ...imports.dynamic] : imports.static) queue.push([next, file]);
  }
  return seen;
}

/** How `file` was reached from the start of `closure`: `a.tsx <- b.tsx <- page.tsx`. */
export function chainTo(closure: Map<string, string | null>, file: string): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = closure.get(at)) chain.push(path.relative(root, at));
  return chain.join(' <- ');
}

/** Every page file under pages/ but the app and the document. */
export function pageFiles(dir = pagesDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return /\.tsx?$/.test(entry.name) && !/^_(app|document)\./.test(entry.name) ? [full] : [];
  });
}

/** The layout a page's source declares (`layout: '…'`), if a known one. */
export const layoutOf = (source: string): LayoutName | undefined => {
  const name = /\blayout:\s*'(\w+)'/.exec(source)?.[1];
  return name && (LAYOUTS as readonly string[]).includes(name) ? (name as LayoutName) : undefined;
};

/** The namespaces a page's source names for itself (`namespaces: ['live']`). */
export const ownNamespacesOf = (source: string): PageNamespace[] =>
  [...(/\bnamespaces:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/'([\w-]+)'/g)]
    .map((m) => m[1])
    .filter((name): name is PageNamespace => name === LIVE_NAMESPACE);
