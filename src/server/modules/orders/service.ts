/**
 * Orders of products (made by the purchase, purchases/service.ts). Performers list the
 * orders of their products and move a physical one forward, one step at a time:
 * `created` → `processing` → `shipping` (a carrier and a tracking code are required) →
 * `delivered`; a step may be skipped forward, never taken back. The buyer is told of
 * each step by the socket event `order/updated` and by e-mail in their language (sent in
 * the background, after the answer). Buyers
 * list and open their own orders. Anyone else's order is not found.
 */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import type { BackgroundWork } from '../../background';
import { readPage } from '../../db/paging';
import { containsPattern } from '../../db/like';
import { accounts, performerProducts, productOrders } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { toTokens } from '../ledger/ledger';
import { cardPerformer } from '../assets/items';
import { composeMail, mailLocale, mailText, siteLink } from '../../mail/translations';
import { translationOf } from '@/shared/translations';
import { DELIVERY_STATUSES } from '@/shared/constants';
import type { Order, OrderList, OrderQuery, OrderUpdate } from '@/shared/schemas/orders';

export const ORDER_TEXTS = {
  notFound: 'Order not found',
  digital: 'A digital product is delivered at once: there is nothing to send',
  closed: 'This order is closed',
  backwards: 'An order only moves forward',
  tracking: 'Please give the carrier and the tracking code',
} as const;

type OrderRow = typeof productOrders.$inferSelect;

/** Where a status stands among the delivery steps. */
const stepOf = (status: OrderRow['status']) => DELIVERY_STATUSES.indexOf(status);

export function createOrderService(deps: Deps, background: BackgroundWork) {
  const { db } = deps.database;
  const { files, config, mailer } = deps;

  const buyer = alias(accounts, 'buyer');
  const seller = alias(accounts, 'seller');

  /** An order with its product's picture and translations, its buyer and its performer. */
  const columns = {
    order: productOrders,
    imagePath: performerProducts.imagePath,
    titles: performerProducts.titleTranslations,
    buyerName: buyer.name,
    buyerUsername: buyer.username,
    sellerName: seller.name,
    sellerUsername: seller.username,
    sellerAvatar: seller.avatarPath,
  };
  type Row = {
    order: OrderRow;
    imagePath: string | null;
    titles: Record<string, string>;
    buyerName: string;
    buyerUsername: string | null;
    sellerName: string;
    sellerUsername: string | null;
    sellerAvatar: string | null;
  };

  const toOrder = (row: Row, locale?: string): Order => ({
    _id: row.order.id,
    productId: row.order.productId,
    title: translationOf(row.titles, locale) || row.order.title,
    type: row.order.productType,
    image: row.imagePath ? files.url(row.imagePath) : null,
    price: toTokens(row.order.priceMinor),
    status: row.order.status,
    shippingAddress: row.order.shippingAddress ?? null,
    shippingCarrier: row.order.shippingCarrier,
    trackingCode: row.order.trackingCode,
    buyer: { _id: row.order.buyerId, name: row.buyerName, username: row.buyerUsername },
    performer: cardPerformer(files, row.order.performerId, {
      name: row.sellerName,
      username: row.sellerUsername,
      avatarPath: row.sellerAvatar,
    }),
    createdAt: row.order.createdAt.toISOString(),
    updatedAt: row.order.updatedAt.toISOString(),
  });

  /** Orders with what they show, as one join. */
  const selectOrders = () =>
    db
      .select(columns)
      .from(productOrders)
      .innerJoin(performerProducts, eq(performerProducts.id, productOrders.productId))
      .innerJoin(buyer, eq(buyer.id, productOrders.buyerId))
      .innerJoin(seller, eq(seller.id, productOrders.performerId));

  /** The orders `whose` names, newest first, filtered by status and title. */
  async function listOf(whose: SQL, query: OrderQuery): Promise<OrderList> {
    const where = and(
      whose,
      query.status ? eq(productOrders.status, query.status) : undefined,
      query.q?.trim() ? ilike(productOrders.title, containsPattern(query.q.trim())) : undefined,
    );
    const { rows, total } = await readPage(
      selectOrders().where(where).orderBy(desc(productOrders.createdAt), desc(productOrders.id)),
      db.select({ total: count() }).from(productOrders).where(where),
      query,
      20,
    );
    return { total, data: rows.map((row) => toOrder(row, query.locale)) };
  }

  /** One order `whose` names, or 404. */
  async function oneOf(whose: SQL, id: string, locale?: string): Promise<Order> {
    const [row] = await selectOrders().where(and(eq(productOrders.id, id), whose));
    if (!row) throw notFound(ORDER_TEXTS.notFound);
    return toOrder(row, locale);
  }

  /** Mails the buyer where their order stands, in their language. */
  async function mailBuyer(order: Order) {
    const [account] = await db
      .select({ email: accounts.email, name: accounts.name, locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.id, order.buyer._id));
    if (!account) return;
    const locale = mailLocale(account.locale);
    await mailer.send(
      composeMail(account, locale, {
        subject: mailText(locale, `mail.order.${order.status}.subject`, { title: order.title }),
        paragraphs: [
          mailText(locale, `mail.order.${order.status}.text`, { title: order.title }),
          order.status === 'shipping'
            ? mailText(locale, 'mail.order.tracking', { carrier: order.shippingCarrier ?? '', code: order.trackingCode ?? '' })
            : '',
        ],
        action: mailText(locale, 'mail.order.action'),
        link: siteLink(config.siteUrl, locale, `/user/orders/${order._id}`),
      }),
    );
  }

  return {
    /** GET /orders/search: the orders of the performer's products. */
    sold: (performerId: string, query: OrderQuery) => listOf(eq(productOrders.performerId, performerId), query),

    /** GET /orders/details/{id}: one of them. */
    soldOne: (performerId: string, id: string, locale?: string) => oneOf(eq(productOrders.performerId, performerId), id, locale),

    /** GET /orders/user/search: the buyer's orders. */
    bought: (buyerId: string, query: OrderQuery) => listOf(eq(productOrders.buyerId, buyerId), query),

    /** GET /orders/user/details/{id}: one of them. */
    boughtOne: (buyerId: string, id: string, locale?: string) => oneOf(eq(productOrders.buyerId, buyerId), id, locale),

    /**
     * PUT /orders/{id}/update: the performer moves a physical order forward. The change is
     * one conditional update (the order still at the status read), so two steps sent at
     * once cannot both land; the buyer is told once it is written.
     */
    async update(performerId: string, id: string, body: OrderUpdate): Promise<Order> {
      const [before] = await db
        .select()
        .from(productOrders)
        .where(and(eq(productOrders.id, id), eq(productOrders.performerId, performerId)));
      if (!before) throw notFound(ORDER_TEXTS.notFound);
      if (before.productType === 'digital') throw badRequest(ORDER_TEXTS.digital);
      if (before.status === 'delivered' || before.status === 'refunded') throw badRequest(ORDER_TEXTS.closed);
      if (stepOf(body.status) <= stepOf(before.status)) throw badRequest(ORDER_TEXTS.backwards);
      const carrier = body.shippingCarrier?.trim() || before.shippingCarrier;
      const code = body.trackingCode?.trim() || before.trackingCode;
      if (stepOf(body.status) >= stepOf('shipping') && (!carrier || !code)) throw badRequest(ORDER_TEXTS.tracking);
      const moved = await db
        .update(productOrders)
        .set({ status: body.status, shippingCarrier: carrier, trackingCode: code, updatedAt: new Date() })
        .where(and(eq(productOrders.id, id), eq(productOrders.status, before.status)))
        .returning({ id: productOrders.id });
      if (!moved.length) throw badRequest(ORDER_TEXTS.backwards);
      const order = await oneOf(eq(productOrders.performerId, performerId), id);
      // The buyer hears it on every page they have open; the mail goes after the answer (a mail server that fails fails nothing here).
      deps.realtime.toAccount(order.buyer._id, 'order/updated', { order });
      background.run(`mailing order ${id}'s step to its buyer`, () => mailBuyer(order));
      return order;
    },
  };
}
