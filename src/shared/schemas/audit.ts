/**
 * The administrators' audit log (GET /admin/audit-log): one row for every change an
 * administrator makes, written in the change's own transaction. Rows are never changed
 * or deleted.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AccountRef, DateTimeField, LimitField, ListOf, OffsetField } from './common';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../audit';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
  admin: AccountRef,
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
