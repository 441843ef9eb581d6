/**
 * Performers' photo galleries, sold as a whole. A performer makes a gallery (title,
 * description, tags, price, status) and adds photos to it one upload at a time; sharp
 * makes of each photo the version that is shown and a square preview (media/images.ts)
 * before anything is kept. The original and the shown version are private files, the
 * preview a public one. The performer orders the photos and picks the cover (the first
 * photo when none is picked).
 *
 * Viewers see the active galleries with at least one photo of the performers they may
 * see, each with its cover, its number of photos and `isBought`; the photos themselves
 * (signed, short-lived addresses) go to the gallery's buyers, its owner, and to anyone
 * when it is free. A deleted gallery is shown to nobody and sold no more, but its
 * buyers keep seeing it.
 */
import os from 'node:os';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { and, count, eq, exists, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { readPage } from '../../db/paging';
import { performerGalleries, performerPhotos } from '../../db/schema';
import { HttpError, badRequest, forbidden, notFound } from '../../errors';
import type { Upload } from '../../multipart-form';
import { itemOrders, newItemFields, ownItem, tagsOf, visibleItem, type ItemSales } from './items';
import { itemPages, type CardRow } from './item-pages';
import { cardHead, cardTail, ownItemHead, ownItemTail, pageDescription } from './item-answers';
import { photoVersions } from '../../media/images';
import { toMinor } from '../ledger/ledger';
import { createBlockingService, type Viewer } from '../blocking/service';
import type { AuthAccount } from '../../plugins/auth';
import type {
  BoughtItemQuery,
  GalleryCard,
  GalleryChanges,
  GalleryDetails,
  GalleryFields,
  GalleryList,
  GalleryQuery,
  PerformerGallery,
  PerformerGalleryList,
  PerformerGalleryQuery,
  PerformerPhoto,
  PerformerPhotoList,
  PerformerPhotoQuery,
  Photo,
  PhotoChanges,
  PhotoFields,
  PhotoList,
  PhotoQuery,
  TranslationBody,
} from '@/shared/schemas/assets';

type GalleryRow = typeof performerGalleries.$inferSelect;
type PhotoRow = typeof performerPhotos.$inferSelect;
/** What a gallery with photos shows of them: how many, and its cover's preview (a stored key). */
type Totals = { photoCount: number; coverPath: string };

/** The most photos a gallery holds (as many as one change of their order names). */
export const MAX_PHOTOS = 1000;

export const GALLERY_TEXTS = {
  notFound: 'Gallery not found',
  photoNotFound: 'Photo not found',
  notAPicture: 'This file is not a picture we can show',
  noPhoto: 'Please choose a photo',
  full: `A gallery holds at most ${MAX_PHOTOS} photos`,
  cover: "The cover must be one of this gallery's photos",
  order: 'Please send every photo of this gallery once, in the new order',
  notBought: 'Buy this gallery to see its photos',
} as const;

/** Where a photo's files are kept, and the size of its shown version. */
type StoredPhoto = Pick<PhotoRow, 'originalPath' | 'displayPath' | 'previewPath' | 'width' | 'height'>;

/** A refusal (4xx): nothing the request made is kept. After a 5xx the database may point at what was kept. */
const isRefusal = (error: unknown) => error instanceof HttpError && error.statusCode < 500;

/** A gallery's photos, its cover first: the chosen photo, else the first by position. */
export const COVER_FIRST = [
  sql`(${performerPhotos.id} = ${performerGalleries.coverPhotoId}) is true desc`,
  performerPhotos.position,
  performerPhotos.id,
];

export function createGalleryService(deps: Deps) {
  const { db } = deps.database;
  const { files, config } = deps;
  const blocking = createBlockingService(deps);
  const pages = itemPages(db, performerGalleries, 'gallery');

  const hasPhotos = exists(
    db
      .select({ one: sql`1` })
      .from(performerPhotos)
      .where(eq(performerPhotos.galleryId, performerGalleries.id)),
  );

  /** The performer's own gallery, or 404 (deleted ones are gone for them). */
  async function own(performerId: string, id: string): Promise<GalleryRow> {
    const row = await pages.own(performerId, id);
    if (!row) throw notFound(GALLERY_TEXTS.notFound);
    return row;
  }

  /**
   * The performer's own gallery in `tx`, its row locked until the transaction ends: the
   * changes of its photos (additions, removals, a new order) happen one after another.
   */
  async function lockOwn(tx: Tx, performerId: string, id: string): Promise<GalleryRow> {
    const [row] = await tx
      .select()
      .from(performerGalleries)
      .where(ownItem(performerGalleries, performerId, id))
      .for('update');
    if (!row) throw notFound(GALLERY_TEXTS.notFound);
    return row;
  }

  /** A photo of one of the performer's own galleries that are not deleted, or 404. */
  async function ownPhoto(performerId: string, id: string): Promise<PhotoRow> {
    const [row] = await db
      .select({ photo: performerPhotos })
      .from(performerPhotos)
      .innerJoin(performerGalleries, eq(performerGalleries.id, performerPhotos.galleryId))
      .where(and(eq(performerPhotos.id, id), eq(performerGalleries.performerId, performerId), isNull(performerGalleries.deletedAt)));
    if (!row) throw notFound(GALLERY_TEXTS.photoNotFound);
    return row.photo;
  }

  /** Each gallery's number of photos and its cover's preview (COVER_FIRST). */
  async function totalsOf(ids: string[]): Promise<Map<string, Totals>> {
    if (!ids.length) return new Map();
    const rows = await db
      .selectDistinctOn([performerPhotos.galleryId], {
        id: performerPhotos.galleryId,
        // Counted over all of the gallery's photos, before one is kept per gallery.
        photoCount: sql<number>`(count(*) over (partition by ${performerPhotos.galleryId}))::int`,
        coverPath: performerPhotos.previewPath,
      })
      .from(performerPhotos)
      .innerJoin(performerGalleries, eq(performerGalleries.id, performerPhotos.galleryId))
      .where(inArray(performerPhotos.galleryId, ids))
      .orderBy(performerPhotos.galleryId, ...COVER_FIRST);
    return new Map(rows.map((row) => [row.id, { photoCount: row.photoCount, coverPath: row.coverPath }]));
  }

  const toPerformerGallery = (row: GalleryRow, totals?: Totals, sales?: ItemSales): PerformerGallery => ({
    ...ownItemHead(row),
    photoCount: totals?.photoCount ?? 0,
    cover: totals ? files.url(totals.coverPath) : null,
    coverPhotoId: row.coverPhotoId,
    ...ownItemTail(row, sales),
  });

  /** The performer's gallery as they see it, with its totals and sales. */
  async function viewOwn(performerId: string, id: string): Promise<PerformerGallery> {
    const row = await own(performerId, id);
    const [totals, sales] = await Promise.all([totalsOf([id]), pages.salesOfOne(performerId, id)]);
    return toPerformerGallery(row, totals.get(id), sales);
  }

  /** A photo for whoever may see its gallery: the preview, and the shown version at a signed, short-lived address. */
  const toPhoto = (row: PhotoRow): Photo => ({
    _id: row.id,
    title: row.title,
    width: row.width,
    height: row.height,
    preview: files.url(row.previewPath),
    url: deps.fileUrls.url(row.displayPath, config.fileUrlTtlSeconds),
  });

  const toPerformerPhoto = (row: PhotoRow): PerformerPhoto => ({
    ...toPhoto(row),
    galleryId: row.galleryId,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  });

  /** Stores one of the versions sharp wrote. */
  async function keepVersion(file: string, visibility: 'public' | 'private', folder: string): Promise<string> {
    const received = await files.receive(createReadStream(file));
    return files.keep(received.key, visibility, folder, '.jpg');
  }

  /**
   * Keeps an uploaded photo and the versions sharp makes of it: 400 when it is no
   * picture that can be shown, and then nothing is kept.
   */
  async function keepPhoto(upload: Upload): Promise<StoredPhoto> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'photo-versions-'));
    const kept: string[] = [];
    try {
      const versions = await photoVersions(upload.path, dir);
      if (!versions) throw badRequest(GALLERY_TEXTS.notAPicture);
      const displayPath = await keepVersion(versions.display, 'private', 'photos');
      kept.push(displayPath);
      const previewPath = await keepVersion(versions.preview, 'public', 'photo-previews');
      kept.push(previewPath);
      const originalPath = await upload.keep('private', 'photo-originals');
      return { originalPath, displayPath, previewPath, width: versions.width, height: versions.height };
    } catch (error) {
      // The upload itself is the form's to remove; the versions are this function's.
      await Promise.all(kept.map((key) => files.remove(key)));
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const removeFiles = (photo: StoredPhoto) =>
    Promise.all([photo.originalPath, photo.displayPath, photo.previewPath].map((key) => files.remove(key)));

  /** 404 unless the gallery is the performer's own; 400 when it holds all the photos it may. */
  async function assertRoomIn(performerId: string, galleryId: string): Promise<void> {
    await own(performerId, galleryId);
    if (((await totalsOf([galleryId])).get(galleryId)?.photoCount ?? 0) >= MAX_PHOTOS) throw badRequest(GALLERY_TEXTS.full);
  }

  const toCard = (row: CardRow<GalleryRow>, totals: Totals | undefined, locale: string | undefined): GalleryCard => ({
    ...cardHead(row.item, locale),
    photoCount: totals?.photoCount ?? 0,
    cover: totals ? files.url(totals.coverPath) : null,
    ...cardTail(files, row),
  });

  /** Shown to `viewer`: active, not deleted or taken down, with a photo at least, of a performer they may see. */
  const shownTo = (viewer: Viewer): SQL[] => [...visibleItem(performerGalleries), hasPhotos, ...blocking.visiblePerformer(viewer)];

  /**
   * The gallery as `asker` may open it, and whether they may see its photos (`canView`):
   * 404 unless it is shown to them, they bought it (even when it is no longer shown:
   * deleted, made inactive, its performer away) or it is their own and not deleted.
   */
  async function opened(id: string, asker: AuthAccount | null, viewer: Viewer): Promise<{ row: CardRow<GalleryRow>; canView: boolean }> {
    const opened = await pages.opened(id, shownTo(viewer), asker);
    if (!opened) throw notFound(GALLERY_TEXTS.notFound);
    return { row: opened.row, canView: opened.canUse };
  }

  /** Cards of `rows`, with their totals. */
  async function cardsOf(rows: CardRow<GalleryRow>[], locale: string | undefined): Promise<GalleryCard[]> {
    const totals = await totalsOf(rows.map((row) => row.item.id));
    return rows.map((row) => toCard(row, totals.get(row.item.id), locale));
  }

  /** One page of a gallery's photos, in their order. */
  const photoPage = (galleryId: string, paging: { limit?: number; offset?: number }) =>
    readPage(
      db
        .select()
        .from(performerPhotos)
        .where(eq(performerPhotos.galleryId, galleryId))
        .orderBy(performerPhotos.position, performerPhotos.id),
      db.select({ total: count() }).from(performerPhotos).where(eq(performerPhotos.galleryId, galleryId)),
      paging,
      100,
    );

  const ORDER = itemOrders(performerGalleries);

  return {
    /** POST /performer/performer-assets/galleries: a new gallery, without photos yet. */
    async create(performerId: string, fields: GalleryFields): Promise<PerformerGallery> {
      const [row] = await db
        .insert(performerGalleries)
        .values({
          performerId,
          ...newItemFields(fields),
        })
        .returning();
      return toPerformerGallery(row);
    },

    /**
     * PUT /performer/performer-assets/galleries/{id}: the fields sent, the cover (one of
     * its photos; null: the first) and the order of its photos (`photoIds`: every photo
     * of the gallery once), all in one transaction or nothing.
     */
    async update(performerId: string, id: string, changes: GalleryChanges): Promise<PerformerGallery> {
      await db.transaction(async (tx) => {
        await lockOwn(tx, performerId, id);
        const set: Partial<typeof performerGalleries.$inferInsert> = { updatedAt: new Date() };
        if (changes.title !== undefined) set.title = changes.title.trim();
        if (changes.description !== undefined) set.description = changes.description.trim() || null;
        if (changes.tags !== undefined) set.tags = tagsOf(changes.tags);
        if (changes.price !== undefined) set.priceMinor = toMinor(changes.price);
        if (changes.isSale !== undefined) set.isSale = changes.isSale;
        if (changes.status !== undefined) set.status = changes.status;
        if (changes.coverPhotoId !== undefined || changes.photoIds) {
          const photos = await tx.select({ id: performerPhotos.id }).from(performerPhotos).where(eq(performerPhotos.galleryId, id));
          const known = new Set(photos.map((photo) => photo.id));
          if (changes.coverPhotoId !== undefined) {
            const cover = changes.coverPhotoId?.toLowerCase() ?? null;
            if (cover !== null && !known.has(cover)) throw badRequest(GALLERY_TEXTS.cover);
            set.coverPhotoId = cover;
          }
          if (changes.photoIds) {
            const order = changes.photoIds.map((photoId) => photoId.toLowerCase());
            if (order.length !== known.size || new Set(order).size !== order.length || !order.every((photoId) => known.has(photoId)))
              throw badRequest(GALLERY_TEXTS.order);
            if (order.length) {
              // Position n - 1 for the n-th id sent, in one statement.
              const ids = sql.join(
                order.map((photoId) => sql`${photoId}`),
                sql`, `,
              );
              await tx
                .update(performerPhotos)
                .set({ position: sql`ordered.n - 1` })
                .from(sql`unnest(array[${ids}]::uuid[]) with ordinality as ordered(id, n)`)
                .where(and(eq(performerPhotos.galleryId, id), sql`${performerPhotos.id} = ordered.id`));
            }
          }
        }
        await tx.update(performerGalleries).set(set).where(eq(performerGalleries.id, id));
      });
      return viewOwn(performerId, id);
    },

    /** DELETE /performer/performer-assets/galleries/{id}: gone from every list; its buyers keep it, photos and all. */
    async remove(performerId: string, id: string): Promise<{ success: boolean }> {
      await own(performerId, id);
      await pages.markDeleted(id);
      return { success: true };
    },

    /** GET /performer/performer-assets/galleries/search: the performer's own, newest first. */
    async mine(performerId: string, query: PerformerGalleryQuery): Promise<PerformerGalleryList> {
      const { rows, total, sales } = await pages.ownPage(performerId, query);
      const totals = await totalsOf(rows.map((row) => row.id));
      return { total, data: rows.map((row) => toPerformerGallery(row, totals.get(row.id), sales.get(row.id))) };
    },

    /** 404 unless `id` is the performer's own gallery. */
    async assertOwn(performerId: string, id: string): Promise<void> {
      await own(performerId, id);
    },

    /** GET /performer/performer-assets/galleries/{id}/view. */
    viewOwn,

    /** POST /user/performer-assets/galleries/{id}/translations: the performer's title and description in one language. */
    async translate(performerId: string, id: string, body: TranslationBody): Promise<PerformerGallery> {
      await pages.translate(await own(performerId, id), body);
      return viewOwn(performerId, id);
    },

    /**
     * POST /performer/performer-assets/photos (and …/photos/upload): one photo into one of
     * the performer's galleries, after the others. The gallery is checked before the
     * picture is read; what is kept goes again when the photo cannot be added after all.
     */
    async addPhoto(performerId: string, fields: PhotoFields, upload: Upload | undefined): Promise<PerformerPhoto> {
      if (!upload) throw badRequest(GALLERY_TEXTS.noPhoto);
      const galleryId = fields.galleryId.toLowerCase();
      await assertRoomIn(performerId, galleryId);
      const stored = await keepPhoto(upload);
      try {
        const row = await db.transaction(async (tx) => {
          await lockOwn(tx, performerId, galleryId);
          const [{ photos, last }] = await tx
            .select({ photos: count(), last: sql<number | null>`max(${performerPhotos.position})` })
            .from(performerPhotos)
            .where(eq(performerPhotos.galleryId, galleryId));
          if (photos >= MAX_PHOTOS) throw badRequest(GALLERY_TEXTS.full);
          const [photo] = await tx
            .insert(performerPhotos)
            .values({ galleryId, performerId, title: fields.title?.trim() || null, position: (last ?? -1) + 1, ...stored })
            .returning();
          return photo;
        });
        return toPerformerPhoto(row);
      } catch (error) {
        if (isRefusal(error)) await removeFiles(stored);
        throw error;
      }
    },

    /** GET /performer/performer-assets/photos/search: the photos of one of the performer's galleries, in their order. */
    async photosOwn(performerId: string, query: PerformerPhotoQuery): Promise<PerformerPhotoList> {
      await own(performerId, query.galleryId);
      const { rows, total } = await photoPage(query.galleryId, query);
      return { total, data: rows.map(toPerformerPhoto) };
    },

    /** 404 unless `id` is a photo of one of the performer's galleries (checked before any of a form is read). */
    async assertOwnPhoto(performerId: string, id: string): Promise<void> {
      await ownPhoto(performerId, id);
    },

    /** GET /performer/performer-assets/photos/{id}/view. */
    async viewPhoto(performerId: string, id: string): Promise<PerformerPhoto> {
      return toPerformerPhoto(await ownPhoto(performerId, id));
    },

    /**
     * PUT /performer/performer-assets/photos/{id}: its title, and a picture sent replaces
     * the photo's files; the old ones go once the row points at the new ones.
     */
    async updatePhoto(performerId: string, id: string, changes: PhotoChanges, upload: Upload | undefined): Promise<PerformerPhoto> {
      const before = await ownPhoto(performerId, id);
      const stored = upload ? await keepPhoto(upload) : null;
      const set: Partial<typeof performerPhotos.$inferInsert> = { updatedAt: new Date(), ...stored };
      if (changes.title !== undefined) set.title = changes.title.trim() || null;
      let row: PhotoRow | undefined;
      try {
        [row] = await db
          .update(performerPhotos)
          .set(set)
          .where(
            and(
              eq(performerPhotos.id, id),
              // Still in a gallery of theirs that is not deleted (its buyers keep the photos as they were).
              inArray(
                performerPhotos.galleryId,
                db
                  .select({ id: performerGalleries.id })
                  .from(performerGalleries)
                  .where(and(eq(performerGalleries.performerId, performerId), isNull(performerGalleries.deletedAt))),
              ),
            ),
          )
          .returning();
        if (!row) throw notFound(GALLERY_TEXTS.photoNotFound);
      } catch (error) {
        if (stored && isRefusal(error)) await removeFiles(stored);
        throw error;
      }
      if (stored) await removeFiles(before);
      return toPerformerPhoto(row);
    },

    /**
     * DELETE /performer/performer-assets/photos/{id}: the photo and its files. The photos
     * after it move up one place; when it was the cover, the first photo is again.
     */
    async removePhoto(performerId: string, id: string): Promise<{ success: boolean }> {
      const { galleryId } = await ownPhoto(performerId, id);
      const gone = await db.transaction(async (tx) => {
        await lockOwn(tx, performerId, galleryId);
        const [photo] = await tx
          .delete(performerPhotos)
          .where(and(eq(performerPhotos.id, id), eq(performerPhotos.galleryId, galleryId)))
          .returning();
        if (!photo) throw notFound(GALLERY_TEXTS.photoNotFound);
        await tx
          .update(performerPhotos)
          .set({ position: sql`${performerPhotos.position} - 1` })
          .where(and(eq(performerPhotos.galleryId, galleryId), gt(performerPhotos.position, photo.position)));
        await tx
          .update(performerGalleries)
          .set({ coverPhotoId: null, updatedAt: new Date() })
          .where(and(eq(performerGalleries.id, galleryId), eq(performerGalleries.coverPhotoId, id)));
        return photo;
      });
      await removeFiles(gone);
      return { success: true };
    },

    /** GET /user/performer-assets/galleries/search: the galleries `viewer` may see, in their language. */
    async list(query: GalleryQuery, asker: AuthAccount | null, viewer: Viewer): Promise<GalleryList> {
      const { rows, total } = await pages.listed(shownTo(viewer), ORDER[query.sortBy ?? 'newest'], query, asker?.id ?? null);
      return { total, data: await cardsOf(rows, query.locale) };
    },

    /** GET /purchased-items/user/galleries: the galleries the buyer owns, last bought first, deleted ones too. */
    async bought(buyer: AuthAccount, query: BoughtItemQuery): Promise<GalleryList> {
      const { rows, total } = await pages.bought(buyer.id, query);
      return { total, data: await cardsOf(rows, query.locale) };
    },

    /** GET /user/performer-assets/galleries/{id}/view: the gallery's page (see `opened` for who opens it). */
    async details(id: string, asker: AuthAccount | null, viewer: Viewer, locale?: string): Promise<GalleryDetails> {
      const { row, canView } = await opened(id, asker, viewer);
      const [card] = await cardsOf([row], locale);
      return {
        ...card,
        description: pageDescription(row.item, locale),
        canView,
      };
    },

    /**
     * GET /user/performer-assets/photos/{galleryId}/search: the photos of a gallery for
     * whoever may see them (its buyers, its owner, anyone when it is free), in their
     * order; 403 for others who may open the gallery.
     */
    async photos(galleryId: string, query: PhotoQuery, asker: AuthAccount | null, viewer: Viewer): Promise<PhotoList> {
      const { canView } = await opened(galleryId, asker, viewer);
      if (!canView) throw forbidden(GALLERY_TEXTS.notBought);
      const { rows, total } = await photoPage(galleryId, query);
      return { total, data: rows.map(toPhoto) };
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
