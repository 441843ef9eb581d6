/**
 * Buying tokens (docs/domain.md#buying-tokens): token packages, orders sent to a
 * gateway, and the gateway's callback, which is the only thing that credits
 * tokens. A callback is verified (gateways.ts), recorded, and settles its order at
 * most once: the order moves from `created` to `paid` by a conditional UPDATE, and
 * only the request that made that move writes the ledger's purchase, in the same
 * database transaction. Repeated or late callbacks change nothing.
 *
 * An order waits for its payment PAYMENT_ORDER_TTL_MINUTES: meanwhile its buyer may continue
 * it (`resume`: the gateway's address again) or cancel it; after that it is `expired`
 * (marked when its buyer's or the administrators' lists are read). Like a cancel, an
 * expiry only closes the door on the buyer's side: a payment the gateway confirms later
 * is credited all the same.
 *
 * A gateway that reverses a payment (a chargeback, a refund) takes the tokens back
 * the same way: one conditional UPDATE moves the order to `charged_back` or
 * `refunded`, and only that request writes the `chargeback` transaction. The buyer
 * loses what the reversal covers, down to a balance of zero at most (a balance never
 * goes negative); what they had already spent is kept on the order as unrecovered,
 * for administrators (GET /admin/payment/orders). A reversed order is never credited
 * again, however late its sale's callback comes.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, gatewayCallbacks, paymentOrders, tokenPackages } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { post, toTokens, type Posted } from '../ledger/ledger';
import { notifyBalances } from '../ledger/notify';
import { itemAudit, type AuditActor } from '../audit/service';
import type { createSettingsService } from '../settings/service';
import {
  centsOf,
  priceText,
  sandboxIsGenuine,
  sandboxKey,
  sandboxSignature,
  verotelEvent,
  verotelPostbackIsGenuine,
  verotelStartUrl,
  type Params,
} from './gateways';
import type { ListPage } from '@/shared/schemas/common';
import type { AdminOrderQuery, AdminPaymentOrder, Gateway, OrderQuery, PaymentOrder, TokenPackageList } from '@/shared/schemas/money';
import { translationOf } from '@/shared/translations';
import { LOCALES } from '@/shared/constants';
import { mailText, siteLink } from '../../mail/translations';
import { isUuid } from '@/shared/uuid';

type OrderRow = typeof paymentOrders.$inferSelect;

export const GATEWAY_UNAVAILABLE = 'This payment method is not available';
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_CLOSED = 'This payment can no longer be continued; please buy the tokens again';

/**
 * An order as its buyer reads it, described in `locale` (its own copy of that locale's text, else the
 * one it was made with); a waiting one says until when it may be paid (`ttlMs` after it was made).
 */
const toOrder = (row: OrderRow, ttlMs: number, locale?: string): PaymentOrder => ({
  _id: row.id,
  gateway: row.gateway,
  description: translationOf(row.descriptionTranslations, locale) || row.description,
  tokens: row.tokens,
  price: row.priceCents / 100,
  currency: row.currency,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  expiresAt: row.status === 'created' ? new Date(row.createdAt.getTime() + ttlMs).toISOString() : null,
});

type PackageInput = {
  name: string;
  nameTranslations?: Record<string, string>;
  description?: string | null;
  descriptionTranslations?: Record<string, string>;
  tokens: number;
  price: number;
  currency?: string;
  ordering?: number;
  status?: 'active' | 'inactive';
};

const toAdminPackage = (row: typeof tokenPackages.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  nameTranslations: row.nameTranslations,
  description: row.description,
  descriptionTranslations: row.descriptionTranslations,
  tokens: row.tokens,
  price: row.priceCents / 100,
  currency: row.currency,
  status: row.status,
  ordering: row.ordering,
});

export const PACKAGE_NOT_FOUND = 'Package not found';

/** The texts of a package's form per locale, trimmed, without the empty ones. */
const trimmedTexts = (texts: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(texts ?? {}).flatMap(([locale, text]) => (text.trim() ? [[locale, text.trim()]] : [])));

/** What an order of `pack` says it bought, in every locale: the package's name there and its tokens. */
const orderTexts = (pack: typeof tokenPackages.$inferSelect): Record<string, string> =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      mailText(locale, 'mail.order.item', { name: translationOf(pack.nameTranslations, locale) || pack.name, tokens: String(pack.tokens) }),
    ]),
  );

/** A package's audit rows, with what they keep of it. */
const packageAudit = itemAudit('package', (row: typeof tokenPackages.$inferSelect) => ({
  name: row.name,
  nameTranslations: row.nameTranslations,
  description: row.description,
  descriptionTranslations: row.descriptionTranslations,
  tokens: row.tokens,
  price: row.priceCents / 100,
  currency: row.currency,
  ordering: row.ordering,
  status: row.status,
}));

export type CallbackOutcome =
  | 'paid'
  | 'already settled'
  | 'declined'
  | 'charged back'
  | 'refunded'
  | 'rejected: signature'
  | 'rejected: unknown order'
  | 'rejected: amount'
  | 'ignored';

/** Statuses an order can be settled (paid) or reversed from: neither paid... */
const UNPAID = ['created', 'declined', 'cancelled', 'expired'] as const;
/** ...nor reversed already. */
const NOT_REVERSED = [...UNPAID, 'paid'] as const;

const toAdminOrder = (row: OrderRow, ttlMs: number, buyer: { id: string; name: string; email: string }): AdminPaymentOrder => ({
  ...toOrder(row, ttlMs),
  buyer: { _id: buyer.id, name: buyer.name, email: buyer.email },
  reversedAt: row.reversedAt?.toISOString() ?? null,
  reversedTokens: row.reversedMinor === null ? null : toTokens(row.reversedMinor),
  unrecoveredTokens: row.unrecoveredMinor === null ? null : toTokens(row.unrecoveredMinor),
});

export function createPaymentService(deps: Deps, settings: ReturnType<typeof createSettingsService>) {
  const { db } = deps.database;
  const { config } = deps;
  const sandbox = sandboxKey(config.tokenSecret);
  const ttlMs = config.paymentOrderTtlMinutes * 60_000;

  /** Marks the orders of `which` still waiting past their time as expired. */
  async function expireWaiting(which?: SQL) {
    await db
      .update(paymentOrders)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(and(eq(paymentOrders.status, 'created'), lt(paymentOrders.createdAt, new Date(Date.now() - ttlMs)), which));
  }

  /**
   * Where the buyer's browser pays `order`: the sandbox checkout (one of our pages, reached in the
   * page's language) or the gateway's, which sends the buyer back to our page in their account's.
   */
  async function paymentUrlOf(order: OrderRow): Promise<string> {
    if (order.gateway === 'sandbox') return `/payment/sandbox/${order.id}?signature=${sandboxSignature(sandbox, { checkout: order.id })}`;
    const [buyer] = await db.select({ locale: accounts.locale }).from(accounts).where(eq(accounts.id, order.userId));
    const back = (outcome: 'success' | 'cancel') => siteLink(config.siteUrl, buyer?.locale, `/payment/${outcome}?orderId=${order.id}`);
    return verotelStartUrl(config.verotelStartUrl, config.verotelShopId!, config.verotelSignatureKey!, {
      id: order.id,
      price: priceText(order.priceCents),
      currency: order.currency,
      description: order.description,
      successUrl: back('success'),
      declineUrl: back('cancel'),
    });
  }

  /** The buyer's own order, marked expired when it waited past its time; 404 for anyone else's. */
  async function ownOrder(user: AuthAccount, id: string): Promise<OrderRow> {
    const row = await orderById(id);
    if (!row || row.userId !== user.id) throw notFound(ORDER_NOT_FOUND);
    if (row.status !== 'created' || row.createdAt.getTime() > Date.now() - ttlMs) return row;
    // Written only for an order past its time (the payment page asks every two seconds), and only if still waiting.
    await expireWaiting(eq(paymentOrders.id, id));
    return (await orderById(id)) ?? row;
  }

  async function enabledGateways(): Promise<Gateway[]> {
    const values = await settings.all();
    const gateways: Gateway[] = [];
    if (values.sandboxPaymentEnabled) gateways.push('sandbox');
    if (values.verotelEnabled && config.verotelShopId && config.verotelSignatureKey) gateways.push('verotel');
    return gateways;
  }

  /**
   * Moves an order to paid and credits its tokens, once; returns whether this call
   * did it. A verified payment wins over a cancel the browser reported earlier.
   */
  async function settlePaid(orderId: string, gatewayReference: string): Promise<boolean> {
    const credited = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(paymentOrders)
        .set({ status: 'paid', paidAt: new Date(), gatewayReference, updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, UNPAID)))
        .returning();
      if (!order) return null;
      const minor = BigInt(order.tokens) * 100n;
      const posted = await post(tx, {
        kind: 'purchase',
        accountId: order.userId,
        reference: order.id,
        description: order.description,
        entries: [
          { wallet: 'gateway', amountMinor: -minor },
          { wallet: 'account', accountId: order.userId, amountMinor: minor },
        ],
      });
      await tx.update(paymentOrders).set({ transactionId: posted.transactionId }).where(eq(paymentOrders.id, order.id));
      return posted.balances;
    });
    if (credited) notifyBalances(deps, credited);
    return credited !== null;
  }

  /**
   * Takes back what a reversal of `cents` of the order's price covers, once; returns
   * whether this call did it. Tokens were credited only if the order was paid (it has
   * a purchase transaction); a reversal of an unpaid order just closes it.
   */
  async function settleReversal(orderId: string, reason: 'chargeback' | 'credit', cents: number): Promise<boolean> {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .update(paymentOrders)
        .set({ status: reason === 'chargeback' ? 'charged_back' : 'refunded', reversedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, NOT_REVERSED)))
        .returning();
      if (!order) return null;
      // A partial refund takes back its share of the tokens, rounded down.
      const dueMinor = order.transactionId ? (BigInt(order.tokens) * 100n * BigInt(cents)) / BigInt(order.priceCents) : 0n;
      // The buyer's row stays locked from reading what is left to the write, so nothing spends it in between.
      const [buyer] = await tx.select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, order.userId)).for('update');
      const takenMinor = dueMinor < buyer.balance ? dueMinor : buyer.balance;
      let posted: Posted | null = null;
      if (takenMinor > 0n) {
        posted = await post(tx, {
          kind: 'chargeback',
          accountId: order.userId,
          reference: order.id,
          description: `${reason === 'chargeback' ? 'Chargeback' : 'Refund'}: ${order.description}`,
          entries: [
            { wallet: 'account', accountId: order.userId, amountMinor: -takenMinor },
            { wallet: 'gateway', amountMinor: takenMinor },
          ],
        });
      }
      await tx
        .update(paymentOrders)
        .set({ reversedMinor: takenMinor, unrecoveredMinor: dueMinor - takenMinor, reversalTransactionId: posted?.transactionId ?? null })
        .where(eq(paymentOrders.id, order.id));
      return posted?.balances ?? new Map<string, bigint>();
    });
    if (done) notifyBalances(deps, done);
    return done !== null;
  }

  /** The order a reversal postback names (by our reference, else the gateway's sale id) and the cents it reverses. */
  async function reversedOrder(params: Params): Promise<{ order: OrderRow | null; cents: number; outcome: CallbackOutcome | null }> {
    const byReference = isUuid(params.referenceID) ? await orderById(params.referenceID) : null;
    const [bySale] =
      byReference || !params.saleID
        ? []
        : await db
            .select()
            .from(paymentOrders)
            .where(and(eq(paymentOrders.gateway, 'verotel'), eq(paymentOrders.gatewayReference, params.saleID)));
    const order = byReference ?? bySale ?? null;
    if (!order) return { order: null, cents: 0, outcome: 'rejected: unknown order' };
    // Without an amount the whole payment is reversed; with one, at most the price, in the order's currency.
    const cents = params.priceAmount === undefined ? order.priceCents : centsOf(params.priceAmount);
    const currencyMatches = params.priceCurrency === undefined || params.priceCurrency.toUpperCase() === order.currency;
    if (cents === null || cents <= 0 || cents > order.priceCents || !currencyMatches)
      return { order, cents: 0, outcome: 'rejected: amount' };
    return { order, cents, outcome: null };
  }

  async function record(gateway: Gateway, orderId: string | null, payload: Params, verified: boolean, outcome: CallbackOutcome) {
    // Anyone can send a forged callback: keep enough of it to see what it was, not all of it. Cut by
    // characters, not UTF-16 units: half a surrogate pair is text jsonb refuses.
    const cut = (text: string, length: number) => Array.from(text).slice(0, length).join('');
    const kept = verified
      ? payload
      : Object.fromEntries(
          Object.entries(payload)
            .slice(0, 20)
            .map(([key, value]) => [cut(key, 40), cut(value, 200)]),
        );
    await db.insert(gatewayCallbacks).values({ gateway, orderId, payload: kept, verified, outcome });
  }

  async function orderById(id: string) {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row ?? null;
  }

  /** The order a callback names, when its amount and currency match what was ordered. */
  async function matchingOrder(orderId: string | undefined, price: string | undefined, currency: string | undefined) {
    if (!isUuid(orderId)) return { order: null, outcome: 'rejected: unknown order' as const };
    const order = await orderById(orderId);
    if (!order) return { order: null, outcome: 'rejected: unknown order' as const };
    if (price !== priceText(order.priceCents) || currency?.toUpperCase() !== order.currency)
      return { order, outcome: 'rejected: amount' as const };
    return { order, outcome: null };
  }

  const service = {
    /** GET /package/token/search: the packages on sale, named in `locale`, and the gateways a buyer may choose. */
    async packageList(locale?: string): Promise<TokenPackageList> {
      const [rows, gateways] = await Promise.all([
        db
          .select()
          .from(tokenPackages)
          .where(eq(tokenPackages.status, 'active'))
          .orderBy(asc(tokenPackages.ordering), asc(tokenPackages.tokens)),
        enabledGateways(),
      ]);
      return {
        gateways,
        total: rows.length,
        data: rows.map((row) => ({
          _id: row.id,
          name: translationOf(row.nameTranslations, locale) || row.name,
          description: translationOf(row.descriptionTranslations, locale) || row.description,
          tokens: row.tokens,
          price: row.priceCents / 100,
          currency: row.currency,
        })),
      };
    },

    /** Every package, inactive ones too, for administrators. */
    async allPackages() {
      const rows = await db.select().from(tokenPackages).orderBy(asc(tokenPackages.ordering), asc(tokenPackages.tokens));
      return { total: rows.length, data: rows.map(toAdminPackage) };
    },

    /**
     * POST /admin/packages (id null) and PUT /admin/packages/{id}. `inactive` takes the
     * package off sale; orders made keep their own copy of what was bought.
     */
    async savePackage(actor: AuditActor, id: string | null, body: PackageInput) {
      const values = {
        name: body.name.trim(),
        nameTranslations: trimmedTexts(body.nameTranslations),
        description: body.description?.trim() || null,
        descriptionTranslations: trimmedTexts(body.descriptionTranslations),
        tokens: body.tokens,
        priceCents: Math.round(body.price * 100),
        currency: body.currency ?? 'EUR',
        ordering: body.ordering ?? 0,
        status: body.status ?? 'active',
        updatedAt: new Date(),
      };
      const row = await db.transaction(async (tx) => {
        if (!id) {
          const [created] = await tx.insert(tokenPackages).values(values).returning();
          await packageAudit.created(tx, actor, created);
          return created;
        }
        const [current] = await tx.select().from(tokenPackages).where(eq(tokenPackages.id, id)).for('update');
        if (!current) throw notFound(PACKAGE_NOT_FOUND);
        const [updated] = await tx.update(tokenPackages).set(values).where(eq(tokenPackages.id, id)).returning();
        await packageAudit.updated(tx, actor, current, updated);
        return updated;
      });
      return toAdminPackage(row);
    },

    /**
     * DELETE /admin/packages/{id}: the package is gone and never sold again. Its orders
     * keep what was bought (description, tokens, price are copied onto each order) and
     * lose only the link to it; one still waiting for its gateway is credited as ordered.
     */
    async deletePackage(actor: AuditActor, id: string): Promise<{ success: boolean }> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(tokenPackages).where(eq(tokenPackages.id, id)).returning();
        if (!deleted) throw notFound(PACKAGE_NOT_FOUND);
        await packageAudit.deleted(tx, actor, deleted);
      });
      return { success: true };
    },

    /** POST /payment/purchase-tokens/{packageId}: an order, and where to send the browser. */
    async purchase(user: AuthAccount, packageId: string, gateway: Gateway): Promise<{ orderId: string; paymentUrl: string }> {
      if (!(await enabledGateways()).includes(gateway)) throw badRequest(GATEWAY_UNAVAILABLE);
      const [pack] = await db
        .select()
        .from(tokenPackages)
        .where(and(eq(tokenPackages.id, packageId), eq(tokenPackages.status, 'active')));
      if (!pack) throw notFound(PACKAGE_NOT_FOUND);
      const [order] = await db
        .insert(paymentOrders)
        .values({
          userId: user.id,
          packageId: pack.id,
          gateway,
          description: `${pack.name} (${pack.tokens} tokens)`,
          descriptionTranslations: orderTexts(pack),
          tokens: pack.tokens,
          priceCents: pack.priceCents,
          currency: pack.currency,
        })
        .returning();
      return { orderId: order.id, paymentUrl: await paymentUrlOf(order) };
    },

    /** GET /payment/orders/{id}: the buyer's order. */
    async order(user: AuthAccount, id: string, locale?: string): Promise<PaymentOrder> {
      return toOrder(await ownOrder(user, id), ttlMs, locale);
    },

    /**
     * POST /payment/orders/{id}/resume: the gateway's address again for the buyer's order
     * still waiting, so that they pay what they left; 400 once it is paid, cancelled,
     * declined or expired, or when its payment method was switched off meanwhile.
     */
    async resume(user: AuthAccount, id: string): Promise<{ orderId: string; paymentUrl: string }> {
      const row = await ownOrder(user, id);
      if (row.status !== 'created') throw badRequest(ORDER_CLOSED);
      if (!(await enabledGateways()).includes(row.gateway)) throw badRequest(GATEWAY_UNAVAILABLE);
      return { orderId: row.id, paymentUrl: await paymentUrlOf(row) };
    },

    /** The user's purchases, newest first. */
    async orders(user: AuthAccount, paging: OrderQuery): Promise<ListPage<PaymentOrder>> {
      const where = eq(paymentOrders.userId, user.id);
      await expireWaiting(where);
      const { rows, total } = await readPage(
        db.select().from(paymentOrders).where(where).orderBy(desc(paymentOrders.createdAt)),
        db.select({ total: count() }).from(paymentOrders).where(where),
        paging,
        20,
      );
      return { data: rows.map((row) => toOrder(row, ttlMs, paging.locale)), total };
    },

    /** The sandbox checkout page's order, for the holder of the signed link. */
    async sandboxCheckout(orderId: string, signature: string, locale?: string) {
      if (!sandboxIsGenuine(sandbox, { checkout: orderId, signature })) throw notFound(ORDER_NOT_FOUND);
      const row = await orderById(orderId);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const [buyer] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, row.userId));
      return { order: toOrder(row, ttlMs, locale), buyerName: buyer?.name ?? '' };
    },

    /**
     * The sandbox gateway's decision on its checkout page. Like a real gateway it
     * answers the shop with a signed callback, which goes through the same
     * `sandboxCallback` as one arriving over HTTP; the browser only gets the address
     * to return to.
     */
    async sandboxDecide(orderId: string, signature: string, outcome: 'approve' | 'decline'): Promise<{ returnUrl: string }> {
      const { order } = await service.sandboxCheckout(orderId, signature);
      if (!(await enabledGateways()).includes('sandbox')) throw badRequest(GATEWAY_UNAVAILABLE);
      const callback: Params = {
        orderId,
        outcome: outcome === 'approve' ? 'approved' : 'declined',
        amount: priceText(Math.round(order.price * 100)),
        currency: order.currency,
        saleId: `sandbox-${Date.now()}`,
      };
      callback.signature = sandboxSignature(sandbox, callback);
      await service.sandboxCallback(callback);
      return { returnUrl: `/payment/${outcome === 'approve' ? 'success' : 'cancel'}?orderId=${orderId}` };
    },

    /** POST /payment/callback/sandbox. */
    async sandboxCallback(params: Params): Promise<CallbackOutcome> {
      if (!sandboxIsGenuine(sandbox, params)) {
        await record('sandbox', null, params, false, 'rejected: signature');
        return 'rejected: signature';
      }
      const { order, outcome: refusal } = await matchingOrder(params.orderId, params.amount, params.currency);
      let outcome: CallbackOutcome = refusal ?? 'ignored';
      if (order && !refusal) {
        if (params.outcome === 'approved') outcome = (await settlePaid(order.id, params.saleId ?? '')) ? 'paid' : 'already settled';
        else if (params.outcome === 'declined') {
          await db
            .update(paymentOrders)
            .set({ status: 'declined', updatedAt: new Date() })
            .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
          outcome = 'declined';
        }
      }
      await record('sandbox', order?.id ?? null, params, true, outcome);
      return outcome;
    },

    /** GET or POST /payment/callback/verotel: Verotel's postback for a purchase, its chargeback or its refund. */
    async verotelCallback(params: Params): Promise<CallbackOutcome> {
      const key = config.verotelSignatureKey;
      if (!key || !verotelPostbackIsGenuine(key, params) || params.shopID !== config.verotelShopId) {
        await record('verotel', null, params, false, 'rejected: signature');
        return 'rejected: signature';
      }
      const event = verotelEvent(params);
      let order: OrderRow | null = null;
      let outcome: CallbackOutcome = 'ignored';
      if (event === 'sale') {
        const found = await matchingOrder(params.referenceID, params.priceAmount, params.priceCurrency);
        order = found.order;
        if (found.outcome) outcome = found.outcome;
        else if (order) outcome = (await settlePaid(order.id, params.saleID ?? '')) ? 'paid' : 'already settled';
      } else if (event === 'chargeback' || event === 'credit') {
        const found = await reversedOrder(params);
        order = found.order;
        if (found.outcome) outcome = found.outcome;
        else if (order)
          outcome = (await settleReversal(order.id, event, found.cents))
            ? event === 'chargeback'
              ? 'charged back'
              : 'refunded'
            : 'already settled';
      }
      await record('verotel', order?.id ?? null, params, true, outcome);
      return outcome;
    },

    /**
     * GET /admin/payment/orders: orders with their buyer, newest first; `unrecovered`
     * lists the reversed ones whose tokens the buyer had already spent.
     */
    async adminOrders(query: AdminOrderQuery): Promise<ListPage<AdminPaymentOrder>> {
      await expireWaiting();
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(paymentOrders.status, query.status));
      if (query.unrecovered) conditions.push(gt(paymentOrders.unrecoveredMinor, 0n));
      const where = and(...conditions);
      const { rows, total } = await readPage(
        db
          .select({ order: paymentOrders, buyer: { id: accounts.id, name: accounts.name, email: accounts.email } })
          .from(paymentOrders)
          .innerJoin(accounts, eq(accounts.id, paymentOrders.userId))
          .where(where)
          .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id)),
        db.select({ total: count() }).from(paymentOrders).where(where),
        query,
        20,
      );
      return { total, data: rows.map((row) => toAdminOrder(row.order, ttlMs, row.buyer)) };
    },

    /**
     * POST /payment/orders/{id}/cancel: the buyer came back from the gateway without paying,
     * or gave up a waiting order; an order no longer waiting stays as it is.
     */
    async cancel(user: AuthAccount, id: string): Promise<PaymentOrder> {
      await ownOrder(user, id);
      await db
        .update(paymentOrders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, user.id), eq(paymentOrders.status, 'created')));
      return service.order(user, id);
    },
  };
  return service;
}
