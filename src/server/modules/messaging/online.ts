/**
 * Whether the other people of an inbox page are connected now. A performer whose
 * streaming status is `disconnected` is offline without asking the sockets (presence
 * keeps that status, see realtime/presence.ts); everyone else is online when an
 * account socket of theirs is connected on any instance. An instance that cannot be
 * asked (Redis away) counts as offline: the inbox shows no one online it cannot vouch for.
 */
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { performers } from '../../db/schema';

export async function onlineAccounts(deps: Deps, accountIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(accountIds)];
  if (!ids.length) return new Set();
  const away = await deps.database.db
    .select({ id: performers.accountId, status: performers.streamingStatus })
    .from(performers)
    .where(inArray(performers.accountId, ids));
  const disconnected = new Set(away.filter((row) => row.status === 'disconnected').map((row) => row.id));
  const asked = await Promise.all(
    ids.filter((id) => !disconnected.has(id)).map(async (id) => ((await deps.realtime.isOnline(id)) === true ? id : null)),
  );
  return new Set(asked.filter((id): id is string => id !== null));
}
