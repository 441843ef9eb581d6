/** The audit log page: the filter, the page of rows it shows, and the administrators (the filter's choices: every administrator account, and any other seen in the rows). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditAction, AuditLogEntry, AuditLogList, AuditTarget } from '@/shared/schemas/audit';
import type { DayRange } from '@/features/earnings/range';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilter {
  adminId?: string;
  action?: AuditAction;
  targetType?: AuditTarget;
  targetId?: string;
  range?: DayRange;
}

export interface AdminAuditState {
  filter: AuditFilter;
  offset: number;
  data: AuditLogEntry[];
  total: number;
  requesting: boolean;
  error: string | null;
  admins: Record<string, string>;
}

/** How an administrator is named in the filter. */
const adminLabel = (admin: { name: string; username: string | null }) =>
  admin.username ? `${admin.name} (@${admin.username})` : admin.name;

export const initialAdminAuditState: AdminAuditState = {
  filter: {},
  offset: 0,
  data: [],
  total: 0,
  requesting: false,
  error: null,
  admins: {},
};

const adminAuditSlice = createSlice({
  name: 'adminAudit',
  initialState: initialAdminAuditState,
  reducers: {
    /** payload: the filter and the page's offset. */
    loadAuditLog(state, action: PayloadAction<{ filter: AuditFilter; offset: number }>) {
      Object.assign(state, action.payload, { requesting: true, error: null });
    },
    /** payload: the page of rows and how many match. */
    auditLogLoaded(state, action: PayloadAction<AuditLogList>) {
      Object.assign(state, action.payload, { requesting: false });
      for (const row of action.payload.data) state.admins[row.admin._id] = adminLabel(row.admin);
    },
    /** Asks for the administrator accounts, the admin filter's choices. No payload. */
    loadAuditAdmins() {},
    /** payload: administrator accounts. */
    auditAdminsLoaded(state, action: PayloadAction<Array<{ _id: string; name: string; username: string | null }>>) {
      for (const admin of action.payload) state.admins[admin._id] = adminLabel(admin);
    },
    /** payload: the message. */
    auditLogFailed(state, action: PayloadAction<string>) {
      state.requesting = false;
      state.error = action.payload;
    },
  },
});

export const { loadAuditLog, auditLogLoaded, auditLogFailed, loadAuditAdmins, auditAdminsLoaded } = adminAuditSlice.actions;
export const selectAdminAudit = (state: { adminAudit: AdminAuditState }) => state.adminAudit;
export default adminAuditSlice.reducer;
