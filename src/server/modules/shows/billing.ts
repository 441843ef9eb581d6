/**
 * Per-minute billing of shows, by the server's clock, never a browser timer
 * (docs/domain.md#how-a-show-is-charged). Minute 1 is charged when a stay starts (shows/service.ts); minute
 * n + 1 is due at `joined_at + n minutes` and charged by `runDue`, which the scheduler
 * in the server process runs every `SHOW_BILLING_INTERVAL_MS`.
 *
 * - Every instance may run the scheduler: a due stay is charged under the lock of its
 *   show row, re-checked after the lock, and its sale's idempotency key names the show,
 *   the stay and the minute, so a minute is never paid twice.
 * - When a viewer cannot pay, the same transaction ends their stay (a private show
 *   ends); they are told why.
 * - A minute falling due while its viewer is away from the show waits (`chargeableStay`):
 *   attendance.ts charges it when they come back within the grace period, and ends the
 *   stay without it when they do not. After a charge their balance cannot repeat, they are
 *   warned (`show/low-balance`) with the seconds left.
 * - A minute found due more than MAX_CHARGE_DELAY_MS late was not watched over by any
 *   server (none ran, or none got to it): nobody can say the show was delivered then,
 *   so it is not charged. The stay's next charge moves to its first minute boundary
 *   after now, and billing goes on from there.
 * - A request the performer leaves unanswered is cancelled after
 *   PRIVATE_REQUEST_TIMEOUT_SECONDS.
 * - `runDue(now)` takes the time from its caller, so tests drive the clock.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { showParticipants, shows } from '../../db/schema';
import { commissionDefaults } from '../ledger/defaults';
import type { createSettingsService } from '../settings/service';
import {
  MINUTE_MS,
  chargeOrStopIn,
  chargeableStay,
  closeRequestIn,
  createShowPublisher,
  lockShow,
  markUpdated,
  noEffects,
  type ShowEffects,
} from './lifecycle';
import { PRIVATE_REQUEST_TIMEOUT_SECONDS } from '@/shared/schemas/shows';

/** Stays looked at per pass; a pass repeats while it made progress (a backlog larger than a batch). */
const BATCH = 200;
const MAX_PASSES = 10;
/** How late a due minute may be charged; later ones are excused (see above). */
export const MAX_CHARGE_DELAY_MS = 30_000;

export type ChargeOutcome = 'charged' | 'stopped' | 'excused' | 'skipped';

export interface BillingRun {
  charged: number;
  /** Stays ended because the viewer could not pay. */
  stopped: number;
  /** Stays whose missed minutes were not charged (no server watched over them). */
  excused: number;
  /** Requests cancelled because the performer did not answer. */
  expired: number;
}

export function createShowBilling(deps: Deps, settings: ReturnType<typeof createSettingsService>) {
  const { db } = deps.database;
  const publish = createShowPublisher(deps);
  const clock = () => deps.clock?.() ?? new Date();

  /** Charges one due minute of a stay, or ends the stay when it cannot be paid. */
  async function chargeDue(showId: string, stayId: string, now: Date): Promise<ChargeOutcome> {
    const defaults = await commissionDefaults(settings);
    const effects = noEffects();
    const outcome = await db.transaction(async (tx): Promise<ChargeOutcome> => {
      const show = await lockShow(tx, showId);
      if (!show || show.status !== 'active') return 'skipped';
      const [stay] = await tx
        .select()
        .from(showParticipants)
        .where(
          and(eq(showParticipants.id, stayId), isNull(showParticipants.leftAt), lte(showParticipants.nextChargeAt, now), chargeableStay()),
        );
      // Charged (or ended, or its viewer went away) since it was found due.
      if (!stay) return 'skipped';
      const late = now.getTime() - stay.nextChargeAt.getTime();
      if (late > MAX_CHARGE_DELAY_MS) {
        const nextChargeAt = new Date(stay.nextChargeAt.getTime() + (Math.floor(late / MINUTE_MS) + 1) * MINUTE_MS);
        await tx.update(showParticipants).set({ nextChargeAt }).where(eq(showParticipants.id, stay.id));
        markUpdated(effects, show.id, [stay.accountId, show.performerId]);
        return 'excused';
      }
      return chargeOrStopIn(tx, show, stay, defaults, now, effects);
    });
    await publish(effects, now);
    return outcome;
  }

  async function expireRequests(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - PRIVATE_REQUEST_TIMEOUT_SECONDS * 1000);
    const stale = await db
      .select({ id: shows.id })
      .from(shows)
      .where(and(eq(shows.status, 'requested'), lte(shows.createdAt, cutoff)));
    if (!stale.length) return 0;
    const effects: ShowEffects = noEffects();
    let expired = 0;
    await db.transaction(async (tx) => {
      for (const { id } of stale) {
        if (await closeRequestIn(tx, id, 'cancelled', 'expired', now, effects, (show) => [show.performerId, show.userId!])) expired += 1;
      }
    });
    await publish(effects, now);
    return expired;
  }

  return {
    chargeDue,

    /** Charges every minute due at `now` and expires unanswered requests. */
    async runDue(now: Date = clock()): Promise<BillingRun> {
      const run: BillingRun = { charged: 0, stopped: 0, excused: 0, expired: await expireRequests(now) };
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const due = await db
          .select({ id: showParticipants.id, showId: showParticipants.showId })
          .from(showParticipants)
          .where(and(isNull(showParticipants.leftAt), lte(showParticipants.nextChargeAt, now), chargeableStay()))
          .orderBy(asc(showParticipants.nextChargeAt))
          .limit(BATCH);
        let progressed = false;
        for (const stay of due) {
          const outcome = await chargeDue(stay.showId, stay.id, now);
          if (outcome === 'charged') run.charged += 1;
          if (outcome === 'stopped') run.stopped += 1;
          if (outcome === 'excused') run.excused += 1;
          progressed ||= outcome !== 'skipped';
        }
        if (!progressed) break;
      }
      return run;
    },
  };
}

export type ShowBilling = ReturnType<typeof createShowBilling>;

export interface ShowBillingScheduler {
  billing: ShowBilling;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/** Runs `runDue` every `intervalMs` in this process (never two runs at once); the timer does not keep the process alive. */
export function startShowBilling(
  deps: Deps,
  settings: ReturnType<typeof createSettingsService>,
  log: FastifyBaseLogger,
  intervalMs: number,
): ShowBillingScheduler {
  const billing = createShowBilling(deps, settings);
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = billing
      .runDue()
      .then((run) => {
        if (run.excused) log.warn({ stays: run.excused }, 'show minutes missed while no server billed them were not charged');
      })
      .catch((err) => log.error({ err }, 'show billing failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    billing,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
