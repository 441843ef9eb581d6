/**
 * Buying content (`POST /purchase-items/{type}/{id}`): one ledger transaction, the sale
 * split by the item type's commission (ledger/sales.ts), and the buyer's ownership row
 * written in it; for a product also its order, and for a physical one a unit less in
 * stock, in the same transaction. An item is owned at most once per buyer however often
 * the request is sent: the sale's idempotency key is the item (and how many times the
 * buyer had it refunded, so that a refunded item can be bought again), so a repeat (or
 * fifty at once) charges once and answers the same purchase. Refused, with nothing
 * charged: an item that is not for sale (inactive, deleted, not sold, free, out of
 * stock), the buyer's own, a performer the buyer may not see, a physical product
 * without an address to send it to, a balance too short.
 */
import { and, count, desc, eq, exists, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import {
  accounts,
  performerGalleries,
  performerPhotos,
  performerProducts,
  performerVideos,
  productOrders,
  purchasedItems,
  refundRequests,
} from '../../db/schema';
import { cardPerformer, onSale, type ItemTable } from '../assets/items';
import { badRequest, notFound } from '../../errors';
import { InsufficientBalance, toTokens } from '../ledger/ledger';
import { recordSale } from '../ledger/sales';
import { commissionDefaults } from '../ledger/defaults';
import { notifyBalances } from '../ledger/notify';
import { createBlockingService, type Viewer } from '../blocking/service';
import type { createSettingsService } from '../settings/service';
import type { AuthAccount } from '../../plugins/auth';
import { NOT_ENOUGH_TOKENS } from '../tips/service';
import type { ItemType, PurchasedItemList, PurchasedItemQuery, PurchaseResult } from '@/shared/schemas/assets';
import type { ProductType, ShippingAddress } from '@/shared/schemas/products';
import { translationOf } from '@/shared/translations';
import { readPage } from '../../db/paging';

export const PURCHASE_TEXTS = {
  notFound: 'This item is not for sale',
  own: 'You cannot buy your own item',
  free: 'This item is free: no need to buy it',
  outOfStock: 'This product is out of stock',
  noAddress: 'Please give the address to send it to',
} as const;

/** An item as it is sold now. */
interface ForSale {
  performerId: string;
  priceMinor: bigint;
  title: string;
  /** A product's kind; undefined for a video or a gallery. */
  productType?: 'digital' | 'physical';
}

type PurchaseRow = typeof purchasedItems.$inferSelect;

export function createPurchaseService(deps: Deps, settings: ReturnType<typeof createSettingsService>) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);

  /**
   * Each kind's table, and what it needs besides being on sale (`onSale`) to be sold: a
   * video its playable versions, a gallery a photo at least (without one it has nothing to
   * sell yet). A physical product with none left cannot be sold either, but its stock is
   * checked and lowered in the sale's transaction (`changeStock`).
   */
  const saleRules: Record<ItemType, { table: ItemTable; ready: SQL[] }> = {
    video: { table: performerVideos, ready: [eq(performerVideos.processing, 'ready')] },
    gallery: {
      table: performerGalleries,
      ready: [
        exists(
          db
            .select({ one: sql`1` })
            .from(performerPhotos)
            .where(eq(performerPhotos.galleryId, performerGalleries.id)),
        ),
      ],
    },
    product: { table: performerProducts, ready: [] },
  };

  /**
   * The item as it is sold now: its performer and price, or null when it is not for sale.
   * In the sale's transaction (`tx`) its row is locked for share, so that it cannot be
   * withdrawn or repriced until the sale is written.
   */
  async function forSale(type: ItemType, id: string, tx?: Tx): Promise<ForSale | null> {
    const { table, ready } = saleRules[type];
    const query = (tx ?? db)
      .select({
        performerId: table.performerId,
        priceMinor: table.priceMinor,
        title: table.title,
        productType: sql<ProductType | null>`${type === 'product' ? performerProducts.productType : sql`null`}`,
      })
      .from(table)
      .where(and(eq(table.id, id), ...onSale(table), ...ready));
    // Only the item's own row is locked, not what its rules read (a gallery's photos).
    const [row] = tx ? await query.for('share', { of: table }) : await query;
    return row ? { ...row, productType: row.productType ?? undefined } : null;
  }

  /** Whether a physical product has one left to sell (read outside the sale, to refuse early). */
  async function inStock(id: string): Promise<boolean> {
    const [row] = await db.select({ stock: performerProducts.stock }).from(performerProducts).where(eq(performerProducts.id, id));
    return (row?.stock ?? 0) > 0;
  }

  /**
   * One unit of a physical product out of its stock (`change` -1), or back into it (+1), in
   * the sale's transaction: a conditional update, so that parallel sales of the last one
   * cannot both take it. Taken before the sale's other reads, it is also the lock sales of
   * the product queue on (a lock for share first, then this update, would deadlock two sales).
   */
  async function changeStock(tx: Tx, id: string, change: 1 | -1) {
    const changed = await tx
      .update(performerProducts)
      .set({ stock: sql`${performerProducts.stock} + ${change}`, updatedAt: new Date() })
      .where(and(eq(performerProducts.id, id), change < 0 ? sql`${performerProducts.stock} > 0` : undefined))
      .returning({ id: performerProducts.id });
    if (!changed.length) throw badRequest(PURCHASE_TEXTS.outOfStock);
  }

  /** The buyer's purchases of one item, those refunded included. */
  const purchasesOf = (buyerId: string, type: ItemType, id: string) => [
    eq(purchasedItems.buyerId, buyerId),
    eq(purchasedItems.itemType, type),
    eq(purchasedItems.itemId, id),
  ];

  /**
   * The sale's idempotency key: the item, and how many times the buyer had it refunded, so
   * that each ownership is one sale however often it is asked for.
   */
  async function saleKey(buyerId: string, type: ItemType, id: string): Promise<string> {
    const [{ refunded }] = await db
      .select({ refunded: count() })
      .from(purchasedItems)
      .where(and(...purchasesOf(buyerId, type, id), isNotNull(purchasedItems.refundedAt)));
    return refunded ? `purchase-${refunded + 1}` : 'purchase';
  }

  /** The buyer's current ownership of an item, if any. */
  async function owned(buyerId: string, type: ItemType, id: string): Promise<PurchaseRow | null> {
    const [row] = await db
      .select()
      .from(purchasedItems)
      .where(and(...purchasesOf(buyerId, type, id), isNull(purchasedItems.refundedAt)))
      .orderBy(desc(purchasedItems.createdAt))
      .limit(1);
    return row ?? null;
  }

  const balanceOf = async (accountId: string) => {
    const [row] = await db.select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, accountId));
    return toTokens(row.balance);
  };

  async function toResult(row: PurchaseRow, balance: number): Promise<PurchaseResult> {
    const [order] =
      row.itemType === 'product'
        ? await db.select({ id: productOrders.id }).from(productOrders).where(eq(productOrders.purchaseId, row.id))
        : [];
    return {
      _id: row.id,
      itemType: row.itemType,
      itemId: row.itemId,
      price: toTokens(row.priceMinor),
      balance,
      ...(order ? { orderId: order.id } : {}),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /**
     * GET /purchased-items/user/search: what the buyer owns (refunded items not), the last
     * bought first, each with its title in the buyer's language and its performer; items
     * deleted since stay listed (their buyers keep them).
     */
    async bought(buyer: AuthAccount, query: PurchasedItemQuery): Promise<PurchasedItemList> {
      const owned = and(
        eq(purchasedItems.buyerId, buyer.id),
        isNull(purchasedItems.refundedAt),
        query.type ? eq(purchasedItems.itemType, query.type) : undefined,
      );
      const { rows, total } = await readPage(
        db
          .select({
            purchase: purchasedItems,
            videoTitle: performerVideos.title,
            videoTitles: performerVideos.titleTranslations,
            galleryTitle: performerGalleries.title,
            galleryTitles: performerGalleries.titleTranslations,
            productTitle: performerProducts.title,
            productTitles: performerProducts.titleTranslations,
            refundStatus: sql<'pending' | 'accepted' | 'rejected' | null>`(
              select ${refundRequests.status} from ${refundRequests} where ${refundRequests.purchaseId} = ${purchasedItems.id}
              order by ${refundRequests.createdAt} desc limit 1)`,
            name: accounts.name,
            username: accounts.username,
            avatarPath: accounts.avatarPath,
          })
          .from(purchasedItems)
          .leftJoin(performerVideos, and(eq(purchasedItems.itemType, 'video'), eq(performerVideos.id, purchasedItems.itemId)))
          .leftJoin(performerGalleries, and(eq(purchasedItems.itemType, 'gallery'), eq(performerGalleries.id, purchasedItems.itemId)))
          .leftJoin(performerProducts, and(eq(purchasedItems.itemType, 'product'), eq(performerProducts.id, purchasedItems.itemId)))
          .innerJoin(accounts, eq(accounts.id, purchasedItems.performerId))
          .where(owned)
          .orderBy(desc(purchasedItems.createdAt), desc(purchasedItems.id)),
        db.select({ total: count() }).from(purchasedItems).where(owned),
        query,
        20,
      );
      return {
        total,
        data: rows.map((row) => ({
          _id: row.purchase.id,
          itemType: row.purchase.itemType,
          itemId: row.purchase.itemId,
          title:
            translationOf(row.videoTitles ?? row.galleryTitles ?? row.productTitles ?? {}, query.locale) ||
            (row.videoTitle ?? row.galleryTitle ?? row.productTitle ?? ''),
          price: toTokens(row.purchase.priceMinor),
          performer: cardPerformer(deps.files, row.purchase.performerId, row),
          refundStatus: row.refundStatus,
          createdAt: row.purchase.createdAt.toISOString(),
        })),
      };
    },

    /**
     * POST /purchase-items/{type}/{id}; a physical product takes the address to send it to
     * (`shippingAddress`), which other items ignore.
     */
    async buy(buyer: AuthAccount, type: ItemType, id: string, viewer: Viewer, shippingAddress?: ShippingAddress): Promise<PurchaseResult> {
      const already = await owned(buyer.id, type, id);
      if (already) return toResult(already, await balanceOf(buyer.id));
      const item = await forSale(type, id);
      if (!item || !(await blocking.isVisible(item.performerId, viewer))) throw notFound(PURCHASE_TEXTS.notFound);
      if (item.performerId === buyer.id) throw badRequest(PURCHASE_TEXTS.own);
      if (item.priceMinor === 0n) throw badRequest(PURCHASE_TEXTS.free);
      const physical = item.productType === 'physical';
      if (physical && !shippingAddress) throw badRequest(PURCHASE_TEXTS.noAddress);
      // The last one may have gone to this very buyer's other request, sent at the same time and
      // done since `owned` was asked: that purchase is the answer, here as after the sale below.
      const ownedMeanwhile = async () => {
        const row = physical ? await owned(buyer.id, type, id) : null;
        return row && toResult(row, await balanceOf(buyer.id));
      };
      if (physical && !(await inStock(id))) {
        const meanwhile = await ownedMeanwhile();
        if (meanwhile) return meanwhile;
        throw badRequest(PURCHASE_TEXTS.outOfStock);
      }
      const defaults = await commissionDefaults(settings);
      const idempotencyKey = await saleKey(buyer.id, type, id);
      let sale;
      try {
        sale = await db.transaction(async (tx) => {
          if (physical) await changeStock(tx, id, -1);
          const locked = await forSale(type, id, tx);
          if (!locked) throw notFound(PURCHASE_TEXTS.notFound);
          const posted = await recordSale(
            tx,
            {
              saleType: type,
              payerId: buyer.id,
              performerId: locked.performerId,
              grossMinor: locked.priceMinor,
              // One sale per ownership of the item: a repeat finds this key used and charges nothing.
              idempotencyKey,
              reference: id,
              description: `Bought ${type} "${locked.title}"`,
            },
            defaults,
          );
          if (posted.replayed) {
            // The same purchase was made meanwhile: its unit is taken already.
            if (physical) await changeStock(tx, id, 1);
            return posted;
          }
          const [purchase] = await tx
            .insert(purchasedItems)
            .values({
              buyerId: buyer.id,
              performerId: locked.performerId,
              itemType: type,
              itemId: id,
              transactionId: posted.transactionId,
              priceMinor: posted.grossMinor,
            })
            .returning({ id: purchasedItems.id });
          if (locked.productType) {
            await tx.insert(productOrders).values({
              purchaseId: purchase.id,
              buyerId: buyer.id,
              performerId: locked.performerId,
              productId: id,
              productType: locked.productType,
              title: locked.title,
              priceMinor: posted.grossMinor,
              // A file is there to download at once; a thing waits for its performer to send it.
              status: locked.productType === 'digital' ? 'delivered' : 'created',
              shippingAddress: locked.productType === 'physical' ? shippingAddress : null,
            });
          }
          return posted;
        });
      } catch (err) {
        if (err instanceof InsufficientBalance) throw badRequest(NOT_ENOUGH_TOKENS);
        const meanwhile = await ownedMeanwhile();
        if (meanwhile) return meanwhile;
        throw err;
      }
      if (!sale.replayed) notifyBalances(deps, sale.balances);
      const row = await owned(buyer.id, type, id);
      if (!row) throw new Error(`The purchase of ${type} ${id} by ${buyer.id} left no ownership row`);
      return toResult(row, await balanceOf(buyer.id));
    },
  };
}
