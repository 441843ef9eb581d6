/**
 * Side effects of videos: the lists (the site's videos page's from its URL), the upload of
 * the editor (its progress reaches the store as the form goes), the processed uploads the
 * socket tells of while the performer's page is open, deleting, a video's page,
 * buying it (then the page is read again: its player gets the video) and counting a view.
 */
import { call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { END, buffers, eventChannel, type EventChannel } from 'redux-saga';
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
  type OwnVideos,
  type VideoEditor,
} from './slice';
import { toVideoQuery, type VideoBrowseFilters } from './browse';
import { balanceChanged } from '@/features/account/slice';
import { errorMessage } from '@/lib/http';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import type { AssetStatus, PerformerVideo, PerformerVideoList, PurchaseResult, VideoDetails, VideoList } from '@/shared/schemas/assets';

export function* loadOwnVideosSaga(action: PayloadAction<{ offset: number; status?: AssetStatus; q?: string }>) {
  const { offset, status, q } = action.payload;
  try {
    const page: PerformerVideoList = yield call(apiOwnVideos, { offset, limit: OWN_VIDEOS_PAGE_SIZE, status, q: q || undefined });
    yield put(ownVideosLoaded(page));
  } catch (err) {
    yield put(ownVideosFail(errorMessage(err)));
  }
}

/** What the upload tells: how far it is, then its answer or its failure. */
type UploadEvent = { progress: number } | { saved: PerformerVideo } | { error: unknown };

/**
 * The upload of `form` as a channel of its events, kept in order until the saga takes
 * them (none is lost while it is busy); closing the channel (the saga cancelled) aborts it.
 */
function uploadChannel(id: string | null, form: FormData): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    apiSaveVideo(id, form, (fraction) => emit({ progress: fraction }), controller.signal).then(
      (saved) => {
        emit({ saved });
        emit(END);
      },
      (error: unknown) => {
        emit({ error });
        emit(END);
      },
    );
    return () => controller.abort();
  }, buffers.expanding<UploadEvent>(16));
}

export function* saveVideoSaga(action: PayloadAction<{ form: FormData }>) {
  const editor: VideoEditor = yield select(selectVideoEditor);
  const channel: EventChannel<UploadEvent> = yield call(uploadChannel, editor.id, action.payload.form);
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if ('progress' in event) yield put(saveVideoProgress(event.progress));
      else if ('saved' in event) {
        yield put(videoSaved(event.saved));
        // A new video goes to the top of the first page: that page is read again.
        if (!editor.id) {
          const own: OwnVideos = yield select(selectOwnVideos);
          yield put(loadOwnVideos({ offset: 0, status: own.status, q: own.q }));
        }
        return;
      } else {
        yield put(saveVideoFail(errorMessage(event.error)));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* deleteVideoSaga(action: PayloadAction<string>) {
  try {
    yield call(apiDeleteVideo, action.payload);
    yield put(videoDeleted(action.payload));
  } catch (err) {
    yield put(deleteVideoFail(errorMessage(err)));
  }
}

export function* loadPerformerVideosSaga(action: PayloadAction<{ performerId: string; offset: number; locale?: string }>) {
  const { performerId, offset, locale } = action.payload;
  try {
    const page: VideoList = yield call(apiVideos, { performerId, offset, limit: VIDEO_CARDS_PAGE_SIZE, locale });
    yield put(performerVideosLoaded(page));
  } catch (err) {
    yield put(performerVideosFail(errorMessage(err)));
  }
}

export function* loadVideoBrowseSaga(action: PayloadAction<{ filters: VideoBrowseFilters; locale?: string }>) {
  try {
    const page: VideoList = yield call(apiVideos, toVideoQuery(action.payload.filters, action.payload.locale));
    yield put(videoBrowseLoaded(page));
  } catch (err) {
    yield put(videoBrowseFail(errorMessage(err)));
  }
}

export function* loadVideoSaga(action: PayloadAction<{ id: string; locale?: string }>) {
  try {
    const video: VideoDetails = yield call(apiVideo, action.payload.id, action.payload.locale);
    yield put(videoLoaded(video));
  } catch (err) {
    yield put(loadVideoFail(errorMessage(err)));
  }
}

export function* buyVideoSaga(action: PayloadAction<{ id: string; locale?: string }>) {
  const { id, locale } = action.payload;
  try {
    const purchase: PurchaseResult = yield call(apiBuyVideo, id);
    yield put(balanceChanged(purchase.balance));
    yield put(videoBought(purchase));
    // Bought: the page's call now gives the player the video.
    const video: VideoDetails = yield call(apiVideo, id, locale);
    yield put(videoLoaded(video));
  } catch (err) {
    yield put(buyVideoFail(errorMessage(err)));
  }
}

export function* videoPlayedSaga(action: PayloadAction<string>) {
  try {
    yield call(apiCountVideoView, action.payload);
  } catch {
    // A view not counted costs the viewer nothing.
  }
}

export function* loadPurchasedVideosSaga(action: PayloadAction<{ offset: number; locale?: string }>) {
  try {
    const page: VideoList = yield call(apiPurchasedVideos, {
      offset: action.payload.offset,
      limit: VIDEO_CARDS_PAGE_SIZE,
      locale: action.payload.locale,
    });
    yield put(purchasedVideosLoaded(page));
  } catch (err) {
    yield put(purchasedVideosFail(errorMessage(err)));
  }
}

export function* videoProcessedSaga({ payload }: SocketMessage<'video/processed'>) {
  yield put(videoProcessed(payload.video));
}

export function* runVideoEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeVideoEvents, payload.socket, ['video/processed'], videoProcessedSaga);
}

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
