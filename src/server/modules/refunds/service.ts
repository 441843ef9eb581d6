/**
 * Refunds of the content store. A buyer asks for their tokens back for an item they own
 * (`POST /refund-requests`, with a reason); one request may be open per purchase (a
 * partial unique index holds it under parallel requests). An administrator accepts or
 * rejects it with a note, audit-logged; the buyer is told by the socket event
 * `refund/decided`.
 *
 * Accepting reverses the sale exactly, in one database transaction with the decision:
 * one `refund` ledger transaction whose entries are the sale's entries negated (the
 * buyer gets the price back; the performer, the studio and the platform give back what
 * each got) and earnings rows that negate the sale's (so earnings and payouts count the
 * refund), the buyer's ownership ended (`refundedAt`: they lose access at once), and a
 * product's order marked `refunded` (an order not sent yet puts its unit back in stock).
 * When the performer's or the studio's balance can no longer cover their part (paid out
 * since), the ledger refuses and nothing changes: the request stays open.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { readPage } from '../../db/paging';
import {
  accounts,
  earnings,
  ledgerEntries,
  performerGalleries,
  performerProducts,
  performerVideos,
  productOrders,
  purchasedItems,
  refundRequests,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { InsufficientBalance, isUniqueViolation, post, toTokens, type EarningRow } from '../ledger/ledger';
import { notifyBalances } from '../ledger/notify';
import { recordAudit, type AuditActor } from '../audit/service';
import type { RefundDecision, RefundList, RefundQuery, RefundRequest, RefundRequestBody } from '@/shared/schemas/refunds';

export const REFUND_TEXTS = {
  notFound: 'Purchase not found',
  requestNotFound: 'Refund request not found',
  open: 'A refund of this purchase has been asked for already',
  decided: 'This refund request has been decided already',
  noteRequired: 'Please say why the refund is refused',
  cannotCover: "The performer's balance cannot cover this refund",
} as const;

type RequestRow = typeof refundRequests.$inferSelect;

export function createRefundService(deps: Deps) {
  const { db } = deps.database;
  const buyer = alias(accounts, 'buyer');
  const seller = alias(accounts, 'seller');

  /** A request with its purchase, the item's title (any kind) and the two parties' names. */
  const selectRequests = () =>
    db
      .select({
        request: refundRequests,
        purchase: purchasedItems,
        title: sql<string>`coalesce(${performerVideos.title}, ${performerGalleries.title}, ${performerProducts.title}, '')`,
        buyerName: buyer.name,
        buyerUsername: buyer.username,
        sellerName: seller.name,
        sellerUsername: seller.username,
      })
      .from(refundRequests)
      .innerJoin(purchasedItems, eq(purchasedItems.id, refundRequests.purchaseId))
      .leftJoin(performerVideos, and(eq(purchasedItems.itemType, 'video'), eq(performerVideos.id, purchasedItems.itemId)))
      .leftJoin(performerGalleries, and(eq(purchasedItems.itemType, 'gallery'), eq(performerGalleries.id, purchasedItems.itemId)))
      .leftJoin(performerProducts, and(eq(purchasedItems.itemType, 'product'), eq(performerProducts.id, purchasedItems.itemId)))
      .innerJoin(buyer, eq(buyer.id, refundRequests.buyerId))
      .innerJoin(seller, eq(seller.id, refundRequests.performerId));
  type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['where']>>[number];

  const toRequest = (row: Row): RefundRequest => ({
    _id: row.request.id,
    purchaseId: row.purchase.id,
    itemType: row.purchase.itemType,
    itemId: row.purchase.itemId,
    title: row.title,
    price: toTokens(row.purchase.priceMinor),
    reason: row.request.reason,
    status: row.request.status,
    note: row.request.note,
    buyer: { _id: row.request.buyerId, name: row.buyerName, username: row.buyerUsername },
    performer: { _id: row.request.performerId, name: row.sellerName, username: row.sellerUsername },
    createdAt: row.request.createdAt.toISOString(),
    decidedAt: row.request.decidedAt?.toISOString() ?? null,
  });

  async function listOf(where: SQL | undefined, query: RefundQuery, order: 'oldest' | 'newest'): Promise<RefundList> {
    const filtered = and(where, query.status ? eq(refundRequests.status, query.status) : undefined);
    const { rows, total } = await readPage(
      selectRequests()
        .where(filtered)
        .orderBy(
          ...(order === 'oldest'
            ? [refundRequests.createdAt, refundRequests.id]
            : [desc(refundRequests.createdAt), desc(refundRequests.id)]),
        ),
      db.select({ total: count() }).from(refundRequests).where(filtered),
      query,
      20,
    );
    return { total, data: rows.map(toRequest) };
  }

  async function oneRequest(id: string): Promise<RefundRequest> {
    const [row] = await selectRequests().where(eq(refundRequests.id, id));
    if (!row) throw notFound(REFUND_TEXTS.requestNotFound);
    return toRequest(row);
  }

  /**
   * Reverses the sale of `purchase` (see the file comment) in `tx`: the entries and
   * earnings negated, the ownership ended, a product's order refunded. Answers the new
   * balances to tell their owners.
   */
  async function reverseSale(tx: Tx, request: RequestRow, purchase: typeof purchasedItems.$inferSelect) {
    const entries = await tx
      .select({ wallet: ledgerEntries.wallet, accountId: ledgerEntries.accountId, amountMinor: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, purchase.transactionId));
    const earned = await tx.select().from(earnings).where(eq(earnings.transactionId, purchase.transactionId));
    const reversedEarnings: EarningRow[] = earned.map((row) => ({
      accountId: row.accountId,
      earnerKind: row.earnerKind,
      performerId: row.performerId,
      payerId: row.payerId,
      saleType: row.saleType,
      grossMinor: -row.grossMinor,
      commissionMinor: -row.commissionMinor,
      netMinor: -row.netMinor,
      platformMinor: -row.platformMinor,
    }));
    const posted = await post(
      tx,
      {
        kind: 'refund',
        accountId: purchase.buyerId,
        idempotencyKey: request.id,
        reference: purchase.id,
        description: `Refund of ${purchase.itemType} ${purchase.itemId}`,
        entries: entries.map((entry) => ({
          wallet: entry.wallet,
          accountId: entry.accountId ?? undefined,
          amountMinor: -entry.amountMinor,
        })),
      },
      reversedEarnings,
    );
    await tx.update(purchasedItems).set({ refundedAt: new Date() }).where(eq(purchasedItems.id, purchase.id));
    if (purchase.itemType === 'product') {
      const [order] = await tx
        .select({ id: productOrders.id, status: productOrders.status, productType: productOrders.productType })
        .from(productOrders)
        .where(eq(productOrders.purchaseId, purchase.id))
        .for('update');
      if (order) {
        await tx.update(productOrders).set({ status: 'refunded', updatedAt: new Date() }).where(eq(productOrders.id, order.id));
        // Not sent yet: the unit is still the performer's to sell.
        if (order.productType === 'physical' && (order.status === 'created' || order.status === 'processing'))
          await tx
            .update(performerProducts)
            .set({ stock: sql`${performerProducts.stock} + 1` })
            .where(eq(performerProducts.id, purchase.itemId));
      }
    }
    return posted;
  }

  return {
    /** POST /refund-requests: the buyer asks for a refund of something they own. */
    async ask(buyerId: string, body: RefundRequestBody): Promise<RefundRequest> {
      const [purchase] = await db
        .select()
        .from(purchasedItems)
        .where(and(eq(purchasedItems.id, body.purchaseId), eq(purchasedItems.buyerId, buyerId), isNull(purchasedItems.refundedAt)));
      if (!purchase) throw notFound(REFUND_TEXTS.notFound);
      let id: string;
      try {
        [{ id }] = await db
          .insert(refundRequests)
          .values({ purchaseId: purchase.id, buyerId, performerId: purchase.performerId, reason: body.reason.trim() })
          .returning({ id: refundRequests.id });
      } catch (err) {
        if (isUniqueViolation(err, 'refund_requests_one_open')) throw conflict(REFUND_TEXTS.open);
        throw err;
      }
      return oneRequest(id);
    },

    /** GET /refund-requests/search: the buyer's own requests, the last first. */
    mine: (buyerId: string, query: RefundQuery) => listOf(eq(refundRequests.buyerId, buyerId), query, 'newest'),

    /** GET /admin/refund-requests: every request, the oldest first (the queue's order), by status. */
    all: (query: RefundQuery) => listOf(undefined, query, 'oldest'),

    /**
     * PUT /admin/refund-requests/{id}: accept (the sale reversed) or reject (with a note).
     * The request's row is locked first, so two administrators deciding at once decide once.
     */
    async decide(id: string, body: RefundDecision, actor: AuditActor): Promise<RefundRequest> {
      const note = body.note?.trim() || null;
      if (body.status === 'rejected' && !note) throw badRequest(REFUND_TEXTS.noteRequired);
      let balances: Map<string, bigint> = new Map();
      try {
        await db.transaction(async (tx) => {
          const [request] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
          if (!request) throw notFound(REFUND_TEXTS.requestNotFound);
          if (request.status !== 'pending') throw badRequest(REFUND_TEXTS.decided);
          let transactionId: string | null = null;
          if (body.status === 'accepted') {
            const [purchase] = await tx.select().from(purchasedItems).where(eq(purchasedItems.id, request.purchaseId)).for('update');
            if (!purchase || purchase.refundedAt) throw badRequest(REFUND_TEXTS.decided);
            const posted = await reverseSale(tx, request, purchase);
            transactionId = posted.transactionId;
            balances = posted.balances;
          }
          const decidedAt = new Date();
          await tx
            .update(refundRequests)
            .set({ status: body.status, note, decidedBy: actor.adminId, decidedAt, transactionId, updatedAt: decidedAt })
            .where(eq(refundRequests.id, id));
          await recordAudit(tx, actor, {
            action: body.status === 'accepted' ? 'refund.accept' : 'refund.reject',
            targetType: 'refund',
            targetId: id,
            before: { status: 'pending' },
            after: { status: body.status, note },
          });
        });
      } catch (err) {
        if (err instanceof InsufficientBalance) throw badRequest(REFUND_TEXTS.cannotCover);
        throw err;
      }
      notifyBalances(deps, balances);
      const request = await oneRequest(id);
      deps.realtime.toAccount(request.buyer._id, 'refund/decided', { request });
      return request;
    },
  };
}
