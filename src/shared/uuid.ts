/**
 * The one check of an id's shape, for values that do not pass through a route schema
 * (socket payloads, ids read from a path segment or a setting). Route parameters use
 * `format: 'uuid'` in their schema, which accepts the same strings.
 */

/** A UUID as `randomUUID` writes it (lower case), as a pattern's source to build into a larger one: a stored file's name. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
