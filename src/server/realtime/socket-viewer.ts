/**
 * Who is behind a socket, as the blocking rules see it: the bound account and the
 * country of the client's address, trusting X-Forwarded-For only from the proxies
 * of TRUST_PROXY, as for HTTP requests. The country is read once, when the socket
 * connects, and kept in its data, so a socket on another instance (fetched through
 * the Redis adapter) is judged the same way.
 */
import proxyaddr from '@fastify/proxy-addr';
import type { Config } from '../config';
import { countryOfAddress } from '../geo';
import type { IoSocket, ViewerOf } from './socket-types';

function trustFunction(trust: string | boolean): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (trust === false || trust === '') return () => false;
  return proxyaddr.compile(trust.split(',').map((part) => part.trim()));
}

/** The country of a connecting socket's client address. */
export function socketCountry(config: Pick<Config, 'trustProxy'>): (socket: IoSocket) => string | null {
  const trust = trustFunction(config.trustProxy);
  return (socket) => countryOfAddress(proxyaddr(socket.request, trust));
}

/** The viewer behind a socket, local or on another instance. */
export const viewerOf: ViewerOf = (socket) => ({ accountId: socket.data.account?.id, country: socket.data.country });
