/**
 * Performers' videos: the performer's own list and its editor (an upload that reports
 * how far it has gone), kept current as the server processes uploads (`video/processed`), a performer's videos as viewers see them on the performer's
 * page, the site's videos page (every performer's), one video's page (what its player
 * may play) and buying it, and the viewer's bought videos.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { AppSocket } from '@/lib/socket';
import { videoBrowse, type VideoBrowseFilters } from './browse';
import type {
  AssetStatus,
  PerformerVideo,
  PerformerVideoList,
  PurchaseResult,
  VideoCard,
  VideoDetails,
  VideoList,
} from '@/shared/schemas/assets';

export const OWN_VIDEOS_PAGE_SIZE = 20;
export const VIDEO_CARDS_PAGE_SIZE = 12;

export interface OwnVideos extends LoadedPage<PerformerVideo> {
  status?: AssetStatus;
  q?: string;
}

/** The editor: closed, a new video, or the video of `id`; while saving, how much of the form has gone. */
export interface VideoEditor {
  open: boolean;
  id: string | null;
  saving: boolean;
  /** 0 to 1 while the form is sent; null otherwise. */
  progress: number | null;
  error: string | null;
  /** Successful saves, so the editor can close after each. */
  done: number;
}

export interface VideosState {
  own: OwnVideos;
  editor: VideoEditor;
  /** One performer's videos, for their page. */
  performer: LoadedPage<VideoCard> & { performerId: string | null };
  /** The site's videos page: which filters, in which language, the list holds (null before the first load). */
  browse: LoadedPage<VideoCard> & { key: string | null };
  video: { data: VideoDetails | null; requesting: boolean; error: string | null };
  buying: { requesting: boolean; error: string | null };
  purchased: LoadedPage<VideoCard>;
}

const emptyPage = { data: [], total: 0, offset: 0, requesting: false, error: null };

export const initialVideosState: VideosState = {
  own: emptyPage,
  editor: { open: false, id: null, saving: false, progress: null, error: null, done: 0 },
  performer: { ...emptyPage, performerId: null },
  browse: { ...emptyPage, key: null },
  video: { data: null, requesting: false, error: null },
  buying: { requesting: false, error: null },
  purchased: emptyPage,
};

const videosSlice = createSlice({
  name: 'videos',
  initialState: initialVideosState,
  reducers: {
    /** payload: the page (offset) and filters of the performer's own list. */
    loadOwnVideos(state, action: PayloadAction<{ offset: number; status?: AssetStatus; q?: string }>) {
      state.own = { ...state.own, ...action.payload, requesting: true, error: null };
    },
    ownVideosLoaded(state, action: PayloadAction<PerformerVideoList>) {
      state.own = { ...state.own, ...action.payload, requesting: false };
    },
    ownVideosFail(state, action: PayloadAction<string>) {
      state.own.requesting = false;
      state.own.error = action.payload;
    },
    /** payload: the video to edit, or null for a new one. */
    openVideoEditor(state, action: PayloadAction<string | null>) {
      state.editor = { ...state.editor, open: true, id: action.payload, error: null, progress: null };
    },
    closeVideoEditor(state) {
      if (!state.editor.saving) state.editor.open = false;
    },
    /** payload: the form (not kept in the state) of a new video or of the one edited. */
    saveVideo(state, _action: PayloadAction<{ form: FormData }>) {
      state.editor.saving = true;
      state.editor.progress = 0;
      state.editor.error = null;
    },
    /** payload: how much of the form has gone, 0 to 1. */
    saveVideoProgress(state, action: PayloadAction<number>) {
      state.editor.progress = action.payload;
    },
    videoSaved(state, action: PayloadAction<PerformerVideo>) {
      state.editor = { ...state.editor, open: false, saving: false, progress: null, done: state.editor.done + 1 };
      const at = state.own.data.findIndex((video) => video._id === action.payload._id);
      if (at >= 0) state.own.data[at] = action.payload;
    },
    saveVideoFail(state, action: PayloadAction<string>) {
      state.editor.saving = false;
      state.editor.progress = null;
      state.editor.error = action.payload;
    },
    /** The performer's videos page opened: payload `{ socket }`; the saga hears `video/processed` until `closeVideoEvents`. */
    openVideoEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeVideoEvents() {},
    /** Socket event video/processed: one of the performer's videos is ready or failed. payload: the video as it is now. */
    videoProcessed(state, action: PayloadAction<PerformerVideo>) {
      const at = state.own.data.findIndex((video) => video._id === action.payload._id);
      if (at >= 0) state.own.data[at] = action.payload;
    },
    /** payload: the video's id. */
    deleteVideo(state, _action: PayloadAction<string>) {
      state.own.error = null;
    },
    videoDeleted(state, action: PayloadAction<string>) {
      state.own.data = state.own.data.filter((video) => video._id !== action.payload);
      state.own.total = Math.max(0, state.own.total - 1);
    },
    deleteVideoFail(state, action: PayloadAction<string>) {
      state.own.error = action.payload;
    },
    /** payload: whose videos, which page, in which language. */
    loadPerformerVideos(state, action: PayloadAction<{ performerId: string; offset: number; locale?: string }>) {
      const { performerId, offset } = action.payload;
      state.performer = { ...state.performer, ...(performerId === state.performer.performerId ? {} : emptyPage), performerId, offset };
      state.performer.requesting = true;
      state.performer.error = null;
    },
    performerVideosLoaded(state, action: PayloadAction<VideoList>) {
      state.performer = { ...state.performer, ...action.payload, requesting: false };
    },
    performerVideosFail(state, action: PayloadAction<string>) {
      state.performer.requesting = false;
      state.performer.error = action.payload;
    },
    /** payload: the filters of the site's videos page (from its URL) and the reader's language. */
    loadVideoBrowse(state, action: PayloadAction<{ filters: VideoBrowseFilters; locale?: string }>) {
      state.browse = { ...state.browse, key: videoBrowseKey(action.payload.filters, action.payload.locale), requesting: true, error: null };
    },
    videoBrowseLoaded(state, action: PayloadAction<VideoList>) {
      state.browse = { ...state.browse, ...action.payload, requesting: false };
    },
    videoBrowseFail(state, action: PayloadAction<string>) {
      state.browse.requesting = false;
      state.browse.error = action.payload;
    },
    /** payload: the video and the reader's language. */
    loadVideo(state, _action: PayloadAction<{ id: string; locale?: string }>) {
      state.video.requesting = true;
      state.video.error = null;
      state.buying = { requesting: false, error: null };
    },
    videoLoaded(state, action: PayloadAction<VideoDetails>) {
      state.video = { data: action.payload, requesting: false, error: null };
    },
    loadVideoFail(state, action: PayloadAction<string>) {
      state.video = { data: null, requesting: false, error: action.payload };
    },
    /** payload: the video shown; it is read again once bought (its player gets the video). */
    buyVideo(state, _action: PayloadAction<{ id: string; locale?: string }>) {
      state.buying = { requesting: true, error: null };
    },
    videoBought(state, _action: PayloadAction<PurchaseResult>) {
      state.buying.requesting = false;
    },
    buyVideoFail(state, action: PayloadAction<string>) {
      state.buying = { requesting: false, error: action.payload };
    },
    /** The player started: one more view. payload: the video's id. */
    videoPlayed(_state, _action: PayloadAction<string>) {},
    /** payload: the page of the viewer's bought videos. */
    loadPurchasedVideos(state, action: PayloadAction<{ offset: number; locale?: string }>) {
      state.purchased = { ...state.purchased, offset: action.payload.offset, requesting: true, error: null };
    },
    purchasedVideosLoaded(state, action: PayloadAction<VideoList>) {
      state.purchased = { ...state.purchased, ...action.payload, requesting: false };
    },
    purchasedVideosFail(state, action: PayloadAction<string>) {
      state.purchased.requesting = false;
      state.purchased.error = action.payload;
    },
  },
});

export const {
  loadOwnVideos,
  ownVideosLoaded,
  ownVideosFail,
  openVideoEditor,
  closeVideoEditor,
  saveVideo,
  saveVideoProgress,
  videoSaved,
  saveVideoFail,
  openVideoEvents,
  closeVideoEvents,
  videoProcessed,
  deleteVideo,
  videoDeleted,
  deleteVideoFail,
  loadPerformerVideos,
  performerVideosLoaded,
  performerVideosFail,
  loadVideoBrowse,
  videoBrowseLoaded,
  videoBrowseFail,
  loadVideo,
  videoLoaded,
  loadVideoFail,
  buyVideo,
  videoBought,
  buyVideoFail,
  videoPlayed,
  loadPurchasedVideos,
  purchasedVideosLoaded,
  purchasedVideosFail,
} = videosSlice.actions;
export default videosSlice.reducer;

type State = { videos: VideosState };
export const selectOwnVideos = (state: State) => state.videos.own;
export const selectVideoEditor = (state: State) => state.videos.editor;
export const selectPerformerVideos = (state: State) => state.videos.performer;
export const selectVideoBrowse = (state: State) => state.videos.browse;
export const selectVideo = (state: State) => state.videos.video;
export const selectVideoBuying = (state: State) => state.videos.buying;
export const selectPurchasedVideos = (state: State) => state.videos.purchased;

/** The performer's videos page hears how their uploads are processed (useSocketChannel). */
export const videoEvents = { open: (socket: AppSocket) => openVideoEvents({ socket }), close: closeVideoEvents };

/** Names one list of the site's videos page: its filters and language. */
export const videoBrowseKey = videoBrowse.key;
