/**
 * Viewer accounts as others see them. Finding them by name or username: active accounts
 * of kind 'user' only, ordered by name, used by performers to pick a user to block; and
 * one viewer's public profile (the name a performer clicks in a chat or the inbox).
 */
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { containsPattern } from '../../db/like';
import { accounts, performerBlockedUsers } from '../../db/schema';
import { notFound } from '../../errors';
import type { AuthAccount } from '../../plugins/auth';
import { createStreamModeration } from '../stream-chat/moderation';
import { publicStreamId } from '../streams/service';
import { PLACEHOLDERS } from '@/shared/constants';
import type { PublicUserProfile, UserSearchResult } from '@/shared/schemas/users';

export const USER_TEXTS = { notFound: 'User not found' } as const;

export function createUserService(deps: Deps) {
  const { db } = deps.database;
  const moderation = createStreamModeration(deps);

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

  /**
   * GET /users/view/{id}: an active viewer's public profile, and for a performer asking
   * whether they block this viewer and the viewer's mute or ban in their public chat.
   * Anything else (another kind of account, one that is suspended or waiting) is not
   * found, so the call tells nothing about it.
   */
  async function viewUser(asker: AuthAccount, id: string): Promise<PublicUserProfile> {
    const [row] = await db
      .select({
        id: accounts.id,
        name: accounts.name,
        username: accounts.username,
        avatarPath: accounts.avatarPath,
        country: accounts.country,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.kind, 'user'), eq(accounts.status, 'active')));
    if (!row) throw notFound(USER_TEXTS.notFound);
    const profile: PublicUserProfile = {
      _id: row.id,
      name: row.name,
      username: row.username,
      avatar: row.avatarPath ? deps.files.url(row.avatarPath) : PLACEHOLDERS.userIcon,
      country: row.country || null,
      memberSince: row.createdAt.toISOString(),
    };
    if (asker.role !== 'performer') return profile;
    const [[block], chatId] = await Promise.all([
      db
        .select({ userId: performerBlockedUsers.userId })
        .from(performerBlockedUsers)
        .where(and(eq(performerBlockedUsers.performerId, asker.id), eq(performerBlockedUsers.userId, id))),
      publicStreamId(deps, asker.id),
    ]);
    return { ...profile, blocked: Boolean(block), chat: chatId ? await moderation.standing(chatId, id) : null };
  }

  return { searchUsers, viewUser };
}
