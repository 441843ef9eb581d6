/**
 * Side effects of galleries: the lists, saving a gallery's details, its photo manager
 * (pictures upload two at a time, each telling its progress; a new order or cover is
 * saved as soon as it is chosen, and the list's row follows every change), the site's
 * galleries page from its URL, a gallery's page with its photos for whoever may see
 * them, and buying it.
 */
import { actionChannel, all, call, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { END, buffers, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiBuyGallery,
  apiDeleteGallery,
  apiDeletePhoto,
  apiGallery,
  apiGalleries,
  apiGalleryPhotos,
  apiOwnGalleries,
  apiOwnGallery,
  apiOwnPhotos,
  apiPurchasedGalleries,
  apiSaveGallery,
  apiUploadPhoto,
} from './api';
import {
  buyGallery,
  buyGalleryFail,
  deleteGallery,
  deleteGalleryFail,
  deletePhoto,
  GALLERY_CARDS_PAGE_SIZE,
  galleryBought,
  galleryBrowseFail,
  galleryBrowseLoaded,
  galleryDeleted,
  galleryLoaded,
  galleryPhotosFail,
  galleryPhotosLoaded,
  gallerySaved,
  loadGallery,
  loadGalleryBrowse,
  loadGalleryFail,
  loadOwnGalleries,
  loadPerformerGalleries,
  loadPurchasedGalleries,
  movePhoto,
  openPhotoManager,
  OWN_GALLERIES_PAGE_SIZE,
  ownGalleriesFail,
  ownGalleriesLoaded,
  ownGalleryChanged,
  ownPhotosLoaded,
  performerGalleriesFail,
  performerGalleriesLoaded,
  photoDeleted,
  photoManagerFail,
  photoUploaded,
  photoUploadFail,
  photoUploadProgress,
  purchasedGalleriesFail,
  purchasedGalleriesLoaded,
  saveGallery,
  saveGalleryFail,
  selectGalleryEditor,
  selectOwnGalleries,
  selectPhotoManager,
  setGalleryCover,
  uploadPhoto,
  type GalleryEditor,
  type OwnGalleries,
  type PhotoManager,
} from './slice';
import { galleryBrowse, type GalleryBrowseFilters } from './browse';
import { balanceChanged } from '@/features/account/slice';
import { errorMessage } from '@/lib/http';
import type {
  AssetStatus,
  GalleryDetails,
  GalleryFields,
  GalleryList,
  PerformerGallery,
  PerformerGalleryList,
  PerformerPhoto,
  PerformerPhotoList,
  PhotoList,
  PurchaseResult,
} from '@/shared/schemas/assets';

/** How many pictures go up at once: more would only share the same connection. */
export const PARALLEL_PHOTO_UPLOADS = 2;

export function* loadOwnGalleriesSaga(action: PayloadAction<{ offset: number; status?: AssetStatus; q?: string }>) {
  const { offset, status, q } = action.payload;
  try {
    const page: PerformerGalleryList = yield call(apiOwnGalleries, { offset, limit: OWN_GALLERIES_PAGE_SIZE, status, q: q || undefined });
    yield put(ownGalleriesLoaded(page));
  } catch (err) {
    yield put(ownGalleriesFail(errorMessage(err)));
  }
}

export function* saveGallerySaga(action: PayloadAction<GalleryFields>) {
  const editor: GalleryEditor = yield select(selectGalleryEditor);
  try {
    const gallery: PerformerGallery = yield call(apiSaveGallery, editor.id, action.payload);
    yield put(gallerySaved({ gallery, created: !editor.id }));
    if (editor.id) yield put(ownGalleryChanged(gallery));
    else {
      // A new gallery goes to the top of the first page: that page is read again.
      const own: OwnGalleries = yield select(selectOwnGalleries);
      yield put(loadOwnGalleries({ offset: 0, status: own.status, q: own.q }));
    }
  } catch (err) {
    yield put(saveGalleryFail(errorMessage(err)));
  }
}

export function* deleteGallerySaga(action: PayloadAction<string>) {
  try {
    yield call(apiDeleteGallery, action.payload);
    yield put(galleryDeleted(action.payload));
  } catch (err) {
    yield put(deleteGalleryFail(errorMessage(err)));
  }
}

/** The row of the gallery in the performer's list, read again after its photos changed (count, cover). */
function* refreshOwnGallery(galleryId: string) {
  try {
    const gallery: PerformerGallery = yield call(apiOwnGallery, galleryId);
    yield put(ownGalleryChanged(gallery));
  } catch {
    // The row shows the old count until the list is read again; the change itself is saved.
  }
}

export function* openPhotoManagerSaga(action: PayloadAction<string>) {
  const galleryId = action.payload;
  try {
    const list: PerformerPhotoList = yield call(apiOwnPhotos, galleryId);
    yield put(ownPhotosLoaded({ galleryId, photos: list.data }));
  } catch (err) {
    yield put(photoManagerFail(errorMessage(err)));
  }
}

/** What one picture's upload tells: how far it is, then its answer or its failure. */
type UploadEvent = { progress: number } | { photo: PerformerPhoto } | { error: unknown };

function photoUploadChannel(galleryId: string, file: File): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    apiUploadPhoto(galleryId, file, (fraction) => emit({ progress: fraction }), controller.signal).then(
      (photo) => {
        emit({ photo });
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

export function* uploadPhotoSaga(action: PayloadAction<{ galleryId: string; key: string; file: File }>) {
  const { galleryId, key, file } = action.payload;
  yield put(photoUploadProgress({ key, progress: 0 }));
  const channel: EventChannel<UploadEvent> = yield call(photoUploadChannel, galleryId, file);
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if ('progress' in event) yield put(photoUploadProgress({ key, progress: event.progress }));
      else if ('photo' in event) {
        yield put(photoUploaded({ key, photo: event.photo }));
        yield call(refreshOwnGallery, galleryId);
        return;
      } else {
        yield put(photoUploadFail({ key, error: errorMessage(event.error) }));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

/** Takes the chosen pictures in the order they were chosen, `PARALLEL_PHOTO_UPLOADS` at a time. */
function* photoUploads() {
  const queue: Channel<PayloadAction<{ galleryId: string; key: string; file: File }>> = yield actionChannel(
    uploadPhoto.type,
    buffers.expanding(20),
  );
  function* worker() {
    while (true) {
      const action: PayloadAction<{ galleryId: string; key: string; file: File }> = yield take(queue);
      yield call(uploadPhotoSaga, action);
    }
  }
  yield all(Array.from({ length: PARALLEL_PHOTO_UPLOADS }, () => fork(worker)));
}

/** Saves the order the manager shows now; when refused, the saved order is read back. */
export function* movePhotoSaga() {
  const manager: PhotoManager = yield select(selectPhotoManager);
  const galleryId = manager.galleryId;
  if (!galleryId) return;
  try {
    const gallery: PerformerGallery = yield call(apiSaveGallery, galleryId, { photoIds: manager.photos.map((photo) => photo._id) });
    yield put(ownGalleryChanged(gallery));
  } catch (err) {
    yield put(photoManagerFail(errorMessage(err)));
    yield call(openPhotoManagerSaga, openPhotoManager(galleryId));
  }
}

export function* setGalleryCoverSaga(action: PayloadAction<string>) {
  const manager: PhotoManager = yield select(selectPhotoManager);
  if (!manager.galleryId) return;
  try {
    const gallery: PerformerGallery = yield call(apiSaveGallery, manager.galleryId, { coverPhotoId: action.payload });
    yield put(ownGalleryChanged(gallery));
  } catch (err) {
    yield put(photoManagerFail(errorMessage(err)));
  }
}

export function* deletePhotoSaga(action: PayloadAction<string>) {
  const manager: PhotoManager = yield select(selectPhotoManager);
  try {
    yield call(apiDeletePhoto, action.payload);
    yield put(photoDeleted(action.payload));
    if (manager.galleryId) yield call(refreshOwnGallery, manager.galleryId);
  } catch (err) {
    yield put(photoManagerFail(errorMessage(err)));
  }
}

export function* loadPerformerGalleriesSaga(action: PayloadAction<{ performerId: string; offset: number; locale?: string }>) {
  const { performerId, offset, locale } = action.payload;
  try {
    const page: GalleryList = yield call(apiGalleries, { performerId, offset, limit: GALLERY_CARDS_PAGE_SIZE, locale });
    yield put(performerGalleriesLoaded(page));
  } catch (err) {
    yield put(performerGalleriesFail(errorMessage(err)));
  }
}

export function* loadGalleryBrowseSaga(action: PayloadAction<{ filters: GalleryBrowseFilters; locale?: string }>) {
  try {
    const page: GalleryList = yield call(apiGalleries, galleryBrowse.apiQuery(action.payload.filters, action.payload.locale));
    yield put(galleryBrowseLoaded(page));
  } catch (err) {
    yield put(galleryBrowseFail(errorMessage(err)));
  }
}

/** The gallery, then its photos when the asker may see them. */
function* readGallery(id: string, locale?: string) {
  const gallery: GalleryDetails = yield call(apiGallery, id, locale);
  yield put(galleryLoaded(gallery));
  if (!gallery.canView) return;
  try {
    const photos: PhotoList = yield call(apiGalleryPhotos, id);
    yield put(galleryPhotosLoaded({ galleryId: id, photos: photos.data }));
  } catch (err) {
    yield put(galleryPhotosFail({ galleryId: id, error: errorMessage(err) }));
  }
}

export function* loadGallerySaga(action: PayloadAction<{ id: string; locale?: string }>) {
  try {
    yield call(readGallery, action.payload.id, action.payload.locale);
  } catch (err) {
    yield put(loadGalleryFail(errorMessage(err)));
  }
}

export function* buyGallerySaga(action: PayloadAction<{ id: string; locale?: string }>) {
  const { id, locale } = action.payload;
  try {
    const purchase: PurchaseResult = yield call(apiBuyGallery, id);
    yield put(balanceChanged(purchase.balance));
    yield put(galleryBought(purchase));
    // Bought: the page's calls now give its photos.
    yield call(readGallery, id, locale);
  } catch (err) {
    yield put(buyGalleryFail(errorMessage(err)));
  }
}

export function* loadPurchasedGalleriesSaga(action: PayloadAction<{ offset: number; locale?: string }>) {
  try {
    const page: GalleryList = yield call(apiPurchasedGalleries, {
      offset: action.payload.offset,
      limit: GALLERY_CARDS_PAGE_SIZE,
      locale: action.payload.locale,
    });
    yield put(purchasedGalleriesLoaded(page));
  } catch (err) {
    yield put(purchasedGalleriesFail(errorMessage(err)));
  }
}

export default function* gallerySagas() {
  yield takeLatest(loadOwnGalleries.type, loadOwnGalleriesSaga);
  yield takeLeading(saveGallery.type, saveGallerySaga);
  yield takeEvery(deleteGallery.type, deleteGallerySaga);
  yield takeLatest(openPhotoManager.type, openPhotoManagerSaga);
  yield fork(photoUploads);
  // The latest order wins: a move made while the one before is saved saves the whole order again.
  yield takeLatest(movePhoto.type, movePhotoSaga);
  yield takeLatest(setGalleryCover.type, setGalleryCoverSaga);
  yield takeEvery(deletePhoto.type, deletePhotoSaga);
  yield takeLatest(loadPerformerGalleries.type, loadPerformerGalleriesSaga);
  yield takeLatest(loadGalleryBrowse.type, loadGalleryBrowseSaga);
  yield takeLatest(loadGallery.type, loadGallerySaga);
  yield takeLeading(buyGallery.type, buyGallerySaga);
  yield takeLatest(loadPurchasedGalleries.type, loadPurchasedGalleriesSaga);
}
