/**
 * What the modules need from the outside world, made once per process (or per test)
 * and handed to `buildApp`. Tests pass their own: a fresh database, a mail outbox in
 * a temporary folder.
 */
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './storage/files';
import type { Counters } from './kv';
import type { Redis } from 'ioredis';
import type { Realtime } from './realtime/realtime';

export interface Deps {
  config: Config;
  database: Database;
  mailer: Mailer;
  files: FileStore;
  /** Rate limits and login throttling: in Redis (on a connection of their own, falling back to memory) when it is configured. */
  counters: Counters;
  /**
   * Set when REDIS_URL is configured: the counters and socket.io's adapter make
   * connections of their own from it (`duplicate`), so it need not connect itself.
   */
  redis?: Redis;
  /** Emits socket events; a no-op sink until the socket server is attached. */
  realtime: Realtime;
  /** The clock of time-based rules (per-minute show billing); the system clock when unset. Tests set their own. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
