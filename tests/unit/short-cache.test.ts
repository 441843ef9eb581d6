/** createShortCache: one load per key at a time, kept for its time, failures not kept, clear forgets. */
import { createShortCache } from '@/server/short-cache';

function clock() {
  let time = 1000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

it('loads a key once for concurrent and later requests until its time is up', async () => {
  const { now, advance } = clock();
  const cache = createShortCache<number>({ ttlMs: 100, now });
  let loads = 0;
  const load = async () => ++loads;
  expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
  advance(99);
  expect(await cache.get('a', load)).toBe(1);
  expect(await cache.get('b', load)).toBe(2);
  advance(1);
  expect(await cache.get('a', load)).toBe(3);
});

it('does not keep a failed load', async () => {
  const cache = createShortCache<string>({ ttlMs: 1000, now: clock().now });
  await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await cache.get('a', async () => 'up')).toBe('up');
});

it('forgets everything on clear, a load under way included', async () => {
  const cache = createShortCache<string>({ ttlMs: 1000, now: clock().now });
  let finish!: (value: string) => void;
  const slow = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
  cache.clear();
  expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
  finish('old');
  expect(await slow).toBe('old');
  expect(await cache.get('a', async () => 'later')).toBe('fresh');
});

it('loads every time when its time is zero, and drops the oldest key when full', async () => {
  const off = createShortCache<number>({ ttlMs: 0 });
  let n = 0;
  expect([await off.get('a', async () => ++n), await off.get('a', async () => ++n)]).toEqual([1, 2]);

  const small = createShortCache<string>({ ttlMs: 1000, maxEntries: 2, now: clock().now });
  await small.get('a', async () => 'a');
  await small.get('b', async () => 'b');
  await small.get('c', async () => 'c');
  expect(small.size).toBe(2);
  expect(await small.get('a', async () => 'a again')).toBe('a again');
});

it('answers with the value being replaced while a key is loaded anew, when asked to', async () => {
  const { now, advance } = clock();
  const cache = createShortCache<string>({ ttlMs: 100, now, serveStaleWhileLoading: true });
  expect(await cache.get('a', async () => 'first')).toBe('first');
  advance(100);
  let finish!: (value: string) => void;
  const reload = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
  // Asked while the reload runs: the old value at once, without a load of its own.
  const load = jest.fn(async () => 'other');
  expect(await cache.get('a', load)).toBe('first');
  expect(load).not.toHaveBeenCalled();
  finish('second');
  expect(await reload).toBe('second');
  expect(await cache.get('a', load)).toBe('second');
  // A failed reload keeps nothing: the next request loads.
  advance(100);
  await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await cache.get('a', load)).toBe('other');
  // Cleared: no old value is given.
  advance(100);
  let never!: (value: string) => void;
  void cache.get('a', () => new Promise<string>((resolve) => (never = resolve)));
  cache.clear();
  expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
  never('late');
});
