/**
 * The administrators' audit log (GET /admin/audit-log): one row for every change an
 * administrator makes, written in the change's own transaction. Rows are never changed
 * or deleted.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeField, LimitField, ListOf, OffsetField } from './common';

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action is about: an account, a setting group, a catalogue item, a payout request... */
export const AUDIT_TARGETS = ['account', 'setting', 'commission', 'category', 'menu', 'post', 'promo', 'package', 'voucher', 'payout'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

const ActionField = Type.Union(AUDIT_ACTIONS.map((action) => Type.Literal(action)));
const TargetField = Type.Union(AUDIT_TARGETS.map((target) => Type.Literal(target)));

export const AuditLogQuery = Type.Object({
  limit: LimitField(50, 200),
  offset: OffsetField,
  /** The administrator who acted. */
  adminId: Type.Optional(Type.String({ format: 'uuid' })),
  action: Type.Optional(ActionField),
  targetType: Type.Optional(TargetField),
  /** The account or item acted on. */
  targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  fromDate: Type.Optional(DateTimeField),
  toDate: Type.Optional(DateTimeField),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogEntry = Type.Object({
  _id: Type.String(),
  admin: Type.Object({ _id: Type.String(), name: Type.String(), username: Type.Union([Type.String(), Type.Null()]) }),
  action: ActionField,
  targetType: TargetField,
  targetId: Type.Union([Type.String(), Type.Null()]),
  /** The changed fields as they were and as they became (null where there was nothing before or after). */
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** The administrator's address. */
  address: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const AuditLogList = ListOf(AuditLogEntry);
export type AuditLogList = Static<typeof AuditLogList>;
