/**
 * Finding viewer accounts by name or username: active accounts of kind 'user' only,
 * ordered by name. Used by performers to pick a user to block.
 */
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { containsPattern } from '../../db/like';
import { accounts } from '../../db/schema';
import { PLACEHOLDERS } from '@/shared/constants';
import type { UserSearchResult } from '@/shared/schemas/users';

export function createUserService(deps: Deps) {
  const { db } = deps.database;

  async function searchUsers(q: string, limit = 10): Promise<UserSearchResult> {
    const pattern = containsPattern(q.trim());
    const where = and(
      eq(accounts.kind, 'user'),
      eq(accounts.status, 'active'),
      or(ilike(accounts.name, pattern), ilike(accounts.username, pattern)),
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select({ id: accounts.id, name: accounts.name, username: accounts.username, avatarPath: accounts.avatarPath })
        .from(accounts)
        .where(where)
        .orderBy(asc(accounts.name), asc(accounts.id))
        .limit(limit),
      db.select({ total: count() }).from(accounts).where(where),
    ]);
    return {
      data: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        username: row.username,
        avatar: row.avatarPath ? deps.files.url(row.avatarPath) : PLACEHOLDERS.userIcon,
      })),
      total: counted?.total ?? 0,
    };
  }

  return { searchUsers };
}
