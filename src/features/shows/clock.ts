/**
 * Time on the show page: "now" on the server's clock (from the show's `serverTime`
 * and when it arrived); durations are written by `formatDuration` (src/lib/format.ts). Only for showing elapsed
 * time and countdowns: the server alone decides when a minute is charged.
 */
import type { ShowSnapshot } from './slice';

/** The server's now for a snapshot, given the browser's now. */
export const serverNow = (snapshot: ShowSnapshot, browserNow: number) =>
  Date.parse(snapshot.show.serverTime) + (browserNow - snapshot.receivedAt);
