/**
 * Performers' products. A digital product is a file (private: its buyers get a signed
 * link that expires after `downloadLinkTtlSeconds`); a physical one has a stock that each
 * sale lowers (purchases/service.ts) and that the performer sets. Either may have a
 * picture (public). Viewers see the active products of the performers they may see, each
 * with `isBought`; a product out of stock is shown but cannot be bought. A deleted product
 * is shown to nobody and sold no more; its buyers keep their downloads and orders.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import { accounts, performers, performerProducts, purchasedItems } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Upload } from '../../multipart-form';
import {
  boughtBy,
  cardPerformer,
  deletion,
  itemOrders,
  matchingText,
  openedBy,
  ownedItems,
  ownItem,
  ownListOf,
  salesOf,
  tagsOf,
  takedownOf,
  translatedTexts,
  translationsOf,
  visibleItem,
} from '../assets/items';
import { toMinor, toTokens } from '../ledger/ledger';
import { createBlockingService, type Viewer } from '../blocking/service';
import type { AuthAccount } from '../../plugins/auth';
import { translationOf } from '@/shared/translations';
import type { TranslationBody } from '@/shared/schemas/assets';
import type {
  DownloadLink,
  PerformerProduct,
  PerformerProductList,
  PerformerProductQuery,
  ProductCard,
  ProductDetails,
  ProductFields,
  ProductList,
  ProductQuery,
} from '@/shared/schemas/products';

type ProductRow = typeof performerProducts.$inferSelect;

export const PRODUCT_TEXTS = {
  notFound: 'Product not found',
  noFile: 'Please choose the file your buyers will download',
  noStock: 'Please say how many you have in stock',
  notBought: 'Buy this product to download it',
  notDigital: 'This product is sent by post: there is nothing to download',
} as const;

/** The files of a product form: its picture and, for a digital product, the file its buyers download. */
export interface ProductUploads {
  image?: Upload;
  digitalFile?: Upload;
}

export function createProductService(deps: Deps) {
  const { db } = deps.database;
  const { files, config } = deps;
  const blocking = createBlockingService(deps);

  const url = (key: string | null) => (key ? files.url(key) : null);

  /** The performer's own product, or 404 (deleted ones are gone for them). */
  async function own(performerId: string, id: string): Promise<ProductRow> {
    const [row] = await db
      .select()
      .from(performerProducts)
      .where(ownItem(performerProducts, performerId, id));
    if (!row) throw notFound(PRODUCT_TEXTS.notFound);
    return row;
  }

  const toPerformerProduct = (row: ProductRow, sales?: { sold: number; earnedMinor: bigint }): PerformerProduct => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    price: toTokens(row.priceMinor),
    isSale: row.isSale,
    status: row.status,
    translations: translationsOf(row),
    type: row.productType,
    stock: row.productType === 'physical' ? row.stock : null,
    image: url(row.imagePath),
    fileName: row.productType === 'digital' ? row.digitalName : null,
    takenDown: takedownOf(row),
    sold: sales?.sold ?? 0,
    earned: toTokens(sales?.earnedMinor ?? 0n),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const withSales = async (performerId: string, row: ProductRow) =>
    toPerformerProduct(row, (await salesOf(db, 'product', performerId, [row.id])).get(row.id));

  /** Columns of a viewer's card: the product, its performer, and whether `buyerId` owns it. */
  const cardColumns = (buyerId: string | null) => ({
    product: performerProducts,
    name: accounts.name,
    username: accounts.username,
    avatarPath: accounts.avatarPath,
    isBought: boughtBy(performerProducts, 'product', buyerId),
  });
  type CardRow = { product: ProductRow; name: string; username: string | null; avatarPath: string | null; isBought: boolean };

  const toCard = (row: CardRow, locale: string | undefined): ProductCard => ({
    _id: row.product.id,
    title: translationOf(row.product.titleTranslations, locale) || row.product.title,
    tags: row.product.tags,
    price: toTokens(row.product.priceMinor),
    isSale: row.product.isSale,
    type: row.product.productType,
    stock: row.product.productType === 'physical' ? row.product.stock : null,
    image: url(row.product.imagePath),
    isBought: Boolean(row.isBought),
    performer: cardPerformer(files, row.product.performerId, row),
    createdAt: row.product.createdAt.toISOString(),
  });

  /** Shown to `viewer`: active, not deleted or taken down, of a performer they may see. */
  const shownTo = (viewer: Viewer): SQL[] => [...visibleItem(performerProducts), ...blocking.visiblePerformer(viewer)];

  /** The product as `asker` may open it, with whether they may use it (buyer, owner; anyone when free); 404 otherwise. */
  async function opened(id: string, asker: AuthAccount | null, viewer: Viewer) {
    const [row] = await db
      .select({ ...cardColumns(asker?.id ?? null), shown: sql<boolean>`${and(...shownTo(viewer))}` })
      .from(performerProducts)
      .innerJoin(performers, eq(performers.accountId, performerProducts.performerId))
      .innerJoin(accounts, eq(accounts.id, performerProducts.performerId))
      .where(eq(performerProducts.id, id));
    const access = openedBy(row && { ...row.product, shown: row.shown, isBought: Boolean(row.isBought) }, asker);
    if (!access) throw notFound(PRODUCT_TEXTS.notFound);
    return { ...row, canUse: access.canUse };
  }

  /** The row's texts and sale fields from a form (the kind is the form's on creation only). */
  const fieldsOf = (fields: ProductFields) => ({
    title: fields.title.trim(),
    description: fields.description?.trim() || null,
    tags: tagsOf(fields.tags),
    priceMinor: toMinor(fields.price),
  });

  return {
    /** POST /performer/performer-assets/products: a digital product needs its file, a physical one its stock. */
    async create(performerId: string, fields: ProductFields, uploads: ProductUploads): Promise<PerformerProduct> {
      const digital = fields.type === 'digital';
      if (digital && !uploads.digitalFile) throw badRequest(PRODUCT_TEXTS.noFile);
      if (!digital && fields.stock === undefined) throw badRequest(PRODUCT_TEXTS.noStock);
      const imagePath = uploads.image ? await uploads.image.keep('public', 'product-images') : null;
      const digitalPath = digital ? await uploads.digitalFile!.keep('private', 'product-files') : null;
      const [row] = await db
        .insert(performerProducts)
        .values({
          performerId,
          ...fieldsOf(fields),
          isSale: fields.isSale ?? true,
          status: fields.status ?? 'active',
          productType: fields.type,
          stock: digital ? null : fields.stock,
          imagePath,
          digitalPath,
          digitalName: digital ? uploads.digitalFile!.filename : null,
        })
        .returning();
      return toPerformerProduct(row);
    },

    /**
     * PUT /performer/performer-assets/products/{id}: the fields, and any file sent replaces
     * the one before. A product stays of the kind it was made (its orders depend on it).
     */
    async update(performerId: string, id: string, fields: ProductFields, uploads: ProductUploads): Promise<PerformerProduct> {
      const before = await own(performerId, id);
      const digital = before.productType === 'digital';
      const changes: Partial<typeof performerProducts.$inferInsert> = {
        ...fieldsOf(fields),
        isSale: fields.isSale ?? before.isSale,
        status: fields.status ?? before.status,
        updatedAt: new Date(),
      };
      if (!digital && fields.stock !== undefined) changes.stock = fields.stock;
      if (uploads.image) changes.imagePath = await uploads.image.keep('public', 'product-images');
      if (digital && uploads.digitalFile) {
        changes.digitalPath = await uploads.digitalFile.keep('private', 'product-files');
        changes.digitalName = uploads.digitalFile.filename;
      }
      const [row] = await db.update(performerProducts).set(changes).where(eq(performerProducts.id, id)).returning();
      // A replaced picture goes; a replaced digital file stays, since buyers may be downloading it.
      if (before.imagePath && changes.imagePath) await files.remove(before.imagePath);
      return withSales(performerId, row);
    },

    /** DELETE /performer/performer-assets/products/{id}: gone from every list; its buyers keep it. */
    async remove(performerId: string, id: string): Promise<{ success: boolean }> {
      await own(performerId, id);
      await db.update(performerProducts).set(deletion()).where(eq(performerProducts.id, id));
      return { success: true };
    },

    /** GET /performer/performer-assets/products/search: the performer's own, newest first. */
    async mine(performerId: string, query: PerformerProductQuery): Promise<PerformerProductList> {
      const where = ownListOf(performerProducts, performerId, query);
      const { rows, total } = await readPage(
        db.select().from(performerProducts).where(where).orderBy(desc(performerProducts.createdAt), desc(performerProducts.id)),
        db.select({ total: count() }).from(performerProducts).where(where),
        query,
        20,
      );
      const sales = await salesOf(
        db,
        'product',
        performerId,
        rows.map((row) => row.id),
      );
      return { total, data: rows.map((row) => toPerformerProduct(row, sales.get(row.id))) };
    },

    /** 404 unless `id` is the performer's own product (checked before any of a form is read). */
    async assertOwn(performerId: string, id: string): Promise<void> {
      await own(performerId, id);
    },

    /** The kind of the performer's own product, which decides what its form may carry. */
    async kindOf(performerId: string, id: string) {
      return (await own(performerId, id)).productType;
    },

    /** GET /performer/performer-assets/products/{id}/view. */
    async viewOwn(performerId: string, id: string): Promise<PerformerProduct> {
      return withSales(performerId, await own(performerId, id));
    },

    /** GET /user/performer-assets/products/search: the products `viewer` may see, in their language. */
    async list(query: ProductQuery, asker: AuthAccount | null, viewer: Viewer): Promise<ProductList> {
      const where = and(
        ...shownTo(viewer),
        query.performerId ? eq(performerProducts.performerId, query.performerId) : undefined,
        matchingText(performerProducts, query.q),
      );
      const { rows, total } = await readPage(
        db
          .select(cardColumns(asker?.id ?? null))
          .from(performerProducts)
          .innerJoin(performers, eq(performers.accountId, performerProducts.performerId))
          .innerJoin(accounts, eq(accounts.id, performerProducts.performerId))
          .where(where)
          .orderBy(...itemOrders(performerProducts)[query.sortBy ?? 'newest']),
        db
          .select({ total: count() })
          .from(performerProducts)
          .innerJoin(performers, eq(performers.accountId, performerProducts.performerId))
          .innerJoin(accounts, eq(accounts.id, performerProducts.performerId))
          .where(where),
        query,
        12,
      );
      return { total, data: rows.map((row) => toCard(row, query.locale)) };
    },

    /** GET /purchased-items/user/products: the products the buyer owns, last bought first, deleted ones too. */
    async bought(buyer: AuthAccount, query: Pick<ProductQuery, 'limit' | 'offset' | 'locale'>): Promise<ProductList> {
      const owned = ownedItems(buyer.id, 'product');
      const { rows, total } = await readPage(
        db
          .select(cardColumns(buyer.id))
          .from(purchasedItems)
          .innerJoin(performerProducts, eq(performerProducts.id, purchasedItems.itemId))
          .innerJoin(accounts, eq(accounts.id, performerProducts.performerId))
          .where(owned)
          .orderBy(desc(purchasedItems.createdAt), desc(purchasedItems.id)),
        db.select({ total: count() }).from(purchasedItems).where(owned),
        query,
        12,
      );
      return { total, data: rows.map((row) => toCard(row, query.locale)) };
    },

    /**
     * GET /user/performer-assets/products/{id}/view: the product's page. Its buyers see it
     * even when it is no longer shown (deleted, made inactive, its performer away).
     */
    async details(id: string, asker: AuthAccount | null, viewer: Viewer, locale?: string): Promise<ProductDetails> {
      const row = await opened(id, asker, viewer);
      return {
        ...toCard(row, locale),
        description: translationOf(row.product.descriptionTranslations, locale) || row.product.description,
        canDownload: row.product.productType === 'digital' && row.canUse,
      };
    },

    /**
     * GET /user/performer-assets/products/{id}/download-link: a signed address of a digital
     * product's file for its buyer (or its performer), valid `downloadLinkTtlSeconds`.
     */
    async downloadLink(id: string, asker: AuthAccount, viewer: Viewer): Promise<DownloadLink> {
      const row = await opened(id, asker, viewer);
      if (row.product.productType !== 'digital' || !row.product.digitalPath) throw badRequest(PRODUCT_TEXTS.notDigital);
      if (!row.canUse) throw forbidden(PRODUCT_TEXTS.notBought);
      const fileName = row.product.digitalName ?? 'download';
      const signed = deps.fileUrls.url(row.product.digitalPath, config.downloadLinkTtlSeconds);
      const expires = Number(new URLSearchParams(signed.slice(signed.indexOf('?') + 1)).get('expires'));
      return { url: `${signed}&download=${encodeURIComponent(fileName)}`, fileName, expiresAt: new Date(expires * 1000).toISOString() };
    },

    /** POST /user/performer-assets/products/{id}/translations: the performer's title and description in one language. */
    async translate(performerId: string, id: string, body: TranslationBody): Promise<PerformerProduct> {
      const before = await own(performerId, id);
      const [row] = await db
        .update(performerProducts)
        .set({ ...translatedTexts(before, body), updatedAt: new Date() })
        .where(eq(performerProducts.id, id))
        .returning();
      return withSales(performerId, row);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
