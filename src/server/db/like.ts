/** ILIKE patterns built from what someone typed. */

/** A pattern matching values that contain `text`; `%`, `_` and `\` in it match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
