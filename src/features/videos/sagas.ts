/**
 * Side effects of videos: the lists (the site's videos page's from its URL), the upload of
 * the editor (its progress reaches the store as the form goes), the processed uploads the
 * socket tells of while the performer's page is open, deleting, a video's page,
 * buying it (then the page is read again: its player gets the video) and counting a view.
 */
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiBuyVideo, apiCountVideoView, apiDeleteVideo, apiOwnVideos, apiPurchasedVideos, apiSaveVideo, apiVideo, apiVideos } from './api';
import {
  buyVideo,
  buyVideoFail,
  closeVideoEvents,
  deleteVideo,
  deleteVideoFail,
  loadOwnVideos,
  loadPerformerVideos,
  loadPurchasedVideos,
  loadVideo,
  loadVideoBrowse,
  loadVideoFail,
  openVideoEvents,
  OWN_VIDEOS_PAGE_SIZE,
  ownVideosFail,
  ownVideosLoaded,
  performerVideosFail,
  performerVideosLoaded,
  purchasedVideosFail,
  purchasedVideosLoaded,
  saveVideo,
  saveVideoFail,
  saveVideoProgress,
  selectOwnVideos,
  selectVideoEditor,
  VIDEO_CARDS_PAGE_SIZE,
  videoBought,
  videoBrowseFail,
  videoBrowseLoaded,
  videoDeleted,
  videoLoaded,
  videoPlayed,
  videoProcessed,
  videoSaved,
} from './slice';
import { toVideoQuery } from './browse';
import { buyer, byId, deleter, pageLoaders, uploadSaver, type ItemRef } from '@/features/content-items/workers';
import { errorMessage } from '@/lib/http';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import type { VideoDetails } from '@/shared/schemas/assets';

const pages = pageLoaders({ own: OWN_VIDEOS_PAGE_SIZE, cards: VIDEO_CARDS_PAGE_SIZE });

export const loadOwnVideosSaga = pages.own(apiOwnVideos, ownVideosLoaded, ownVideosFail);

const upload = { progress: saveVideoProgress, saved: videoSaved, fail: saveVideoFail, loadOwn: loadOwnVideos };
export const saveVideoSaga = uploadSaver(apiSaveVideo, selectVideoEditor, selectOwnVideos, upload);

export const deleteVideoSaga = deleter(apiDeleteVideo, videoDeleted, deleteVideoFail);

export function* videoProcessedSaga({ payload }: SocketMessage<'video/processed'>) {
  yield put(videoProcessed(payload.video));
}

export function* runVideoEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeVideoEvents, payload.socket, ['video/processed'], videoProcessedSaga);
}

export const loadPerformerVideosSaga = pages.performer(apiVideos, performerVideosLoaded, performerVideosFail);

export const loadVideoBrowseSaga = pages.browse(apiVideos, toVideoQuery, videoBrowseLoaded, videoBrowseFail);

/** The video's page: what its player may play, for this viewer. */
function* readVideo({ id, locale }: ItemRef) {
  const video: VideoDetails = yield call(apiVideo, id, locale);
  yield put(videoLoaded(video));
}

export function* loadVideoSaga(action: PayloadAction<ItemRef>) {
  try {
    yield call(readVideo, action.payload);
  } catch (err) {
    yield put(loadVideoFail(errorMessage(err)));
  }
}

// Bought: the page's call now gives the player the video.
export const buyVideoSaga = buyer(byId(apiBuyVideo), videoBought, buyVideoFail, readVideo);

export function* videoPlayedSaga(action: PayloadAction<string>) {
  try {
    yield call(apiCountVideoView, action.payload);
  } catch {
    // A view not counted costs the viewer nothing.
  }
}

export const loadPurchasedVideosSaga = pages.purchased(apiPurchasedVideos, purchasedVideosLoaded, purchasedVideosFail);

export default function* videoSagas() {
  yield takeLatest(loadOwnVideos.type, loadOwnVideosSaga);
  // One upload at a time: a second click on save while one goes does nothing.
  yield takeLeading(saveVideo.type, saveVideoSaga);
  yield takeEvery(deleteVideo.type, deleteVideoSaga);
  yield takeLatest(openVideoEvents.type, runVideoEvents);
  yield takeLatest(loadPerformerVideos.type, loadPerformerVideosSaga);
  yield takeLatest(loadVideoBrowse.type, loadVideoBrowseSaga);
  yield takeLatest(loadVideo.type, loadVideoSaga);
  yield takeLeading(buyVideo.type, buyVideoSaga);
  yield takeEvery(videoPlayed.type, videoPlayedSaga);
  yield takeLatest(loadPurchasedVideos.type, loadPurchasedVideosSaga);
}
