/**
 * ffprobe and ffmpeg (Debian package `ffmpeg`) as child processes with a time limit:
 * what a video file really is and how long it lasts, and a picture taken from it.
 * A tool that is missing, fails or runs out of time gives `VideoToolError`.
 */
import { execFile } from 'node:child_process';

export class VideoToolError extends Error {
  constructor(
    message: string,
    /** The tool is not installed (nothing about the file). */
    readonly missing = false,
  ) {
    super(message);
  }
}

export interface VideoTools {
  ffmpegPath: string;
  ffprobePath: string;
  /** The longest either may run on one file. */
  timeoutMs: number;
}

function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new VideoToolError(`${command} is not installed (Debian package ffmpeg)`, true));
      } else if (error) {
        const why = error.killed ? `ran out of its ${timeoutMs} ms` : stderr.trim().split('\n').pop() || error.message;
        reject(new VideoToolError(`${command} failed: ${why}`));
      } else resolve(stdout);
    });
  });
}

export interface VideoFacts {
  durationSeconds: number;
  width: number;
  height: number;
}

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
    format?: { duration?: string };
    streams?: Array<{ codec_type?: string; width?: number; height?: number; duration?: string; disposition?: { attached_pic?: number } }>;
  };
  const video = facts.streams?.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const duration = Number(facts.format?.duration ?? video?.duration);
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) return null;
  return { durationSeconds: Math.max(1, Math.round(duration)), width: video.width, height: video.height };
}

/** Writes a JPEG picture of the video in `file` at `atSeconds` to `output`, at most 640 pixels wide. */
export async function videoPicture(tools: VideoTools, file: string, atSeconds: number, output: string): Promise<void> {
  await run(
    tools.ffmpegPath,
    ['-v', 'error', '-y', '-ss', String(atSeconds), '-i', file, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '4', output],
    tools.timeoutMs,
  );
}
