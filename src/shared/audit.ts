/** The administrators' actions the audit log records (schemas/audit.ts), in a file of their own: only the server and the administration's pages read them. */

/**
 * What an administrator did. `<target>.<verb>`; the target kinds are AUDIT_TARGETS.
 * A new administrator action adds its name here (the filter and the admin page list them).
 */
export const AUDIT_ACTIONS = [
  'account.approve',
  'account.reject',
  'account.suspend',
  'account.reactivate',
  'account.update',
  'account.balance',
  'account.password-reset',
  'setting.update',
  'commission.update',
  'category.create',
  'category.update',
  'category.delete',
  'menu.create',
  'menu.update',
  'menu.delete',
  'post.create',
  'post.update',
  'post.delete',
  'promo.create',
  'promo.update',
  'promo.delete',
  'package.create',
  'package.update',
  'package.delete',
  'voucher.create',
  'voucher.update',
  'voucher.delete',
  'payout.approve',
  'payout.reject',
  'payout.done',
  'refund.accept',
  'refund.reject',
  'content.take-down',
  'content.restore',
] as const;

/** What an action is about: an account, a setting group, a catalogue item, a payout request... */
export const AUDIT_TARGETS = [
  'account',
  'setting',
  'commission',
  'category',
  'menu',
  'post',
  'promo',
  'package',
  'voucher',
  'payout',
  'refund',
  'content',
] as const;
