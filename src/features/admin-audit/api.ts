/** Typed call of the administrators' audit log. */
import { get } from '@/lib/http';
import type { AuditLogList, AuditLogQuery } from '@/shared/schemas/audit';

export const apiAuditLog = (query: AuditLogQuery) => get<AuditLogList>('/admin/audit-log', query);
