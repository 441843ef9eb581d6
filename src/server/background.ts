/**
 * Work a request starts but does not wait for: what must neither delay nor shape its
 * answer. The mail of a password-reset or confirmation link is such work: made while the
 * request waited, its time (a database write, a mail server) would tell a stranger which
 * addresses have an account, and a mail server that fails would turn their answer into
 * an error. A failure is logged, never thrown. `idle()` waits for the work under way: the
 * app's close does, so a stop does not cut a mail short.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundWork {
  /** Starts `task` after the current step of the request; `what` names it in the log when it fails. */
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once no task is under way (tasks started meanwhile included). */
  idle(): Promise<void>;
}

export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const underWay = new Set<Promise<void>>();
  return {
    run(what, task) {
      // Not even the task's first synchronous steps run on the request's way to its answer.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, `${what} failed`),
        )
        .finally(() => underWay.delete(running));
      underWay.add(running);
    },
    async idle() {
      while (underWay.size) await Promise.all(underWay);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work requests start without waiting for it (made once in app.ts). */
    background: BackgroundWork;
  }
}
