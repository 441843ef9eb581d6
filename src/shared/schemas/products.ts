/**
 * Performers' products, the third kind of item of the content store: a digital one (a
 * file its buyers download through a signed, expiring link) or a physical one (kept in
 * stock and sent by post to the address given at purchase). A performer manages their
 * own (`/performer/performer-assets/products`); viewers list the active ones
 * (`/user/performer-assets/products/search`) with `isBought` for the asker and buy
 * them (`POST /purchase-items/product/{id}`), which makes an order (orders.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeField, ListOf, Nullable } from './common';
import { CardHead, CardTail, ItemFields, OwnItem, OwnItemSales, PerformerVideoQuery, itemPage, itemQuery } from './assets';
import { MAX_PRODUCT_STOCK, PRODUCT_SORTS, PRODUCT_TYPES, type ProductType } from '../constants';

export type { ProductType };

export const ProductTypeField = Type.Union(
  PRODUCT_TYPES.map((type) => Type.Literal(type)),
  { errorMessage: 'Choose digital or physical' },
);

/** How many a performer has of a physical product: a whole number from 0. */
export const StockField = Type.Integer({ minimum: 0, maximum: MAX_PRODUCT_STOCK, errorMessage: 'Use a whole number from 0' });

/**
 * The multipart text fields of POST /performer/performer-assets/products and of PUT
 * …/products/{id}; the files are `image` (a picture of it) and `digitalFile` (what a
 * digital product's buyers download: required when a digital product is made). `stock`
 * is required for a physical product and ignored for a digital one.
 */
export const ProductFields = Type.Composite([ItemFields, Type.Object({ type: ProductTypeField, stock: Type.Optional(StockField) })]);
export type ProductFields = Static<typeof ProductFields>;

/** A product as its performer manages it, with what it sold and earned them. */
export const PerformerProduct = Type.Object({
  ...OwnItem,
  type: ProductTypeField,
  /** Left in stock (physical); null for a digital product. */
  stock: Nullable(Type.Integer()),
  image: Nullable(Type.String()),
  /** The name of the digital file as it was uploaded; null for a physical product. */
  fileName: Nullable(Type.String()),
  ...OwnItemSales,
});
export type PerformerProduct = Static<typeof PerformerProduct>;

export const PerformerProductQuery = PerformerVideoQuery;
export type PerformerProductQuery = Static<typeof PerformerProductQuery>;

export const PerformerProductList = ListOf(PerformerProduct);
export type PerformerProductList = Static<typeof PerformerProductList>;

/** A product as viewers see it in lists, in their language. `stock` null: digital, no limit. */
export const ProductCard = Type.Object({
  ...CardHead,
  type: ProductTypeField,
  stock: Nullable(Type.Integer()),
  image: Nullable(Type.String()),
  ...CardTail,
});
export type ProductCard = Static<typeof ProductCard>;

export const ProductQuery = itemQuery(PRODUCT_SORTS);
export type ProductQuery = Static<typeof ProductQuery>;

export const ProductList = ListOf(ProductCard);
export type ProductList = Static<typeof ProductList>;

/** One product for its page: the card and its description; `canDownload`: the asker may download its file. */
export const ProductDetails = itemPage(ProductCard, { canDownload: Type.Boolean() });
export type ProductDetails = Static<typeof ProductDetails>;

/** GET /user/performer-assets/products/{id}/download-link: a signed address valid until `expiresAt`. */
export const DownloadLink = Type.Object({ url: Type.String(), fileName: Type.String(), expiresAt: DateTimeField });
export type DownloadLink = Static<typeof DownloadLink>;

const AddressText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', errorMessage: 'This field is required!' });

/** Where a physical product goes: given by its buyer at purchase. */
export const ShippingAddress = Type.Object({
  name: AddressText(100),
  street: AddressText(200),
  postalCode: AddressText(20),
  city: AddressText(100),
  /** ISO 3166-1 alpha-2. */
  country: Type.String({ pattern: '^[A-Z]{2}$', errorMessage: 'Choose a country' }),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9 +()-]*$', errorMessage: 'Not a validate number!' })),
});
export type ShippingAddress = Static<typeof ShippingAddress>;

/** The body of POST /purchase-items/product/{id}: a physical product needs where to send it. */
export const ProductPurchaseBody = Type.Object({ shippingAddress: Type.Optional(ShippingAddress) });
export type ProductPurchaseBody = Static<typeof ProductPurchaseBody>;
