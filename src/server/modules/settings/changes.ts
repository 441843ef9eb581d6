/**
 * Tells every instance that the settings changed, so each drops its settings cache at
 * once instead of serving old values until the cache runs out. With REDIS_URL the word
 * goes over Redis pub/sub on `<prefix>settings:changed`; alone, the instance only tells
 * itself.
 *
 * Redis being away must not hold up a save: the publishing connection fails at once
 * instead of queueing, and a lost word costs at most the cache's lifetime (CACHE_MS in
 * service.ts) of old values on the other instances.
 */
import type { Redis } from 'ioredis';

export interface SettingsChanges {
  /** Says to every instance, this one included, that the settings changed. */
  announce(): Promise<void>;
  /** Resolves true once this instance hears the other instances' words (at once without Redis), false after `timeoutMs`. */
  listening(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Log {
  warn(object: object, message: string): void;
}

const retryStrategy = (times: number) => Math.min(times * 100, 1000);

export function settingsChanges(redis: Redis | undefined, prefix: string, onChange: () => void, log: Log): SettingsChanges {
  if (!redis) {
    return { announce: async () => onChange(), listening: async () => true, close: async () => {} };
  }
  const channel = `${prefix}settings:changed`;
  const publisher = redis.duplicate({
    lazyConnect: false,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 5000,
    retryStrategy,
  });
  // Subscribes again after each reconnection (ioredis' autoResubscribe).
  const subscriber = redis.duplicate({ lazyConnect: false, maxRetriesPerRequest: null, connectTimeout: 5000, retryStrategy });
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  subscriber.on('message', (from) => {
    if (from === channel) onChange();
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => true,
    () => false,
  );

  return {
    async announce() {
      onChange();
      try {
        await publisher.publish(channel, String(Date.now()));
      } catch (err) {
        log.warn({ err }, 'settings changed, but Redis did not pass it on: other instances see the change when their cache runs out');
      }
    },
    listening(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      return Promise.race([subscribed, late]).finally(() => clearTimeout(timer));
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
