/**
 * The signal that something every visitor may see has changed: a write through the
 * API succeeded (a setting, a profile, a promotion) or a broadcast went to everyone (a
 * performer going live, private or away). The short caches of what anonymous visitors
 * get (rendered pages, performer listings) listen and forget what they hold. It is
 * per process: another instance's caches catch up when their entries expire.
 *
 * The frequent writes that change nothing those caches hold (a login, a tip, a message,
 * a chat line, a stream's token, a profile view, a payment) say so in their route's
 * config (`PRIVATE_WRITE`), so that a busy site's chat does not empty them many times a
 * second; what they change reaches visitors live through the sockets, or is at most
 * `PAGE_CACHE_MS` old.
 */
export interface PublicViews {
  changed(): void;
  onChange(listener: () => void): void;
}

export function publicViews(): PublicViews {
  const listeners: (() => void)[] = [];
  return {
    changed() {
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a successful write of this route changes nothing an anonymous visitor's cached page or listing shows. */
    publicViews?: false;
  }
}

/** The route config of a write that changes nothing anonymous visitors see. */
export const PRIVATE_WRITE = { publicViews: false } as const;
