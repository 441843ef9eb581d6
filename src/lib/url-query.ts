/**
 * Reading a list's filters from a page's URL query (`?q=&sort=&page=`): whatever a
 * visitor typed or a link carries, each reader gives a value the list can use, and its
 * default for anything missing or malformed.
 */

/** A text, trimmed and cut to `max` characters; '' when absent or repeated. */
export const queryText = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** `value` when it is one of `allowed`, else undefined. */
export const queryChoice = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

/** A page number from 1; 1 for anything else (and for absurd pages). */
export function queryPage(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1;
}
