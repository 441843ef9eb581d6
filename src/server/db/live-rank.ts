/**
 * The order of performer lists by streaming status: public, group and private shows
 * first, then performers who are online without a show (`offline`), then those
 * without a connection (`disconnected`). Shared by the index in schema.ts and the
 * query in the performers service, so both are the same expression.
 */
import { sql, type AnyColumn } from 'drizzle-orm';

export const liveRank = (status: AnyColumn) =>
  sql`(case ${status} when 'public' then 0 when 'group' then 1 when 'private' then 2 when 'offline' then 3 else 4 end)`;
