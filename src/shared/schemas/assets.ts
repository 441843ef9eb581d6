/**
 * What performers sell besides their shows (the content store): videos and photo
 * galleries (products: products.ts, built of the same parts). A performer manages their own (`/performer/performer-assets/{videos|galleries|photos}`);
 * viewers list the active ones (`/user/performer-assets/{videos|galleries}`), each with
 * `isBought` for the asker, and buy them (`POST /purchase-items/{type}/{id}`, the
 * ledger underneath).
 */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { DateTimeField, LimitField, ListOf, LocaleQuery, Nullable, OffsetField } from './common';
import { MSG } from '../messages';
import {
  ASSET_STATUSES,
  GALLERY_SORTS,
  ITEM_TYPES,
  LOCALES,
  MAX_ITEM_PRICE,
  REFUND_STATUSES,
  VIDEO_FAILURES,
  VIDEO_SORTS,
  VIDEO_STATES,
} from '../constants';

export type AssetStatus = (typeof ASSET_STATUSES)[number];
export const Status = Type.Union(ASSET_STATUSES.map((status) => Type.Literal(status)));
/** Where an uploaded video is on its way to viewers (VIDEO_STATES). */
export const VideoState = Type.Union(VIDEO_STATES.map((state) => Type.Literal(state)));

/**
 * A price someone types, in tokens: 0 (free) or more, in whole hundredths of a token
 * (the ledger's unit), finite.
 */
export const PriceField = Type.Number({ minimum: 0, maximum: MAX_ITEM_PRICE, multipleOf: 0.01, errorMessage: 'Not a validate number!' });

/** What a performer writes of any item they sell. `tags` is a comma-separated list. */
export const ItemFields = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, errorMessage: MSG.required }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  tags: Type.Optional(Type.String({ maxLength: 500 })),
  price: PriceField,
  status: Type.Optional(Status),
  isSale: Type.Optional(Type.Boolean()),
});
export type ItemFields = Static<typeof ItemFields>;

/** An item as its performer sees it: what they wrote of it (`ItemFields`, tags as a list). */
export const OwnItem = {
  _id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  price: Type.Number(),
  isSale: Type.Boolean(),
  status: Status,
  /** An administrator took it down (content moderation): when, and why; shown to nobody else meanwhile. */
  takenDown: Nullable(Type.Object({ at: DateTimeField, reason: Type.String() })),
  /** The performer's own translations, per site language (POST …/{id}/translations). */
  translations: Type.Record(Type.String(), Type.Object({ title: Type.Optional(Type.String()), description: Type.Optional(Type.String()) })),
};

/** What an item as its performer sees it ends with (after its kind's own fields): its sales and its times. */
export const OwnItemSales = {
  /** Bought this many times (refunds not counted). */
  sold: Type.Integer(),
  /** What the sales earned the performer, in tokens. */
  earned: Type.Number(),
  createdAt: DateTimeField,
  updatedAt: DateTimeField,
};

/**
 * The multipart text fields of POST /performer/performer-assets/videos and of PUT
 * /performer/performer-assets/videos/{id}; the files are `video` (required on POST),
 * `trailer` and `thumbnail`.
 */
export const VideoFields = ItemFields;
export type VideoFields = Static<typeof VideoFields>;

/** What a video's card and its performer's view of it both show: its length, views and pictures. */
const VideoSummary = {
  /** Seconds. */
  duration: Type.Integer(),
  views: Type.Integer(),
  thumbnail: Nullable(Type.String()),
  hasTrailer: Type.Boolean(),
};

/** A video as its performer manages it, with what it sold and earned them. */
export const PerformerVideo = Type.Object({
  ...OwnItem,
  ...VideoSummary,
  /** `ready`: shown and sold (when active); `processing` first, after an upload of a new file. */
  processing: VideoState,
  /** Why it `failed`. */
  processingFailure: Nullable(Type.Union(VIDEO_FAILURES.map((failure) => Type.Literal(failure)))),
  ...OwnItemSales,
});
export type PerformerVideo = Static<typeof PerformerVideo>;

export const PerformerVideoQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Status),
  limit: LimitField(20, 100),
  offset: OffsetField,
});
export type PerformerVideoQuery = Static<typeof PerformerVideoQuery>;

export const PerformerVideoList = ListOf(PerformerVideo);
export type PerformerVideoList = Static<typeof PerformerVideoList>;

export const PerformerRef = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Nullable(Type.String()),
  avatar: Type.String(),
});

/** What an item's card in viewers' lists opens with: its title in their language when the performer translated it. */
export const CardHead = {
  _id: Type.String(),
  title: Type.String(),
  tags: Type.Array(Type.String()),
  price: Type.Number(),
  isSale: Type.Boolean(),
};

/** What an item's card ends with (after its kind's own fields). */
export const CardTail = {
  /** The asker owns it (always false for visitors). */
  isBought: Type.Boolean(),
  performer: PerformerRef,
  createdAt: DateTimeField,
};

/**
 * An item's page: its card, its description in the reader's language, and what its kind
 * says the asker may do with it (`more`).
 */
export const itemPage = <Card extends TObject, More extends TProperties>(card: Card, more: More) =>
  Type.Composite([card, Type.Object({ description: Nullable(Type.String()), ...more })]);

/** A video as viewers see it in lists: in their language when the performer translated it. */
export const VideoCard = Type.Object({
  ...CardHead,
  ...VideoSummary,
  ...CardTail,
});
export type VideoCard = Static<typeof VideoCard>;

/**
 * A viewers' list of items: one performer's (`performerId`; every performer's when
 * absent), a title or a whole tag (`q`), in one of `sorts`, in the reader's language.
 */
export const itemQuery = <S extends string>(sorts: readonly S[]) =>
  Type.Object({
    performerId: Type.Optional(Type.String({ format: 'uuid', errorMessage: 'Not found' })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    sortBy: Type.Optional(Type.Union(sorts.map((sort) => Type.Literal(sort)))),
    locale: Type.Optional(Type.String({ maxLength: 10 })),
    limit: LimitField(12, 60),
    offset: OffsetField,
  });

export const VideoQuery = itemQuery(VIDEO_SORTS);
export type VideoQuery = Static<typeof VideoQuery>;

export const VideoList = ListOf(VideoCard);
export type VideoList = Static<typeof VideoList>;

/**
 * One video for its page: the card, its description, and the addresses the player
 * takes: the trailer's for anyone, the video's for whoever may watch it (its buyer, its
 * owner, anyone when it is free), each signed and short-lived.
 */
export const VideoDetails = itemPage(VideoCard, {
  canWatch: Type.Boolean(),
  /** Not `ready`: a new file of it is being processed (its buyers wait for it); no addresses meanwhile. */
  processing: VideoState,
  videoUrl: Nullable(Type.String()),
  trailerUrl: Nullable(Type.String()),
});
export type VideoDetails = Static<typeof VideoDetails>;

/**
 * POST /performer/performer-assets/galleries (JSON). PUT …/galleries/{id} takes any of
 * these fields (`GalleryChanges`), with the cover and the order of its photos.
 */
export const GalleryFields = ItemFields;
export type GalleryFields = Static<typeof GalleryFields>;

const PhotoId = Type.String({ format: 'uuid', errorMessage: 'Photo not found' });

export const GalleryChanges = Type.Composite([
  Type.Partial(GalleryFields),
  Type.Object({
    /** One of the gallery's photos; null: the first one. */
    coverPhotoId: Type.Optional(Nullable(PhotoId)),
    /** Every photo of the gallery, in the order they are to be shown. */
    photoIds: Type.Optional(Type.Array(PhotoId, { maxItems: 1000 })),
  }),
]);
export type GalleryChanges = Static<typeof GalleryChanges>;

/** A gallery as its performer manages it, with what it sold and earned them. */
export const PerformerGallery = Type.Object({
  ...OwnItem,
  photoCount: Type.Integer(),
  /** The cover photo's preview; null while the gallery has no photo. */
  cover: Nullable(Type.String()),
  coverPhotoId: Nullable(Type.String()),
  ...OwnItemSales,
});
export type PerformerGallery = Static<typeof PerformerGallery>;

export const PerformerGalleryQuery = PerformerVideoQuery;
export type PerformerGalleryQuery = PerformerVideoQuery;

export const PerformerGalleryList = ListOf(PerformerGallery);
export type PerformerGalleryList = Static<typeof PerformerGalleryList>;

/**
 * The text fields of POST /performer/performer-assets/photos and …/photos/upload
 * (multipart, one picture as `photo`).
 */
export const PhotoFields = Type.Object({
  galleryId: Type.String({ format: 'uuid', errorMessage: 'Gallery not found' }),
  title: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PhotoFields = Static<typeof PhotoFields>;

/**
 * The text fields of PUT /performer/performer-assets/photos/{id} (multipart, optionally a
 * new picture `photo`): its title only, a photo stays in its gallery. An absent title
 * stays as it was; an empty one removes it.
 */
export const PhotoChanges = Type.Pick(PhotoFields, ['title']);
export type PhotoChanges = Static<typeof PhotoChanges>;

/**
 * A photo as those who may see its gallery get it: a small square `preview` and the
 * picture to show (`url`, signed and short-lived), its size in pixels.
 */
export const Photo = Type.Object({
  _id: Type.String(),
  title: Nullable(Type.String()),
  width: Type.Integer(),
  height: Type.Integer(),
  preview: Type.String(),
  url: Type.String(),
});
export type Photo = Static<typeof Photo>;

/** A photo as its performer manages it. */
export const PerformerPhoto = Type.Composite([
  Photo,
  Type.Object({ galleryId: Type.String(), position: Type.Integer(), createdAt: DateTimeField }),
]);
export type PerformerPhoto = Static<typeof PerformerPhoto>;

export const PerformerPhotoQuery = Type.Object({
  galleryId: Type.String({ format: 'uuid', errorMessage: 'Gallery not found' }),
  limit: LimitField(100, 1000),
  offset: OffsetField,
});
export type PerformerPhotoQuery = Static<typeof PerformerPhotoQuery>;

export const PerformerPhotoList = ListOf(PerformerPhoto);
export type PerformerPhotoList = Static<typeof PerformerPhotoList>;

/** A gallery as viewers see it in lists. */
export const GalleryCard = Type.Object({
  ...CardHead,
  photoCount: Type.Integer(),
  cover: Nullable(Type.String()),
  ...CardTail,
});
export type GalleryCard = Static<typeof GalleryCard>;

export const GalleryQuery = itemQuery(GALLERY_SORTS);
export type GalleryQuery = Static<typeof GalleryQuery>;

export const GalleryList = ListOf(GalleryCard);
export type GalleryList = Static<typeof GalleryList>;

/** One gallery for its page; `canView`: the asker may see its photos (buyer, owner, or free). */
export const GalleryDetails = itemPage(GalleryCard, { canView: Type.Boolean() });
export type GalleryDetails = Static<typeof GalleryDetails>;

export const PhotoQuery = Type.Object({ limit: LimitField(100, 1000), offset: OffsetField });
export type PhotoQuery = Static<typeof PhotoQuery>;

export const PhotoList = ListOf(Photo);
export type PhotoList = Static<typeof PhotoList>;

export const GalleryIdParam = Type.Object({ galleryId: Type.String({ format: 'uuid', errorMessage: 'Not found' }) });

export { ITEM_TYPES };
export type ItemType = (typeof ITEM_TYPES)[number];

/** One of the kinds of item the content store sells (ITEM_TYPES). */
const itemTypeField = (options?: { errorMessage: string }) =>
  Type.Union(
    ITEM_TYPES.map((type) => Type.Literal(type)),
    options,
  );

export const ItemParams = Type.Object({
  type: itemTypeField({ errorMessage: 'Not found' }),
  id: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
});

/** What a purchase's answers open with: the purchase, and the item it made the buyer's. */
const PurchaseHead = {
  _id: Type.String(),
  itemType: itemTypeField(),
  itemId: Type.String(),
};
export type ItemParams = Static<typeof ItemParams>;

/**
 * What POST /purchase-items/{type}/{id} answers: the item is the buyer's, and their
 * balance after paying; for a product, the order it made (`orderId`).
 */
export const PurchaseResult = Type.Object({
  ...PurchaseHead,
  price: Type.Number(),
  balance: Type.Number(),
  orderId: Type.Optional(Type.String()),
  createdAt: DateTimeField,
});
export type PurchaseResult = Static<typeof PurchaseResult>;

/** One item the buyer owns, as their list of purchases shows it (in their language). */
export const PurchasedItem = Type.Object({
  ...PurchaseHead,
  title: Type.String(),
  /** What the buyer paid, in tokens. */
  price: Type.Number(),
  performer: PerformerRef,
  /** The buyer's latest request for a refund of it: null when none, `pending` while one is open. */
  refundStatus: Nullable(Type.Union(REFUND_STATUSES.map((status) => Type.Literal(status)))),
  createdAt: DateTimeField,
});
export type PurchasedItem = Static<typeof PurchasedItem>;

/** GET /purchased-items/user/search: every kind, or one (`type`), the last bought first. */
export const PurchasedItemQuery = Type.Object({
  type: Type.Optional(itemTypeField()),
  locale: Type.Optional(Type.String({ maxLength: 10 })),
  limit: LimitField(20, 100),
  offset: OffsetField,
});
export type PurchasedItemQuery = Static<typeof PurchasedItemQuery>;

export const PurchasedItemList = ListOf(PurchasedItem);
export type PurchasedItemList = Static<typeof PurchasedItemList>;

/** GET /purchased-items/user/videos, …/galleries and …/products: a page of the buyer's items of one kind, as cards in their language. */
export const BoughtItemQuery = Type.Composite([LocaleQuery, Type.Object({ limit: LimitField(12, 60), offset: OffsetField })]);
export type BoughtItemQuery = Static<typeof BoughtItemQuery>;

/** POST /user/performer-assets/videos/{id}/translations: an empty text removes that language's. */
export const TranslationBody = Type.Object({
  locale: Type.Union(
    LOCALES.map((locale) => Type.Literal(locale)),
    { errorMessage: `Choose one of the site's languages: ${LOCALES.join(', ')}` },
  ),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type TranslationBody = Static<typeof TranslationBody>;
