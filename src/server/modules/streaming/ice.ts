/**
 * ICE servers for browsers (docs/architecture.md#media): the configured STUN and TURN
 * addresses, TURN ones with short-lived credentials in the TURN REST form coturn
 * checks with `use-auth-secret`: the username is `<expiry unix seconds>:<who>`, the
 * password base64(HMAC-SHA1(secret, username)). A leaked credential stops working at
 * its expiry; the secret never leaves the server.
 */
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { IceServersResult } from '@/shared/schemas/streaming';

export function turnCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/** ICE servers for `who` (an account id, or a label for anonymous viewers), valid from `now`. */
export function iceServersFor(
  config: Pick<Config, 'iceServers' | 'turnSecret' | 'turnCredentialTtlSeconds'>,
  who: string,
  now = new Date(),
): IceServersResult {
  const expiry = Math.floor(now.getTime() / 1000) + config.turnCredentialTtlSeconds;
  const stun = config.iceServers.filter((url) => url.startsWith('stun'));
  const turn = config.iceServers.filter((url) => url.startsWith('turn'));
  const iceServers: IceServersResult['iceServers'] = [];
  if (stun.length) iceServers.push({ urls: stun });
  // TURN without a secret cannot be used: such addresses are left out rather than handed out without credentials.
  if (turn.length && config.turnSecret) {
    const username = `${expiry}:${who}`;
    iceServers.push({ urls: turn, username, credential: turnCredential(config.turnSecret, username) });
  }
  return { iceServers, expiresAt: new Date(expiry * 1000).toISOString() };
}
