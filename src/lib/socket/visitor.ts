/**
 * This browser's visitor id: a random id kept in localStorage and sent with every
 * socket's handshake, so that the tabs of one anonymous visitor count as one viewer of a
 * stream. It names the browser only; it is no login and proves nothing.
 */
const KEY = 'visitorId';

export function browserVisitorId(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const known = window.localStorage.getItem(KEY);
    if (known) return known;
    const fresh = window.crypto.randomUUID();
    window.localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode, a policy): this tab counts on its own.
    return undefined;
  }
}
