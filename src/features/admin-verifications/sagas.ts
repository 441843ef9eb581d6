/**
 * Side effects of the review queue: loading a page, sending a decision (then the page
 * again, so the next account moves up), and showing a document, which needs the bearer
 * token and so is fetched and shown through an object URL, freed when the preview closes.
 */
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiDecideVerification, apiIdentityDocument, apiVerificationQueue } from './api';
import {
  closeIdentityDocument,
  decideVerification,
  identityDocumentFailed,
  identityDocumentOpened,
  selectDocumentPreview,
  type DocumentPreview,
  loadVerificationQueue,
  openIdentityDocument,
  QUEUE_PAGE_SIZE,
  selectVerificationQueue,
  verificationDecided,
  verificationDecisionFailed,
  verificationQueueFailed,
  verificationQueueLoaded,
  type AdminVerificationsState,
} from './slice';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type {
  IdentityDocument,
  VerificationDecisionBody,
  VerificationItem,
  VerificationKind,
  VerificationQueue,
} from '@/shared/schemas/verifications';

export function* loadVerificationQueueSaga(action: PayloadAction<{ offset: number; kind?: VerificationKind }>) {
  try {
    const page: VerificationQueue = yield call(apiVerificationQueue, {
      offset: action.payload.offset,
      kind: action.payload.kind,
      limit: QUEUE_PAGE_SIZE,
    });
    yield put(verificationQueueLoaded(page));
  } catch (err) {
    yield put(verificationQueueFailed(errorMessage(err)));
  }
}

export function* decideVerificationSaga(action: PayloadAction<{ item: VerificationItem; body: VerificationDecisionBody }>) {
  const { item, body } = action.payload;
  try {
    yield call(apiDecideVerification, item.kind, item._id, body);
    yield put(verificationDecided(item._id));
    yield call(toast.success, body.approved ? 'The account has been approved' : 'The account has been rejected');
  } catch (err) {
    yield put(verificationDecisionFailed());
    yield call(toast.error, errorMessage(err));
  }
  const { offset, kind }: AdminVerificationsState = yield select(selectVerificationQueue);
  yield put(loadVerificationQueue({ offset, kind }));
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp' };

export function* openIdentityDocumentSaga(action: PayloadAction<{ id: string; document: IdentityDocument; title: string }>) {
  const { id, document, title } = action.payload;
  try {
    const blob: Blob = yield call(apiIdentityDocument, id, document);
    const shown: DocumentPreview | null = yield select(selectDocumentPreview);
    if (shown) yield call([URL, URL.revokeObjectURL], shown.url);
    const url: string = yield call([URL, URL.createObjectURL], blob);
    yield put(identityDocumentOpened({ url, type: blob.type, title, filename: `${document}${EXTENSIONS[blob.type] ?? ''}` }));
  } catch (err) {
    yield put(identityDocumentFailed());
    yield call(toast.error, errorMessage(err));
  }
}

/** Frees the closed document's object URL. */
export function* closeIdentityDocumentSaga(action: PayloadAction<string>) {
  yield call([URL, URL.revokeObjectURL], action.payload);
}

export default function* adminVerificationSagas() {
  yield takeLatest(loadVerificationQueue.type, loadVerificationQueueSaga);
  yield takeLeading(decideVerification.type, decideVerificationSaga);
  yield takeLatest(openIdentityDocument.type, openIdentityDocumentSaga);
  yield takeEvery(closeIdentityDocument.type, closeIdentityDocumentSaga);
}
