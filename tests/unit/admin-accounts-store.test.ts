/**
 * Accounts in the administrators' store: a changed filter loads the first page with it;
 * an action answers the account as it is now and updates its list row; a 409 naming a
 * field lands on that field instead of a toast; a balance adjustment loads the account
 * again; a failed action shows why and leaves the account as it was.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import reducer, {
  accountLoaded,
  accountsLoaded,
  adjustBalance,
  initialAdminAccountsState,
  loadAccounts,
  suspendAccount,
  updateAccount,
  type AdminAccountsState,
} from '@/features/admin-accounts/slice';
import { adjustBalanceSaga, loadAccountsSaga, suspendAccountSaga, updateAccountSaga } from '@/features/admin-accounts/sagas';
import * as adminAccountsApi from '@/features/admin-accounts/api';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { AdminAccountDetail, AdminAccountRow } from '@/shared/schemas/admin-accounts';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/admin-accounts/api');
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
const api = jest.mocked(adminAccountsApi);

const ROW: AdminAccountRow = {
  _id: 'a1',
  role: 'user',
  name: 'Ann',
  username: 'ann',
  email: 'ann@example.test',
  status: 'active',
  statusReason: null,
  balance: 10,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const detail = (changes: Partial<AdminAccountDetail['account']> = {}): AdminAccountDetail => ({
  account: {
    ...ROW,
    avatar: '/a.png',
    gender: null,
    country: null,
    city: null,
    phone: null,
    phoneCode: null,
    timezone: null,
    locale: null,
    verified: null,
    streamingStatus: null,
    updatedAt: ROW.createdAt,
    ...changes,
  },
  ledger: [],
  earnings: null,
  payouts: [],
  shows: [],
  documents: [],
});

const run = <P>(state: AdminAccountsState, saga: (action: PayloadAction<P>) => Generator, action: PayloadAction<P>) =>
  runWithReducer(reducer, 'adminAccounts', state, saga, action);

const listed = () => reducer(reducer(initialAdminAccountsState, accountsLoaded({ data: [ROW], total: 1 })), accountLoaded(detail()));

afterEach(() => jest.resetAllMocks());

it('loads the first page with a changed filter, keeping the rest of the filter', async () => {
  api.apiAccounts.mockResolvedValue({ data: [ROW], total: 1 });
  const paged = reducer(initialAdminAccountsState, loadAccounts({ role: 'user', offset: 40 }));
  const { state } = await run(paged, loadAccountsSaga, loadAccounts({ status: 'suspended' }));
  expect(api.apiAccounts).toHaveBeenCalledWith({
    q: undefined,
    role: 'user',
    status: 'suspended',
    sortBy: 'createdAt',
    sort: 'desc',
    limit: 20,
    offset: 0,
  });
  expect(state.list).toMatchObject({ data: [ROW], total: 1, requesting: false });
});

it('shows a suspended account in its page and its list row', async () => {
  api.apiSuspendAccount.mockResolvedValue(detail({ status: 'suspended', statusReason: 'Spam' }));
  const { state } = await run(listed(), suspendAccountSaga, suspendAccount({ id: 'a1', reason: 'Spam' }));
  expect(api.apiSuspendAccount).toHaveBeenCalledWith('a1', 'Spam');
  expect(state.detail.data?.account.status).toBe('suspended');
  expect(state.list.data[0]).toMatchObject({ status: 'suspended', statusReason: 'Spam' });
  expect(state).toMatchObject({ running: null, done: { action: 'suspend' } });
  expect(toast.success).toHaveBeenCalled();
});

it('puts a 409 that names a field on that field, without a toast', async () => {
  const body = {
    statusCode: 409,
    error: 'Conflict',
    message: [{ property: 'email', constraints: { conflict: 'This e-mail address is already registered' } }],
  };
  api.apiUpdateAccount.mockRejectedValue(new ApiError(409, body));
  const { state } = await run(listed(), updateAccountSaga, updateAccount({ id: 'a1', changes: { email: 'taken@example.test' } }));
  expect(state.fieldErrors).toEqual({ email: 'This e-mail address is already registered' });
  expect(state.running).toBeNull();
  expect(state.detail.data?.account.email).toBe('ann@example.test');
  expect(toast.error).not.toHaveBeenCalled();
});

it('loads the account again after a balance adjustment, and shows why one failed', async () => {
  api.apiAdjustBalance.mockResolvedValue({ transactionId: 't1', balance: 15 });
  api.apiAccount.mockResolvedValue(detail({ balance: 15 }));
  let { state } = await run(listed(), adjustBalanceSaga, adjustBalance({ id: 'a1', amount: 5, reason: 'Goodwill' }));
  expect(api.apiAdjustBalance).toHaveBeenCalledWith('a1', { amount: 5, reason: 'Goodwill' });
  expect(state.detail.data?.account.balance).toBe(15);
  expect(state.list.data[0].balance).toBe(15);

  api.apiAdjustBalance.mockRejectedValue(
    new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'The balance is too low for this debit: nothing was changed' }),
  );
  ({ state } = await run(state, adjustBalanceSaga, adjustBalance({ id: 'a1', amount: -100, reason: 'Too much' })));
  expect(state.detail.data?.account.balance).toBe(15);
  expect(state.running).toBeNull();
  expect(toast.error).toHaveBeenCalledWith('The balance is too low for this debit: nothing was changed');
});
