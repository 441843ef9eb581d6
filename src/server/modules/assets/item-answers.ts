/**
 * The parts every kind of item's answers share (videos, galleries, products): what a
 * performer's own item opens and ends with, and what a viewer's card opens and ends with.
 * Each kind puts its own fields between them, in the order its schema gives.
 */
import type { FileStore } from '../../storage/files';
import { toTokens } from '../ledger/ledger';
import { translationOf } from '@/shared/translations';
import { cardPerformer, takedownOf, translationsOf, type ItemSales } from './items';
import type { CardRow } from './item-pages';

/** The columns every item table has (db/schema.ts `itemColumns`, with the times). */
export interface ItemRow {
  id: string;
  performerId: string;
  title: string;
  titleTranslations: Record<string, string>;
  description: string | null;
  descriptionTranslations: Record<string, string>;
  tags: string[];
  priceMinor: bigint;
  isSale: boolean;
  status: 'active' | 'inactive';
  takenDownAt: Date | null;
  takedownReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the performer's own item opens with: what they wrote of it, and their translations. */
export const ownItemHead = (row: ItemRow) => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  tags: row.tags,
  price: toTokens(row.priceMinor),
  isSale: row.isSale,
  status: row.status,
  translations: translationsOf(row),
});

/** What the performer's own item ends with: a takedown, what it sold and earned them (nothing yet: 0), its times. */
export const ownItemTail = (row: ItemRow, sales: ItemSales | undefined) => ({
  takenDown: takedownOf(row),
  sold: sales?.sold ?? 0,
  earned: toTokens(sales?.earnedMinor ?? 0n),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What a viewer's card opens with: the title in the reader's language (the performer's own when not translated). */
export const cardHead = (item: ItemRow, locale: string | undefined) => ({
  _id: item.id,
  title: translationOf(item.titleTranslations, locale) || item.title,
  tags: item.tags,
  price: toTokens(item.priceMinor),
  isSale: item.isSale,
});

/** What a viewer's card ends with: whether the asker owns it, its performer, when it was made. */
export const cardTail = (files: Pick<FileStore, 'url'>, row: CardRow<ItemRow>) => ({
  isBought: Boolean(row.isBought),
  performer: cardPerformer(files, row.item.performerId, row),
  createdAt: row.item.createdAt.toISOString(),
});

/** The description on an item's page, in the reader's language when the performer translated it. */
export const pageDescription = (item: ItemRow, locale: string | undefined) =>
  translationOf(item.descriptionTranslations, locale) || item.description;
