/**
 * Performers' photo galleries: the performer's own list, the gallery editor, the photo
 * manager of one gallery (uploads of many pictures, each with its own progress; order,
 * cover, deleting), a performer's galleries as viewers see them on the performer's page,
 * the site's galleries page (every performer's),
 * one gallery's page (its photos for whoever may see them) and buying it, and the
 * viewer's bought galleries.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import { galleryBrowse, type GalleryBrowseFilters } from './browse';
import type {
  AssetStatus,
  GalleryCard,
  GalleryDetails,
  GalleryFields,
  GalleryList,
  PerformerGallery,
  PerformerGalleryList,
  PerformerPhoto,
  Photo,
  PurchaseResult,
} from '@/shared/schemas/assets';

export const OWN_GALLERIES_PAGE_SIZE = 20;
export const GALLERY_CARDS_PAGE_SIZE = 12;

export interface OwnGalleries extends LoadedPage<PerformerGallery> {
  status?: AssetStatus;
  q?: string;
}

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

export interface GalleriesState {
  own: OwnGalleries;
  editor: GalleryEditor;
  manager: PhotoManager;
  /** One performer's galleries, for their page. */
  performer: LoadedPage<GalleryCard> & { performerId: string | null };
  /** The site's galleries page: which filters, in which language, the list holds (null before the first load). */
  browse: LoadedPage<GalleryCard> & { key: string | null };
  gallery: { data: GalleryDetails | null; requesting: boolean; error: string | null };
  /** The photos of the gallery shown, for those who may see them. */
  photos: { galleryId: string | null; data: Photo[]; error: string | null };
  buying: { requesting: boolean; error: string | null };
  purchased: LoadedPage<GalleryCard>;
}

const emptyPage = { data: [], total: 0, offset: 0, requesting: false, error: null };
const closedManager: PhotoManager = { galleryId: null, photos: [], requesting: false, error: null, uploads: [] };

export const initialGalleriesState: GalleriesState = {
  own: emptyPage,
  editor: { open: false, id: null, saving: false, error: null },
  manager: closedManager,
  performer: { ...emptyPage, performerId: null },
  browse: { ...emptyPage, key: null },
  gallery: { data: null, requesting: false, error: null },
  photos: { galleryId: null, data: [], error: null },
  buying: { requesting: false, error: null },
  purchased: emptyPage,
};

const galleriesSlice = createSlice({
  name: 'galleries',
  initialState: initialGalleriesState,
  reducers: {
    /** payload: the page (offset) and filters of the performer's own list. */
    loadOwnGalleries(state, action: PayloadAction<{ offset: number; status?: AssetStatus; q?: string }>) {
      state.own = { ...state.own, ...action.payload, requesting: true, error: null };
    },
    ownGalleriesLoaded(state, action: PayloadAction<PerformerGalleryList>) {
      state.own = { ...state.own, ...action.payload, requesting: false };
    },
    ownGalleriesFail(state, action: PayloadAction<string>) {
      state.own.requesting = false;
      state.own.error = action.payload;
    },
    /** payload: the gallery to edit, or null for a new one. */
    openGalleryEditor(state, action: PayloadAction<string | null>) {
      state.editor = { open: true, id: action.payload, saving: false, error: null };
    },
    closeGalleryEditor(state) {
      if (!state.editor.saving) state.editor.open = false;
    },
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
    ownGalleryChanged(state, action: PayloadAction<PerformerGallery>) {
      const at = state.own.data.findIndex((gallery) => gallery._id === action.payload._id);
      if (at >= 0) state.own.data[at] = action.payload;
    },
    /** payload: the gallery's id. */
    deleteGallery(state, _action: PayloadAction<string>) {
      state.own.error = null;
    },
    galleryDeleted(state, action: PayloadAction<string>) {
      state.own.data = state.own.data.filter((gallery) => gallery._id !== action.payload);
      state.own.total = Math.max(0, state.own.total - 1);
    },
    deleteGalleryFail(state, action: PayloadAction<string>) {
      state.own.error = action.payload;
    },
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
    loadPerformerGalleries(state, action: PayloadAction<{ performerId: string; offset: number; locale?: string }>) {
      const { performerId, offset } = action.payload;
      state.performer = { ...state.performer, ...(performerId === state.performer.performerId ? {} : emptyPage), performerId, offset };
      state.performer.requesting = true;
      state.performer.error = null;
    },
    performerGalleriesLoaded(state, action: PayloadAction<GalleryList>) {
      state.performer = { ...state.performer, ...action.payload, requesting: false };
    },
    performerGalleriesFail(state, action: PayloadAction<string>) {
      state.performer.requesting = false;
      state.performer.error = action.payload;
    },
    /** payload: the filters of the site's galleries page (from its URL) and the reader's language. */
    loadGalleryBrowse(state, action: PayloadAction<{ filters: GalleryBrowseFilters; locale?: string }>) {
      state.browse = {
        ...state.browse,
        key: galleryBrowse.key(action.payload.filters, action.payload.locale),
        requesting: true,
        error: null,
      };
    },
    galleryBrowseLoaded(state, action: PayloadAction<GalleryList>) {
      state.browse = { ...state.browse, ...action.payload, requesting: false };
    },
    galleryBrowseFail(state, action: PayloadAction<string>) {
      state.browse.requesting = false;
      state.browse.error = action.payload;
    },
    /** payload: the gallery and the reader's language; its photos come with it for whoever may see them. */
    loadGallery(state, _action: PayloadAction<{ id: string; locale?: string }>) {
      state.gallery.requesting = true;
      state.gallery.error = null;
      state.buying = { requesting: false, error: null };
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
    buyGallery(state, _action: PayloadAction<{ id: string; locale?: string }>) {
      state.buying = { requesting: true, error: null };
    },
    galleryBought(state, _action: PayloadAction<PurchaseResult>) {
      state.buying.requesting = false;
    },
    buyGalleryFail(state, action: PayloadAction<string>) {
      state.buying = { requesting: false, error: action.payload };
    },
    /** payload: the page of the viewer's bought galleries. */
    loadPurchasedGalleries(state, action: PayloadAction<{ offset: number; locale?: string }>) {
      state.purchased = { ...state.purchased, offset: action.payload.offset, requesting: true, error: null };
    },
    purchasedGalleriesLoaded(state, action: PayloadAction<GalleryList>) {
      state.purchased = { ...state.purchased, ...action.payload, requesting: false };
    },
    purchasedGalleriesFail(state, action: PayloadAction<string>) {
      state.purchased.requesting = false;
      state.purchased.error = action.payload;
    },
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
