/**
 * Performers' photo galleries: the performer's own list, the gallery editor, the photo
 * manager of one gallery (uploads of many pictures, each with its own progress; order,
 * cover, deleting), a performer's galleries as viewers see them on the performer's page,
 * the site's galleries page (every performer's),
 * one gallery's page (its photos for whoever may see them) and buying it, and the
 * viewer's bought galleries.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { closeEditor, itemListReducers } from '@/features/content-items/reducers';
import { ITEM_CARDS_PAGE_SIZE, idleRequest, initialItemLists, type ItemListsState } from '@/features/content-items/state';
import { galleryBrowse, type GalleryBrowseFilters } from './browse';
import type { GalleryCard, GalleryDetails, GalleryFields, PerformerGallery, PerformerPhoto, Photo } from '@/shared/schemas/assets';

export const OWN_GALLERIES_PAGE_SIZE = 20;
export const GALLERY_CARDS_PAGE_SIZE = ITEM_CARDS_PAGE_SIZE;

/** The editor of a gallery's details: closed, a new gallery, or the gallery of `id`. */
export interface GalleryEditor {
  open: boolean;
  id: string | null;
  saving: boolean;
  error: string | null;
}

/** One picture on its way into a gallery. */
export interface PhotoUpload {
  /** Names the upload while it goes (the chooser's id of the file). */
  key: string;
  name: string;
  /** Its turn came (uploads go a few at a time); before that it waits. */
  sending: boolean;
  /** 0 to 1. */
  progress: number;
  /** Why it was refused; the upload stays listed with it until the manager closes. */
  error: string | null;
}

/** The photos of the gallery `galleryId` as its performer manages them (null: closed). */
export interface PhotoManager {
  galleryId: string | null;
  photos: PerformerPhoto[];
  requesting: boolean;
  error: string | null;
  uploads: PhotoUpload[];
}

/**
 * The lists kept as products and videos keep theirs (`own`, `performer`: one performer's
 * galleries, for their page, `browse`: the site's galleries page, `buying`, `purchased`),
 * the editor, the photo manager and one gallery's page with its photos.
 */
export interface GalleriesState extends ItemListsState<PerformerGallery, GalleryCard> {
  editor: GalleryEditor;
  manager: PhotoManager;
  gallery: { data: GalleryDetails | null; requesting: boolean; error: string | null };
  /** The photos of the gallery shown, for those who may see them. */
  photos: { galleryId: string | null; data: Photo[]; error: string | null };
}

const closedManager: PhotoManager = { galleryId: null, photos: [], requesting: false, error: null, uploads: [] };

export const initialGalleriesState: GalleriesState = {
  ...initialItemLists,
  editor: { open: false, id: null, saving: false, error: null },
  manager: closedManager,
  gallery: { data: null, requesting: false, error: null },
  photos: { galleryId: null, data: [], error: null },
};

const { own, performer, browse, buying, purchased } = itemListReducers<PerformerGallery, GalleryCard, GalleryBrowseFilters>(
  galleryBrowse.key,
);

const galleriesSlice = createSlice({
  name: 'galleries',
  initialState: initialGalleriesState,
  reducers: {
    /** payload: the page (offset) and filters of the performer's own list. */
    loadOwnGalleries: own.load,
    /** payload: the page read. */
    ownGalleriesLoaded: own.loaded,
    /** payload: why the load failed. */
    ownGalleriesFail: own.fail,
    /** payload: the gallery to edit, or null for a new one. */
    openGalleryEditor(state, action: PayloadAction<string | null>) {
      state.editor = { open: true, id: action.payload, saving: false, error: null };
    },
    closeGalleryEditor: closeEditor,
    /** payload: the details of a new gallery or of the one edited. */
    saveGallery(state, _action: PayloadAction<GalleryFields>) {
      state.editor.saving = true;
      state.editor.error = null;
    },
    /** A new gallery opens its photo manager: the next thing to do is to add photos. */
    gallerySaved(state, action: PayloadAction<{ gallery: PerformerGallery; created: boolean }>) {
      state.editor = { ...state.editor, open: false, saving: false };
      if (action.payload.created) state.manager = { ...closedManager, galleryId: action.payload.gallery._id };
    },
    saveGalleryFail(state, action: PayloadAction<string>) {
      state.editor.saving = false;
      state.editor.error = action.payload;
    },
    /** The gallery as it is now (its photos, cover or details changed): its row in the list follows. */
    ownGalleryChanged: own.changed,
    /** payload: the gallery's id. */
    deleteGallery: own.delete,
    /** payload: the id of the gallery deleted. */
    galleryDeleted: own.deleted,
    /** payload: why the delete failed. */
    deleteGalleryFail: own.deleteFail,
    /** payload: the gallery whose photos are managed. */
    openPhotoManager(state, action: PayloadAction<string>) {
      state.manager = { ...closedManager, galleryId: action.payload, requesting: true };
    },
    /** Uploads still going finish; their photos are in the gallery when it opens again. */
    closePhotoManager(state) {
      state.manager = closedManager;
    },
    ownPhotosLoaded(state, action: PayloadAction<{ galleryId: string; photos: PerformerPhoto[] }>) {
      if (action.payload.galleryId !== state.manager.galleryId) return;
      state.manager.photos = action.payload.photos;
      state.manager.requesting = false;
    },
    photoManagerFail(state, action: PayloadAction<string>) {
      state.manager.requesting = false;
      state.manager.error = action.payload;
    },
    /** payload: one chosen picture (not kept in the state) and the key its upload is known by. */
    uploadPhoto(state, action: PayloadAction<{ galleryId: string; key: string; file: File }>) {
      const { galleryId, key, file } = action.payload;
      if (galleryId === state.manager.galleryId)
        state.manager.uploads.push({ key, name: file.name, sending: false, progress: 0, error: null });
    },
    /** The upload of `key` goes (its first report is 0, when its turn comes). */
    photoUploadProgress(state, action: PayloadAction<{ key: string; progress: number }>) {
      const upload = state.manager.uploads.find((item) => item.key === action.payload.key);
      if (upload) Object.assign(upload, { sending: true, progress: action.payload.progress });
    },
    photoUploaded(state, action: PayloadAction<{ key: string; photo: PerformerPhoto }>) {
      const { key, photo } = action.payload;
      state.manager.uploads = state.manager.uploads.filter((item) => item.key !== key);
      if (photo.galleryId === state.manager.galleryId) state.manager.photos.push(photo);
    },
    photoUploadFail(state, action: PayloadAction<{ key: string; error: string }>) {
      const upload = state.manager.uploads.find((item) => item.key === action.payload.key);
      if (upload) upload.error = action.payload.error;
    },
    /** payload: a photo and where it goes, one place earlier (-1) or later (1); shown at once, then saved. */
    movePhoto(state, action: PayloadAction<{ photoId: string; by: -1 | 1 }>) {
      const photos = state.manager.photos;
      const from = photos.findIndex((photo) => photo._id === action.payload.photoId);
      const to = from + action.payload.by;
      if (from < 0 || to < 0 || to >= photos.length) return;
      const [photo] = photos.splice(from, 1);
      photos.splice(to, 0, photo);
      state.manager.error = null;
    },
    /** payload: the photo that becomes the gallery's cover. */
    setGalleryCover(state, _action: PayloadAction<string>) {
      state.manager.error = null;
    },
    /** payload: the photo's id. */
    deletePhoto(state, _action: PayloadAction<string>) {
      state.manager.error = null;
    },
    photoDeleted(state, action: PayloadAction<string>) {
      state.manager.photos = state.manager.photos.filter((photo) => photo._id !== action.payload);
    },
    /** payload: whose galleries, which page, in which language. */
    loadPerformerGalleries: performer.load,
    performerGalleriesLoaded: performer.loaded,
    performerGalleriesFail: performer.fail,
    /** payload: the filters of the site's galleries page (from its URL) and the reader's language. */
    loadGalleryBrowse: browse.load,
    galleryBrowseLoaded: browse.loaded,
    galleryBrowseFail: browse.fail,
    /** payload: the gallery and the reader's language; its photos come with it for whoever may see them. */
    loadGallery(state, _action: PayloadAction<{ id: string; locale?: string }>) {
      state.gallery.requesting = true;
      state.gallery.error = null;
      state.buying = idleRequest;
    },
    galleryLoaded(state, action: PayloadAction<GalleryDetails>) {
      state.gallery = { data: action.payload, requesting: false, error: null };
      if (state.photos.galleryId !== action.payload._id) state.photos = { galleryId: action.payload._id, data: [], error: null };
    },
    loadGalleryFail(state, action: PayloadAction<string>) {
      state.gallery = { data: null, requesting: false, error: action.payload };
    },
    galleryPhotosLoaded(state, action: PayloadAction<{ galleryId: string; photos: Photo[] }>) {
      state.photos = { galleryId: action.payload.galleryId, data: action.payload.photos, error: null };
    },
    galleryPhotosFail(state, action: PayloadAction<{ galleryId: string; error: string }>) {
      state.photos = { galleryId: action.payload.galleryId, data: [], error: action.payload.error };
    },
    /** payload: the gallery shown; it is read again once bought (its photos come with it). */
    buyGallery: buying.buy,
    /** payload: the purchase. */
    galleryBought: buying.bought,
    /** payload: why the purchase was refused. */
    buyGalleryFail: buying.fail,
    /** payload: the page of the viewer's bought galleries. */
    loadPurchasedGalleries: purchased.load,
    purchasedGalleriesLoaded: purchased.loaded,
    purchasedGalleriesFail: purchased.fail,
  },
});

export const {
  loadOwnGalleries,
  ownGalleriesLoaded,
  ownGalleriesFail,
  openGalleryEditor,
  closeGalleryEditor,
  saveGallery,
  gallerySaved,
  saveGalleryFail,
  ownGalleryChanged,
  deleteGallery,
  galleryDeleted,
  deleteGalleryFail,
  openPhotoManager,
  closePhotoManager,
  ownPhotosLoaded,
  photoManagerFail,
  uploadPhoto,
  photoUploadProgress,
  photoUploaded,
  photoUploadFail,
  movePhoto,
  setGalleryCover,
  deletePhoto,
  photoDeleted,
  loadPerformerGalleries,
  performerGalleriesLoaded,
  performerGalleriesFail,
  loadGalleryBrowse,
  galleryBrowseLoaded,
  galleryBrowseFail,
  loadGallery,
  galleryLoaded,
  loadGalleryFail,
  galleryPhotosLoaded,
  galleryPhotosFail,
  buyGallery,
  galleryBought,
  buyGalleryFail,
  loadPurchasedGalleries,
  purchasedGalleriesLoaded,
  purchasedGalleriesFail,
} = galleriesSlice.actions;
export default galleriesSlice.reducer;

/** The performer's own list. */
export type OwnGalleries = GalleriesState['own'];

type State = { galleries: GalleriesState };
export const selectOwnGalleries = (state: State) => state.galleries.own;
export const selectGalleryEditor = (state: State) => state.galleries.editor;
export const selectPhotoManager = (state: State) => state.galleries.manager;
export const selectPerformerGalleries = (state: State) => state.galleries.performer;
export const selectGalleryBrowse = (state: State) => state.galleries.browse;
export const selectGallery = (state: State) => state.galleries.gallery;
export const selectGalleryPhotos = (state: State) => state.galleries.photos;
export const selectGalleryBuying = (state: State) => state.galleries.buying;
export const selectPurchasedGalleries = (state: State) => state.galleries.purchased;
