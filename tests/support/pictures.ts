/**
 * Real pictures for tests, made by sharp (which the product uses for photos too): the
 * left half red, the right half blue, so that a crop or a turn shows.
 */
import sharp, { type Sharp } from 'sharp';

/** A picture of `width`×`height`, to be written in any format. */
export const picture = (width: number, height: number): Sharp =>
  sharp({ create: { width, height, channels: 3, background: '#c03020' } }).composite([
    {
      input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: '#2040c0' } },
      left: Math.floor(width / 2),
      top: 0,
    },
  ]);

const made = new Map<string, Buffer>();

/** A small photo (64×48), a few hundred bytes, made once per process. */
export async function testPhoto(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const known = made.get(format);
  if (known) return known;
  const photo = await picture(64, 48).toFormat(format).toBuffer();
  made.set(format, photo);
  return photo;
}
