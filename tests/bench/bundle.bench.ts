/**
 * bundle: first-load JavaScript (gzip) of every page of the production build in
 * `.next` (run `npm run build` first) with its budget and whether it is met, beside
 * the same build's smallest page (the app shell every page carries: React, Next's
 * runtime, antd, the store, the layouts), and the largest scripts of each page.
 */
import { firstLoadSizes, kB } from '../support/first-load';

export async function run() {
  const pages = firstLoadSizes();
  if (!pages) {
    console.log('bundle: no production build in .next; run `npm run build` first');
    process.exitCode = 2;
    return;
  }
  const shell = pages[pages.length - 1];
  console.log(`bundle: ${pages.length} pages; baseline: the smallest page, ${shell.page}, ${kB(shell.gzip)}`);
  console.log(`  ${'page'.padEnd(34)} ${'first load'.padStart(10)}  ${'ratio'.padStart(5)}  ${'budget'.padStart(9)}  met  largest scripts`);
  for (const page of pages) {
    const largest = page.chunks
      .slice(0, 3)
      .map((chunk) => `${chunk.file.replace('static/chunks/', '')} ${kB(chunk.gzip)}`)
      .join(', ');
    console.log(
      `  ${page.page.padEnd(34)} ${kB(page.gzip).padStart(10)}  ${(page.gzip / shell.gzip).toFixed(2).padStart(5)}  ${kB(page.budget).padStart(9)}  ${page.gzip <= page.budget ? 'yes' : 'no '}  ${largest}`,
    );
  }
  const over = pages.filter((page) => page.gzip > page.budget);
  console.log(over.length ? `\n${over.length} of ${pages.length} pages over their budget` : '\nevery page within its budget');
}
