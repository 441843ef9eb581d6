/**
 * The queries every kind of item of the content store (videos, galleries, products) makes
 * the same way: the performer's own item and list, the viewers' list, the buyer's list and
 * the item's page as an asker opens it. Each service keeps what is its own (what "shown"
 * means for it, its orders, its texts and the answers it builds from these rows).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { accounts, performers, purchasedItems } from '../../db/schema';
import type { AuthAccount } from '../../plugins/auth';
import type { AssetStatus } from '@/shared/constants';
import type { ItemType, TranslationBody } from '@/shared/schemas/assets';
import {
  boughtBy,
  deletion,
  matchingText,
  openedBy,
  ownedItems,
  ownItem,
  ownListOf,
  salesOf,
  translatedTexts,
  type ItemSales,
  type ItemTable,
} from './items';

/** A row of a viewer's card: the item, its performer's account columns, and whether the asker owns it. */
export interface CardRow<Row> {
  item: Row;
  name: string;
  username: string | null;
  avatarPath: string | null;
  isBought: boolean;
}

/** Paging as a list's query gives it. */
type Paging = { limit?: number; offset?: number };

/** The performer's own list: every kind pages it by 20, newest first. */
const OWN_PAGE = 20;
/** The viewers' and the buyer's lists: 12 cards a page. */
const CARD_PAGE = 12;

/**
 * The shared queries of one kind of item: `table` holds it, `type` names it in purchases
 * and sales. Drizzle cannot type a query on a table still generic, so the queries run on
 * the union of the item tables and their rows are given back as the kind's own rows.
 */
export function itemPages<T extends ItemTable>(db: Db, table: T, type: ItemType) {
  type Row = T['$inferSelect'];
  const items: ItemTable = table;

  /** Columns of a viewer's card (`CardRow`); `isBought` is false for a visitor. */
  const cardColumns = (buyerId: string | null) => ({
    item: items,
    name: accounts.name,
    username: accounts.username,
    avatarPath: accounts.avatarPath,
    isBought: boughtBy(items, type, buyerId),
  });

  /**
   * Cards of the items with their performer (the profile: a viewer sees only performers
   * they may; the account: the card's name and picture), and `shown` read as a column.
   */
  const cards = (buyerId: string | null, shown: SQL<boolean>) =>
    db
      .select({ ...cardColumns(buyerId), shown })
      .from(items)
      .innerJoin(performers, eq(performers.accountId, items.performerId))
      .innerJoin(accounts, eq(accounts.id, items.performerId));

  return {
    /** The performer's own item, unless deleted; undefined otherwise (each kind says its 404). */
    async own(performerId: string, id: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(items)
        .where(ownItem(items, performerId, id));
      return row as Row | undefined;
    },

    /** One page of the performer's own items, newest first, with what each sold and earned them. */
    async ownPage(
      performerId: string,
      query: Paging & { status?: AssetStatus; q?: string },
    ): Promise<{ rows: Row[]; total: number; sales: Map<string, ItemSales> }> {
      const where = ownListOf(items, performerId, query);
      const { rows, total } = await readPage(
        db.select().from(items).where(where).orderBy(desc(items.createdAt), desc(items.id)),
        db.select({ total: count() }).from(items).where(where),
        query,
        OWN_PAGE,
      );
      const sales = await salesOf(
        db,
        type,
        performerId,
        rows.map((row) => row.id),
      );
      return { rows: rows as Row[], total, sales };
    },

    /** What the item sold and earned its performer (nothing yet: undefined). */
    async salesOfOne(performerId: string, id: string): Promise<ItemSales | undefined> {
      return (await salesOf(db, type, performerId, [id])).get(id);
    },

    /** Deletes the item for everyone but its buyers, who keep it (the caller checked it is the performer's own). */
    async markDeleted(id: string): Promise<void> {
      await db.update(items).set(deletion()).where(eq(items.id, id));
    },

    /** The performer's texts in one language after `body` (`before`: the item as it was). */
    async translate(before: Row, body: TranslationBody): Promise<Row> {
      const [row] = await db
        .update(items)
        .set({ ...translatedTexts(before, body), updatedAt: new Date() })
        .where(eq(items.id, before.id))
        .returning();
      return row as Row;
    },

    /**
     * One page of the viewers' list: the items `shown` to the viewer, of one performer
     * when the query names one, found by the query's text, in `order`.
     */
    async listed(
      shown: SQL[],
      order: (PgColumn | SQL)[],
      query: Paging & { performerId?: string; q?: string },
      buyerId: string | null,
    ): Promise<{ rows: CardRow<Row>[]; total: number }> {
      const where = and(...shown, query.performerId ? eq(items.performerId, query.performerId) : undefined, matchingText(items, query.q));
      const { rows, total } = await readPage(
        // Every row of the list is shown: its `shown` column need not be worked out again.
        cards(buyerId, sql<boolean>`true`)
          .where(where)
          .orderBy(...order),
        db
          .select({ total: count() })
          .from(items)
          .innerJoin(performers, eq(performers.accountId, items.performerId))
          .innerJoin(accounts, eq(accounts.id, items.performerId))
          .where(where),
        query,
        CARD_PAGE,
      );
      return { rows: rows as CardRow<Row>[], total };
    },

    /** One page of the items the buyer owns, last bought first; deleted ones too (their buyers keep them). */
    async bought(buyerId: string, query: Paging): Promise<{ rows: CardRow<Row>[]; total: number }> {
      const owned = ownedItems(buyerId, type);
      // Not `cards`: none of the viewers' conditions (which read the performer's profile) apply to what a buyer owns.
      const ownedCards = db
        .select(cardColumns(buyerId))
        .from(purchasedItems)
        .innerJoin(items, eq(items.id, purchasedItems.itemId))
        .innerJoin(accounts, eq(accounts.id, items.performerId));
      const { rows, total } = await readPage(
        ownedCards.where(owned).orderBy(desc(purchasedItems.createdAt), desc(purchasedItems.id)),
        db.select({ total: count() }).from(purchasedItems).where(owned),
        query,
        CARD_PAGE,
      );
      return { rows: rows as CardRow<Row>[], total };
    },

    /**
     * The item as `asker` opens its page (`openedBy`: who may, and whether they may use
     * it), given what `shown` means for its kind; null when they may not (each kind says
     * its 404).
     */
    async opened(id: string, shown: SQL[], asker: AuthAccount | null): Promise<{ row: CardRow<Row>; canUse: boolean } | null> {
      const [row] = await cards(asker?.id ?? null, sql<boolean>`${and(...shown)}`).where(eq(items.id, id));
      const access = openedBy(row && { ...row.item, shown: row.shown, isBought: Boolean(row.isBought) }, asker);
      return access && { row: row as CardRow<Row>, canUse: access.canUse };
    },
  };
}
