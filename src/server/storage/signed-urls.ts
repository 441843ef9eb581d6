/**
 * Signed addresses of private files (a bought video): `/files/<key>?expires=…&signature=…`,
 * valid until `expires` (seconds since 1970), signed with a key derived from the
 * token secret, so every instance of a deployment checks what another signed. Anyone
 * holding the address may read the file until then, so addresses are made for one
 * viewer at a time and live only `FILE_URL_TTL_SECONDS`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_FILES_PATH = '/files/';

export interface FileUrlSigner {
  /** The address of `key`, valid for `ttlSeconds` from now. */
  url(key: string, ttlSeconds: number): string;
  /** Whether an address's `expires` and `signature` are this signer's for `key` and not past. */
  verify(key: string, expires: string, signature: string): 'valid' | 'expired' | 'invalid';
}

export function fileUrlSigner(tokenSecret: string, now: () => number = Date.now): FileUrlSigner {
  const secret = createHmac('sha256', tokenSecret).update('signed file addresses').digest();
  const signatureOf = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    url(key, ttlSeconds) {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return `${SIGNED_FILES_PATH}${key}?expires=${expires}&signature=${signatureOf(key, expires)}`;
    },
    verify(key, expires, signature) {
      const at = Number(expires);
      if (!/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(signatureOf(key, at));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return at * 1000 < now() ? 'expired' : 'valid';
    },
  };
}
