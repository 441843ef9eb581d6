/** The show page's display clock: `Date.now()`, ticking every second while a show runs. */
import { useEffect, useState } from 'react';

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
