/**
 * Performers' products. A digital product is a file (private: its buyers get a signed
 * link that expires after `downloadLinkTtlSeconds`); a physical one has a stock that each
 * sale lowers (purchases/service.ts) and that the performer sets. Either may have a
 * picture (public). Viewers see the active products of the performers they may see, each
 * with `isBought`; a product out of stock is shown but cannot be bought. A deleted product
 * is shown to nobody and sold no more; its buyers keep their downloads and orders.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { performerProducts } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Upload } from '../../multipart-form';
import { changedItemFields, itemOrders, newItemFields, visibleItem, type ItemSales } from '../assets/items';
import { itemPages, type CardRow } from '../assets/item-pages';
import { cardHead, cardTail, ownItemHead, ownItemTail, pageDescription } from '../assets/item-answers';
import { createBlockingService, type Viewer } from '../blocking/service';
import type { AuthAccount } from '../../plugins/auth';
import type { BoughtItemQuery, TranslationBody } from '@/shared/schemas/assets';
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
  const pages = itemPages(db, performerProducts, 'product');

  const url = (key: string | null) => (key ? files.url(key) : null);

  /** The performer's own product, or 404 (deleted ones are gone for them). */
  async function own(performerId: string, id: string): Promise<ProductRow> {
    const row = await pages.own(performerId, id);
    if (!row) throw notFound(PRODUCT_TEXTS.notFound);
    return row;
  }

  const toPerformerProduct = (row: ProductRow, sales?: ItemSales): PerformerProduct => ({
    ...ownItemHead(row),
    type: row.productType,
    stock: row.productType === 'physical' ? row.stock : null,
    image: url(row.imagePath),
    fileName: row.productType === 'digital' ? row.digitalName : null,
    ...ownItemTail(row, sales),
  });

  const withSales = async (performerId: string, row: ProductRow) => toPerformerProduct(row, await pages.salesOfOne(performerId, row.id));

  const toCard = (row: CardRow<ProductRow>, locale: string | undefined): ProductCard => ({
    ...cardHead(row.item, locale),
    type: row.item.productType,
    stock: row.item.productType === 'physical' ? row.item.stock : null,
    image: url(row.item.imagePath),
    ...cardTail(files, row),
  });

  /** Shown to `viewer`: active, not deleted or taken down, of a performer they may see. */
  const shownTo = (viewer: Viewer): SQL[] => [...visibleItem(performerProducts), ...blocking.visiblePerformer(viewer)];

  /** The product as `asker` may open it, with whether they may use it (buyer, owner; anyone when free); 404 otherwise. */
  async function opened(id: string, asker: AuthAccount | null, viewer: Viewer): Promise<{ row: CardRow<ProductRow>; canUse: boolean }> {
    const opened = await pages.opened(id, shownTo(viewer), asker);
    if (!opened) throw notFound(PRODUCT_TEXTS.notFound);
    return opened;
  }

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
          ...newItemFields(fields),
          // The kind is the form's on creation only (see update).
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
        ...changedItemFields(fields, before),
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
      await pages.markDeleted(id);
      return { success: true };
    },

    /** GET /performer/performer-assets/products/search: the performer's own, newest first. */
    async mine(performerId: string, query: PerformerProductQuery): Promise<PerformerProductList> {
      const { rows, total, sales } = await pages.ownPage(performerId, query);
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
      const order = itemOrders(performerProducts)[query.sortBy ?? 'newest'];
      const { rows, total } = await pages.listed(shownTo(viewer), order, query, asker?.id ?? null);
      return { total, data: rows.map((row) => toCard(row, query.locale)) };
    },

    /** GET /purchased-items/user/products: the products the buyer owns, last bought first, deleted ones too. */
    async bought(buyer: AuthAccount, query: BoughtItemQuery): Promise<ProductList> {
      const { rows, total } = await pages.bought(buyer.id, query);
      return { total, data: rows.map((row) => toCard(row, query.locale)) };
    },

    /**
     * GET /user/performer-assets/products/{id}/view: the product's page. Its buyers see it
     * even when it is no longer shown (deleted, made inactive, its performer away).
     */
    async details(id: string, asker: AuthAccount | null, viewer: Viewer, locale?: string): Promise<ProductDetails> {
      const { row, canUse } = await opened(id, asker, viewer);
      return {
        ...toCard(row, locale),
        description: pageDescription(row.item, locale),
        canDownload: row.item.productType === 'digital' && canUse,
      };
    },

    /**
     * GET /user/performer-assets/products/{id}/download-link: a signed address of a digital
     * product's file for its buyer (or its performer), valid `downloadLinkTtlSeconds`.
     */
    async downloadLink(id: string, asker: AuthAccount, viewer: Viewer): Promise<DownloadLink> {
      const { row, canUse } = await opened(id, asker, viewer);
      const product = row.item;
      if (product.productType !== 'digital' || !product.digitalPath) throw badRequest(PRODUCT_TEXTS.notDigital);
      if (!canUse) throw forbidden(PRODUCT_TEXTS.notBought);
      const fileName = product.digitalName ?? 'download';
      const signed = deps.fileUrls.url(product.digitalPath, config.downloadLinkTtlSeconds);
      const expires = Number(new URLSearchParams(signed.slice(signed.indexOf('?') + 1)).get('expires'));
      return { url: `${signed}&download=${encodeURIComponent(fileName)}`, fileName, expiresAt: new Date(expires * 1000).toISOString() };
    },

    /** POST /user/performer-assets/products/{id}/translations: the performer's title and description in one language. */
    async translate(performerId: string, id: string, body: TranslationBody): Promise<PerformerProduct> {
      return withSales(performerId, await pages.translate(await own(performerId, id), body));
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
