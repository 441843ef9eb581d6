/** Loading a viewer's public profile, and a performer blocking or unblocking that viewer. */
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PublicUserProfile } from '@/shared/schemas/users';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import { apiBlockViewer, apiUnblockViewer, apiViewerProfile } from './api';
import {
  loadViewerProfile,
  loadViewerProfileFail,
  setViewerBlocked,
  setViewerBlockedFail,
  viewerBlockedSaved,
  viewerProfileLoaded,
} from './slice';

export function* loadViewerProfileSaga(action: PayloadAction<string>) {
  try {
    const profile: PublicUserProfile = yield call(apiViewerProfile, action.payload);
    yield put(viewerProfileLoaded(profile));
  } catch (err) {
    yield put(loadViewerProfileFail({ userId: action.payload, error: errorMessage(err) }));
  }
}

export function* setViewerBlockedSaga(action: PayloadAction<{ userId: string; blocked: boolean }>) {
  const { userId, blocked } = action.payload;
  try {
    yield call(blocked ? apiBlockViewer : apiUnblockViewer, userId);
    yield put(viewerBlockedSaved({ userId, blocked }));
  } catch (err) {
    yield put(setViewerBlockedFail());
    yield call(toast.error, errorMessage(err));
  }
}

export default function* viewerProfileSagas() {
  yield takeLatest(loadViewerProfile.type, loadViewerProfileSaga);
  yield takeLeading(setViewerBlocked.type, setViewerBlockedSaga);
}
