/**
 * What every item of the content store (videos, galleries, products) shares on the server: its
 * tags as typed, what it sold and earned its performer, its texts per language, and the
 * rules its queries share (whose it is, what a list shows, who may open it and use it).
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { earnings, purchasedItems, type performerGalleries, type performerProducts, type performerVideos } from '../../db/schema';
import type { FileStore } from '../../storage/files';
import { PLACEHOLDERS, type AssetStatus } from '@/shared/constants';
import type { ItemFields, ItemType, TranslationBody } from '@/shared/schemas/assets';
import { toMinor } from '../ledger/ledger';
import type { AuthAccount } from '../../plugins/auth';

/** The tables of the content store's items: the columns their shared rules read. */
export type ItemTable = typeof performerVideos | typeof performerGalleries | typeof performerProducts;

/** The performer's own item `id`, unless deleted (a deleted item is gone for its performer). */
export const ownItem = (table: ItemTable, performerId: string, id: string) =>
  and(eq(table.id, id), eq(table.performerId, performerId), isNull(table.deletedAt));

/**
 * Shown to viewers, as far as the item itself decides: active, not deleted, not taken down
 * by an administrator (each kind adds its own: a video processed, a gallery with photos,
 * and the performer visible to the viewer).
 */
export const visibleItem = (table: ItemTable): SQL[] => [eq(table.status, 'active'), isNull(table.deletedAt), isNull(table.takenDownAt)];

/** Sold to anyone: shown as far as the item decides, and for sale. */
export const onSale = (table: ItemTable): SQL[] => [...visibleItem(table), eq(table.isSale, true)];

/** An administrator's takedown of an item, as its performer reads it: when and why; null when it is not taken down. */
export const takedownOf = (row: { takenDownAt: Date | null; takedownReason: string | null }) =>
  row.takenDownAt ? { at: row.takenDownAt.toISOString(), reason: row.takedownReason ?? '' } : null;

/** What a deletion sets: the item leaves every list and is sold no more; its buyers keep it. */
export const deletion = () => ({ deletedAt: new Date(), updatedAt: new Date() });

/** The performer's own list: not deleted, of the status asked for, its title containing the text asked for. */
export function ownListOf(table: ItemTable, performerId: string, query: { status?: AssetStatus; q?: string }): SQL | undefined {
  const conditions = [eq(table.performerId, performerId), isNull(table.deletedAt)];
  if (query.status) conditions.push(eq(table.status, query.status));
  const q = query.q?.trim();
  if (q) conditions.push(ilike(table.title, containsPattern(q)));
  return and(...conditions);
}

/** Items a viewer's text finds: in the title, or one of the tags as typed. */
export function matchingText(table: ItemTable, text: string | undefined): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  return or(ilike(table.title, containsPattern(q)), sql`${table.tags} @> array[${q.toLowerCase()}]::text[]`);
}

/** Orders of the viewers' lists, newest first by default. */
export const itemOrders = (table: ItemTable) => ({
  newest: [desc(table.createdAt), desc(table.id)],
  price: [table.priceMinor, desc(table.createdAt), desc(table.id)],
});

/** Whether `buyerId` owns the item of `table` (bought and not refunded); false for nobody. */
export const boughtBy = (table: ItemTable, type: ItemType, buyerId: string | null) =>
  buyerId
    ? sql<boolean>`exists (select 1 from ${purchasedItems} where ${purchasedItems.buyerId} = ${buyerId} and ${purchasedItems.itemType} = ${type} and ${purchasedItems.itemId} = ${table.id} and ${purchasedItems.refundedAt} is null)`
    : sql<boolean>`false`;

/** The purchases of `buyerId` of one type that they still own. */
export const ownedItems = (buyerId: string, type: ItemType) =>
  and(eq(purchasedItems.buyerId, buyerId), eq(purchasedItems.itemType, type), isNull(purchasedItems.refundedAt));

/** The performer on a viewer's card, from the account's columns read with the item. */
export const cardPerformer = (
  files: Pick<FileStore, 'url'>,
  performerId: string,
  row: { name: string; username: string | null; avatarPath: string | null },
) => ({
  _id: performerId,
  name: row.name,
  username: row.username,
  avatar: row.avatarPath ? files.url(row.avatarPath) : PLACEHOLDERS.avatar,
});

/** An item as `asker` opens it: whether shown to them, bought by them, and its own state. */
export interface OpenedItem {
  shown: boolean;
  isBought: boolean;
  performerId: string;
  deletedAt: Date | null;
  takenDownAt: Date | null;
  priceMinor: bigint;
}

/**
 * Who may open an item's page: anyone it is shown to, its buyers (even when it is no
 * longer shown: deleted, made inactive, its performer away) and its performer while it is
 * not deleted. An item an administrator took down is its performer's only: its buyers
 * lose it too. Administrators open and use every item (they moderate them). Null when
 * `asker` may not; else whether they may use it (watch, view its photos): its buyers, its
 * performer, and anyone when it is free.
 */
export function openedBy(item: OpenedItem | undefined, asker: Pick<AuthAccount, 'id' | 'role'> | null): { canUse: boolean } | null {
  if (!item) return null;
  if (asker?.role === 'admin') return { canUse: true };
  const isOwner = asker?.id === item.performerId;
  if (isOwner && !item.deletedAt) return { canUse: true };
  if (item.takenDownAt || (!item.shown && !item.isBought)) return null;
  return { canUse: item.isBought || item.priceMinor === 0n };
}

/** A comma-separated list of tags, cleaned: lower case, trimmed, no empty ones or repeats. */
export const tagsOf = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/** The row's texts and price from what the performer wrote in an item's form. */
const writtenFields = (fields: ItemFields) => ({
  title: fields.title.trim(),
  description: fields.description?.trim() || null,
  tags: tagsOf(fields.tags),
  priceMinor: toMinor(fields.price),
});

/** A new item's row from its form: for sale and active unless the performer said otherwise. */
export const newItemFields = (fields: ItemFields) => ({
  ...writtenFields(fields),
  isSale: fields.isSale ?? true,
  status: fields.status ?? 'active',
});

/** An item's row after its whole form is sent again: its sale and status stay as they were when the form leaves them out. */
export const changedItemFields = (fields: ItemFields, before: { isSale: boolean; status: AssetStatus }) => ({
  ...writtenFields(fields),
  isSale: fields.isSale ?? before.isSale,
  status: fields.status ?? before.status,
  updatedAt: new Date(),
});

export interface ItemSales {
  /** Bought this many times (refunds not counted). */
  sold: number;
  /** What the sales earned the performer. */
  earnedMinor: bigint;
}

/** How many times each item of `ids` sold and what it earned `performerId`. */
export async function salesOf(db: Db, type: ItemType, performerId: string, ids: string[]): Promise<Map<string, ItemSales>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: purchasedItems.itemId,
      sold: count(purchasedItems.id),
      earned: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text`,
    })
    .from(purchasedItems)
    .leftJoin(earnings, and(eq(earnings.transactionId, purchasedItems.transactionId), eq(earnings.accountId, performerId)))
    .where(and(eq(purchasedItems.itemType, type), inArray(purchasedItems.itemId, ids), isNull(purchasedItems.refundedAt)))
    .groupBy(purchasedItems.itemId);
  return new Map(rows.map((row) => [row.id, { sold: row.sold, earnedMinor: BigInt(row.earned) }]));
}

/** An item's translations as its performer reads them: per language, its title and description there. */
export function translationsOf(row: { titleTranslations: Record<string, string>; descriptionTranslations: Record<string, string> }) {
  const translations: Record<string, { title?: string; description?: string }> = {};
  for (const [locale, title] of Object.entries(row.titleTranslations)) translations[locale] = { title };
  for (const [locale, description] of Object.entries(row.descriptionTranslations))
    translations[locale] = { ...translations[locale], description };
  return translations;
}

/** An item's texts per language after `body`: its title and description in that language; an empty text removes it. */
export function translatedTexts(
  before: { titleTranslations: Record<string, string>; descriptionTranslations: Record<string, string> },
  body: TranslationBody,
) {
  const set = (translations: Record<string, string>, text: string | undefined) => {
    const next = { ...translations };
    if (text?.trim()) next[body.locale] = text.trim();
    else delete next[body.locale];
    return next;
  };
  return {
    titleTranslations: set(before.titleTranslations, body.title),
    descriptionTranslations: set(before.descriptionTranslations, body.description),
  };
}
