/**
 * Uploaded videos on their way to viewers. An upload is kept as it came, `processing`
 * (videos.ts); then a server takes it up: ffmpeg takes its picture when the performer gave
 * none, and makes a version of the video, and of its trailer, that every browser plays
 * when the upload is not one already (media/ffmpeg.ts). The video is then `ready` (shown,
 * sold, played) or `failed` (why: VIDEO_FAILURES), and its performer's open pages are told
 * (`video/processed`). The upload itself is kept as it came.
 *
 * Each server works through one video at a time: right after an upload (`nudge`) and every
 * VIDEO_PROCESSING_INTERVAL_MS (`start`), for what a stopped server left. A server takes a
 * video up with a conditional UPDATE, so two never work on the same one; a server that
 * stops ends ffmpeg and gives its video back; one that died leaves it to another once its
 * claim is older than ffmpeg's time limit. A video replaced while it was processed keeps
 * the new upload: the work on the old one is thrown away.
 */
import os from 'node:os';
import path from 'node:path';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { performerVideos } from '../../db/schema';
import { playableVideo, probeVideo, videoPicture, VideoToolError, type VideoFacts } from '../../media/ffmpeg';
import { createVideoService } from './videos';

type VideoRow = typeof performerVideos.$inferSelect;

/** How much longer than ffmpeg's limit a claim lasts before another server may take the video up. */
const CLAIM_MARGIN_MS = 10 * 60_000;

export interface VideoProcessing {
  /** Works through the videos waiting, now (after an upload); a run under way goes on to the new one. */
  nudge(): void;
  /** Nudges now and every `intervalMs` until `stop` (the timer does not keep the process alive). */
  start(intervalMs: number): void;
  /** Resolves once no run is under way. */
  idle(): Promise<void>;
  /** Ends the run under way (ffmpeg is stopped, its video given back) and takes no more. */
  stop(): Promise<void>;
}

export function createVideoProcessing(deps: Deps, log: FastifyBaseLogger): VideoProcessing {
  const { db } = deps.database;
  const { files, config } = deps;
  const videos = createVideoService(deps);
  const tools = { ffprobePath: config.ffprobePath, ffmpegPath: config.ffmpegPath, timeoutMs: config.videoToolTimeoutMs };
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** Takes up the video that waited longest and nobody works on; null when none waits. */
  async function claim(): Promise<VideoRow | null> {
    const stale = new Date(Date.now() - config.videoProcessingTimeoutMs - CLAIM_MARGIN_MS);
    const free = and(
      eq(performerVideos.processing, 'processing'),
      or(isNull(performerVideos.processingClaimedAt), lt(performerVideos.processingClaimedAt, stale)),
    );
    const next = db
      .select({ id: performerVideos.id })
      .from(performerVideos)
      .where(free)
      .orderBy(asc(performerVideos.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(performerVideos)
      .set({ processingClaimedAt: new Date() })
      .where(and(inArray(performerVideos.id, next), free))
      .returning();
    return row ?? null;
  }

  /** A stored file copied to `dir` for ffmpeg (the store may be a bucket); null when it is gone. */
  async function onDisk(key: string, dir: string, name: string): Promise<string | null> {
    const opened = await files.open(key);
    if (!opened) return null;
    const file = path.join(dir, name);
    await pipeline(opened.stream, createWriteStream(file));
    return file;
  }

  /** Keeps a file ffmpeg wrote; its key is noted in `made`, so that it goes again if the work is thrown away. */
  async function keepMade(file: string, visibility: 'public' | 'private', folder: string, extension: string, made: string[]) {
    const received = await files.receive(createReadStream(file));
    const key = await files.keep(received.key, visibility, folder, extension);
    made.push(key);
    return key;
  }

  /** A stored video on disk and what ffprobe reads of it; `VideoToolError` (the video fails) when it is gone or no video. */
  async function readVideo(key: string, dir: string, name: string) {
    const file = await onDisk(key, dir, name);
    const facts = file && (await probeVideo(tools, file));
    if (!file || !facts) throw new VideoToolError(`${key} cannot be read`);
    return { file, facts };
  }

  /** The kept key of a version of `file` every browser plays, or undefined when it plays as it is. */
  async function playableKey(
    video: { file: string; facts: VideoFacts },
    output: string,
    visibility: 'public' | 'private',
    folder: string,
    made: string[],
  ): Promise<string | undefined> {
    if (video.facts.playable) return undefined;
    await playableVideo(tools, video.file, output, config.videoProcessingTimeoutMs, stopping.signal);
    return keepMade(output, visibility, folder, '.mp4', made);
  }

  /** The changes processing makes to `row`: its picture and the playable versions it lacks. */
  async function work(row: VideoRow, dir: string, made: string[]): Promise<Partial<VideoRow>> {
    const changes: Partial<VideoRow> = {};
    const video = await readVideo(row.videoPath, dir, 'video');
    if (!row.thumbnailPath) {
      const picture = path.join(dir, 'picture.jpg');
      try {
        await videoPicture(tools, video.file, Math.min(1, video.facts.durationSeconds / 3), picture);
        changes.thumbnailPath = await keepMade(picture, 'public', 'video-pictures', '.jpg', made);
      } catch (error) {
        // A video without a picture still plays; only a stop or a missing tool ends the work.
        if (!(error instanceof VideoToolError) || error.reason) throw error;
      }
    }
    if (!row.playableVideoPath) {
      changes.playableVideoPath = await playableKey(video, path.join(dir, 'playable-video.mp4'), 'private', 'videos', made);
    }
    if (row.trailerPath && !row.playableTrailerPath) {
      const trailer = await readVideo(row.trailerPath, dir, 'trailer');
      changes.playableTrailerPath = await playableKey(trailer, path.join(dir, 'playable-trailer.mp4'), 'public', 'trailers', made);
    }
    return changes;
  }

  /** Sets the outcome of `row`, unless its files were replaced meanwhile; the row as it is now, or null. */
  async function finish(row: VideoRow, changes: Partial<VideoRow>): Promise<VideoRow | null> {
    const [done] = await db
      .update(performerVideos)
      .set({ ...changes, processingClaimedAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(performerVideos.id, row.id),
          eq(performerVideos.processing, 'processing'),
          eq(performerVideos.videoPath, row.videoPath),
          row.trailerPath ? eq(performerVideos.trailerPath, row.trailerPath) : isNull(performerVideos.trailerPath),
        ),
      )
      .returning();
    return done ?? null;
  }

  /** Its performer's open pages are told how it went (a deleted video is nobody's news). */
  async function tell(row: VideoRow) {
    if (row.deletedAt) return;
    deps.realtime.toAccount(row.performerId, 'video/processed', { video: await videos.viewOwn(row.performerId, row.id) });
  }

  const giveBack = (row: VideoRow) => db.update(performerVideos).set({ processingClaimedAt: null }).where(eq(performerVideos.id, row.id));

  async function processOne(row: VideoRow): Promise<void> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'video-processing-'));
    const made: string[] = [];
    const forget = async () => {
      for (const key of made.splice(0)) await files.remove(key);
    };
    try {
      const done = await finish(row, { ...(await work(row, dir, made)), processing: 'ready', processingFailure: null });
      if (!done) return await forget();
      await tell(done);
    } catch (error) {
      await forget();
      if (error instanceof VideoToolError && !error.reason) {
        log.warn({ video: row.id, err: error }, 'a video could not be processed');
        const failed = await finish(row, { processing: 'failed', processingFailure: error.timedOut ? 'timeout' : 'unreadable' });
        if (failed) await tell(failed);
        return;
      }
      // Stopped, no ffmpeg, or the store or database failed: given back, taken up again later.
      await giveBack(row);
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function run() {
    do {
      again = false;
      while (!stopping.signal.aborted) {
        const row = await claim();
        if (!row) break;
        if (stopping.signal.aborted) await giveBack(row);
        else await processOne(row);
      }
    } while (again && !stopping.signal.aborted);
  }

  const processing: VideoProcessing = {
    nudge() {
      if (stopping.signal.aborted) return;
      if (running) {
        again = true;
        return;
      }
      running = run()
        .catch((err: unknown) => {
          if (!(err instanceof VideoToolError && err.reason === 'stopped')) log.error({ err }, 'video processing failed');
        })
        .finally(() => {
          running = null;
        });
    },
    start(intervalMs) {
      processing.nudge();
      timer = setInterval(() => processing.nudge(), intervalMs);
      timer.unref();
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await processing.idle();
    },
  };
  return processing;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Processes uploaded videos in the background (made once in app.ts). */
    videoProcessing: VideoProcessing;
  }
}
