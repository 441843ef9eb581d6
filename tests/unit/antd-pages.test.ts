/**
 * No page draws with antd: the app shell (pages/_app.tsx and what it imports), the
 * layouts and every page carry none of it, so the server renders no antd styles at
 * all. antd is only in the few pieces a page loads later by `import()` when a visitor
 * needs them (the header's drawer, the 18+ dialog, the toasts), and each of them
 * gives itself antd's theme (`AntdProvider`).
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
const layouts = ['DefaultLayout.tsx', 'AdminLayout.tsx', 'MaintenanceLayout.tsx'].map((file) =>
  path.join(root, 'src/components/layouts', file),
);
const pages = pageFiles().map((file) => path.relative(root, file));

it.each([shell, ...layouts])('%s carries none of antd', (entry) => {
  expect(antdUserOf(entry)).toBeNull();
});

it.each(pages)('%s carries none of antd', (file) => {
  expect(antdUserOf(path.join(root, file))).toBeNull();
});

it('a script loaded later that uses antd brings antd’s theme', () => {
  const lacking: string[] = [];
  for (const entry of [shell, ...pages.map((file) => path.join(root, file))])
    for (const file of closureOf(entry, true).keys())
      for (const later of importsOf(file).dynamic) {
        const closure = closureOf(later, false);
        if (antdUserOf(later) && !closure.has(PROVIDER)) lacking.push(path.relative(root, later));
      }
  expect([...new Set(lacking)]).toEqual([]);
});
