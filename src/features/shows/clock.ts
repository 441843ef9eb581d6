/**
 * Time on the show page: "now" on the server's clock (from the show's `serverTime`
 * and when it arrived) and durations as people read them. Only for showing elapsed
 * time and countdowns: the server alone decides when a minute is charged.
 */
import type { ShowSnapshot } from './slice';

/** The server's now for a snapshot, given the browser's now. */
export const serverNow = (snapshot: ShowSnapshot, browserNow: number) =>
  Date.parse(snapshot.show.serverTime) + (browserNow - snapshot.receivedAt);

/** Seconds as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
