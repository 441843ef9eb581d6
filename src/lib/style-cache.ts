/**
 * antd's style cache for one server render. antd computes a component's CSS (and
 * the theme's tokens and CSS variables) the first time it renders, and keeps the
 * result in the cache of the StyleProvider around it. The server needs a cache per
 * request, so that a page's HTML carries only the styles that page uses; but a
 * fresh cache means computing every style again on every request, which was most
 * of a page render's time. An entry depends only on its key (component, class
 * prefix, theme tokens' hash), so each entry is computed once per process and
 * shared, while each request's cache still records which entries its page used
 * and in which order: `extractStyle` gives the same text as with a fresh cache.
 */
import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

// Entries are one per component, prefix and theme; starting over past this size
// bounds memory even if the theme changed very many times.
const MAX_SHARED_ENTRIES = 10_000;

let shared: StyleCache = createCache();

/** A cache for one server render that reuses the styles computed for earlier renders. */
export function createPageStyleCache(): StyleCache {
  const cache = createCache();
  const updateOwn = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    const firstUse = cache.opGet(key) === null;
    if (firstUse && shared.opGet(key) === null) computeShared(key, valueFn);
    // antd's value function keeps an existing entry: given the shared one, it computes nothing.
    updateOwn(key, firstUse ? () => valueFn(shared.opGet(key)) : valueFn);
  };
  return cache;
}

function computeShared(key: string, valueFn: Parameters<StyleCache['opUpdate']>[1]) {
  if (shared.cache.size >= MAX_SHARED_ENTRIES) shared = createCache();
  shared.opUpdate(key, valueFn);
}
