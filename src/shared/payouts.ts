/** The ways a payout is paid and the states of a payout request, in a file of their own: only the earners' pages and the server read them. */

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
