/**
 * Buying content (`POST /purchase-items/{type}/{id}`): one ledger transaction, the sale
 * split by the item type's commission (ledger/sales.ts), and the buyer's ownership row
 * written in it. An item is bought at most once per buyer however often the request is
 * sent: the sale's idempotency key is the item, so a repeat (or fifty at once) charges
 * once and answers the same purchase. Refused, with nothing charged: an item that is not
 * for sale (inactive, deleted, not sold, free), the buyer's own, a performer the buyer
 * may not see, a balance too short.
 */
import { and, count, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { accounts, performerGalleries, performerPhotos, performerVideos, purchasedItems } from '../../db/schema';
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
import { PLACEHOLDERS } from '@/shared/constants';
import { translationOf } from '@/shared/translations';
import { readPage } from '../../db/paging';

export const PURCHASE_TEXTS = {
  notFound: 'This item is not for sale',
  own: 'You cannot buy your own item',
  free: 'This item is free: no need to buy it',
} as const;

type PurchaseRow = typeof purchasedItems.$inferSelect;

export function createPurchaseService(deps: Deps, settings: ReturnType<typeof createSettingsService>) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);

  /**
   * The item as it is sold now: its performer and price, or null when it is not for sale.
   * In the sale's transaction (`tx`) its row is locked for share, so that it cannot be
   * withdrawn or repriced until the sale is written.
   */
  async function forSale(type: ItemType, id: string, tx?: Tx): Promise<{ performerId: string; priceMinor: bigint; title: string } | null> {
    switch (type) {
      case 'video': {
        const query = (tx ?? db)
          .select({ performerId: performerVideos.performerId, priceMinor: performerVideos.priceMinor, title: performerVideos.title })
          .from(performerVideos)
          .where(
            and(
              eq(performerVideos.id, id),
              eq(performerVideos.status, 'active'),
              eq(performerVideos.isSale, true),
              isNull(performerVideos.deletedAt),
            ),
          );
        const [row] = tx ? await query.for('share') : await query;
        return row ?? null;
      }
      case 'gallery': {
        // A gallery without photos has nothing to sell yet.
        const query = (tx ?? db)
          .select({
            performerId: performerGalleries.performerId,
            priceMinor: performerGalleries.priceMinor,
            title: performerGalleries.title,
          })
          .from(performerGalleries)
          .where(
            and(
              eq(performerGalleries.id, id),
              eq(performerGalleries.status, 'active'),
              eq(performerGalleries.isSale, true),
              isNull(performerGalleries.deletedAt),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(performerPhotos)
                  .where(eq(performerPhotos.galleryId, performerGalleries.id)),
              ),
            ),
          );
        const [row] = tx ? await query.for('share', { of: performerGalleries }) : await query;
        return row ?? null;
      }
    }
  }

  /** The buyer's current ownership of an item, if any. */
  async function owned(buyerId: string, type: ItemType, id: string): Promise<PurchaseRow | null> {
    const [row] = await db
      .select()
      .from(purchasedItems)
      .where(
        and(
          eq(purchasedItems.buyerId, buyerId),
          eq(purchasedItems.itemType, type),
          eq(purchasedItems.itemId, id),
          isNull(purchasedItems.refundedAt),
        ),
      )
      .orderBy(desc(purchasedItems.createdAt))
      .limit(1);
    return row ?? null;
  }

  const balanceOf = async (accountId: string) => {
    const [row] = await db.select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, accountId));
    return toTokens(row.balance);
  };

  const toResult = (row: PurchaseRow, balance: number): PurchaseResult => ({
    _id: row.id,
    itemType: row.itemType,
    itemId: row.itemId,
    price: toTokens(row.priceMinor),
    balance,
    createdAt: row.createdAt.toISOString(),
  });

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
            name: accounts.name,
            username: accounts.username,
            avatarPath: accounts.avatarPath,
          })
          .from(purchasedItems)
          .leftJoin(performerVideos, and(eq(purchasedItems.itemType, 'video'), eq(performerVideos.id, purchasedItems.itemId)))
          .leftJoin(performerGalleries, and(eq(purchasedItems.itemType, 'gallery'), eq(performerGalleries.id, purchasedItems.itemId)))
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
          title: translationOf(row.videoTitles ?? row.galleryTitles ?? {}, query.locale) || (row.videoTitle ?? row.galleryTitle ?? ''),
          price: toTokens(row.purchase.priceMinor),
          performer: {
            _id: row.purchase.performerId,
            name: row.name,
            username: row.username,
            avatar: row.avatarPath ? deps.files.url(row.avatarPath) : PLACEHOLDERS.avatar,
          },
          createdAt: row.purchase.createdAt.toISOString(),
        })),
      };
    },

    async buy(buyer: AuthAccount, type: ItemType, id: string, viewer: Viewer): Promise<PurchaseResult> {
      const already = await owned(buyer.id, type, id);
      if (already) return toResult(already, await balanceOf(buyer.id));
      const item = await forSale(type, id);
      if (!item || !(await blocking.isVisible(item.performerId, viewer))) throw notFound(PURCHASE_TEXTS.notFound);
      if (item.performerId === buyer.id) throw badRequest(PURCHASE_TEXTS.own);
      if (item.priceMinor === 0n) throw badRequest(PURCHASE_TEXTS.free);
      const defaults = await commissionDefaults(settings);
      let sale;
      try {
        sale = await db.transaction(async (tx) => {
          const locked = await forSale(type, id, tx);
          if (!locked) throw notFound(PURCHASE_TEXTS.notFound);
          const posted = await recordSale(
            tx,
            {
              saleType: type,
              payerId: buyer.id,
              performerId: locked.performerId,
              grossMinor: locked.priceMinor,
              // One sale per item and buyer: a repeat finds this key used and charges nothing.
              idempotencyKey: 'purchase',
              reference: id,
              description: `Bought ${type} "${locked.title}"`,
            },
            defaults,
          );
          if (!posted.replayed) {
            await tx
              .insert(purchasedItems)
              .values({
                buyerId: buyer.id,
                performerId: locked.performerId,
                itemType: type,
                itemId: id,
                transactionId: posted.transactionId,
                priceMinor: posted.grossMinor,
              })
              .onConflictDoNothing();
          }
          return posted;
        });
      } catch (err) {
        if (err instanceof InsufficientBalance) throw badRequest(NOT_ENOUGH_TOKENS);
        throw err;
      }
      if (!sale.replayed) notifyBalances(deps, sale.balances);
      const row = await owned(buyer.id, type, id);
      if (!row) throw new Error(`The purchase of ${type} ${id} by ${buyer.id} left no ownership row`);
      return toResult(row, await balanceOf(buyer.id));
    },
  };
}
