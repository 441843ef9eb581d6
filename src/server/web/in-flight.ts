/**
 * Counts the page renders in flight, so that stopping the server can wait for them: a
 * render calls the API, which fails once the server has closed (its database first of
 * all), so closing under a render in flight would answer that visitor with an error.
 */
export interface InFlight {
  /** Counts one more; call the returned function once when it is done. */
  enter(): () => void;
  readonly count: number;
  /** Resolves true once none is in flight, or false when `timeoutMs` passes first. */
  idle(timeoutMs: number): Promise<boolean>;
}

export function createInFlight(): InFlight {
  let count = 0;
  const waiting = new Set<() => void>();
  return {
    enter() {
      count += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        if (count === 0) for (const wake of [...waiting]) wake();
      };
    },
    get count() {
      return count;
    },
    idle(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const finish = (idle: boolean) => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(idle);
        };
        const wake = () => finish(true);
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiting.add(wake);
      });
    },
  };
}
