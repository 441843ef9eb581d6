/**
 * Texts the product shows verbatim (docs/domain.md#texts-kept-verbatim). They are requirements,
 * typos included, so they live in one place and tests import them from here.
 */
export const MSG = {
  required: 'This field is required!',
  email: 'Not a validate email!',
  number: 'Not a validate number!',
  between: 'Must be between min and max',
  alphanumeric: 'Dont allow special chars or space',
  badRequest: 'Bad request!',
  tooLarge: 'Request Entity Too Large',
  forbidden: 'Forbidden in the action!',
  loggedOut: 'Log out!',
  somethingWrong: 'Something went wrong!',
  errorOccured: 'Error occured, please try again later',
  messageDeleted: 'Message deleted',
  invalidLink: 'This link is invalid or has expired. Please ask for a new one.',
  voucherUsedUp: 'This voucher has no redemptions left',
  voucherAlreadyUsed: 'You have already used this voucher',
  voucherDisabled: 'This voucher is no longer valid',
  voucherExpired: 'This voucher has expired',
  uploadExtension: (list: string) => `You can only upload ${list} file!`,
  uploadSize: (mb: number) => `Image must smaller than ${mb}MB!`,
} as const;
