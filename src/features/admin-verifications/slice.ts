/**
 * The review queue as administrators work it: a page of performers and studios waiting
 * for review, the account being decided, and the rejection dialog's account.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  IdentityDocument,
  VerificationDecisionBody,
  VerificationItem,
  VerificationKind,
  VerificationQueue,
} from '@/shared/schemas/verifications';

export const QUEUE_PAGE_SIZE = 20;

export interface AdminVerificationsState {
  data: VerificationItem[];
  total: number;
  offset: number;
  kind: VerificationKind | undefined;
  requesting: boolean;
  error: string | null;
  /** The account whose decision is being sent. */
  deciding: string | null;
  /** The account the rejection dialog is open for. */
  rejecting: VerificationItem | null;
  /** The document shown in the preview: an object URL of its bytes (freed when closed), its type and a title. */
  preview: DocumentPreview | null;
  /** The document being fetched, as `<id>:<document>`. */
  opening: string | null;
}

export interface DocumentPreview {
  url: string;
  type: string;
  title: string;
  filename: string;
}

export const initialAdminVerificationsState: AdminVerificationsState = {
  data: [],
  total: 0,
  offset: 0,
  kind: undefined,
  requesting: false,
  error: null,
  deciding: null,
  rejecting: null,
  preview: null,
  opening: null,
};

const adminVerificationsSlice = createSlice({
  name: 'adminVerifications',
  initialState: initialAdminVerificationsState,
  reducers: {
    /** payload: `{ offset, kind }`, the page and the kind filter (both when undefined). */
    loadVerificationQueue(state, action: PayloadAction<{ offset: number; kind?: VerificationKind }>) {
      Object.assign(state, { offset: action.payload.offset, kind: action.payload.kind, requesting: true, error: null });
    },
    /** payload: the page. */
    verificationQueueLoaded(state, action: PayloadAction<VerificationQueue>) {
      Object.assign(state, { ...action.payload, requesting: false });
    },
    /** payload: the message. */
    verificationQueueFailed(state, action: PayloadAction<string>) {
      Object.assign(state, { requesting: false, error: action.payload });
    },
    /** payload: `{ item, body }`: approve (`approved: true`) or reject with `reason`. */
    decideVerification(state, action: PayloadAction<{ item: VerificationItem; body: VerificationDecisionBody }>) {
      state.deciding = action.payload.item._id;
    },
    /** payload: the account decided; it leaves the queue and the dialog closes. */
    verificationDecided(state, action: PayloadAction<string>) {
      state.deciding = null;
      state.rejecting = null;
      state.data = state.data.filter((item) => item._id !== action.payload);
      state.total = Math.max(0, state.total - 1);
    },
    /** No payload; the saga has shown why. */
    verificationDecisionFailed(state) {
      state.deciding = null;
    },
    /** payload: the account to reject (opens the reason dialog), or null to close it. */
    askRejectionReason(state, action: PayloadAction<VerificationItem | null>) {
      state.rejecting = action.payload;
    },
    /** payload: `{ id, document, title }`: the document to fetch and show. */
    openIdentityDocument(state, action: PayloadAction<{ id: string; document: IdentityDocument; title: string }>) {
      state.opening = `${action.payload.id}:${action.payload.document}`;
    },
    /** payload: the fetched document to show. */
    identityDocumentOpened(state, action: PayloadAction<DocumentPreview>) {
      state.opening = null;
      state.preview = action.payload;
    },
    /** No payload; the saga has shown why. */
    identityDocumentFailed(state) {
      state.opening = null;
    },
    /** payload: the shown document's object URL, which the saga frees. */
    closeIdentityDocument(state, _action: PayloadAction<string>) {
      state.preview = null;
    },
  },
});

export const {
  loadVerificationQueue,
  verificationQueueLoaded,
  verificationQueueFailed,
  decideVerification,
  verificationDecided,
  verificationDecisionFailed,
  askRejectionReason,
  openIdentityDocument,
  identityDocumentOpened,
  identityDocumentFailed,
  closeIdentityDocument,
} = adminVerificationsSlice.actions;
export default adminVerificationsSlice.reducer;

type WithAdminVerifications = { adminVerifications: AdminVerificationsState };
export const selectVerificationQueue = (state: WithAdminVerifications) => state.adminVerifications;
export const selectRejecting = (state: WithAdminVerifications) => state.adminVerifications.rejecting;
export const selectDocumentPreview = (state: WithAdminVerifications) => state.adminVerifications.preview;
