/**
 * The audit log's administrator filter offers every administrator account, not only
 * those on the page of rows loaded, and keeps the rows' ones when the accounts cannot load.
 */
import reducer, { auditLogLoaded, initialAdminAuditState, loadAuditAdmins } from '@/features/admin-audit/slice';
import { loadAuditAdminsSaga } from '@/features/admin-audit/sagas';
import * as adminAccountsApi from '@/features/admin-accounts/api';
import type { AdminAccountRow } from '@/shared/schemas/admin-accounts';
import type { AuditLogEntry } from '@/shared/schemas/audit';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/admin-accounts/api');
const api = jest.mocked(adminAccountsApi);

const admin = (id: string, name: string, username: string | null): AdminAccountRow => ({
  _id: id,
  role: 'admin',
  name,
  username,
  email: `${id}@example.test`,
  status: 'active',
  statusReason: null,
  balance: 0,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const loadAdmins = (state = initialAdminAuditState) => runWithReducer(reducer, 'adminAudit', state, loadAuditAdminsSaga, loadAuditAdmins());

afterEach(() => jest.resetAllMocks());

it('offers every administrator account, asked for by role', async () => {
  api.apiAccounts.mockResolvedValue({ data: [admin('a1', 'Ada', 'ada'), admin('a2', 'Bo', null)], total: 2 });
  const { state } = await loadAdmins();
  expect(api.apiAccounts).toHaveBeenCalledWith(expect.objectContaining({ role: 'admin' }));
  expect(state.admins).toEqual({ a1: 'Ada (@ada)', a2: 'Bo' });
});

it('keeps the administrators of the loaded rows when the accounts cannot load', async () => {
  api.apiAccounts.mockRejectedValue(new Error('down'));
  const row = { _id: 'r1', admin: { _id: 'a3', name: 'Cy', username: 'cy' } } as unknown as AuditLogEntry;
  const { state } = await loadAdmins(reducer(initialAdminAuditState, auditLogLoaded({ data: [row], total: 1 })));
  expect(state.admins).toEqual({ a3: 'Cy (@cy)' });
});
