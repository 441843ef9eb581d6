/**
 * What a sale of the content store moves, checked the same way for every kind of item:
 * an item of 20 tokens whose sale type takes 30 % commission is bought, the buyer pays 20,
 * the performer earns 14, and the purchase and its earning are written.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { commissionRates, earnings, purchasedItems } from '@/server/db/schema';
import type { ItemType } from '@/shared/schemas/assets';
import type { TestApp } from './helpers';

export interface ItemSale {
  type: ItemType;
  /** The item, priced at 20 tokens. */
  id: string;
  performerId: string;
  buyerId: string;
  /** Buys the item as the buyer. */
  buy: () => Promise<LightMyRequestResponse>;
}

/** Buys the item and checks the sale; answers the purchase's response and the buyer's balance before it. */
export async function expectItemSale(t: TestApp, { type, id, performerId, buyerId, buy }: ItemSale) {
  const db = t.deps.database.db;
  await db.insert(commissionRates).values({ performerId, saleType: type, percent: 30 });
  const [buyerBefore, performerBefore] = [await t.balanceOf(buyerId), await t.balanceOf(performerId)];

  const res = await buy();
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ itemType: type, itemId: id, price: 20, balance: buyerBefore - 20 });
  expect(await t.balanceOf(buyerId)).toBe(buyerBefore - 20);
  expect(await t.balanceOf(performerId)).toBe(performerBefore + 14);
  const [purchase] = await db
    .select()
    .from(purchasedItems)
    .where(and(eq(purchasedItems.itemId, id), eq(purchasedItems.buyerId, buyerId)));
  const [earning] = await db.select().from(earnings).where(eq(earnings.transactionId, purchase.transactionId));
  expect(earning).toMatchObject({ saleType: type, accountId: performerId, grossMinor: 2000n, netMinor: 1400n });
  return { res, buyerBefore };
}
