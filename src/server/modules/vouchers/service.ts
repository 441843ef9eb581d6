/**
 * Vouchers (docs/domain.md#vouchers): administrators create codes worth a number of tokens
 * per redemption, with a number of redemptions and an optional expiry, and may disable
 * them; each account redeems a voucher once and gets its value.
 *
 * A redemption is one database transaction: a conditional UPDATE that counts it only
 * while the voucher is active, unexpired, has redemptions left and this account has none
 * (so parallel redemptions never pass the number: the row's lock orders them and each
 * one re-reads the count), the ledger transaction from the `vouchers` wallet to the user,
 * and the redemption row, whose unique index (voucher, account) refuses a second one of
 * the same account that raced past the check.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, voucherRedemptions, vouchers } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { isUniqueViolation, post, toMinor, toTokens } from '../ledger/ledger';
import { notifyBalances } from '../ledger/notify';
import { itemAudit, type AuditActor } from '../audit/service';
import type { ListPage, Paging } from '@/shared/schemas/common';
import type {
  Voucher,
  VoucherCreateBody,
  VoucherRedemptionList,
  VoucherState,
  VoucherUpdateBody,
  VoucherUseResult,
} from '@/shared/schemas/money';
import { MSG } from '@/shared/messages';

type VoucherRow = typeof vouchers.$inferSelect;

export const VOUCHER_TEXTS = {
  unknown: 'This voucher code does not exist',
  disabled: MSG.voucherDisabled,
  expired: MSG.voucherExpired,
  alreadyUsed: MSG.voucherAlreadyUsed,
  usedUp: MSG.voucherUsedUp,
  otherAmount: 'This voucher gives another number of tokens per redemption',
  codeTaken: 'This voucher code is already in use',
  expiryPast: 'The expiry date must be in the future',
  notFound: 'Voucher not found',
} as const;

const byCode = (code: string) => sql`lower(${vouchers.code}) = lower(${code})`;

const redemptionsLeft = (row: VoucherRow) => (row.maxUses === null ? null : Math.max(0, row.maxUses - row.usedCount));

/** Why `row` cannot be redeemed by an account that has (or has not) `usedByYou`; null when it can. */
function refusal(row: VoucherRow, usedByYou: boolean, now = new Date()): string | null {
  if (row.status !== 'active') return VOUCHER_TEXTS.disabled;
  if (row.expiresAt && row.expiresAt <= now) return VOUCHER_TEXTS.expired;
  if (usedByYou) return VOUCHER_TEXTS.alreadyUsed;
  if (redemptionsLeft(row) === 0) return VOUCHER_TEXTS.usedUp;
  return null;
}

const toVoucher = (row: VoucherRow): Voucher => ({
  _id: row.id,
  code: row.code,
  tokensPerRedemption: toTokens(row.valueMinor),
  redemptions: row.maxUses,
  redeemed: row.usedCount,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** A voucher's audit rows, with what they keep of it. */
const voucherAudit = itemAudit('voucher', (row: VoucherRow) => ({
  code: row.code,
  tokensPerRedemption: toTokens(row.valueMinor),
  redemptions: row.maxUses,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  status: row.status,
}));

export function createVoucherService(deps: Deps) {
  const { db } = deps.database;

  async function find(code: string) {
    const [row] = await db.select().from(vouchers).where(byCode(code));
    return row;
  }

  async function hasRedeemed(voucherId: string, userId: string) {
    const [row] = await db
      .select({ id: voucherRedemptions.id })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)))
      .limit(1);
    return !!row;
  }

  /** The refusal of a redemption that changed nothing, as an error. */
  async function refused(user: AuthAccount, code: string) {
    const row = await find(code);
    if (!row) return notFound(VOUCHER_TEXTS.unknown);
    return badRequest(refusal(row, await hasRedeemed(row.id, user.id)) ?? VOUCHER_TEXTS.usedUp);
  }

  return {
    /** GET /vouchers/{code}: what one redemption gives and whether this user can still redeem it. */
    async state(user: AuthAccount, code: string): Promise<VoucherState> {
      const row = await find(code);
      if (!row) throw notFound(VOUCHER_TEXTS.unknown);
      const usedByYou = await hasRedeemed(row.id, user.id);
      const reason = refusal(row, usedByYou);
      return {
        code: row.code,
        tokensPerRedemption: toTokens(row.valueMinor),
        expiresAt: row.expiresAt?.toISOString() ?? null,
        redemptionsLeft: redemptionsLeft(row),
        usedByYou,
        usable: reason === null,
        refusal: reason,
      };
    },

    /** POST /vouchers/{code}/use: credits the voucher's value to the user, once per account. */
    async use(user: AuthAccount, code: string, amountUsed?: number): Promise<VoucherUseResult> {
      let done;
      try {
        done = await db.transaction(async (tx) => {
          const [voucher] = await tx
            .update(vouchers)
            .set({ usedCount: sql`${vouchers.usedCount} + 1`, updatedAt: new Date() })
            .where(
              sql`${byCode(code)} and ${vouchers.status} = 'active' and (${vouchers.expiresAt} is null or ${vouchers.expiresAt} > now())
                and (${vouchers.maxUses} is null or ${vouchers.usedCount} < ${vouchers.maxUses})
                and not exists (select 1 from ${voucherRedemptions} where ${voucherRedemptions.voucherId} = ${vouchers.id} and ${voucherRedemptions.userId} = ${user.id})`,
            )
            .returning();
          if (!voucher) return null;
          if (amountUsed !== undefined && toMinor(amountUsed) !== voucher.valueMinor) throw badRequest(VOUCHER_TEXTS.otherAmount);
          const posted = await post(tx, {
            kind: 'voucher',
            accountId: user.id,
            reference: voucher.id,
            description: `Voucher ${voucher.code}`,
            entries: [
              { wallet: 'vouchers', amountMinor: -voucher.valueMinor },
              { wallet: 'account', accountId: user.id, amountMinor: voucher.valueMinor },
            ],
          });
          await tx
            .insert(voucherRedemptions)
            .values({ voucherId: voucher.id, userId: user.id, amountMinor: voucher.valueMinor, transactionId: posted.transactionId });
          return { voucher, balances: posted.balances };
        });
      } catch (err) {
        // The same account redeeming in parallel: the other request got it.
        if (isUniqueViolation(err)) throw badRequest(VOUCHER_TEXTS.alreadyUsed);
        throw err;
      }
      if (!done) throw await refused(user, code);
      notifyBalances(deps, done.balances);
      return {
        amountUsed: toTokens(done.voucher.valueMinor),
        redemptionsLeft: redemptionsLeft(done.voucher),
        balance: toTokens(done.balances.get(user.id)!),
      };
    },

    /** POST /admin/vouchers. */
    async create(actor: AuditActor, body: VoucherCreateBody): Promise<Voucher> {
      const code = body.code?.trim() || randomBytes(6).toString('hex').toUpperCase();
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt <= new Date()) throw badRequest(VOUCHER_TEXTS.expiryPast);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(vouchers)
            .values({ code, valueMinor: toMinor(body.tokensPerRedemption), maxUses: body.redemptions, expiresAt, createdBy: actor.adminId })
            .returning();
          await voucherAudit.created(tx, actor, created);
          return created;
        });
        return toVoucher(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(VOUCHER_TEXTS.codeTaken);
        throw err;
      }
    },

    /** PUT /admin/vouchers/{id}: disables (`inactive`) or enables it, or changes its expiry. */
    async update(actor: AuditActor, id: string, body: VoucherUpdateBody): Promise<Voucher> {
      const expiresAt = body.expiresAt === undefined ? undefined : body.expiresAt === null ? null : new Date(body.expiresAt);
      if (expiresAt && expiresAt <= new Date()) throw badRequest(VOUCHER_TEXTS.expiryPast);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
        if (!current) throw notFound(VOUCHER_TEXTS.notFound);
        const [updated] = await tx
          .update(vouchers)
          .set({
            status: body.status ?? current.status,
            expiresAt: expiresAt === undefined ? current.expiresAt : expiresAt,
            updatedAt: new Date(),
          })
          .where(eq(vouchers.id, id))
          .returning();
        await voucherAudit.updated(tx, actor, current, updated);
        return updated;
      });
      return toVoucher(row);
    },

    /** GET /admin/vouchers: newest first. */
    async list(paging: Paging): Promise<ListPage<Voucher>> {
      const { rows, total } = await readPage(
        db.select().from(vouchers).orderBy(desc(vouchers.createdAt), desc(vouchers.id)),
        db.select({ total: count() }).from(vouchers),
        paging,
        20,
      );
      return { data: rows.map(toVoucher), total };
    },

    /** GET /admin/vouchers/{id}/redemptions: who redeemed it and when, newest first. */
    async redemptions(id: string, paging: Paging): Promise<VoucherRedemptionList> {
      const [voucher] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, id));
      if (!voucher) throw notFound(VOUCHER_TEXTS.notFound);
      const where = eq(voucherRedemptions.voucherId, id);
      const { rows, total } = await readPage(
        db
          .select({
            redemption: voucherRedemptions,
            user: { id: accounts.id, name: accounts.name, username: accounts.username, email: accounts.email },
          })
          .from(voucherRedemptions)
          .innerJoin(accounts, eq(accounts.id, voucherRedemptions.userId))
          .where(where)
          .orderBy(desc(voucherRedemptions.createdAt), desc(voucherRedemptions.id)),
        db.select({ total: count() }).from(voucherRedemptions).where(where),
        paging,
        20,
      );
      return {
        total,
        data: rows.map(({ redemption, user }) => ({
          _id: redemption.id,
          user: { _id: user.id, name: user.name, username: user.username, email: user.email },
          tokens: toTokens(redemption.amountMinor),
          createdAt: redemption.createdAt.toISOString(),
        })),
      };
    },
  };
}
