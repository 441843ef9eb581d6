/**
 * Ceilings (kB, gzip) of the first-load JavaScript of the pages that are not within their
 * budget yet (FIRST_LOAD_BUDGET): what each weighed when last measured, plus 2 %. The
 * browser tests fail when a page grows past its ceiling (tests/e2e/first-load.spec.ts), so
 * that what was won is kept. Lower a ceiling when a page gets lighter (`npm run bench --
 * bundle` prints the figures); remove it once the page meets its budget.
 */
export const FIRST_LOAD_CEILINGS_KB: Record<string, number> = {
  '/admin': 477,
  '/admin/accounts': 448,
  '/admin/accounts/[id]': 492,
  '/admin/audit-log': 482,
  '/admin/categories': 451,
  '/admin/commission': 454,
  '/admin/menus': 453,
  '/admin/packages': 455,
  '/admin/payouts': 459,
  '/admin/posts': 451,
  '/admin/promos': 529,
  '/admin/settings': 379,
  '/admin/verifications': 482,
  '/admin/vouchers': 512,
  '/live/lovense/[username]': 402,
  '/performer/account-settings': 510,
  '/performer/earnings': 486,
  '/performer/galleries': 468,
  '/performer/payment-information': 387,
  '/performer/payout-requests': 510,
  '/performer/videos': 467,
  '/shows/[id]': 392,
  '/studio/account-settings': 427,
  '/studio/commission': 418,
  '/studio/earnings': 482,
  '/studio/payment-information': 387,
  '/studio/payout-requests': 512,
  '/user/account-settings': 427,
  '/user/purchases': 417,
  '/user/token-history': 433,
  '/user/vouchers': 360,
};
