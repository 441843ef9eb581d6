/**
 * antd comes only with the pages that use it. The app shell (pages/_app.tsx and what it
 * imports) and the layouts carry none of it; a page says `antd: true` exactly when its
 * code loads antd, so that its layout loads antd's theme for it (`loadsAntdFor`) and a
 * page that does without antd stays light; and a script loaded later by `import()` that
 * uses antd, on a page without it, gives itself antd's theme (`AntdProvider`).
 */
import path from 'node:path';
import { chainTo, closureOf, importsOf, pageFiles, pagesDir, root } from '../support/page-imports';

const isAntd = (specifier: string) => specifier === 'antd' || specifier.startsWith('antd/');
const PROVIDER = path.join(root, 'src/features/ui/components/AntdProvider.tsx');

/** The first file of `entry`'s static closure that imports antd, with how it was reached; null when none does. */
function antdUserOf(entry: string): string | null {
  const closure = closureOf(entry, false);
  for (const file of closure.keys()) if (importsOf(file).packages.some(isAntd)) return chainTo(closure, file);
  return null;
}

const shell = path.join(pagesDir, '_app.tsx');
const pages = pageFiles().map((file) => path.relative(root, file));

it.each([shell, path.join(root, 'src/components/layouts/AccountLayouts.tsx')])('%s carries none of antd', (entry) => {
  expect(antdUserOf(entry)).toBeNull();
});

it.each(pages)('%s says antd: true exactly when it loads antd', (file) => {
  const source = importsOf(path.join(root, file)).source;
  const declared = /\bantd:\s*true\b/.test(source);
  const user = antdUserOf(path.join(root, file));
  expect({ declared, loadsAntd: user }).toEqual({ declared, loadsAntd: declared ? expect.any(String) : null });
});

it('a script loaded later that uses antd on a page without it brings antd’s theme', () => {
  const lacking: string[] = [];
  for (const entry of [shell, ...pages.map((file) => path.join(root, file))]) {
    if (entry !== shell && /\bantd:\s*true\b/.test(importsOf(entry).source)) continue;
    for (const file of closureOf(entry, true).keys())
      for (const later of importsOf(file).dynamic) {
        const closure = closureOf(later, false);
        if (antdUserOf(later) && !closure.has(PROVIDER)) lacking.push(path.relative(root, later));
      }
  }
  expect([...new Set(lacking)]).toEqual([]);
});
