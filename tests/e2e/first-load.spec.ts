/**
 * Every page's first-load JavaScript (gzip) in the build these tests run on: within its
 * budget (180 kB for `/` and `/profile/[username]`, 250 kB for the others), or, for a page
 * that is not there yet, within its ceiling (tests/support/first-load-ceilings.ts). A page
 * that grows fails here, named with its largest scripts. No browser is needed.
 */
import { test, expect } from '@playwright/test';
import { firstLoadSizes, kB } from '../support/first-load';
import { FIRST_LOAD_CEILINGS_KB } from '../support/first-load-ceilings';

const pages = firstLoadSizes() ?? [];

test('the build is there to measure', () => {
  expect(pages.length).toBeGreaterThan(40);
});

test('no page is heavier than its budget or, until it meets it, its ceiling', () => {
  const over = pages.flatMap((page) => {
    const ceiling = FIRST_LOAD_CEILINGS_KB[page.page];
    const limit = ceiling === undefined ? page.budget : ceiling * 1024;
    if (page.gzip <= limit) return [];
    const largest = page.chunks
      .slice(0, 3)
      .map((chunk) => `${chunk.file} ${kB(chunk.gzip)}`)
      .join(', ');
    return [
      `${page.page}: ${kB(page.gzip)}, over its ${ceiling === undefined ? 'budget' : 'ceiling'} of ${kB(limit)} (largest: ${largest})`,
    ];
  });
  expect(over).toEqual([]);
});

test('every ceiling is of a page of the build that is still over its budget', () => {
  const stale = Object.keys(FIRST_LOAD_CEILINGS_KB).filter((name) => {
    const page = pages.find((candidate) => candidate.page === name);
    return !page || page.gzip <= page.budget;
  });
  expect(stale).toEqual([]);
});
