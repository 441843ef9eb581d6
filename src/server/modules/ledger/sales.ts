/**
 * Sales: a user pays a performer (tip, show minute, paid message, content). The
 * price (gross) is split (docs/domain.md#sales-and-commission): the platform takes its commission;
 * what remains goes to the performer, or for a studio member to the studio, which
 * passes the member's share on to the member. Each sale is one ledger transaction
 * and one earnings row per party, written by one statement.
 *
 * The platform's percentage is the performer's own rate for the sale type, else
 * their studio's, else the site default (`performerCommission`). The member's share
 * is the member's own, else the studio's default, else the site default
 * (`studioMemberShare`). Parts are whole hundredths of a token; the performer's and
 * studio's parts are rounded down and the platform keeps the remainder, so the parts
 * always add up to the price exactly.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { commissionRates, performers, studios, type SALE_TYPES } from '../../db/schema';
import { post, type EarningRow, type Entry, type Posted } from './ledger';

export type SaleType = (typeof SALE_TYPES)[number];

export interface CommissionDefaults {
  /** The platform's percentage when neither performer nor studio sets one. */
  platformPercent: number;
  /** A member's percentage of the studio's part when neither member nor studio sets one. */
  memberSharePercent: number;
}

export interface SaleSplit {
  grossMinor: bigint;
  platformPercent: number;
  platformMinor: bigint;
  performerMinor: bigint;
  /** Null for an independent performer. */
  studio: { id: string; minor: bigint; memberSharePercent: number } | null;
}

/** Splits `grossMinor` by the percentages (see the file comment). */
export function splitSale(
  grossMinor: bigint,
  platformPercent: number,
  studio: { id: string; memberSharePercent: number } | null,
): SaleSplit {
  const remaining = (grossMinor * BigInt(100 - platformPercent)) / 100n;
  if (!studio) return { grossMinor, platformPercent, platformMinor: grossMinor - remaining, performerMinor: remaining, studio: null };
  const member = (remaining * BigInt(studio.memberSharePercent)) / 100n;
  return {
    grossMinor,
    platformPercent,
    platformMinor: grossMinor - remaining,
    performerMinor: member,
    studio: { id: studio.id, minor: remaining - member, memberSharePercent: studio.memberSharePercent },
  };
}

/** The split of a sale of `saleType` by `performerId` at today's percentages. */
export async function saleSplitFor(
  tx: Tx | Db,
  performerId: string,
  saleType: SaleType,
  grossMinor: bigint,
  defaults: CommissionDefaults,
): Promise<SaleSplit> {
  const [row] = await tx
    .select({
      studioId: performers.studioId,
      ownRate: commissionRates.percent,
      memberShare: performers.memberSharePercent,
      studioRate: studios.commissionPercent,
      studioMemberShare: studios.memberSharePercent,
    })
    .from(performers)
    .leftJoin(commissionRates, and(eq(commissionRates.performerId, performers.accountId), eq(commissionRates.saleType, saleType)))
    .leftJoin(studios, eq(studios.accountId, performers.studioId))
    .where(eq(performers.accountId, performerId));
  if (!row) throw new Error(`No performer ${performerId}`);
  const platformPercent = row.ownRate ?? row.studioRate ?? defaults.platformPercent;
  const studio = row.studioId
    ? { id: row.studioId, memberSharePercent: row.memberShare ?? row.studioMemberShare ?? defaults.memberSharePercent }
    : null;
  return splitSale(grossMinor, platformPercent, studio);
}

export interface Sale {
  saleType: SaleType;
  payerId: string;
  performerId: string;
  grossMinor: bigint;
  idempotencyKey?: string;
  reference?: string;
  description?: string;
}

/**
 * What a sale did. `grossMinor` is the price that was charged: for a replay (a used
 * idempotency key) the first request's, whatever the replay asked for, and no split
 * since nothing was split this time.
 */
export type SaleResult = Posted & { grossMinor: bigint } & ({ replayed: false; split: SaleSplit } | { replayed: true });

/**
 * Charges the payer and pays the parties: a read of the split, then one statement
 * (`post`) that moves the tokens and writes the earnings. Throws `InsufficientBalance`
 * when the payer cannot pay. Needs no transaction of its own; a caller that writes
 * more in the same request passes its transaction.
 */
export async function recordSale(tx: Tx | Db, sale: Sale, defaults: CommissionDefaults): Promise<SaleResult> {
  const split = await saleSplitFor(tx, sale.performerId, sale.saleType, sale.grossMinor, defaults);
  const parts: Entry[] = [
    { wallet: 'account', accountId: sale.payerId, amountMinor: -sale.grossMinor },
    { wallet: 'account', accountId: sale.performerId, amountMinor: split.performerMinor },
    ...(split.studio ? [{ wallet: 'account' as const, accountId: split.studio.id, amountMinor: split.studio.minor }] : []),
    { wallet: 'platform', amountMinor: split.platformMinor },
  ];
  const common = {
    performerId: sale.performerId,
    payerId: sale.payerId,
    saleType: sale.saleType,
    grossMinor: sale.grossMinor,
    platformMinor: split.platformMinor,
  };
  const earned: EarningRow[] = [
    {
      ...common,
      accountId: sale.performerId,
      earnerKind: 'performer',
      netMinor: split.performerMinor,
      commissionMinor: sale.grossMinor - split.performerMinor,
    },
    ...(split.studio
      ? [
          {
            ...common,
            accountId: split.studio.id,
            earnerKind: 'studio' as const,
            netMinor: split.studio.minor,
            commissionMinor: sale.grossMinor - split.studio.minor,
          },
        ]
      : []),
  ];
  const posted = await post(
    tx,
    {
      kind: sale.saleType,
      accountId: sale.payerId,
      idempotencyKey: sale.idempotencyKey,
      reference: sale.reference ?? sale.performerId,
      description: sale.description,
      entries: parts.filter((entry) => entry.amountMinor !== 0n),
    },
    earned,
  );
  if (posted.replayed) {
    const paid = posted.entries.filter((entry) => entry.accountId === sale.payerId).reduce((sum, entry) => sum - entry.amountMinor, 0n);
    return { ...posted, replayed: true, grossMinor: paid };
  }
  return { ...posted, replayed: false, split, grossMinor: sale.grossMinor };
}
