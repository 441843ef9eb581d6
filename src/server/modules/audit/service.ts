/**
 * The audit log: every change an administrator makes writes one row with `recordAudit`,
 * inside the transaction of the change, so the change and its row land together or not
 * at all. Rows are never changed or deleted (the database refuses it).
 */
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import type { Tx } from '../../db/client';
import { accounts, auditLog } from '../../db/schema';
import type { AuditAction, AuditLogEntry, AuditLogList, AuditLogQuery, AuditTarget } from '@/shared/schemas/audit';

/** The administrator acting, and from which address. */
export interface AuditActor {
  adminId: string;
  address: string;
}

/** The acting administrator of an admin route's request. */
export const auditActor = (request: FastifyRequest): AuditActor => ({ adminId: request.account!.id, address: request.ip });

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTarget;
  /** The account's or item's id; null for what has none (a settings group is its name). */
  targetId: string | null;
  /** The changed fields as they were (null when the item is new). */
  before?: unknown;
  /** The changed fields as they became (null when the item is gone). */
  after?: unknown;
  reason?: string | null;
}

/** Writes the row of one administrator action, in the action's transaction. */
export async function recordAudit(tx: Tx, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: actor.adminId,
    address: actor.address,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
  });
}

/**
 * The fields of `after` whose value differs from `before`, as two objects of those fields
 * only: what an update row shows.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined || JSON.stringify(after[key]) === JSON.stringify(before[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}

/** What administrators create, change and delete as items: the targets of the actions `<target>.create`, `.update` and `.delete`. */
export type ItemTarget = { [T in AuditTarget]: `${T}.${'create' | 'update' | 'delete'}` extends AuditAction ? T : never }[AuditTarget];

/**
 * The audit rows of one kind of item: `fields` picks what its rows show. A new item's row
 * has all those fields after, a deleted one's all before, and a change's only those that
 * differ (`changedFields`). Each writes in the caller's transaction, as `recordAudit`.
 */
export function itemAudit<Row extends { id: string }>(target: ItemTarget, fields: (row: Row) => Record<string, unknown>) {
  return {
    created: (tx: Tx, actor: AuditActor, row: Row) =>
      recordAudit(tx, actor, { action: `${target}.create`, targetType: target, targetId: row.id, before: null, after: fields(row) }),
    updated: (tx: Tx, actor: AuditActor, before: Row, after: Row) =>
      recordAudit(tx, actor, {
        action: `${target}.update`,
        targetType: target,
        targetId: after.id,
        ...changedFields(fields(before), fields(after)),
      }),
    deleted: (tx: Tx, actor: AuditActor, row: Row) =>
      recordAudit(tx, actor, { action: `${target}.delete`, targetType: target, targetId: row.id, before: fields(row), after: null }),
  };
}

export function createAuditService(deps: Deps) {
  const { db } = deps.database;

  return {
    async list(query: AuditLogQuery): Promise<AuditLogList> {
      const conditions: SQL[] = [];
      if (query.adminId) conditions.push(eq(auditLog.adminId, query.adminId));
      if (query.action) conditions.push(eq(auditLog.action, query.action));
      if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
      if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
      if (query.fromDate) conditions.push(gte(auditLog.createdAt, new Date(query.fromDate)));
      if (query.toDate) conditions.push(lte(auditLog.createdAt, new Date(query.toDate)));
      const where = and(...conditions);
      const { rows, total } = await readPage(
        db
          .select({ row: auditLog, name: accounts.name, username: accounts.username })
          .from(auditLog)
          .innerJoin(accounts, eq(accounts.id, auditLog.adminId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
        db.select({ total: count() }).from(auditLog).where(where),
        query,
        50,
      );
      return {
        data: rows.map(({ row, name, username }): AuditLogEntry => ({
          _id: row.id,
          admin: { _id: row.adminId, name, username },
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          before: row.before,
          after: row.after,
          reason: row.reason,
          address: row.address,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}
