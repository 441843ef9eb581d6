/**
 * Who is behind a socket, as the blocking rules see it: the bound account and the
 * country of the client's address, trusting X-Forwarded-For only from the proxies
 * of TRUST_PROXY, as for HTTP requests.
 */
import proxyaddr from '@fastify/proxy-addr';
import type { Config } from '../config';
import { countryOfAddress } from '../geo';
import type { Viewer } from '../modules/blocking/service';
import type { IoSocket } from './socket-server';

function trustFunction(trust: string | boolean): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (trust === false || trust === '') return () => false;
  return proxyaddr.compile(trust.split(',').map((part) => part.trim()));
}

export function socketViewer(config: Pick<Config, 'trustProxy'>): (socket: IoSocket) => Viewer {
  const trust = trustFunction(config.trustProxy);
  return (socket) => ({ accountId: socket.data.account?.id, country: countryOfAddress(proxyaddr(socket.request, trust)) });
}
