/**
 * Whether a paying viewer is in their show, as billing sees it. The viewer is in the
 * show while a socket of theirs is in the show's room (their show page joins it); the
 * socket side, which watches the rooms, is realtime/viewer-presence.ts.
 *
 * - `away(at)`: no socket of the viewer is in the room any more (page closed, connection
 *   lost, another page of the site): `away_since = at`. From then on billing holds every
 *   minute falling due (lifecycle.ts, `chargeableStay`).
 * - `back(now)`: a socket of theirs is in the room again: `away_since = null`, and the
 *   minutes held meanwhile are charged at once, each once (their idempotency keys). A
 *   reload or a network blip costs nothing extra and loses nothing.
 * - `leaveAbsent`: away for the presence grace period and still not in the room: the stay
 *   ends at `away_since` (a private show ends), reason `user_disconnected`, and both sides
 *   are told. What was held is never charged: billing stopped when the viewer left.
 *
 * A stay starts away (shows/service.ts): the viewer's show page has yet to join the room,
 * and one who never arrives leaves after the grace period. Every change runs under the
 * lock of the show row, as billing does, so a minute is either held or charged, never
 * both.
 */
import { and, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { showParticipants, shows } from '../../db/schema';
import { commissionDefaults } from '../ledger/defaults';
import type { createSettingsService } from '../settings/service';
import {
  MINUTE_MS,
  chargeOrStopIn,
  createShowPublisher,
  leaveStayIn,
  lockShow,
  markUpdated,
  noEffects,
  type ShowEffects,
} from './lifecycle';
import type { ShowRow } from './views';

/** A viewer's open stay in an active show, and the show's room (its conversation). */
export interface OpenStay {
  showId: string;
  stayId: string;
  accountId: string;
  conversationId: string;
  awaySince: Date | null;
}

type Settings = ReturnType<typeof createSettingsService>;

export function createShowAttendance(deps: Deps, settings: Settings) {
  const { db } = deps.database;
  const publish = createShowPublisher(deps);
  const clock = () => deps.clock?.() ?? new Date();

  const openStayColumns = {
    showId: shows.id,
    stayId: showParticipants.id,
    accountId: showParticipants.accountId,
    conversationId: shows.conversationId,
    awaySince: showParticipants.awaySince,
  };
  /** Open stays in active shows that also meet `conditions`. */
  const openStays = (...conditions: SQL[]): Promise<OpenStay[]> =>
    db
      .select(openStayColumns)
      .from(showParticipants)
      .innerJoin(shows, eq(shows.id, showParticipants.showId))
      .where(and(eq(shows.status, 'active'), isNull(showParticipants.leftAt), ...conditions));

  /** Runs `work` under the lock of the active show `showId`, then tells what it changed. */
  async function underShowLock<T>(
    showId: string,
    now: Date,
    work: (tx: Tx, show: ShowRow, effects: ShowEffects) => Promise<T>,
  ): Promise<T | null> {
    const effects = noEffects();
    const result = await db.transaction(async (tx) => {
      const show = await lockShow(tx, showId);
      return show?.status === 'active' ? work(tx, show, effects) : null;
    });
    await publish(effects, now);
    return result;
  }

  return {
    /** The account's open stay in the show whose conversation is `conversationId`, if any. */
    async openStay(conversationId: string, accountId: string): Promise<OpenStay | null> {
      const [row] = await openStays(eq(shows.conversationId, conversationId), eq(showParticipants.accountId, accountId));
      return row ?? null;
    },

    /** Open stays whose viewer counts as in the show (the sweep checks them against the rooms). */
    present: () => openStays(isNull(showParticipants.awaySince)),

    /** Open stays whose viewer has been away for the grace period or longer at `now`. */
    overdue: (now: Date) =>
      openStays(
        isNotNull(showParticipants.awaySince),
        lte(showParticipants.awaySince, new Date(now.getTime() - deps.config.presenceGraceMs)),
      ),

    /**
     * The viewer left the show's room at `at`; never earlier than the start of the minute
     * under way, which was charged while they counted as there (a charge may land between
     * their leaving and this call): the record never shows a minute charged after they
     * left. False when they were away already, or out.
     */
    async away(stay: Pick<OpenStay, 'showId' | 'stayId'>, at: Date): Promise<boolean> {
      const marked = await underShowLock(stay.showId, clock(), async (tx, show, effects) => {
        const [row] = await tx
          .select()
          .from(showParticipants)
          .where(and(eq(showParticipants.id, stay.stayId), isNull(showParticipants.leftAt), isNull(showParticipants.awaySince)))
          .for('update');
        if (!row) return false;
        const awaySince = new Date(Math.max(at.getTime(), row.nextChargeAt.getTime() - MINUTE_MS));
        await tx.update(showParticipants).set({ awaySince }).where(eq(showParticipants.id, row.id));
        markUpdated(effects, show.id, [show.performerId]);
        return true;
      });
      return Boolean(marked);
    },

    /**
     * The viewer is in the show's room again: the minutes that fell due while they were
     * away are charged now (the next one may not be payable: then they leave, as at any
     * minute). False when they were not away.
     */
    async back(stay: Pick<OpenStay, 'showId' | 'stayId'>, now: Date = clock()): Promise<boolean> {
      const defaults = await commissionDefaults(settings);
      const returned = await underShowLock(stay.showId, now, async (tx, show, effects) => {
        const [row] = await tx
          .select()
          .from(showParticipants)
          .where(and(eq(showParticipants.id, stay.stayId), isNull(showParticipants.leftAt), isNotNull(showParticipants.awaySince)))
          .for('update');
        if (!row) return false;
        await tx.update(showParticipants).set({ awaySince: null }).where(eq(showParticipants.id, row.id));
        markUpdated(effects, show.id, [show.performerId, row.accountId]);
        // Minutes due before the viewer went away are billing's (charged, or excused when late).
        let next = row;
        while (next.nextChargeAt <= now && next.nextChargeAt >= row.awaySince!) {
          if ((await chargeOrStopIn(tx, show, next, defaults, now, effects)) === 'stopped') break;
          next = { ...next, minutesCharged: next.minutesCharged + 1, nextChargeAt: new Date(next.nextChargeAt.getTime() + MINUTE_MS) };
        }
        return true;
      });
      return Boolean(returned);
    },

    /**
     * The viewer of `stay` stayed away beyond the grace period: the stay ends at the time
     * they left (a private show ends then). Nothing changes when they came back, or went
     * away again, since `stay` was read.
     */
    async leaveAbsent(stay: Pick<OpenStay, 'showId' | 'stayId' | 'awaySince'>, now: Date = clock()): Promise<boolean> {
      if (!stay.awaySince) return false;
      const awaySince = stay.awaySince;
      const left = await underShowLock(stay.showId, now, async (tx, show, effects) => {
        const [row] = await tx
          .select({ id: showParticipants.id })
          .from(showParticipants)
          .where(and(eq(showParticipants.id, stay.stayId), isNull(showParticipants.leftAt), eq(showParticipants.awaySince, awaySince)))
          .for('update');
        return row ? leaveStayIn(tx, show, row.id, 'user_disconnected', awaySince, effects) : false;
      });
      return Boolean(left);
    },
  };
}

export type ShowAttendance = ReturnType<typeof createShowAttendance>;
