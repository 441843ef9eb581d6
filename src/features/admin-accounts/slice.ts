/**
 * Accounts as administrators manage them: a page of the list with its filters, and
 * the account open on its own page with what an action on it is doing.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountStatus } from '@/shared/schemas/users';
import type { Role } from '@/shared/constants';
import type {
  AccountSortField,
  AdminAccountDetail,
  AdminAccountList,
  AdminAccountRow,
  AdminAccountUpdateBody,
  AdminBalanceBody,
} from '@/shared/schemas/admin-accounts';

export const ACCOUNTS_PAGE_SIZE = 20;

/** The list's filters, sort and page. */
export interface AccountsFilter {
  q: string;
  role: Role | null;
  status: AccountStatus | null;
  sortBy: AccountSortField;
  sort: 'asc' | 'desc';
  offset: number;
}

/** What runs on the open account: one action at a time. */
export type AccountAction = 'update' | 'suspend' | 'reactivate' | 'passwordReset' | 'balance' | null;

export interface AdminAccountsState {
  list: { data: AdminAccountRow[]; total: number; requesting: boolean; error: string | null; filter: AccountsFilter };
  detail: { data: AdminAccountDetail | null; requesting: boolean; error: string | null };
  /** The action under way on the open account. */
  running: AccountAction;
  /** The last action that succeeded (the page closes its dialog on it). */
  done: { action: AccountAction; at: number };
  /** Field errors of the last profile save (e.g. an e-mail address another account has), by field. */
  fieldErrors: Record<string, string>;
}

export const initialAdminAccountsState: AdminAccountsState = {
  list: {
    data: [],
    total: 0,
    requesting: false,
    error: null,
    filter: { q: '', role: null, status: null, sortBy: 'createdAt', sort: 'desc', offset: 0 },
  },
  detail: { data: null, requesting: false, error: null },
  running: null,
  done: { action: null, at: 0 },
  fieldErrors: {},
};

const adminAccountsSlice = createSlice({
  name: 'adminAccounts',
  initialState: initialAdminAccountsState,
  reducers: {
    /** payload: the filter fields that change; a changed filter goes back to the first page unless `offset` is given. */
    loadAccounts(state, action: PayloadAction<Partial<AccountsFilter>>) {
      const offset = action.payload.offset ?? 0;
      Object.assign(state.list, { filter: { ...state.list.filter, ...action.payload, offset }, requesting: true, error: null });
    },
    /** payload: the page. */
    accountsLoaded(state, action: PayloadAction<AdminAccountList>) {
      Object.assign(state.list, { ...action.payload, requesting: false });
    },
    /** payload: the message. */
    accountsFailed(state, action: PayloadAction<string>) {
      Object.assign(state.list, { requesting: false, error: action.payload });
    },
    /** payload: the account's id. */
    loadAccount(state, action: PayloadAction<string>) {
      if (state.detail.data?.account._id !== action.payload) state.detail.data = null;
      Object.assign(state.detail, { requesting: true, error: null });
      state.fieldErrors = {};
    },
    /** payload: the account as the server has it now (after a load or an action). */
    accountLoaded(state, action: PayloadAction<AdminAccountDetail>) {
      state.detail = { data: action.payload, requesting: false, error: null };
      const row = state.list.data.find((account) => account._id === action.payload.account._id);
      if (row) {
        const { name, username, email, status, statusReason, balance, emailVerified } = action.payload.account;
        Object.assign(row, { name, username, email, status, statusReason, balance, emailVerified });
      }
    },
    /** payload: the message. */
    accountFailed(state, action: PayloadAction<string>) {
      Object.assign(state.detail, { requesting: false, error: action.payload });
    },
    /** payload: `{ id, changes }`, only the changed fields. */
    updateAccount(state, _action: PayloadAction<{ id: string; changes: AdminAccountUpdateBody }>) {
      state.running = 'update';
      state.fieldErrors = {};
    },
    /** payload: `{ id, reason }`. */
    suspendAccount(state, _action: PayloadAction<{ id: string; reason: string }>) {
      state.running = 'suspend';
    },
    /** payload: the account's id. */
    reactivateAccount(state, _action: PayloadAction<string>) {
      state.running = 'reactivate';
    },
    /** payload: the account's id. */
    sendPasswordReset(state, _action: PayloadAction<string>) {
      state.running = 'passwordReset';
    },
    /** payload: `{ id, amount, reason }`, amount in tokens (negative debits). */
    adjustBalance(state, _action: PayloadAction<{ id: string } & AdminBalanceBody>) {
      state.running = 'balance';
    },
    /** payload: the action that succeeded. */
    actionDone(state, action: PayloadAction<AccountAction>) {
      state.running = null;
      state.done = { action: action.payload, at: Date.now() };
    },
    /** payload: field errors by field (empty when the saga showed the message instead). */
    actionFailed(state, action: PayloadAction<Record<string, string>>) {
      state.running = null;
      state.fieldErrors = action.payload;
    },
  },
});

export const {
  loadAccounts,
  accountsLoaded,
  accountsFailed,
  loadAccount,
  accountLoaded,
  accountFailed,
  updateAccount,
  suspendAccount,
  reactivateAccount,
  sendPasswordReset,
  adjustBalance,
  actionDone,
  actionFailed,
} = adminAccountsSlice.actions;
export default adminAccountsSlice.reducer;

type WithAdminAccounts = { adminAccounts: AdminAccountsState };
export const selectAccountsList = (state: WithAdminAccounts) => state.adminAccounts.list;
export const selectAccountDetail = (state: WithAdminAccounts) => state.adminAccounts.detail;
export const selectRunningAction = (state: WithAdminAccounts) => state.adminAccounts.running;
export const selectDoneAction = (state: WithAdminAccounts) => state.adminAccounts.done;
export const selectAccountFieldErrors = (state: WithAdminAccounts) => state.adminAccounts.fieldErrors;
