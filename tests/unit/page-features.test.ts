/**
 * A page's store holds the app shell's slices and those of the features the page names
 * (`const features = { tips, shows }`, passed to `definePage`): every slice the page's
 * code reads, statically or through `import()`, is the shell's or one the page names, and
 * the page names no feature its code does not use. A part loaded later that names its own
 * (`useFeatures(FEATURES)`, such as the earners' socket channels) is checked the same way;
 * the shell itself reads only its own slices.
 */
import path from 'node:path';
import { SHELL_REDUCERS } from '@/store/rootReducer';
import { closureOf, importsOf, pageFiles, pagesDir, root } from '../support/page-imports';
import { ALL_FEATURES } from '../support/store';

const FEATURES_DIR = path.join(root, 'src/features');
const SHELL = new Set(Object.keys(SHELL_REDUCERS));

/** The store name of the slice a file is, if it is one: `src/features/stream-chat/slice.ts` is `streamChat`. */
function sliceNameOf(file: string): string | null {
  const relative = path.relative(FEATURES_DIR, file);
  const match = /^([\w-]+)\/slice\.ts$/.exec(relative);
  return match ? match[1].replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) : null;
}

const isSagas = (file: string) => path.basename(file) === 'sagas.ts';

/** The names of `const features = { … }` (a page) or `const FEATURES = { … }` (a part that adds its own). */
function namedIn(source: string): string[] | null {
  const match = /\bconst (?:features|FEATURES) = \{([^}]*)\}/.exec(source);
  return match
    ? match[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : null;
}

/**
 * The features whose slices `entry`'s code reads, beyond the shell's, each with a file that
 * reads it; parts loaded later that name their own features are left to their own check.
 */
function featuresRead(entry: string): Map<string, string> {
  const read = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    for (const imported of imports.static) {
      const name = sliceNameOf(imported);
      if (name && !SHELL.has(name) && !read.has(name)) read.set(name, path.relative(root, file));
      visit(imported);
    }
    // A feature's sagas load with its first action (src/store/lazy-sagas.ts), dispatched where its slice is read.
    for (const later of imports.dynamic) if (!isSagas(later) && (!namedIn(importsOf(later).source) || later === entry)) visit(later);
  };
  visit(entry);
  return read;
}

/** Every part loaded later, from the shell or any page, that names features of its own. */
function selfNamingParts(): string[] {
  const parts = new Set<string>();
  for (const entry of [path.join(pagesDir, '_app.tsx'), ...pageFiles()])
    for (const file of closureOf(entry, true).keys())
      for (const later of importsOf(file).dynamic) if (namedIn(importsOf(later).source)) parts.add(later);
  return [...parts];
}

const described = (read: Map<string, string>) => [...read].map(([name, file]) => `${name} (read by ${file})`).sort();

it('the shell reads only its own slices', () => {
  expect(described(featuresRead(path.join(pagesDir, '_app.tsx')))).toEqual([]);
});

it('the earners’ socket channels are a part that names its own features', () => {
  expect(selfNamingParts().map((file) => path.relative(root, file))).toContain('src/components/common/EarnerEvents.tsx');
});

it.each(pageFiles().map((file) => path.relative(root, file)))('%s names exactly the features its code reads', (file) => {
  const source = importsOf(path.join(root, file)).source;
  const named = namedIn(source) ?? [];
  if (named.length) expect(source).toMatch(/\bdefinePage\([\s\S]*,\s*access,\s*features,?\s*\)/);
  const read = featuresRead(path.join(root, file));
  expect({
    missing: described(read).filter((line) => !named.includes(line.split(' ')[0])),
    unused: named.filter((name) => !read.has(name)),
  }).toEqual({
    missing: [],
    unused: [],
  });
});

it.each(selfNamingParts().map((file) => path.relative(root, file)))('%s names exactly the features its code reads', (file) => {
  const named = namedIn(importsOf(path.join(root, file)).source) ?? [];
  const read = featuresRead(path.join(root, file));
  expect({
    missing: described(read).filter((line) => !named.includes(line.split(' ')[0])),
    unused: named.filter((name) => !read.has(name)),
  }).toEqual({
    missing: [],
    unused: [],
  });
});

it('every feature is one the store knows', () => {
  for (const name of Object.keys(SHELL_REDUCERS)) expect(Object.keys(ALL_FEATURES)).not.toContain(name);
});
