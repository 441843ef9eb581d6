/**
 * What every item of the content store (videos, galleries) shares on the server: its
 * tags as typed, what it sold and earned its performer, and its texts per language.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { earnings, purchasedItems } from '../../db/schema';
import type { ItemType, TranslationBody } from '@/shared/schemas/assets';

/** A comma-separated list of tags, cleaned: lower case, trimmed, no empty ones or repeats. */
export const tagsOf = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean),
  ),
];

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
