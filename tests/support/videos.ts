/**
 * Small real videos for tests, made once per process by ffmpeg (Debian package
 * `ffmpeg`, which the product needs for videos too): a test pattern of `seconds`.
 */
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';

const made = new Map<string, Buffer>();

/** An MP4 (H.264) of `seconds` at 64×48 pixels, a few kilobytes. */
export function testVideo(seconds = 2, format: 'mp4' | 'webm' = 'mp4'): Buffer {
  const name = `${seconds}.${format}`;
  const known = made.get(name);
  if (known) return known;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'test-video-'));
  try {
    const file = path.join(dir, name);
    const codec =
      format === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'] : ['-c:v', 'libvpx', '-b:v', '50k'];
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=64x48:rate=5:duration=${seconds}`, ...codec, file]);
    const video = readFileSync(file);
    made.set(name, video);
    return video;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bytes that open like an MP4 (an `ftyp` box) and are no video at all. */
export const FAKE_MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 0x41)]);
