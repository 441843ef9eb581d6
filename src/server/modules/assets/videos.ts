/**
 * Performers' videos. A performer uploads a video (its file is private), an optional
 * trailer (public: anyone may play it) and a picture; ffprobe reads what the files
 * really are and how long the video lasts before anything is kept (media/ffmpeg.ts). The
 * video is then `processing` until its picture and the versions browsers play are made
 * (video-processing.ts). Viewers see the active, ready videos of the performers they may
 * see, each with `isBought`; the video's own file is given (a signed, short-lived address)
 * to its buyers, its owner, and to anyone when it is free. A deleted video is shown to
 * nobody and sold no more, but its buyers keep watching it.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accounts, performers, performerVideos } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../errors';
import type { Upload } from '../../multipart-form';
import { changedItemFields, itemOrders, newItemFields, visibleItem, type ItemSales } from './items';
import { itemPages, type CardRow } from './item-pages';
import { cardHead, cardTail, ownItemHead, ownItemTail, pageDescription } from './item-answers';
import { probeVideo, VideoToolError, type VideoFacts } from '../../media/ffmpeg';
import { createBlockingService, type Viewer } from '../blocking/service';
import type { AuthAccount } from '../../plugins/auth';
import type {
  BoughtItemQuery,
  PerformerVideo,
  PerformerVideoList,
  PerformerVideoQuery,
  TranslationBody,
  VideoCard,
  VideoDetails,
  VideoFields,
  VideoList,
  VideoQuery,
} from '@/shared/schemas/assets';
import type { ViewCount } from '@/shared/schemas/performers';

type VideoRow = typeof performerVideos.$inferSelect;

export const VIDEO_TEXTS = {
  notFound: 'Video not found',
  notAVideo: 'This file is not a video we can play',
  noVideo: 'Please choose a video file',
  noTools: 'Videos cannot be read on this server at the moment; please try again later',
} as const;

/** The files of a video form: the video itself (required when a video is made), a trailer and a picture. */
export interface VideoUploads {
  video?: Upload;
  trailer?: Upload;
  thumbnail?: Upload;
}

/**
 * The videos' service. `processing` is told when a video is kept `processing`, so that it
 * is taken up at once rather than at the next round (the app's `videoProcessing`); the
 * processing itself, and what never keeps a video, make the service without it.
 */
export function createVideoService(deps: Deps, processing?: { nudge(): void }) {
  const { db } = deps.database;
  const { files, config } = deps;
  const blocking = createBlockingService(deps);
  const pages = itemPages(db, performerVideos, 'video');
  const tools = { ffprobePath: config.ffprobePath, ffmpegPath: config.ffmpegPath, timeoutMs: config.videoToolTimeoutMs };

  /** What ffprobe reads of an uploaded video: 400 when it is no video at all, 503 without ffprobe. */
  async function facts(upload: Upload): Promise<VideoFacts> {
    let found: VideoFacts | null;
    try {
      found = await probeVideo(tools, upload.path);
    } catch (error) {
      if (error instanceof VideoToolError) throw new HttpError(503, VIDEO_TEXTS.noTools);
      throw error;
    }
    if (!found) throw badRequest(VIDEO_TEXTS.notAVideo);
    return found;
  }

  const url = (key: string | null) => (key ? files.url(key) : null);

  /** The performer's own video, or 404 (deleted ones are gone for them). */
  async function own(performerId: string, id: string): Promise<VideoRow> {
    const row = await pages.own(performerId, id);
    if (!row) throw notFound(VIDEO_TEXTS.notFound);
    return row;
  }

  const toPerformerVideo = (row: VideoRow, sales?: ItemSales): PerformerVideo => ({
    ...ownItemHead(row),
    duration: row.durationSeconds,
    views: row.views,
    thumbnail: url(row.thumbnailPath),
    hasTrailer: Boolean(row.trailerPath),
    processing: row.processing,
    processingFailure: row.processingFailure,
    ...ownItemTail(row, sales),
  });

  const withSales = async (performerId: string, row: VideoRow) => toPerformerVideo(row, await pages.salesOfOne(performerId, row.id));

  const toCard = (row: CardRow<VideoRow>, locale: string | undefined): VideoCard => ({
    ...cardHead(row.item, locale),
    duration: row.item.durationSeconds,
    views: row.item.views,
    thumbnail: url(row.item.thumbnailPath),
    hasTrailer: Boolean(row.item.trailerPath),
    ...cardTail(files, row),
  });

  /** Shown to `viewer`: active, processed, not deleted or taken down, of a performer they may see. */
  const shownTo = (viewer: Viewer): SQL[] => [
    ...visibleItem(performerVideos),
    eq(performerVideos.processing, 'ready'),
    ...blocking.visiblePerformer(viewer),
  ];

  const ORDER = {
    ...itemOrders(performerVideos),
    popular: [desc(performerVideos.views), desc(performerVideos.createdAt), desc(performerVideos.id)],
  };

  return {
    /** POST /performer/performer-assets/videos: kept as it came, `processing` (video-processing.ts takes it up). */
    async create(performerId: string, fields: VideoFields, uploads: VideoUploads): Promise<PerformerVideo> {
      if (!uploads.video) throw badRequest(VIDEO_TEXTS.noVideo);
      const video = await facts(uploads.video);
      if (uploads.trailer) await facts(uploads.trailer);
      const thumbnailPath = uploads.thumbnail ? await uploads.thumbnail.keep('public', 'video-pictures') : null;
      const trailerPath = uploads.trailer ? await uploads.trailer.keep('public', 'trailers') : null;
      const videoPath = await uploads.video.keep('private', 'videos');
      const [row] = await db
        .insert(performerVideos)
        .values({
          performerId,
          ...newItemFields(fields),
          videoPath,
          trailerPath,
          thumbnailPath,
          durationSeconds: video.durationSeconds,
          processing: 'processing',
        })
        .returning();
      processing?.nudge();
      return toPerformerVideo(row);
    },

    /**
     * PUT /performer/performer-assets/videos/{id}: the fields, and any file sent replaces the
     * one before; a new video or trailer is processed again (the video is `processing` meanwhile).
     */
    async update(performerId: string, id: string, fields: VideoFields, uploads: VideoUploads): Promise<PerformerVideo> {
      const before = await own(performerId, id);
      const video = uploads.video ? await facts(uploads.video) : null;
      if (uploads.trailer) await facts(uploads.trailer);
      const changes: Partial<typeof performerVideos.$inferInsert> = changedItemFields(fields, before);
      if (uploads.video && video) {
        changes.videoPath = await uploads.video.keep('private', 'videos');
        changes.playableVideoPath = null;
        changes.durationSeconds = video.durationSeconds;
      }
      if (uploads.trailer) {
        changes.trailerPath = await uploads.trailer.keep('public', 'trailers');
        changes.playableTrailerPath = null;
      }
      if (uploads.video || uploads.trailer) {
        changes.processing = 'processing';
        changes.processingFailure = null;
        changes.processingClaimedAt = null;
      }
      if (uploads.thumbnail) changes.thumbnailPath = await uploads.thumbnail.keep('public', 'video-pictures');
      const [row] = await db.update(performerVideos).set(changes).where(eq(performerVideos.id, id)).returning();
      // A replaced file goes once the row points at its successor (buyers are given the new one).
      for (const field of ['videoPath', 'trailerPath', 'thumbnailPath', 'playableVideoPath', 'playableTrailerPath'] as const) {
        const old = before[field];
        if (old && field in changes && changes[field] !== old) await files.remove(old);
      }
      if (row.processing === 'processing') processing?.nudge();
      return withSales(performerId, row);
    },

    /** DELETE /performer/performer-assets/{videos}/{id}: gone from every list; its buyers keep it. */
    async remove(performerId: string, id: string): Promise<{ success: boolean }> {
      await own(performerId, id);
      await pages.markDeleted(id);
      return { success: true };
    },

    /** GET /performer/performer-assets/videos/search: the performer's own, newest first. */
    async mine(performerId: string, query: PerformerVideoQuery): Promise<PerformerVideoList> {
      const { rows, total, sales } = await pages.ownPage(performerId, query);
      return { total, data: rows.map((row) => toPerformerVideo(row, sales.get(row.id))) };
    },

    /** 404 unless `id` is the performer's own video (checked before any of a form is read). */
    async assertOwn(performerId: string, id: string): Promise<void> {
      await own(performerId, id);
    },

    /** GET /performer/performer-assets/videos/{id}/view. */
    async viewOwn(performerId: string, id: string): Promise<PerformerVideo> {
      return withSales(performerId, await own(performerId, id));
    },

    /** GET /user/performer-assets/videos/search: the videos `viewer` may see, in their language. */
    async list(query: VideoQuery, asker: AuthAccount | null, viewer: Viewer): Promise<VideoList> {
      const { rows, total } = await pages.listed(shownTo(viewer), ORDER[query.sortBy ?? 'newest'], query, asker?.id ?? null);
      return { total, data: rows.map((row) => toCard(row, query.locale)) };
    },

    /** GET /purchased-items/user/videos: the videos the buyer owns, last bought first, deleted ones too. */
    async bought(buyer: AuthAccount, query: BoughtItemQuery): Promise<VideoList> {
      const { rows, total } = await pages.bought(buyer.id, query);
      return { total, data: rows.map((row) => toCard(row, query.locale)) };
    },

    /**
     * GET /user/performer-assets/videos/{id}: the video's page. Its buyers see it even
     * when it is no longer shown (deleted, made inactive, its performer away).
     */
    async details(id: string, asker: AuthAccount | null, viewer: Viewer, locale?: string): Promise<VideoDetails> {
      const opened = await pages.opened(id, shownTo(viewer), asker);
      if (!opened) throw notFound(VIDEO_TEXTS.notFound);
      const { row, canUse: canWatch } = opened;
      const ready = row.item.processing === 'ready';
      const { videoPath, playableVideoPath, trailerPath, playableTrailerPath } = row.item;
      return {
        ...toCard(row, locale),
        description: pageDescription(row.item, locale),
        canWatch,
        processing: row.item.processing,
        videoUrl: canWatch && ready ? deps.fileUrls.url(playableVideoPath ?? videoPath, config.fileUrlTtlSeconds) : null,
        trailerUrl: ready ? url(playableTrailerPath ?? trailerPath) : null,
      };
    },

    /** POST /user/performer-assets/videos/{id}/inc-view: one more view of a video that is shown. */
    async countView(id: string, viewer: Viewer): Promise<ViewCount> {
      const [row] = await db
        .update(performerVideos)
        .set({ views: sql`${performerVideos.views} + 1` })
        .where(
          and(
            eq(performerVideos.id, id),
            sql`exists (select 1 from ${performers} join ${accounts} on ${accounts.id} = ${performers.accountId}
                        where ${performers.accountId} = ${performerVideos.performerId} and ${and(...shownTo(viewer))})`,
          ),
        )
        .returning({ views: performerVideos.views });
      if (!row) throw notFound(VIDEO_TEXTS.notFound);
      return row;
    },

    /** POST /user/performer-assets/videos/{id}/translations: the performer's title and description in one language. */
    async translate(performerId: string, id: string, body: TranslationBody): Promise<PerformerVideo> {
      const row = await pages.translate(await own(performerId, id), body);
      return withSales(performerId, row);
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
