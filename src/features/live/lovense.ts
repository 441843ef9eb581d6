/**
 * The Lovense Cam Extension SDK (Lovense developer documentation, "Cam Extension for
 * Chrome"): its script declares `window.CamExtension`; the live page makes one
 * instance with the site's Website Name and the performer's name, waits for its
 * `ready` event and then hands it every tip with `receiveTip(amount, tipperName)`.
 * The toy reacts by the performer's own settings in the extension. No developer
 * token is involved: that belongs to Lovense's other products (Cam Kit, Basic API).
 */

/** The part of a CamExtension instance we use. */
export interface CamExtension {
  /** `ready` fires once the browser extension answered; the callback gets the instance to talk to. */
  on(event: 'ready', callback: (instance: CamExtension) => void): void;
  /** A tip of `amount` tokens from `tipperName` (their screen name). */
  receiveTip(amount: number, tipperName: string): void;
}

export type CamExtensionConstructor = new (websiteName: string, modelName: string) => CamExtension;

declare global {
  interface Window {
    CamExtension?: CamExtensionConstructor;
  }
}

const loads = new Map<string, Promise<void>>();

/**
 * Adds the script `src` to the page once per document and resolves when it ran. A
 * failed load (offline, blocked, refused by the policy) rejects and may be retried on
 * the next call.
 */
export function loadScript(src: string): Promise<void> {
  const pending = loads.get(src);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loads.delete(src);
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}

interface Connection {
  key: string;
  ready: CamExtension | null;
  waiting: Set<(instance: CamExtension) => void>;
}

let connection: Connection | null = null;

/**
 * Calls `onReady` with the extension once it is ready (at once when it already is).
 * One instance per document and performer: the SDK has no way to end one, so a live
 * page opened again reuses it instead of announcing the performer twice. Returns a
 * function that stops waiting, or null when the script declared no `CamExtension`.
 */
export function connectCamExtension(
  websiteName: string,
  modelName: string,
  onReady: (instance: CamExtension) => void,
): (() => void) | null {
  const Constructor = window.CamExtension;
  if (typeof Constructor !== 'function') return null;
  const key = JSON.stringify([websiteName, modelName]);
  if (connection?.key !== key) {
    const created: Connection = { key, ready: null, waiting: new Set() };
    const instance = new Constructor(websiteName, modelName);
    instance.on('ready', (ready) => {
      created.ready = ready ?? instance;
      created.waiting.forEach((callback) => callback(created.ready!));
      created.waiting.clear();
    });
    connection = created;
  }
  const current = connection;
  if (current.ready) {
    onReady(current.ready);
    return () => undefined;
  }
  current.waiting.add(onReady);
  return () => current.waiting.delete(onReady);
}

/** Forgets the instance (tests start each case with a fresh document state). */
export function resetCamExtensionForTests() {
  connection = null;
  loads.clear();
}
