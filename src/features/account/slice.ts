/**
 * The signed-in account (a user, performer or studio) and its
 * profile edits: update, avatar, password, suspension, and a studio's identity documents.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { StreamingStatus } from '@/shared/constants';
import type { AppSocket } from '@/lib/socket';

export interface AccountState {
  current: CurrentAccount | null;
  update: { requesting: boolean; success: boolean; error: string | null };
  suspend: { requesting: boolean; success: boolean; error: string | null };
  /**
   * The avatar upload. Optional because the server-rendered initial state does not
   * carry it; `selectAvatarUpload` reads a missing one as idle.
   */
  avatar?: { requesting: boolean; success: boolean; error: string | null };
  /** The password change; optional like `avatar`. */
  password?: { submiting: boolean; success: boolean; error: string | null };
  /** A studio's upload of new identity documents; optional like `avatar`. */
  documents?: { requesting: boolean; success: boolean; error: string | null };
}

const idle = { requesting: false, success: false, error: null };
const initialState: AccountState = { current: null, update: idle, suspend: idle };
const passwordIdle = { submiting: false, success: false, error: null };

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    /** payload: the account as GET /users/me, /performers/me or /studio/me returns it. */
    accountLoaded(state, action: PayloadAction<CurrentAccount>) {
      state.current = action.payload;
    },
    /** payload: changed profile fields (PUT /users, /performers, /studio/update body). */
    updateProfile(state, _action: PayloadAction<Record<string, unknown>>) {
      state.update = { requesting: true, success: false, error: null };
    },
    updateProfileSuccess(state, action: PayloadAction<CurrentAccount>) {
      state.current = action.payload;
      state.update = { requesting: false, success: true, error: null };
    },
    updateProfileFail(state, action: PayloadAction<string>) {
      state.update = { requesting: false, success: false, error: action.payload };
    },
    /** payload: the new avatar address. */
    avatarChanged(state, action: PayloadAction<string>) {
      if (state.current) state.current.avatar = action.payload;
    },
    /**
     * payload: `{ file }`, the picture the visitor chose, already checked by
     * `validateAvatar` (the store lets `payload.file` through its serializability check).
     */
    uploadAvatar(state, _action: PayloadAction<{ file: File }>) {
      state.avatar = { requesting: true, success: false, error: null };
    },
    /** payload: the new avatar address; the saga follows it with `avatarChanged`. */
    uploadAvatarSuccess(state, _action: PayloadAction<string>) {
      state.avatar = { requesting: false, success: true, error: null };
    },
    /** payload: the message to show. */
    uploadAvatarFail(state, action: PayloadAction<string>) {
      state.avatar = { requesting: false, success: false, error: action.payload };
    },
    /** Forgets the outcome of earlier edits, so a settings page opens without old messages. */
    accountRequestsReset(state) {
      state.update = idle;
      state.suspend = idle;
      state.avatar = idle;
      state.documents = idle;
    },
    /** A signed-in page opened: payload `{ socket }`; the saga hears balance changes until `closeAccountEvents`. */
    openAccountEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeAccountEvents() {},
    /** payload: tokens, from the socket event balance/updated. A balance never shows below 0. */
    balanceChanged(state, action: PayloadAction<number>) {
      if (state.current) state.current.balance = Math.max(0, action.payload);
    },
    /** payload: the signed-in performer's own new streaming status (the live page's go live / end show). */
    ownStreamingStatusChanged(state, action: PayloadAction<StreamingStatus>) {
      if (state.current?.role === 'performer') state.current.streamingStatus = action.payload;
    },
    /** payload: `{ prevPassword, password }`. */
    updatePassword(state, _action: PayloadAction<{ prevPassword: string; password: string }>) {
      state.password = { submiting: true, success: false, error: null };
    },
    updatePasswordSuccess(state) {
      state.password = { submiting: false, success: true, error: null };
    },
    updatePasswordFail(state, action: PayloadAction<string>) {
      state.password = { submiting: false, success: false, error: action.payload };
    },
    /** payload: `{ password }`. */
    suspendAccount(state, _action: PayloadAction<{ password: string }>) {
      state.suspend = { requesting: true, success: false, error: null };
    },
    suspendAccountSuccess(state) {
      state.suspend = { requesting: false, success: true, error: null };
    },
    suspendAccountFail(state, action: PayloadAction<string>) {
      state.suspend = { requesting: false, success: false, error: action.payload };
    },
    /** payload: `{ form }`, the multipart form with both files (checked by the form); for a studio. */
    uploadStudioDocuments(state, _action: PayloadAction<{ form: FormData }>) {
      state.documents = { requesting: true, success: false, error: null };
    },
    /** payload: whether both documents are on file now. */
    uploadStudioDocumentsSuccess(state, action: PayloadAction<boolean>) {
      state.documents = { requesting: false, success: true, error: null };
      if (state.current?.role === 'studio') state.current.documentsUploaded = action.payload;
    },
    /** payload: the message to show. */
    uploadStudioDocumentsFail(state, action: PayloadAction<string>) {
      state.documents = { requesting: false, success: false, error: action.payload };
    },
  },
});

export const {
  accountLoaded,
  updateProfile,
  updateProfileSuccess,
  updateProfileFail,
  avatarChanged,
  uploadAvatar,
  uploadAvatarSuccess,
  uploadAvatarFail,
  accountRequestsReset,
  balanceChanged,
  ownStreamingStatusChanged,
  suspendAccount,
  suspendAccountSuccess,
  suspendAccountFail,
  openAccountEvents,
  closeAccountEvents,
  updatePassword,
  updatePasswordSuccess,
  updatePasswordFail,
  uploadStudioDocuments,
  uploadStudioDocumentsSuccess,
  uploadStudioDocumentsFail,
} = accountSlice.actions;
export default accountSlice.reducer;

type WithAccount = { account: AccountState };
export const selectCurrentAccount = (state: WithAccount) => state.account.current;
export const selectRole = (state: WithAccount) => state.account.current?.role ?? null;
export const selectBalance = (state: WithAccount) => state.account.current?.balance ?? 0;
export const selectProfileUpdate = (state: WithAccount) => state.account.update;
export const selectSuspendState = (state: WithAccount) => state.account.suspend;
export const selectAvatarUpload = (state: WithAccount) => state.account.avatar ?? idle;
export const selectStudioDocumentsUpload = (state: WithAccount) => state.account.documents ?? idle;
export const selectUpdatePasswordState = (state: WithAccount) => state.account.password ?? passwordIdle;

/** The account's balance channel, for `useSocketChannel`. */
export const accountEvents = { open: (socket: AppSocket) => openAccountEvents({ socket }), close: closeAccountEvents };
