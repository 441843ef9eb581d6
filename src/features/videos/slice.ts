/**
 * Performers' videos: the performer's own list and its editor (an upload that reports
 * how far it has gone), kept current as the server processes uploads (`video/processed`), a performer's videos as viewers see them on the performer's
 * page, the site's videos page (every performer's), one video's page (what its player
 * may play) and buying it, and the viewer's bought videos.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppSocket } from '@/lib/socket';
import { itemListReducers, uploadEditorReducers } from '@/features/content-items/reducers';
import { ITEM_CARDS_PAGE_SIZE, idleRequest, initialUploadItems, type UploadItemsState } from '@/features/content-items/state';
import { videoBrowse, type VideoBrowseFilters } from './browse';
import type { PerformerVideo, VideoCard, VideoDetails } from '@/shared/schemas/assets';

export const OWN_VIDEOS_PAGE_SIZE = 20;
export const VIDEO_CARDS_PAGE_SIZE = ITEM_CARDS_PAGE_SIZE;

/**
 * The lists kept as products and galleries keep theirs (`own`, `performer`: one performer's
 * videos, for their page, `browse`: the site's videos page, `buying`, `purchased`), the
 * editor and one video's page.
 */
export interface VideosState extends UploadItemsState<PerformerVideo, VideoCard> {
  video: { data: VideoDetails | null; requesting: boolean; error: string | null };
}

export const initialVideosState: VideosState = {
  ...initialUploadItems,
  video: { data: null, requesting: false, error: null },
};

const { own, performer, browse, buying, purchased } = itemListReducers<PerformerVideo, VideoCard, VideoBrowseFilters>(videoBrowse.key);
const editor = uploadEditorReducers<PerformerVideo>();

const videosSlice = createSlice({
  name: 'videos',
  initialState: initialVideosState,
  reducers: {
    /** payload: the page (offset) and filters of the performer's own list. */
    loadOwnVideos: own.load,
    /** payload: the page read. */
    ownVideosLoaded: own.loaded,
    /** payload: why the load failed. */
    ownVideosFail: own.fail,
    /** payload: the video to edit, or null for a new one. */
    openVideoEditor: editor.open,
    closeVideoEditor: editor.close,
    /** payload: the form (not kept in the state) of a new video or of the one edited. */
    saveVideo: editor.save,
    /** payload: how much of the form has gone, 0 to 1. */
    saveVideoProgress: editor.progress,
    /** payload: the video as saved; the editor closes. */
    videoSaved: editor.saved,
    /** payload: why the save was refused; the editor stays. */
    saveVideoFail: editor.fail,
    /** The performer's videos page opened: payload `{ socket }`; the saga hears `video/processed` until `closeVideoEvents`. */
    openVideoEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeVideoEvents() {},
    /** Socket event video/processed: one of the performer's videos is ready or failed. payload: the video as it is now. */
    videoProcessed: own.changed,
    /** payload: the video's id. */
    deleteVideo: own.delete,
    /** payload: the id of the video deleted. */
    videoDeleted: own.deleted,
    /** payload: why the delete failed. */
    deleteVideoFail: own.deleteFail,
    /** payload: whose videos, which page, in which language. */
    loadPerformerVideos: performer.load,
    performerVideosLoaded: performer.loaded,
    performerVideosFail: performer.fail,
    /** payload: the filters of the site's videos page (from its URL) and the reader's language. */
    loadVideoBrowse: browse.load,
    videoBrowseLoaded: browse.loaded,
    videoBrowseFail: browse.fail,
    /** payload: the video and the reader's language. */
    loadVideo(state, _action: PayloadAction<{ id: string; locale?: string }>) {
      state.video.requesting = true;
      state.video.error = null;
      state.buying = idleRequest;
    },
    videoLoaded(state, action: PayloadAction<VideoDetails>) {
      state.video = { data: action.payload, requesting: false, error: null };
    },
    loadVideoFail(state, action: PayloadAction<string>) {
      state.video = { data: null, requesting: false, error: action.payload };
    },
    /** payload: the video shown; it is read again once bought (its player gets the video). */
    buyVideo: buying.buy,
    /** payload: the purchase. */
    videoBought: buying.bought,
    /** payload: why the purchase was refused. */
    buyVideoFail: buying.fail,
    /** The player started: one more view. payload: the video's id. */
    videoPlayed(_state, _action: PayloadAction<string>) {},
    /** payload: the page of the viewer's bought videos. */
    loadPurchasedVideos: purchased.load,
    purchasedVideosLoaded: purchased.loaded,
    purchasedVideosFail: purchased.fail,
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

/** The performer's own list. */
export type OwnVideos = VideosState['own'];
/** The editor: closed, a new video, or the video of `id`; while saving, how much of the form has gone. */
export type VideoEditor = VideosState['editor'];

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
