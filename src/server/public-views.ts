/**
 * The signal that something every visitor may see has changed: a write through the
 * API succeeded (a setting, a profile, a promotion) or a broadcast went to everyone (a
 * performer going live, private or away). The short caches of what anonymous visitors
 * get (rendered pages, performer listings) listen and forget what they hold. It is
 * per process: another instance's caches catch up when their entries expire.
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
