/**
 * Where a request comes from, by country: the client address looked up in the
 * GeoLite2 country database that ships with the `geoip-country` package (loaded into
 * memory once, looked up synchronously). Used for performers' country blocking.
 *
 * The address is `request.ip`: Fastify takes it from X-Forwarded-For only when the
 * immediate peer is a proxy trusted by TRUST_PROXY, so a client cannot choose its
 * country by sending the header itself.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { lookup } from 'geoip-country';
import { verifiedClientAddress } from '@/shared/client-address';

/** Addresses that belong to no country: private, loopback, link-local, shared and documentation ranges. */
const LOCAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  LOCAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  LOCAL.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) as `1.2.3.4`. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** ISO 3166-1 alpha-2 code of an address, or null for local and unknown addresses. */
export function countryOfAddress(address: string | undefined): string | null {
  if (!address) return null;
  const ip = plainAddress(address.trim());
  const family = isIP(ip);
  if (family === 0) return null;
  if (LOCAL.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return null;
  return lookup(ip)?.country ?? null;
}

/**
 * ISO 3166-1 alpha-2 code of the client's country, or null when it cannot be told.
 * Calls made by our own web server while rendering a page carry the visitor's
 * address in a signed header (src/shared/client-address.ts).
 */
export function countryOfRequest(request: FastifyRequest): string | null {
  return countryOfAddress(verifiedClientAddress(request.headers) ?? request.ip);
}
