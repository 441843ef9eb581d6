/**
 * Pictures with sharp (which brings its own libvips: nothing to install on the server).
 * From an uploaded photo it makes the version that is shown (turned upright by its EXIF
 * orientation, at most `DISPLAY_SIDE` pixels a side, never enlarged, JPEG without the
 * photo's metadata: no camera, place or time leaves the server) and a square preview
 * cut from the middle of it. What sharp cannot decode is refused, and so is a picture
 * of more than `MAX_INPUT_PIXELS`, before its pixels are decoded (a small file that
 * unpacks to gigabytes). A process decodes `AT_ONCE` photos at a time, the others
 * waiting their turn: browsers send many photos side by side, and a large one being
 * turned upright holds all its pixels in memory.
 */
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import type Sharp from 'sharp';
import type { OutputInfo } from 'sharp';

/** The longest side of the version that is shown. */
export const DISPLAY_SIDE = 1600;
/** The side of the square preview. */
export const PREVIEW_SIDE = 400;
/** The most pixels (width × height) a photo may have: 50 million, more than any camera's. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** How many photos one process makes versions of at the same time. */
export const AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than `AT_ONCE` others run; a finished one hands its turn to the first waiting. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * sharp, loaded with the first photo rather than with the server: it and its libvips take
 * some 27 MB of memory that a server nobody sends photos to does not need.
 */
let loading: Promise<typeof Sharp> | null = null;
const loadSharp = () =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // Uploads are removed once their request ends: libvips must not keep them open (their disk space would stay taken).
    sharp.cache({ files: 0 });
    return sharp;
  }));

/** The versions of a photo, written as JPEG files, and the size of the shown one. */
export interface PhotoVersions {
  /** The version that is shown. */
  display: string;
  /** The square preview. */
  preview: string;
  width: number;
  height: number;
}

/**
 * Makes the versions of the picture in `input` and writes them to `dir` (`display.jpg`,
 * `preview.jpg`); null when it is no picture sharp can decode, or too large a one.
 * Only decoding is judged here: a failure to write the files is thrown.
 */
export async function photoVersions(input: string, dir: string): Promise<PhotoVersions | null> {
  const made = await inTurn(() => versionsOf(input));
  if (!made) return null;
  const files = { display: path.join(dir, 'display.jpg'), preview: path.join(dir, 'preview.jpg') };
  await writeFile(files.display, made.display.data);
  await writeFile(files.preview, made.preview);
  return { ...files, width: made.display.info.width, height: made.display.info.height };
}

/** The two versions as JPEG data, or null when sharp cannot make them. */
async function versionsOf(input: string): Promise<{ display: { data: Buffer; info: OutputInfo }; preview: Buffer } | null> {
  // Outside the try: sharp failing to load is the server's fault (a 5xx), not a picture refused.
  const sharp = await loadSharp();
  try {
    // `failOn: 'error'`: a picture that cannot be decoded, truncated ones included, is refused;
    // one whose decoder only warns (extraneous bytes, an old colour profile) is taken.
    const display = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
      .resize(DISPLAY_SIDE, DISPLAY_SIDE, { fit: 'inside', withoutEnlargement: true })
      // Transparent parts become white, not black, in a JPEG.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // The preview comes from the shown version: upright already, and far smaller to decode.
    const preview = await sharp(display.data).resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'cover' }).jpeg({ quality: 75 }).toBuffer();
    return { display, preview };
  } catch {
    return null;
  }
}
