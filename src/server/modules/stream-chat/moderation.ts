/**
 * Moderation of a performer's public stream chat: the performer and the moderators they
 * name among their fans (who have them as a favourite) delete messages, mute a user for
 * a time (they read, they do not write), ban a user (out of the room, until a time or for
 * good), and set slow mode (seconds between two messages of a viewer) and a word filter.
 * `checkSend` is the rule every message of the chat passes; a muted or banned user is
 * told why (`stream/sanctioned` to their sockets, and the refusal's text).
 */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, conversations, favourites, messages, streamChatRules, streamChatSanctions, streamModerators } from '../../db/schema';
import { badRequest, forbidden, notFound, tooMany, waitText } from '../../errors';
import { conversationRoom } from '../streams/service';
import { CHAT_MUTED_TEXT_START } from '@/shared/constants';
import type { BanBody, ChatModeration, ChatRules, ChatSanction, MuteBody } from '@/shared/schemas/messaging';

export const MODERATION_TEXTS = {
  notFound: 'Stream not found',
  userNotFound: 'User not found',
  notModerator: 'Only the performer or their moderators can do this',
  notPerformer: 'Only the performer can do this',
  untouchable: 'The performer and their moderators cannot be muted or banned',
  notFan: 'Only a fan of yours (who has you as a favourite) can be a moderator',
  wordFiltered: 'Your message contains a word that is not allowed in this chat',
} as const;

/** The refusal of a muted user's message: until when, and why. */
export const mutedText = (until: Date, reason: string) => `${CHAT_MUTED_TEXT_START} until ${until.toISOString()}: ${reason}`;
/** The refusal of a banned user: why. */
export const bannedText = (reason: string) => `You are banned from this chat: ${reason}`;
/** The refusal of a message written too soon in slow mode. */
export const slowModeText = (waitMs: number) => `Slow mode is on: you can write again in ${waitText(waitMs)}`;

const NO_RULES: ChatRules = { slowModeSeconds: 0, bannedWords: [] };

/** Whether `text` holds one of `words`: a word as a whole word, a phrase anywhere, both ignoring case. */
export function hasBannedWord(text: string, words: string[]): boolean {
  const lower = text.toLocaleLowerCase();
  const tokens = new Set(lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  return words.some((word) => {
    const w = word.trim().toLocaleLowerCase();
    if (!w) return false;
    return /[^\p{L}\p{N}]/u.test(w) ? lower.includes(w) : tokens.has(w);
  });
}

export function createStreamModeration(deps: Deps) {
  const { db } = deps.database;
  const now = () => deps.clock?.() ?? new Date();

  async function isModerator(performerId: string, accountId: string | undefined) {
    if (!accountId) return false;
    if (accountId === performerId) return true;
    const [row] = await db
      .select({ id: streamModerators.accountId })
      .from(streamModerators)
      .where(and(eq(streamModerators.performerId, performerId), eq(streamModerators.accountId, accountId)));
    return Boolean(row);
  }

  /** The public stream conversation `id` when `asker` moderates it: 404 for none, 403 for whom does not. */
  async function moderated(asker: AuthAccount, id: string) {
    const [row] = await db
      .select({ id: conversations.id, performerId: conversations.performerId })
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.type, 'stream_public')));
    if (!row) throw notFound(MODERATION_TEXTS.notFound);
    if (!(await isModerator(row.performerId, asker.id))) throw forbidden(MODERATION_TEXTS.notModerator);
    return row;
  }

  /** The sanctions of `kind` in force for the account in the chat. */
  async function inForce(conversationId: string, accountId: string, kind: 'mute' | 'ban') {
    const [row] = await db
      .select()
      .from(streamChatSanctions)
      .where(
        and(
          eq(streamChatSanctions.conversationId, conversationId),
          eq(streamChatSanctions.accountId, accountId),
          eq(streamChatSanctions.kind, kind),
          or(isNull(streamChatSanctions.until), gt(streamChatSanctions.until, now())),
        ),
      );
    return row ?? null;
  }

  async function rulesOf(conversationId: string): Promise<ChatRules> {
    const [row] = await db.select().from(streamChatRules).where(eq(streamChatRules.conversationId, conversationId));
    return row ? { slowModeSeconds: row.slowModeSeconds, bannedWords: row.bannedWords } : NO_RULES;
  }

  /** The user to sanction: an account other than the performer and their moderators. */
  async function target(performerId: string, userId: string) {
    const [row] = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, userId));
    if (!row) throw notFound(MODERATION_TEXTS.userNotFound);
    if (await isModerator(performerId, userId)) throw badRequest(MODERATION_TEXTS.untouchable);
    return row;
  }

  async function sanction(asker: AuthAccount, id: string, userId: string, kind: 'mute' | 'ban', reason: string, until: Date | null) {
    const conversation = await moderated(asker, id);
    await target(conversation.performerId, userId);
    const values = { conversationId: id, accountId: userId, kind, reason: reason.trim(), until, byAccountId: asker.id, createdAt: now() };
    if (!values.reason) throw badRequest('Say why (up to 200 characters)');
    await db
      .insert(streamChatSanctions)
      .values(values)
      .onConflictDoUpdate({
        target: [streamChatSanctions.conversationId, streamChatSanctions.accountId, streamChatSanctions.kind],
        set: { reason: values.reason, until, byAccountId: asker.id, createdAt: values.createdAt },
      });
    deps.realtime.toAccount(userId, 'stream/sanctioned', {
      conversationId: id,
      kind,
      reason: values.reason,
      until: until?.toISOString() ?? null,
    });
    return conversation;
  }

  return {
    isModerator,

    /** The account's mute (when it ends) and ban in force in the chat: a performer's view of one viewer. */
    async standing(conversationId: string, accountId: string) {
      const [mute, ban] = await Promise.all([inForce(conversationId, accountId, 'mute'), inForce(conversationId, accountId, 'ban')]);
      return { conversationId, mutedUntil: mute?.until?.toISOString() ?? null, banned: Boolean(ban) };
    },

    /** Why the account may not be in the chat (a ban in force), or null. */
    async banOf(conversationId: string, accountId: string | undefined): Promise<string | null> {
      if (!accountId) return null;
      const ban = await inForce(conversationId, accountId, 'ban');
      return ban ? bannedText(ban.reason) : null;
    },

    /**
     * The rule of a message in the public chat `conversationId` of `performerId`: a banned
     * or muted sender is refused with why (403), a filtered word is refused (400), and in
     * slow mode a message too soon after the sender's last (429). The performer and their
     * moderators pass.
     */
    async checkSend(conversationId: string, performerId: string, senderId: string, text: string) {
      if (await isModerator(performerId, senderId)) return;
      const ban = await inForce(conversationId, senderId, 'ban');
      if (ban) throw forbidden(bannedText(ban.reason));
      const mute = await inForce(conversationId, senderId, 'mute');
      if (mute?.until) throw forbidden(mutedText(mute.until, mute.reason));
      const rules = await rulesOf(conversationId);
      if (hasBannedWord(text, rules.bannedWords)) throw badRequest(MODERATION_TEXTS.wordFiltered);
      if (rules.slowModeSeconds > 0) {
        const [last] = await db
          .select({ at: messages.createdAt })
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId)))
          .orderBy(desc(messages.createdAt))
          .limit(1);
        const wait = last ? last.at.getTime() + rules.slowModeSeconds * 1000 - now().getTime() : 0;
        if (wait > 0) throw tooMany(slowModeText(wait), wait);
      }
    },

    /** GET .../moderation: the rules, the sanctions in force and the moderators. */
    async view(asker: AuthAccount, id: string): Promise<ChatModeration> {
      const conversation = await moderated(asker, id);
      const [rules, sanctions, moderators] = await Promise.all([
        rulesOf(id),
        db
          .select({ sanction: streamChatSanctions, name: accounts.name })
          .from(streamChatSanctions)
          .innerJoin(accounts, eq(accounts.id, streamChatSanctions.accountId))
          .where(
            and(eq(streamChatSanctions.conversationId, id), or(isNull(streamChatSanctions.until), gt(streamChatSanctions.until, now()))),
          )
          .orderBy(desc(streamChatSanctions.createdAt)),
        db
          .select({ _id: accounts.id, name: accounts.name })
          .from(streamModerators)
          .innerJoin(accounts, eq(accounts.id, streamModerators.accountId))
          .where(eq(streamModerators.performerId, conversation.performerId))
          .orderBy(accounts.name),
      ]);
      return {
        rules,
        sanctions: sanctions.map(({ sanction: row, name }): ChatSanction => ({
          userId: row.accountId,
          name,
          kind: row.kind,
          reason: row.reason,
          until: row.until?.toISOString() ?? null,
        })),
        moderators,
      };
    },

    /** POST .../mutes: the user reads but does not write for `minutes`; they are told why. */
    async mute(asker: AuthAccount, id: string, body: MuteBody) {
      if (!Number.isInteger(body.minutes) || body.minutes < 1) throw badRequest('Mute for 1 minute to a week');
      const until = new Date(now().getTime() + body.minutes * 60_000);
      await sanction(asker, id, body.userId, 'mute', body.reason, until);
      return { success: true };
    },

    /** POST .../bans: the user is out of the room (every socket, its media too) and told why; they cannot join again. */
    async ban(asker: AuthAccount, id: string, body: BanBody) {
      await sanction(asker, id, body.userId, 'ban', body.reason, null);
      deps.realtime.leaveRoom(body.userId, conversationRoom(id));
      deps.realtime.hangUpMedia(id, [body.userId]);
      deps.realtime.toAccount(body.userId, 'stream/removed', { conversationId: id, message: bannedText(body.reason.trim()) });
      return { success: true };
    },

    /** DELETE .../sanctions/{userId}: the user's mute and ban end now (none: nothing to do). */
    async lift(asker: AuthAccount, id: string, userId: string) {
      await moderated(asker, id);
      const lifted = await db
        .delete(streamChatSanctions)
        .where(and(eq(streamChatSanctions.conversationId, id), eq(streamChatSanctions.accountId, userId)))
        .returning({ kind: streamChatSanctions.kind });
      if (lifted.length) deps.realtime.toAccount(userId, 'stream/sanctioned', { conversationId: id, kind: null, reason: '', until: null });
      return { success: true };
    },

    /** PUT .../rules: slow mode and the word filter. */
    async setRules(asker: AuthAccount, id: string, rules: ChatRules): Promise<ChatRules> {
      await moderated(asker, id);
      const words = [...new Set(rules.bannedWords.map((word) => word.trim()).filter(Boolean))];
      const values = { slowModeSeconds: rules.slowModeSeconds, bannedWords: words, updatedAt: now() };
      await db
        .insert(streamChatRules)
        .values({ conversationId: id, ...values })
        .onConflictDoUpdate({ target: streamChatRules.conversationId, set: values });
      return { slowModeSeconds: values.slowModeSeconds, bannedWords: words };
    },

    /** PUT /streaming/moderators/{accountId}: the performer names a fan of theirs a moderator. */
    async nameModerator(performer: AuthAccount, accountId: string) {
      const [fan] = await db
        .select({ id: favourites.userId })
        .from(favourites)
        .where(and(eq(favourites.performerId, performer.id), eq(favourites.userId, accountId)));
      if (!fan) throw badRequest(MODERATION_TEXTS.notFan);
      await db.insert(streamModerators).values({ performerId: performer.id, accountId }).onConflictDoNothing();
      deps.realtime.toAccount(accountId, 'stream/moderator', { performerId: performer.id, moderator: true });
      return { success: true };
    },

    /** DELETE /streaming/moderators/{accountId}: no longer a moderator (or never was). */
    async removeModerator(performer: AuthAccount, accountId: string) {
      await db
        .delete(streamModerators)
        .where(and(eq(streamModerators.performerId, performer.id), eq(streamModerators.accountId, accountId)));
      deps.realtime.toAccount(accountId, 'stream/moderator', { performerId: performer.id, moderator: false });
      return { success: true };
    },
  };
}
