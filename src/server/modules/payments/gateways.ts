/**
 * Payment gateways: how an order leaves for the gateway and how the gateway's
 * callback proves itself. Nothing here touches the database.
 *
 * - Verotel FlexPay (docs/domain.md#buying-tokens): the start-order URL and the
 *   postback carry `signature` = lower-case hex SHA-256 of the shop's signature key
 *   followed by the other parameters as `key=value`, sorted by key, joined with `:`.
 *   A postback without `event` reports a sale; later postbacks about the same sale
 *   (same `referenceID` and `saleID`) name what happened in `event`: `chargeback`
 *   (the buyer's bank took the money back) or `credit` (a refund through Verotel),
 *   with the amount reversed in `priceAmount`/`priceCurrency`.
 * - Sandbox: the product's own test-mode gateway. Its checkout link and its
 *   callbacks are signed with an HMAC key derived from the server's secret, so a
 *   browser can neither forge an approval nor reuse a link for another order.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type Params = Record<string, string>;

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** `key=value` pairs of every parameter but `signature`, sorted by key. */
const signedPairs = (params: Params) =>
  Object.keys(params)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${params[key]}`);

export function verotelSignature(signatureKey: string, params: Params): string {
  return createHash('sha256')
    .update([signatureKey, ...signedPairs(params)].join(':'))
    .digest('hex');
}

export function verotelStartUrl(
  startUrl: string,
  shopId: string,
  signatureKey: string,
  order: { id: string; price: string; currency: string; description: string; successUrl: string; declineUrl: string },
): string {
  const params: Params = {
    version: '4',
    shopID: shopId,
    type: 'purchase',
    priceAmount: order.price,
    priceCurrency: order.currency,
    description: order.description,
    referenceID: order.id,
    successURL: order.successUrl,
    declineURL: order.declineUrl,
  };
  const url = new URL(startUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('signature', verotelSignature(signatureKey, params));
  return url.toString();
}

/** Whether a postback carries Verotel's signature over its own parameters (SHA-256 only). */
export function verotelPostbackIsGenuine(signatureKey: string, params: Params): boolean {
  const given = (params.signature ?? '').toLowerCase();
  return given.length > 0 && sameText(given, verotelSignature(signatureKey, params));
}

/** What a Verotel postback reports: the sale itself, its reversal, or something this shop does not act on. */
export type VerotelEvent = 'sale' | 'chargeback' | 'credit' | 'other';

export function verotelEvent(params: Params): VerotelEvent {
  if ((params.type ?? 'purchase') !== 'purchase') return 'other';
  if (params.event === undefined) return 'sale';
  return params.event === 'chargeback' || params.event === 'credit' ? params.event : 'other';
}

/** Cents of an amount as gateways write it (`9.99`), or null when it is not one. */
export function centsOf(text: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** The sandbox's own key, derived from the server's secret. */
export const sandboxKey = (serverSecret: string) => createHmac('sha256', serverSecret).update('sandbox-gateway').digest();

export function sandboxSignature(key: Buffer, params: Params): string {
  return createHmac('sha256', key).update(signedPairs(params).join('&')).digest('hex');
}

export function sandboxIsGenuine(key: Buffer, params: Params): boolean {
  return sameText(params.signature ?? '', sandboxSignature(key, params));
}

/** Price in cents as the gateways write it: `9.99`. */
export const priceText = (cents: number) => (cents / 100).toFixed(2);
