/** How the source reads texts, for the translation tests (locales.test.ts, page-namespaces.test.ts). */

/**
 * The namespace of each `titledPage(key, testId, content, namespace?)` a page file
 * defines its component with: `pages` unless the call names another.
 */
export function titledPageNamespaces(source: string): string[] {
  return [...source.matchAll(/\btitledPage\(\s*'[^']+',\s*'[^']+',[\s\S]*?(?:,\s*'([\w-]+)')?,?\s*\),\s*access/g)].map(
    (m) => m[1] ?? 'pages',
  );
}
