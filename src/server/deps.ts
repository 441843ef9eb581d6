/**
 * What the modules need from the outside world, made once per process (or per test)
 * by `createDeps` and handed to `buildApp`. Tests and benchmarks make theirs the same
 * way, from a config of their own: a fresh database, mail and files in a temporary folder.
 */
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { localFileStore, type FileStore } from './storage/files';
import { s3FileStore } from './storage/s3';
import { fileUrlSigner, type FileUrlSigner } from './storage/signed-urls';
import { fallbackCounters, memoryCounters, type Counters, type FallbackCounters } from './kv';
import { silentRealtime, type Realtime } from './realtime/realtime';
import { publicViews, type PublicViews } from './public-views';

export interface Deps {
  config: Config;
  database: Database;
  mailer: Mailer;
  files: FileStore;
  /** Signs and checks the short-lived addresses of private files (storage/signed-urls.ts). */
  fileUrls: FileUrlSigner;
  /** Rate limits and login throttling: in Redis (on a connection of their own, falling back to memory) when it is configured. */
  counters: Counters;
  /**
   * Set when REDIS_URL is configured: the counters and socket.io's adapter make
   * connections of their own from it (`duplicate`), so it need not connect itself.
   */
  redis?: Redis;
  /** Emits socket events; a no-op sink until the socket server is attached. */
  realtime: Realtime;
  /** Told when what every visitor sees changes; the caches of anonymous views listen. */
  publicViews: PublicViews;
  /** The clock of time-based rules (per-minute show billing); the system clock when unset. Tests set their own. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/**
 * The deps of a process on `database` (opened and migrated by the caller), made from
 * `config`: mail through SMTP_URL or into `$DATA_DIR/mail`, files in S3_BUCKET or `$DATA_DIR`, and
 * with REDIS_URL the counters in Redis (in memory while it does not answer) and
 * socket.io's adapter. `sharedCounters` is set with Redis: the caller says where the
 * counters report an outage (`logTo`) and how long to wait for Redis (`connected`).
 */
export function createDeps(config: Config, database: Database): { deps: Deps; sharedCounters?: FallbackCounters } {
  // Where Redis is, not a connection: the counters and socket.io's adapter make their own from it, each
  // with the options its work needs (neither may wait for a Redis that is away).
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true }) : undefined;
  // Rate limits and login throttling: in Redis while it answers, else in this process.
  const sharedCounters = redis ? fallbackCounters(redis, `${config.redisPrefix}counter:`) : undefined;
  const deps: Deps = {
    config,
    database,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    files: config.s3 ? s3FileStore(config.s3, config.dataDir) : localFileStore(config.dataDir),
    fileUrls: fileUrlSigner(config.tokenSecret),
    counters: sharedCounters ?? memoryCounters(),
    redis,
    realtime: silentRealtime(),
    publicViews: publicViews(),
  };
  return { deps, sharedCounters };
}
