/**
 * Private and group shows (docs/domain.md#private-and-group-shows): POST and GET
 * /streaming/private-chat/{id}, POST /streaming/group-chat, GET /streaming/group-chat/{id}.
 *
 * - Private: a user asks (needs the price of one minute in their balance; the
 *   performer online, not in a show, not blocking them); the performer hears of it at
 *   once (`private-chat-request`) and accepts or declines; the user may withdraw it.
 *   Accepting starts the show: status `private` for everyone, minute 1 charged.
 * - Group: the performer starts one at their group price with a maximum of viewers
 *   (status `group`); users join while there is room, paying minute 1 at once.
 * - Either side ends it (a group viewer leaves); the performer's status goes back to
 *   what it was before. Later minutes are charged by billing.ts.
 * - A viewer is in the show while their show page is in its socket room; one away beyond
 *   the presence grace period leaves it (attendance.ts). A stay starts away: the page
 *   joins the room once it opens.
 *
 * Each show has its own conversation (`stream_private` / `stream_group`): its chat and
 * the socket room of its parties.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, conversations, performers, showParticipants, shows } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { createBlockingService, type Viewer } from '../blocking/service';
import { InsufficientBalance, isUniqueViolation, toMinor, toTokens } from '../ledger/ledger';
import { commissionDefaults } from '../ledger/defaults';
import type { createSettingsService } from '../settings/service';
import { LIVE_TEXTS, NOT_IN_SHOW } from '../streams/service';
import { GROUP_MAX_PARTICIPANTS } from '@/shared/constants';
import {
  chargeStayIn,
  closeRequestIn,
  closeRequestsOfPerformerIn,
  createShowPublisher,
  endShowIn,
  leaveStayIn,
  lockShow,
  noEffects,
  type ShowEffects,
} from './lifecycle';
import { createShowViews, SHOW_TEXTS, type ShowRow } from './views';
import type { ListPage } from '@/shared/schemas/common';
import type { PrivateRequest, Show, ShowOffer } from '@/shared/schemas/shows';
import type { BroadcastSettings } from '@/shared/schemas/performers';

export const SHOWS_TEXTS = {
  ...SHOW_TEXTS,
  performerNotFound: 'Performer not found',
  notEnoughTokens: (price: number) => `You need at least ${price} tokens for one minute of this show. Please buy more tokens.`,
  performerOffline: 'The performer is not online',
  performerBusy: 'The performer is in a show right now',
  privateOff: 'The performer does not take private shows',
  alreadyAsked: 'You have already asked this performer for a private show',
  requestClosed: 'This request is no longer open',
  userCannotPay: 'The user no longer has enough tokens for this show',
  alreadyInShow: 'You are already in a show',
  notActive: 'This show is not running',
  full: 'This group show is full',
  notInShow: NOT_IN_SHOW,
  over: 'This show is already over',
} as const;

type Settings = ReturnType<typeof createSettingsService>;

export function createShowService(deps: Deps, settings: Settings) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);
  const views = createShowViews(deps);
  const publish = createShowPublisher(deps);
  const clock = () => deps.clock?.() ?? new Date();

  async function performerRow(performerId: string) {
    const [row] = await db
      .select({
        status: performers.streamingStatus,
        verified: performers.verified,
        memberStatus: performers.memberStatus,
        privateCallPrice: performers.privateCallPrice,
        groupCallPrice: performers.groupCallPrice,
        broadcastSettings: performers.broadcastSettings,
      })
      .from(performers)
      .where(eq(performers.accountId, performerId));
    if (!row) throw notFound(SHOWS_TEXTS.performerNotFound);
    return { ...row, broadcast: row.broadcastSettings as BroadcastSettings };
  }

  const inShow = (status: string) => status === 'private' || status === 'group';
  const statusBefore = (status: string) => (status === 'public' ? 'public' : 'offline');

  /** Runs `work` in a transaction, then tells everyone what it changed. Unique violations of the show indexes become 409. */
  async function inTransaction<T>(work: (tx: Tx, effects: ShowEffects) => Promise<T>, onUnique: string): Promise<T> {
    const effects = noEffects();
    let result: T;
    try {
      result = await db.transaction((tx) => work(tx, effects));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(onUnique);
      throw err;
    }
    await publish(effects);
    return result;
  }

  /** The performer's streaming status, locked until the show starting now is written; 409 while they are in a show. */
  async function lockStatusOutOfShow(tx: Tx, performerId: string): Promise<{ status: string }> {
    const [current] = await tx
      .select({ status: performers.streamingStatus })
      .from(performers)
      .where(eq(performers.accountId, performerId))
      .for('update');
    if (inShow(current.status)) throw conflict(SHOWS_TEXTS.alreadyInShow);
    return current;
  }

  /** The show `id`, locked, when it belongs to `performerId`. */
  async function ownShow(tx: Tx, id: string, performerId: string): Promise<ShowRow> {
    const show = await lockShow(tx, id);
    if (!show || show.performerId !== performerId) throw notFound(SHOW_TEXTS.notFound);
    return show;
  }

  return {
    /** GET /streaming/shows/{id}: the show as the asker sees it (its parties only). */
    view: (asker: AuthAccount, id: string): Promise<Show> => views.view(id, asker.id, clock()),

    /** GET /streaming/shows/current: the asker's active show (performing in it, or a viewer in it), if any. */
    async current(asker: AuthAccount): Promise<Show | null> {
      const [row] =
        asker.role === 'performer'
          ? await db
              .select({ id: shows.id })
              .from(shows)
              .where(and(eq(shows.performerId, asker.id), eq(shows.status, 'active')))
          : await db
              .select({ id: shows.id })
              .from(showParticipants)
              .innerJoin(shows, eq(shows.id, showParticipants.showId))
              .where(and(eq(showParticipants.accountId, asker.id), isNull(showParticipants.leftAt), eq(shows.status, 'active')))
              .limit(1);
      return row ? views.view(row.id, asker.id, clock()) : null;
    },

    /** GET /streaming/performers/{performerId}/show-offer: what the performer's page offers the visitor. */
    async offer(performerId: string, viewer: Viewer): Promise<ShowOffer> {
      if (!(await blocking.isVisible(performerId, viewer))) throw notFound(SHOWS_TEXTS.performerNotFound);
      const performer = await performerRow(performerId);
      const [group] = await db
        .select({ id: shows.id, price: shows.pricePerMinuteMinor, max: shows.maxParticipants })
        .from(shows)
        .where(and(eq(shows.performerId, performerId), eq(shows.status, 'active'), eq(shows.type, 'group')));
      const [present] = group
        ? await db
            .select({ n: count() })
            .from(showParticipants)
            .where(and(eq(showParticipants.showId, group.id), isNull(showParticipants.leftAt)))
        : [{ n: 0 }];
      const mine = viewer.accountId
        ? await db
            .select({ id: shows.id, status: shows.status, createdAt: shows.createdAt })
            .from(shows)
            .where(
              and(eq(shows.performerId, performerId), eq(shows.userId, viewer.accountId), sql`${shows.status} in ('requested', 'active')`),
            )
        : [];
      const pending = mine.find((row) => row.status === 'requested');
      const activePrivate = mine.find((row) => row.status === 'active');
      const inGroup = group && viewer.accountId ? await views.hasOpenStay(group.id, viewer.accountId) : false;
      return {
        performerId,
        streamingStatus: performer.status,
        privatePrice: performer.privateCallPrice,
        groupPrice: performer.groupCallPrice,
        allowPrivate: performer.broadcast.allowPrivateShows !== false,
        group: group ? { _id: group.id, price: toTokens(group.price), maxParticipants: group.max!, participantCount: present.n } : null,
        pendingRequest: pending ? { showId: pending.id, createdAt: pending.createdAt.toISOString() } : null,
        activeShowId: activePrivate?.id ?? (inGroup && group ? group.id : null),
      };
    },

    /** POST /streaming/private-chat/{performerId}: a user asks for a private show. */
    async requestPrivate(user: AuthAccount, performerId: string, viewer: Viewer): Promise<Show> {
      if (!(await blocking.isVisible(performerId, viewer))) throw notFound(SHOWS_TEXTS.performerNotFound);
      const performer = await performerRow(performerId);
      if (performer.status === 'disconnected') throw badRequest(SHOWS_TEXTS.performerOffline);
      if (inShow(performer.status)) throw badRequest(SHOWS_TEXTS.performerBusy);
      if (performer.broadcast.allowPrivateShows === false) throw badRequest(SHOWS_TEXTS.privateOff);
      const priceMinor = toMinor(performer.privateCallPrice);
      const [me] = await db.select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, user.id));
      if (me.balance < priceMinor) throw badRequest(SHOWS_TEXTS.notEnoughTokens(performer.privateCallPrice));
      const now = clock();
      const show = await inTransaction(async (tx) => {
        const [conversation] = await tx
          .insert(conversations)
          .values({ type: 'stream_private', performerId, userId: user.id })
          .returning({ id: conversations.id });
        const [row] = await tx
          .insert(shows)
          .values({
            type: 'private',
            performerId,
            userId: user.id,
            conversationId: conversation.id,
            status: 'requested',
            pricePerMinuteMinor: priceMinor,
            createdAt: now,
          })
          .returning();
        return row;
      }, SHOWS_TEXTS.alreadyAsked);
      const request: PrivateRequest = {
        showId: show.id,
        user: await views.person(user.id),
        price: performer.privateCallPrice,
        createdAt: now.toISOString(),
      };
      deps.realtime.toAccount(performerId, 'private-chat-request', request);
      return views.view(show.id, user.id, now);
    },

    /** GET /streaming/private-chat/requests: the performer's requests waiting for an answer, oldest first. */
    async pendingRequests(performer: AuthAccount): Promise<ListPage<PrivateRequest>> {
      const rows = await db
        .select({ id: shows.id, userId: shows.userId, price: shows.pricePerMinuteMinor, createdAt: shows.createdAt })
        .from(shows)
        .where(and(eq(shows.performerId, performer.id), eq(shows.status, 'requested')))
        .orderBy(shows.createdAt);
      const people = await views.people(rows.map((row) => row.userId!));
      const data = rows.map((row) => ({
        showId: row.id,
        user: people.get(row.userId!)!,
        price: toTokens(row.price),
        createdAt: row.createdAt.toISOString(),
      }));
      return { data, total: data.length };
    },

    /**
     * GET /streaming/private-chat/{id}: the performer accepts. The show starts and minute 1
     * is charged in one transaction; a user who can no longer pay gets the request
     * cancelled instead.
     */
    async acceptPrivate(performer: AuthAccount, id: string): Promise<Show> {
      if ((await performerRow(performer.id)).memberStatus !== 'active') throw badRequest(LIVE_TEXTS.memberInactive);
      const now = clock();
      const defaults = await commissionDefaults(settings);
      try {
        await inTransaction(async (tx, effects) => {
          const show = await ownShow(tx, id, performer.id);
          if (show.status !== 'requested' || show.type !== 'private') throw badRequest(SHOWS_TEXTS.requestClosed);
          const current = await lockStatusOutOfShow(tx, performer.id);
          const [started] = await tx
            .update(shows)
            .set({ status: 'active', startedAt: now, statusBefore: statusBefore(current.status) })
            .where(eq(shows.id, id))
            .returning();
          // Away until the user's show page joins the show's room (attendance.ts).
          const [stay] = await tx
            .insert(showParticipants)
            .values({ showId: id, accountId: show.userId!, joinedAt: now, nextChargeAt: now, awaySince: now })
            .returning();
          await chargeStayIn(tx, started, stay, defaults, effects);
          await tx.update(performers).set({ streamingStatus: 'private', updatedAt: now }).where(eq(performers.accountId, performer.id));
          effects.statuses.push({ performerId: performer.id, status: 'private' });
          await closeRequestsOfPerformerIn(tx, performer.id, 'declined', now, effects);
          effects.started.push(started);
          effects.updated.delete(id);
        }, SHOWS_TEXTS.alreadyInShow);
      } catch (err) {
        if (!(err instanceof InsufficientBalance)) throw err;
        await inTransaction(
          (tx, effects) => closeRequestIn(tx, id, 'cancelled', 'insufficient_balance', now, effects, (show) => [show.userId!]),
          SHOWS_TEXTS.requestClosed,
        );
        throw badRequest(SHOWS_TEXTS.userCannotPay);
      }
      return views.view(id, performer.id, now);
    },

    /** POST /streaming/private-chat/{id}/decline: the performer says no; the user is told. */
    async declinePrivate(performer: AuthAccount, id: string): Promise<Show> {
      const now = clock();
      await inTransaction(async (tx, effects) => {
        await ownShow(tx, id, performer.id);
        if (!(await closeRequestIn(tx, id, 'declined', 'declined', now, effects, (show) => [show.userId!])))
          throw badRequest(SHOWS_TEXTS.requestClosed);
      }, SHOWS_TEXTS.requestClosed);
      return views.view(id, performer.id, now);
    },

    /** POST /streaming/private-chat/{id}/cancel: the user withdraws a request; the performer's list drops it. */
    async cancelPrivate(user: AuthAccount, id: string): Promise<Show> {
      const now = clock();
      await inTransaction(async (tx, effects) => {
        const show = await lockShow(tx, id);
        if (!show || show.userId !== user.id) throw notFound(SHOW_TEXTS.notFound);
        if (!(await closeRequestIn(tx, id, 'cancelled', 'cancelled', now, effects, (row) => [row.performerId])))
          throw badRequest(SHOWS_TEXTS.requestClosed);
      }, SHOWS_TEXTS.requestClosed);
      return views.view(id, user.id, now);
    },

    /** POST /streaming/group-chat: the performer starts a group show at their group price. */
    async startGroup(performer: AuthAccount, maxParticipants: number | undefined): Promise<Show> {
      const row = await performerRow(performer.id);
      if (!row.verified) throw badRequest(LIVE_TEXTS.notVerified);
      if (row.memberStatus !== 'active') throw badRequest(LIVE_TEXTS.memberInactive);
      const max = maxParticipants ?? row.broadcast.groupShowMaxParticipants ?? GROUP_MAX_PARTICIPANTS.default;
      const now = clock();
      const show = await inTransaction(async (tx, effects) => {
        const current = await lockStatusOutOfShow(tx, performer.id);
        const [conversation] = await tx
          .insert(conversations)
          .values({ type: 'stream_group', performerId: performer.id })
          .returning({ id: conversations.id });
        const [created] = await tx
          .insert(shows)
          .values({
            type: 'group',
            performerId: performer.id,
            conversationId: conversation.id,
            status: 'active',
            pricePerMinuteMinor: toMinor(row.groupCallPrice),
            maxParticipants: max,
            statusBefore: statusBefore(current.status),
            createdAt: now,
            startedAt: now,
          })
          .returning();
        await tx.update(performers).set({ streamingStatus: 'group', updatedAt: now }).where(eq(performers.accountId, performer.id));
        effects.statuses.push({ performerId: performer.id, status: 'group' });
        await closeRequestsOfPerformerIn(tx, performer.id, 'declined', now, effects);
        return created;
      }, SHOWS_TEXTS.alreadyInShow);
      return views.view(show.id, performer.id, now);
    },

    /** GET /streaming/group-chat/{id}: a user joins a running group show, paying minute 1 at once. Joining again changes nothing. */
    async joinGroup(user: AuthAccount, id: string, viewer: Viewer): Promise<Show> {
      const found = await views.showById(id);
      if (found.type !== 'group' || !(await blocking.isVisible(found.performerId, viewer))) throw notFound(SHOW_TEXTS.notFound);
      const now = clock();
      const defaults = await commissionDefaults(settings);
      try {
        await inTransaction(async (tx, effects) => {
          const show = (await lockShow(tx, id))!;
          if (show.status !== 'active') throw badRequest(SHOWS_TEXTS.notActive);
          const present = await tx
            .select({ accountId: showParticipants.accountId })
            .from(showParticipants)
            .where(and(eq(showParticipants.showId, id), isNull(showParticipants.leftAt)));
          if (present.some((row) => row.accountId === user.id)) return;
          if (present.length >= show.maxParticipants!) throw badRequest(SHOWS_TEXTS.full);
          const [stay] = await tx
            .insert(showParticipants)
            .values({ showId: id, accountId: user.id, joinedAt: now, nextChargeAt: now, awaySince: now })
            .returning();
          await chargeStayIn(tx, show, stay, defaults, effects);
          effects.updated.set(id, 'all');
        }, SHOWS_TEXTS.alreadyInShow);
      } catch (err) {
        if (err instanceof InsufficientBalance) throw badRequest(SHOWS_TEXTS.notEnoughTokens(toTokens(found.pricePerMinuteMinor)));
        throw err;
      }
      return views.view(id, user.id, now);
    },

    /**
     * POST /streaming/shows/{id}/end: the performer ends the show (or declines a request);
     * the user of a private show ends it (or withdraws the request); a group viewer leaves.
     * Billing stops at once: nothing is charged after this returns.
     */
    async end(asker: AuthAccount, id: string): Promise<Show> {
      const now = clock();
      await inTransaction(async (tx, effects) => {
        const show = await lockShow(tx, id);
        if (!show) throw notFound(SHOW_TEXTS.notFound);
        const party = await views.partyOf(show, asker.id, tx);
        if (!party) throw forbidden(SHOW_TEXTS.notYours);
        if (show.status === 'requested') {
          const closed =
            party === 'performer'
              ? await closeRequestIn(tx, id, 'declined', 'declined', now, effects, (row) => [row.userId!])
              : await closeRequestIn(tx, id, 'cancelled', 'cancelled', now, effects, (row) => [row.performerId]);
          if (!closed) throw badRequest(SHOWS_TEXTS.requestClosed);
          return;
        }
        if (show.status !== 'active') throw badRequest(SHOWS_TEXTS.over);
        if (party === 'performer') {
          await endShowIn(tx, id, 'performer_ended', now, effects);
          return;
        }
        const [stay] = await tx
          .select({ id: showParticipants.id })
          .from(showParticipants)
          .where(and(eq(showParticipants.showId, id), eq(showParticipants.accountId, asker.id), isNull(showParticipants.leftAt)))
          .for('update');
        if (!stay) throw badRequest(SHOWS_TEXTS.notInShow);
        await leaveStayIn(tx, show, stay.id, show.type === 'private' ? 'user_ended' : 'user_left', now, effects);
      }, SHOWS_TEXTS.over);
      return views.view(id, asker.id, now);
    },
  };
}

export type ShowService = ReturnType<typeof createShowService>;
