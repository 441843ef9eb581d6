/**
 * The changes of a show's state that several callers share (the API, the billing
 * scheduler, the performer's presence, the viewers' attendance): ending a show, a viewer leaving, a request
 * closing, and a minute charged. Each `...In` function works inside the caller's
 * database transaction and records what must be told into `ShowEffects`; `publish`
 * tells it after the commit, so nobody hears of a change that was rolled back.
 *
 * When a stay or a show is over, `publish` also ends its media: the party's (or all
 * parties') peer-to-peer pairs are hung up and, with Janus, their attendees kicked or
 * the show's room destroyed (realtime/media-rooms.ts, streams/service.ts).
 *
 * Lock order, the same everywhere so that two of these cannot deadlock: the show row
 * (`lockShow`), then its stays, then the accounts (the ledger).
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { performers, showParticipants, shows } from '../../db/schema';
import { recordSale, type CommissionDefaults } from '../ledger/sales';
import { InsufficientBalance, toTokens } from '../ledger/ledger';
import { notifyBalances } from '../ledger/notify';
import { announceStreamingStatus, conversationRoom, createStreamRooms } from '../streams/service';
import { createShowViews, type ShowRow, type StayRow } from './views';
import { SHOW_MINUTE_SECONDS, type ShowEndReason } from '@/shared/schemas/shows';
import type { StreamingStatus } from '@/shared/constants';

export const MINUTE_MS = SHOW_MINUTE_SECONDS * 1000;

/** What happened in a transaction, told by `publish` once it committed. */
export interface ShowEffects {
  started: ShowRow[];
  ended: { show: ShowRow; reason: ShowEndReason; parties: string[] }[];
  left: { show: ShowRow; accountId: string; reason: ShowEndReason }[];
  requestsClosed: { show: ShowRow; to: string[]; status: 'declined' | 'cancelled'; reason: ShowEndReason }[];
  statuses: { performerId: string; status: StreamingStatus }[];
  /** Per show: the accounts whose view changed, or 'all' of its parties. */
  updated: Map<string, Set<string> | 'all'>;
  balances: Map<string, bigint>;
  lowBalance: { accountId: string; showId: string; balanceMinor: bigint; nextChargeAt: Date }[];
}

export const noEffects = (): ShowEffects => ({
  started: [],
  ended: [],
  left: [],
  requestsClosed: [],
  statuses: [],
  updated: new Map(),
  balances: new Map(),
  lowBalance: [],
});

export function markUpdated(effects: ShowEffects, showId: string, accountIds: string[] | 'all') {
  const known = effects.updated.get(showId);
  if (known === 'all') return;
  if (accountIds === 'all') effects.updated.set(showId, 'all');
  else effects.updated.set(showId, new Set([...(known ?? []), ...accountIds]));
}

/** Locks the show row for the rest of the transaction and returns it as it is now. */
export async function lockShow(tx: Tx, showId: string): Promise<ShowRow | null> {
  const [row] = await tx.select().from(shows).where(eq(shows.id, showId)).for('update');
  return row ?? null;
}

/**
 * Ends an active show: every stay closes, the performer's status goes back to what it
 * was before the show (unless it changed meanwhile, e.g. to disconnected). False when
 * the show was not active.
 */
export async function endShowIn(tx: Tx, showId: string, reason: ShowEndReason, now: Date, effects: ShowEffects): Promise<boolean> {
  const [show] = await tx
    .update(shows)
    .set({ status: 'ended', endedAt: now, endReason: reason })
    .where(and(eq(shows.id, showId), eq(shows.status, 'active')))
    .returning();
  if (!show) return false;
  const closed = await tx
    .update(showParticipants)
    .set({ leftAt: now, leaveReason: reason })
    .where(and(eq(showParticipants.showId, showId), isNull(showParticipants.leftAt)))
    .returning({ accountId: showParticipants.accountId });
  const statusAfter = (show.statusBefore === 'public' ? 'public' : 'offline') as StreamingStatus;
  const restored = await tx
    .update(performers)
    .set({ streamingStatus: statusAfter, updatedAt: now })
    .where(and(eq(performers.accountId, show.performerId), eq(performers.streamingStatus, show.type)))
    .returning({ id: performers.accountId });
  if (restored.length) effects.statuses.push({ performerId: show.performerId, status: statusAfter });
  const parties = [...new Set([show.performerId, ...(show.userId ? [show.userId] : []), ...closed.map((row) => row.accountId)])];
  effects.ended.push({ show, reason, parties });
  return true;
}

/** A viewer's stay ends; for a private show that ends the show. False when the stay was already over. */
export async function leaveStayIn(
  tx: Tx,
  show: ShowRow,
  stayId: string,
  reason: ShowEndReason,
  now: Date,
  effects: ShowEffects,
): Promise<boolean> {
  if (show.type === 'private') return endShowIn(tx, show.id, reason, now, effects);
  const [left] = await tx
    .update(showParticipants)
    .set({ leftAt: now, leaveReason: reason })
    .where(and(eq(showParticipants.id, stayId), isNull(showParticipants.leftAt)))
    .returning({ accountId: showParticipants.accountId });
  if (!left) return false;
  effects.left.push({ show, accountId: left.accountId, reason });
  markUpdated(effects, show.id, 'all');
  return true;
}

/** A private request that is still open closes (declined, cancelled, expired); `to` hear of it. False when it was not open. */
export async function closeRequestIn(
  tx: Tx,
  showId: string,
  status: 'declined' | 'cancelled',
  reason: ShowEndReason,
  now: Date,
  effects: ShowEffects,
  to: (show: ShowRow) => string[],
): Promise<boolean> {
  const [show] = await tx
    .update(shows)
    .set({ status, endedAt: now, endReason: reason })
    .where(and(eq(shows.id, showId), eq(shows.status, 'requested')))
    .returning();
  if (!show) return false;
  effects.requestsClosed.push({ show, to: to(show), status, reason });
  return true;
}

/** Closes every open request to a performer (they started a show, or went away); the users hear of it. */
export async function closeRequestsOfPerformerIn(tx: Tx, performerId: string, reason: ShowEndReason, now: Date, effects: ShowEffects) {
  const closed = await tx
    .update(shows)
    .set({ status: 'declined', endedAt: now, endReason: reason })
    .where(and(eq(shows.performerId, performerId), eq(shows.status, 'requested')))
    .returning();
  for (const show of closed) effects.requestsClosed.push({ show, to: [show.userId!], status: 'declined', reason });
}

/**
 * The stays whose due minute may be charged: the viewer is in the show, or left it after
 * that minute had begun. A minute falling due while the viewer is away waits: it is
 * charged when they come back within the grace period, never when they do not
 * (attendance.ts).
 */
export const chargeableStay = () => or(isNull(showParticipants.awaySince), gt(showParticipants.awaySince, showParticipants.nextChargeAt));

/**
 * Charges the next minute of a stay: one sale (commission split, earnings rows) whose
 * idempotency key names the show, the stay and the minute, so the same minute is never
 * paid twice, whoever runs it and however often. Throws `InsufficientBalance` when the
 * viewer cannot pay (the ledger's check; nothing changed then).
 */
export async function chargeStayIn(
  tx: Tx,
  show: ShowRow,
  stay: StayRow,
  defaults: CommissionDefaults,
  effects: ShowEffects,
): Promise<void> {
  const minute = stay.minutesCharged + 1;
  const price = show.pricePerMinuteMinor;
  const sale = await recordSale(
    tx,
    {
      saleType: show.type,
      payerId: stay.accountId,
      performerId: show.performerId,
      grossMinor: price,
      idempotencyKey: `${show.id}:${stay.id}:${minute}`,
      description: `${show.type === 'private' ? 'Private' : 'Group'} show, minute ${minute}`,
    },
    defaults,
  );
  // The next boundary of the stay's minutes (joined_at + n minutes), also after minutes were excused.
  const nextChargeAt = new Date(stay.nextChargeAt.getTime() + MINUTE_MS);
  const paid = sale.replayed ? 0n : price;
  const earned = sale.replayed ? 0n : sale.split.performerMinor;
  await tx
    .update(showParticipants)
    .set({
      minutesCharged: minute,
      chargedMinor: sql`${showParticipants.chargedMinor} + ${paid.toString()}::bigint`,
      earnedMinor: sql`${showParticipants.earnedMinor} + ${earned.toString()}::bigint`,
      nextChargeAt,
    })
    .where(eq(showParticipants.id, stay.id));
  sale.balances.forEach((balance, accountId) => effects.balances.set(accountId, balance));
  const balance = sale.balances.get(stay.accountId);
  if (balance !== undefined && balance < price)
    effects.lowBalance.push({ accountId: stay.accountId, showId: show.id, balanceMinor: balance, nextChargeAt });
  markUpdated(effects, show.id, [stay.accountId, show.performerId]);
}

/**
 * Charges the stay's next minute or, when the viewer cannot pay it, ends their stay (a
 * private show ends) in the same transaction, and they are told why. The charge runs in
 * a savepoint: a refused payment undoes only itself.
 */
export async function chargeOrStopIn(
  tx: Tx,
  show: ShowRow,
  stay: StayRow,
  defaults: CommissionDefaults,
  now: Date,
  effects: ShowEffects,
): Promise<'charged' | 'stopped'> {
  try {
    await tx.transaction((savepoint) => chargeStayIn(savepoint, show, stay, defaults, effects));
    return 'charged';
  } catch (err) {
    if (!(err instanceof InsufficientBalance)) throw err;
    await leaveStayIn(tx, show, stay.id, 'insufficient_balance', now, effects);
    return 'stopped';
  }
}

/** Tells everyone what a committed transaction changed (see `ShowEffects`). */
export function createShowPublisher(deps: Deps) {
  const views = createShowViews(deps);
  const streamRooms = createStreamRooms(deps);
  const clock = () => deps.clock?.() ?? new Date();

  /**
   * Each view is read now, after the commit, and carries this time as its `serverTime`:
   * a page drops a load it started before the change (read before the commit) when it
   * answers after the event, since its time is earlier.
   */
  async function sendViews(show: ShowRow, accountIds: string[], event: 'show/started' | 'show/updated') {
    for (const accountId of accountIds) {
      const view = await views.viewFor(show, accountId, clock());
      if (view) deps.realtime.toAccount(accountId, event, { show: view });
    }
  }

  /** `now`: the time the changes were made at (the billing run's), for the low-balance countdowns. */
  return async function publish(effects: ShowEffects, now: Date = clock()): Promise<void> {
    await announceStreamingStatus(deps, effects.statuses);
    for (const { show, to, status, reason } of effects.requestsClosed) {
      for (const accountId of to) deps.realtime.toAccount(accountId, 'show/request-closed', { showId: show.id, status, reason });
    }
    // Over for them: the show's room, and its media (peer-to-peer pairs hung up, Janus attendees kicked or the room destroyed).
    for (const { show, reason, parties } of effects.ended) {
      for (const accountId of parties) {
        deps.realtime.toAccount(accountId, 'show/ended', { showId: show.id, reason });
        deps.realtime.leaveRoom(accountId, conversationRoom(show.conversationId));
      }
      deps.realtime.hangUpMedia(show.conversationId, parties);
      void streamRooms.endShowStream(show.conversationId);
    }
    for (const { show, accountId, reason } of effects.left) {
      deps.realtime.toAccount(accountId, 'show/left', { showId: show.id, reason });
      deps.realtime.leaveRoom(accountId, conversationRoom(show.conversationId));
      deps.realtime.hangUpMedia(show.conversationId, [accountId]);
      void streamRooms.leaveShowStream(show.conversationId, accountId);
    }
    notifyBalances(deps, effects.balances);
    for (const show of effects.started) await sendViews(show, await views.partiesOf(show), 'show/started');
    const ended = new Set(effects.ended.map((entry) => entry.show.id));
    for (const [showId, accountIds] of effects.updated) {
      if (ended.has(showId)) continue;
      const show = await views.showById(showId).catch(() => null);
      if (!show) continue;
      await sendViews(show, accountIds === 'all' ? await views.partiesOf(show) : [...accountIds], 'show/updated');
    }
    for (const warning of effects.lowBalance) {
      const secondsLeft = Math.max(0, Math.ceil((warning.nextChargeAt.getTime() - now.getTime()) / 1000));
      deps.realtime.toAccount(warning.accountId, 'show/low-balance', {
        showId: warning.showId,
        balance: toTokens(warning.balanceMinor),
        secondsLeft,
      });
    }
  };
}

export type ShowPublisher = ReturnType<typeof createShowPublisher>;

/**
 * Ends the active show of each performer and closes the requests waiting for them:
 * their connection is gone (presence), or they changed their status by hand.
 */
export async function endShowsOfPerformers(deps: Deps, performerIds: string[], reason: ShowEndReason): Promise<void> {
  if (!performerIds.length) return;
  const { db } = deps.database;
  const now = deps.clock?.() ?? new Date();
  const effects = noEffects();
  const active = await db
    .select({ id: shows.id })
    .from(shows)
    .where(and(inArray(shows.performerId, performerIds), eq(shows.status, 'active')));
  await db.transaction(async (tx) => {
    for (const { id } of active) {
      if (await lockShow(tx, id)) await endShowIn(tx, id, reason, now, effects);
    }
    for (const performerId of performerIds) await closeRequestsOfPerformerIn(tx, performerId, reason, now, effects);
  });
  await createShowPublisher(deps)(effects, now);
}
