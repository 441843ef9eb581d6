/**
 * Where a performer or studio wants to be paid (docs/domain.md#earnings-and-payouts): one set
 * of details per method. A payout request copies the details of its method, so a
 * later change does not alter a request already made.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { paymentInformation } from '../../db/schema';
import { validate } from '../../validation';
import { METHOD_FIELDS } from '@/shared/payouts';
import { METHOD_DETAILS, type PaymentInformation, type PayoutMethod } from '@/shared/schemas/payouts';

const toWire = (row: typeof paymentInformation.$inferSelect): PaymentInformation => ({
  paymentAccountType: row.method,
  details: row.details,
  updatedAt: row.updatedAt.toISOString(),
});

/** The saved details of one method, or null. */
export async function savedDetails(tx: Tx | Db, accountId: string, method: PayoutMethod): Promise<Record<string, string> | null> {
  const [row] = await tx
    .select({ details: paymentInformation.details })
    .from(paymentInformation)
    .where(and(eq(paymentInformation.accountId, accountId), eq(paymentInformation.method, method)));
  return row?.details ?? null;
}

/** The method's non-empty text fields (trimmed), once they pass the method's schema; 400 naming the fields that do not. */
function cleanDetails(method: PayoutMethod, fields: Record<string, unknown>): Record<string, string> {
  validate(METHOD_DETAILS[method], fields);
  const details: Record<string, string> = {};
  for (const key of METHOD_FIELDS[method]) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) details[key] = value.trim();
  }
  return details;
}

export function createPaymentInformationService(deps: Deps) {
  const { db } = deps.database;
  return {
    async list(accountId: string): Promise<{ data: PaymentInformation[] }> {
      const rows = await db
        .select()
        .from(paymentInformation)
        .where(eq(paymentInformation.accountId, accountId))
        .orderBy(asc(paymentInformation.method));
      return { data: rows.map(toWire) };
    },

    /** Saves (or replaces) the details of one method. */
    async save(accountId: string, method: PayoutMethod, fields: Record<string, unknown>): Promise<PaymentInformation> {
      const details = cleanDetails(method, fields);
      const [row] = await db
        .insert(paymentInformation)
        .values({ accountId, method, details })
        .onConflictDoUpdate({ target: [paymentInformation.accountId, paymentInformation.method], set: { details, updatedAt: new Date() } })
        .returning();
      return toWire(row);
    },
  };
}
