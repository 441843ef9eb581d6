/**
 * Reading shows: who takes part in one (the rule behind the show page, the socket
 * room and the media access check), and a show as one of its parties sees it.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { accounts, showParticipants, shows } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { toTokens } from '../ledger/ledger';
import { PLACEHOLDERS } from '@/shared/constants';
import type { Show, ShowPerson } from '@/shared/schemas/shows';

export const SHOW_TEXTS = {
  notFound: 'Show not found',
  notYours: 'You are not in this show',
} as const;

export type ShowRow = typeof shows.$inferSelect;
export type StayRow = typeof showParticipants.$inferSelect;

/** How an account takes part in a show: `performer`, `viewer` (the private show's user or a group viewer, now or before), or not at all. */
export type Party = 'performer' | 'viewer' | null;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createShowViews(deps: Deps) {
  const { db } = deps.database;

  const personColumns = { _id: accounts.id, name: accounts.name, username: accounts.username, avatarPath: accounts.avatarPath };
  type PersonRow = { _id: string; name: string; username: string | null; avatarPath: string | null };
  const toPerson = (row: PersonRow): ShowPerson => ({
    _id: row._id,
    name: row.name,
    username: row.username,
    avatar: row.avatarPath ? deps.files.url(row.avatarPath) : PLACEHOLDERS.avatar,
  });

  async function person(accountId: string, database: Db | Tx = db): Promise<ShowPerson> {
    const [row] = await database.select(personColumns).from(accounts).where(eq(accounts.id, accountId));
    return toPerson(row);
  }

  /** The asker's newest stay in the show, if any. */
  async function latestStay(showId: string, accountId: string, database: Db | Tx = db): Promise<StayRow | null> {
    const [row] = await database
      .select()
      .from(showParticipants)
      .where(and(eq(showParticipants.showId, showId), eq(showParticipants.accountId, accountId)))
      .orderBy(desc(showParticipants.joinedAt))
      .limit(1);
    return row ?? null;
  }

  /** `database`: the caller's transaction when it has one (PGlite serves one transaction at a time). */
  async function partyOf(show: ShowRow, accountId: string | undefined, database: Db | Tx = db): Promise<Party> {
    if (!accountId) return null;
    if (show.performerId === accountId) return 'performer';
    if (show.userId === accountId) return 'viewer';
    return (await latestStay(show.id, accountId, database)) ? 'viewer' : null;
  }

  async function showById(id: string): Promise<ShowRow> {
    const [row] = await db.select().from(shows).where(eq(shows.id, id));
    if (!row) throw notFound(SHOW_TEXTS.notFound);
    return row;
  }

  async function showByConversation(conversationId: string): Promise<ShowRow | null> {
    const [row] = await db.select().from(shows).where(eq(shows.conversationId, conversationId));
    return row ?? null;
  }

  /** Whether the account has an open (paying) stay in the show. */
  async function hasOpenStay(showId: string, accountId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: showParticipants.id })
      .from(showParticipants)
      .where(and(eq(showParticipants.showId, showId), eq(showParticipants.accountId, accountId), isNull(showParticipants.leftAt)));
    return Boolean(row);
  }

  /** The show as `askerId` sees it; `now` is the server's clock (for the countdown to the next charge). */
  async function build(show: ShowRow, askerId: string, party: Exclude<Party, null>, now: Date): Promise<Show> {
    const [performer, user, present, stay, totals] = await Promise.all([
      person(show.performerId),
      show.userId ? person(show.userId) : Promise.resolve(null),
      db
        .select({ ...personColumns, joinedAt: showParticipants.joinedAt, awaySince: showParticipants.awaySince })
        .from(showParticipants)
        .innerJoin(accounts, eq(accounts.id, showParticipants.accountId))
        .where(and(eq(showParticipants.showId, show.id), isNull(showParticipants.leftAt)))
        .orderBy(showParticipants.joinedAt),
      party === 'viewer' ? latestStay(show.id, askerId) : Promise.resolve(null),
      party === 'performer'
        ? db
            .select({
              charged: sql<string>`coalesce(sum(${showParticipants.chargedMinor}), 0)::text`,
              earned: sql<string>`coalesce(sum(${showParticipants.earnedMinor}), 0)::text`,
            })
            .from(showParticipants)
            .where(eq(showParticipants.showId, show.id))
        : Promise.resolve(null),
    ]);
    const open = stay && !stay.leftAt && show.status === 'active';
    return {
      _id: show.id,
      type: show.type,
      status: show.status,
      conversationId: show.conversationId,
      performer,
      user,
      participants: present.map((row) => ({ ...toPerson(row), joinedAt: row.joinedAt.toISOString(), away: row.awaySince !== null })),
      price: toTokens(show.pricePerMinuteMinor),
      maxParticipants: show.maxParticipants,
      createdAt: show.createdAt.toISOString(),
      startedAt: iso(show.startedAt),
      endedAt: iso(show.endedAt),
      endReason: show.endReason,
      role: party,
      stay: stay
        ? {
            joinedAt: stay.joinedAt.toISOString(),
            leftAt: iso(stay.leftAt),
            leaveReason: stay.leaveReason,
            minutesCharged: stay.minutesCharged,
            charged: toTokens(stay.chargedMinor),
            nextChargeAt: open ? stay.nextChargeAt.toISOString() : null,
            secondsUntilNextCharge: open ? Math.max(0, Math.ceil((stay.nextChargeAt.getTime() - now.getTime()) / 1000)) : null,
          }
        : null,
      earned: totals ? toTokens(BigInt(totals[0].earned)) : null,
      charged: totals ? toTokens(BigInt(totals[0].charged)) : null,
      serverTime: now.toISOString(),
    };
  }

  return {
    person,
    partyOf,
    showById,
    showByConversation,
    hasOpenStay,

    /** The show `id` as `askerId` sees it: 404 when there is none, 403 when the asker takes no part in it. */
    async view(id: string, askerId: string, now: Date): Promise<Show> {
      const show = await showById(id);
      const party = await partyOf(show, askerId);
      if (!party) throw forbidden(SHOW_TEXTS.notYours);
      return build(show, askerId, party, now);
    },

    /** Like `view` for an account known to take part (events to the parties). */
    async viewFor(show: ShowRow, accountId: string, now: Date): Promise<Show | null> {
      const party = await partyOf(show, accountId);
      return party ? build(show, accountId, party, now) : null;
    },

    /** Every account an event about the show goes to: the performer, the private show's user, the viewers in it now. */
    async partiesOf(show: ShowRow): Promise<string[]> {
      const present = await db
        .select({ accountId: showParticipants.accountId })
        .from(showParticipants)
        .where(and(eq(showParticipants.showId, show.id), isNull(showParticipants.leftAt)));
      return [...new Set([show.performerId, ...(show.userId ? [show.userId] : []), ...present.map((row) => row.accountId)])];
    },

    /**
     * Who may be in the show's socket room and receive its media: the performer and the
     * viewers in an active show. Null when the conversation is no show's.
     */
    async roomAccess(conversationId: string, accountId: string | undefined) {
      const show = await showByConversation(conversationId);
      if (!show) return null;
      const active = show.status === 'active';
      const isPerformer = show.performerId === accountId;
      const present = Boolean(accountId) && active && !isPerformer && (await hasOpenStay(show.id, accountId!));
      return { show, isPerformer, present, mayEnter: active && (isPerformer || present) };
    },

    /** Whether the account may read (any party, also after the show) and write (during it) in the show's chat. */
    async chatAccess(conversationId: string, accountId: string | undefined) {
      const show = await showByConversation(conversationId);
      if (!show) return null;
      const party = await partyOf(show, accountId);
      const mayWrite =
        show.status === 'active' && (party === 'performer' || (Boolean(accountId) && (await hasOpenStay(show.id, accountId!))));
      return { show, performerId: show.performerId, mayRead: Boolean(party), mayWrite };
    },

    /** Names for events, by account id. */
    async people(ids: string[]): Promise<Map<string, ShowPerson>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select(personColumns).from(accounts).where(inArray(accounts.id, ids));
      return new Map(rows.map((row) => [row._id, toPerson(row)]));
    },
  };
}

export type ShowViews = ReturnType<typeof createShowViews>;
