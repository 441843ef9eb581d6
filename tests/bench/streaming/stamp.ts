/**
 * What a benchmark chat message carries in its text: a sequence number and the time
 * it was sent, so that every viewer can tell which message reached it and how late.
 * Times come from the monotonic clock (`process.hrtime`), which on Linux is one clock
 * for every process of the machine: a send time taken in the server's process and a
 * receive time taken in the viewers' process can be subtracted.
 */

/** Milliseconds of the machine's monotonic clock, to the microsecond. */
export const clockMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;

/** The length of every benchmark message text: a typical chat line. */
export const TEXT_LENGTH = 64;

/** `#<seq> <sent at>` padded with dots, so every message has the same size. */
export function stampedText(seq: number): string {
  return `#${seq} ${clockMs().toFixed(3)} `.padEnd(TEXT_LENGTH, '.');
}

const STAMP = /^#(\d+) (\d+\.\d+) /;

export function readStamp(text: string): { seq: number; sentAt: number } | null {
  const match = STAMP.exec(text);
  return match ? { seq: Number(match[1]), sentAt: Number(match[2]) } : null;
}
