/**
 * The ways a payout is paid, the states of a payout request and what a payout is worth, in a
 * file of their own: only the earners' pages and the server read them.
 */

export const PAYOUT_METHODS = ['bank_transfer', 'direct_deposit', 'paxum', 'bitpay'] as const;

/** The path segment of each method in POST /performers/{segment}/update and /studio/{segment}/update. */
export const METHOD_PATHS: Record<(typeof PAYOUT_METHODS)[number], string> = {
  bank_transfer: 'bank-transfer',
  direct_deposit: 'direct-deposit',
  paxum: 'paxum',
  bitpay: 'bitpay',
};

/** The fields of one method, in form order. */
export const METHOD_FIELDS: Record<(typeof PAYOUT_METHODS)[number], string[]> = {
  bank_transfer: ['accountHolder', 'accountNumber', 'bankName', 'swift', 'country', 'bankAddress'],
  direct_deposit: ['accountHolder', 'accountNumber', 'routingNumber', 'bankName'],
  paxum: ['email', 'name'],
  bitpay: ['walletAddress', 'currency'],
};

export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'done'] as const;

/** A token's value in a currency (0.05) as ten-thousandths of that currency (500n): what the payout sums are made with. */
export const tokenValueE4 = (tokenValue: number): bigint => BigInt(Math.round(tokenValue * 10_000));

/**
 * Hundredths of a token at a rate of `tokenValueE4`, in cents of the currency, half a cent
 * rounded up: the server records a payout's worth with it, and the request form shows it.
 */
export const payoutValueMinor = (amountMinor: bigint, tokenValueE4: bigint): bigint => (amountMinor * tokenValueE4 + 5_000n) / 10_000n;
