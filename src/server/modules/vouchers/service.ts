/**
 * Vouchers (spec section 7, Misc): administrators create codes worth tokens, with an
 * optional expiry and a limit on redemptions; users redeem part or all of what is
 * left. A redemption is one conditional UPDATE of the voucher (so two users racing
 * for the last tokens cannot both get them) and one ledger transaction from the
 * `vouchers` wallet to the user, in one database transaction.
 */
import { randomBytes } from 'node:crypto';
import { desc, count, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { voucherRedemptions, vouchers } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { isUniqueViolation, post, toMinor, toTokens } from '../ledger/ledger';
import { notifyBalances } from '../ledger/notify';
import type { Voucher, VoucherState } from '@/shared/schemas/money';
import { MSG } from '@/shared/messages';

type VoucherRow = typeof vouchers.$inferSelect;

export const VOUCHER_TEXTS = {
  unknown: 'This voucher code does not exist',
  expired: MSG.voucherExpired,
  usedUp: MSG.voucherUsedUp,
  overAmount: 'This voucher has fewer tokens left than you asked for',
  codeTaken: 'This voucher code is already in use',
} as const;

const byCode = (code: string) => sql`lower(${vouchers.code}) = lower(${code})`;

function refusal(row: VoucherRow | undefined, amountMinor: bigint, now = new Date()): string | null {
  if (!row || row.status !== 'active') return VOUCHER_TEXTS.unknown;
  if (row.expiresAt && row.expiresAt <= now) return VOUCHER_TEXTS.expired;
  if (row.remainingMinor === 0n || (row.maxUses !== null && row.usedCount >= row.maxUses)) return VOUCHER_TEXTS.usedUp;
  if (amountMinor > row.remainingMinor) return VOUCHER_TEXTS.overAmount;
  return null;
}

const toState = (row: VoucherRow): VoucherState => ({
  code: row.code,
  remaining: toTokens(row.remainingMinor),
  value: toTokens(row.valueMinor),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  usesLeft: row.maxUses === null ? null : Math.max(0, row.maxUses - row.usedCount),
  usable: refusal(row, 1n) === null,
});

const toVoucher = (row: VoucherRow): Voucher => ({
  _id: row.id,
  code: row.code,
  value: toTokens(row.valueMinor),
  remaining: toTokens(row.remainingMinor),
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export function createVoucherService(deps: Deps) {
  const { db } = deps.database;

  async function find(code: string) {
    const [row] = await db.select().from(vouchers).where(byCode(code));
    return row;
  }

  return {
    /** GET /vouchers/{code}: what is left. */
    async state(code: string): Promise<VoucherState> {
      const row = await find(code);
      if (!row || row.status !== 'active') throw notFound(VOUCHER_TEXTS.unknown);
      return toState(row);
    },

    /** POST /vouchers/{code}/use: credits `amountUsed` tokens to the user. */
    async use(user: AuthAccount, code: string, amountUsed: number) {
      const amountMinor = toMinor(amountUsed);
      const done = await db.transaction(async (tx) => {
        const [voucher] = await tx
          .update(vouchers)
          .set({ remainingMinor: sql`${vouchers.remainingMinor} - ${amountMinor.toString()}::bigint`, usedCount: sql`${vouchers.usedCount} + 1`, updatedAt: new Date() })
          .where(
            sql`${byCode(code)} and ${vouchers.status} = 'active' and (${vouchers.expiresAt} is null or ${vouchers.expiresAt} > now())
                and ${vouchers.remainingMinor} >= ${amountMinor.toString()}::bigint and (${vouchers.maxUses} is null or ${vouchers.usedCount} < ${vouchers.maxUses})`,
          )
          .returning();
        if (!voucher) return null;
        const posted = await post(tx, {
          kind: 'voucher',
          accountId: user.id,
          reference: voucher.id,
          description: `Voucher ${voucher.code}`,
          entries: [
            { wallet: 'vouchers', amountMinor: -amountMinor },
            { wallet: 'account', accountId: user.id, amountMinor },
          ],
        });
        await tx.insert(voucherRedemptions).values({ voucherId: voucher.id, userId: user.id, amountMinor, transactionId: posted.transactionId });
        return { voucher, balances: posted.balances };
      });
      if (!done) {
        // Nothing changed; say why.
        const reason = refusal(await find(code), amountMinor) ?? VOUCHER_TEXTS.usedUp;
        throw reason === VOUCHER_TEXTS.unknown ? notFound(reason) : badRequest(reason);
      }
      notifyBalances(deps, done.balances);
      return { amountUsed: toTokens(amountMinor), remaining: toTokens(done.voucher.remainingMinor), balance: toTokens(done.balances.get(user.id)!) };
    },

    async create(admin: AuthAccount, body: { code?: string; tokens: number; expiresAt?: string | null; maxUses?: number | null }): Promise<Voucher> {
      const code = body.code?.trim() || randomBytes(6).toString('hex').toUpperCase();
      const valueMinor = toMinor(body.tokens);
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt <= new Date()) throw badRequest('The expiry date must be in the future');
      try {
        const [row] = await db
          .insert(vouchers)
          .values({ code, valueMinor, remainingMinor: valueMinor, expiresAt, maxUses: body.maxUses ?? null, createdBy: admin.id })
          .returning();
        return toVoucher(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(VOUCHER_TEXTS.codeTaken);
        throw err;
      }
    },

    async list(paging: { limit?: number; offset?: number }): Promise<{ data: Voucher[]; total: number }> {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(vouchers)
          .orderBy(desc(vouchers.createdAt))
          .limit(paging.limit ?? 20)
          .offset(paging.offset ?? 0),
        db.select({ total: count() }).from(vouchers),
      ]);
      return { data: rows.map(toVoucher), total };
    },
  };
}
