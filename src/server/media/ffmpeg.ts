/**
 * ffprobe and ffmpeg (Debian package `ffmpeg`) as child processes with a time limit:
 * what a video file really is, how long it lasts and whether browsers play it as it is,
 * a picture taken from it, and a version browsers play (H.264 and AAC in MP4).
 * A tool that is missing, fails, runs out of time or is stopped gives `VideoToolError`.
 */
import os from 'node:os';
import { execFile } from 'node:child_process';

export class VideoToolError extends Error {
  constructor(
    message: string,
    /** Why, when it was not the file: the tool is not installed, or this server stopped it. */
    readonly reason: 'missing' | 'stopped' | null = null,
    /** It ran out of its time. */
    readonly timedOut = false,
  ) {
    super(message);
  }

  get missing() {
    return this.reason === 'missing';
  }
}

export interface VideoTools {
  ffmpegPath: string;
  ffprobePath: string;
  /** The longest either may run on one file. */
  timeoutMs: number;
}

function run(command: string, args: string[], timeoutMs: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const options = { timeout: timeoutMs, killSignal: 'SIGKILL' as const, maxBuffer: 4 * 1024 * 1024, signal };
    execFile(command, args, options, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new VideoToolError(`${command} is not installed (Debian package ffmpeg)`, 'missing'));
      } else if (error && signal?.aborted) {
        reject(new VideoToolError(`${command} was stopped`, 'stopped'));
      } else if (error) {
        const why = error.killed ? `ran out of its ${timeoutMs} ms` : stderr.trim().split('\n').pop() || error.message;
        reject(new VideoToolError(`${command} failed: ${why}`, null, error.killed));
      } else resolve(stdout);
    });
  });
}

export interface VideoFacts {
  durationSeconds: number;
  width: number;
  height: number;
  /**
   * Whether every browser plays the file as it is: H.264 in 4:2:0 in an MP4 (QuickTime)
   * file, with AAC or MP3 sound or none. Anything else gets a version made for them.
   */
  playable: boolean;
}

const PLAYABLE_AUDIO = new Set(['aac', 'mp3']);
const PLAYABLE_PIXELS = new Set(['yuv420p', 'yuvj420p']);

/** The facts of the video in `file`, or null when it holds no video stream (whatever its first bytes said). */
export async function probeVideo(tools: VideoTools, file: string): Promise<VideoFacts | null> {
  let output: string;
  try {
    output = await run(tools.ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], tools.timeoutMs);
  } catch (error) {
    // ffprobe refuses what it cannot read as media: not a video. A missing ffprobe is not the file's fault.
    if (error instanceof VideoToolError && error.missing) throw error;
    return null;
  }
  const facts = JSON.parse(output) as {
    format?: { duration?: string; format_name?: string };
    streams?: Array<{
      codec_type?: string;
      codec_name?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      duration?: string;
      disposition?: { attached_pic?: number };
    }>;
  };
  const video = facts.streams?.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const duration = Number(facts.format?.duration ?? video?.duration);
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) return null;
  const audio = facts.streams?.filter((stream) => stream.codec_type === 'audio') ?? [];
  const playable =
    Boolean(facts.format?.format_name?.split(',').includes('mp4')) &&
    video.codec_name === 'h264' &&
    PLAYABLE_PIXELS.has(video.pix_fmt ?? '') &&
    audio.every((stream) => PLAYABLE_AUDIO.has(stream.codec_name ?? ''));
  return { durationSeconds: Math.max(1, Math.round(duration)), width: video.width, height: video.height, playable };
}

/** Writes a JPEG picture of the video in `file` at `atSeconds` to `output`, at most 640 pixels wide. */
export async function videoPicture(tools: VideoTools, file: string, atSeconds: number, output: string): Promise<void> {
  await run(
    tools.ffmpegPath,
    ['-v', 'error', '-y', '-ss', String(atSeconds), '-i', file, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '4', output],
    tools.timeoutMs,
  );
}

/**
 * Writes to `output` a version of the video in `file` that every browser plays: H.264
 * (4:2:0, at most 1920 pixels wide) and AAC in an MP4 whose index comes first, so that
 * playing starts before the whole file is read. Uses half of this machine's cores, so
 * that the server keeps answering meanwhile. `timeoutMs`: its own limit (a long video
 * takes long); `signal` stops it.
 */
export async function playableVideo(
  tools: VideoTools,
  file: string,
  output: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const threads = String(Math.max(1, Math.floor(os.cpus().length / 2)));
  await run(
    tools.ffmpegPath,
    [
      ['-v', 'error', '-y', '-i', file, '-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn'],
      ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-vf', "scale='trunc(min(1920,iw)/2)*2':-2"],
      ['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-threads', threads, '-f', 'mp4', output],
    ].flat(),
    timeoutMs,
    signal,
  );
}
