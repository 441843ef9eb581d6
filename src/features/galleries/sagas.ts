/**
 * Side effects of galleries: the lists, saving a gallery's details, its photo manager
 * (pictures upload two at a time, each telling its progress; a new order or cover is
 * saved as soon as it is chosen, and the list's row follows every change), the site's
 * galleries page from its URL, a gallery's page with its photos for whoever may see
 * them, and buying it.
 */
import { actionChannel, all, call, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { buffers, type Channel, type EventChannel } from 'redux-saga';
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
import { galleryBrowse } from './browse';
import { buyer, byId, deleter, pageLoaders, type ItemRef } from '@/features/content-items/workers';
import { uploadChannel, type UploadEvent } from '@/features/content-items/upload';
import { errorMessage } from '@/lib/http';
import type {
  GalleryDetails,
  GalleryFields,
  PerformerGallery,
  PerformerPhoto,
  PerformerPhotoList,
  PhotoList,
} from '@/shared/schemas/assets';

/** How many pictures go up at once: more would only share the same connection. */
export const PARALLEL_PHOTO_UPLOADS = 2;

const pages = pageLoaders({ own: OWN_GALLERIES_PAGE_SIZE, cards: GALLERY_CARDS_PAGE_SIZE });

export const loadOwnGalleriesSaga = pages.own(apiOwnGalleries, ownGalleriesLoaded, ownGalleriesFail);

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

export const deleteGallerySaga = deleter(apiDeleteGallery, galleryDeleted, deleteGalleryFail);

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

export function* uploadPhotoSaga(action: PayloadAction<{ galleryId: string; key: string; file: File }>) {
  const { galleryId, key, file } = action.payload;
  yield put(photoUploadProgress({ key, progress: 0 }));
  const channel: EventChannel<UploadEvent<PerformerPhoto>> = yield call(uploadChannel<PerformerPhoto>, (onProgress, signal) =>
    apiUploadPhoto(galleryId, file, onProgress, signal),
  );
  try {
    while (true) {
      const event: UploadEvent<PerformerPhoto> = yield take(channel);
      if ('progress' in event) yield put(photoUploadProgress({ key, progress: event.progress }));
      else if ('saved' in event) {
        yield put(photoUploaded({ key, photo: event.saved }));
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

export const loadPerformerGalleriesSaga = pages.performer(apiGalleries, performerGalleriesLoaded, performerGalleriesFail);

export const loadGalleryBrowseSaga = pages.browse(apiGalleries, galleryBrowse.apiQuery, galleryBrowseLoaded, galleryBrowseFail);

/** The gallery, then its photos when the asker may see them. */
function* readGallery({ id, locale }: ItemRef) {
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

export function* loadGallerySaga(action: PayloadAction<ItemRef>) {
  try {
    yield call(readGallery, action.payload);
  } catch (err) {
    yield put(loadGalleryFail(errorMessage(err)));
  }
}

// Bought: the page's calls now give its photos.
export const buyGallerySaga = buyer(byId(apiBuyGallery), galleryBought, buyGalleryFail, readGallery);

export const loadPurchasedGalleriesSaga = pages.purchased(apiPurchasedGalleries, purchasedGalleriesLoaded, purchasedGalleriesFail);

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
