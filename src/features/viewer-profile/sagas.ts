/** Loading a viewer's public profile, and a performer blocking, unblocking, muting or unmuting that viewer. */
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PublicUserProfile } from '@/shared/schemas/users';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import { apiBlockViewer, apiLiftViewerSanctions, apiMuteViewer, apiUnblockViewer, apiViewerProfile } from './api';
import {
  loadViewerProfile,
  loadViewerProfileFail,
  setViewerBlocked,
  setViewerBlockedFail,
  setViewerMuted,
  viewerBlockedSaved,
  viewerMuteSaved,
  viewerProfileLoaded,
  type ViewerMuteIntent,
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

/** Mutes or lifts through the chat's moderation calls, then reads the profile again: it says until when. */
export function* setViewerMutedSaga(action: PayloadAction<ViewerMuteIntent>) {
  const { userId, conversationId, minutes, reason } = action.payload;
  try {
    if (minutes === null) yield call(apiLiftViewerSanctions, conversationId, userId);
    else yield call(apiMuteViewer, conversationId, { userId, minutes, reason });
    const profile: PublicUserProfile = yield call(apiViewerProfile, userId);
    yield put(viewerMuteSaved());
    yield put(viewerProfileLoaded(profile));
  } catch (err) {
    yield put(setViewerBlockedFail());
    yield call(toast.error, errorMessage(err));
  }
}

export default function* viewerProfileSagas() {
  yield takeLatest(loadViewerProfile.type, loadViewerProfileSaga);
  yield takeLeading(setViewerBlocked.type, setViewerBlockedSaga);
  yield takeLeading(setViewerMuted.type, setViewerMutedSaga);
}
