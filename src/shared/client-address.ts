/**
 * The visitor's address on API calls made during server rendering. Those calls come
 * from the web server itself, so the API would see the web server's address; the
 * web server passes the visitor's address in a header signed with a secret of the
 * process (INTERNAL_REQUEST_SECRET), and the API believes the header only with a
 * valid signature. Server-side code only (it uses node:crypto).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CLIENT_ADDRESS_HEADER = 'x-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-client-address-signature';

const secret = () => process.env.INTERNAL_REQUEST_SECRET;
const sign = (address: string, key: string) => createHmac('sha256', key).update(address).digest('hex');

/** Headers that carry `address` to the API, or none when no secret is configured. */
export function clientAddressHeaders(address: string | undefined): Record<string, string> {
  const key = secret();
  if (!key || !address) return {};
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_ADDRESS_SIGNATURE_HEADER]: sign(address, key) };
}

/** The signed address of a request's headers, or null when absent or not signed by us. */
export function verifiedClientAddress(headers: Record<string, string | string[] | undefined>): string | null {
  const key = secret();
  const address = headers[CLIENT_ADDRESS_HEADER];
  const signature = headers[CLIENT_ADDRESS_SIGNATURE_HEADER];
  if (!key || typeof address !== 'string' || typeof signature !== 'string') return null;
  const expected = Buffer.from(sign(address, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
}
