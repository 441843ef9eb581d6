/**
 * Display clocks of the show page: "now" on the server's clock (from the show's
 * `serverTime` and when it arrived), ticking every second. Only for showing elapsed
 * time and countdowns: the server alone decides when a minute is charged.
 */
import { useEffect, useState } from 'react';
import type { ShowSnapshot } from '../slice';

/**
 * `Date.now()`, updated every `intervalMs` while `running`; null until mounted, so the
 * server-rendered page and the browser's first render agree.
 */
export function useTicker(running: boolean, intervalMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = running ? setInterval(tick, intervalMs) : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, intervalMs]);
  return now;
}

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
