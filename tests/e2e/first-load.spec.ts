/**
 * Every page's first-load JavaScript (gzip) in the build these tests run on is within its
 * budget: 180 kB for `/` and `/profile/[username]`, the pages the whole audience opens first,
 * 250 kB for the others (tests/support/first-load.ts). A page that grows past it fails here,
 * named with its largest scripts. No browser is needed.
 */
import { test, expect } from '@playwright/test';
import { firstLoadSizes, kB } from '../support/first-load';

const pages = firstLoadSizes() ?? [];

test('the build is there to measure', () => {
  expect(pages.length).toBeGreaterThan(40);
});

test('no page is heavier than its budget', () => {
  const over = pages.flatMap((page) => {
    if (page.gzip <= page.budget) return [];
    const largest = page.chunks
      .slice(0, 3)
      .map((chunk) => `${chunk.file} ${kB(chunk.gzip)}`)
      .join(', ');
    return [`${page.page}: ${kB(page.gzip)}, over its budget of ${kB(page.budget)} (largest: ${largest})`];
  });
  expect(over).toEqual([]);
});
