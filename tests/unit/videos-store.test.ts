/**
 * Videos through the store (src/features/videos): an upload reports how far it has gone
 * and closes the editor when saved (a new video reloads the first page of the list); the
 * list follows the socket's `video/processed` while the page listens; a
 * refused upload keeps the editor open with the reason; buying passes the new balance on
 * and reads the video again so that its player gets it; a refused purchase says why.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import reducer, {
  buyVideo,
  closeVideoEvents,
  buyVideoFail,
  initialVideosState,
  loadOwnVideos,
  openVideoEditor,
  openVideoEvents,
  ownVideosLoaded,
  saveVideo,
  saveVideoFail,
  saveVideoProgress,
  videoBought,
  videoLoaded,
  videoSaved,
  type VideosState,
} from '@/features/videos/slice';
import videoSagas, { buyVideoSaga, saveVideoSaga } from '@/features/videos/sagas';
import * as videosApi from '@/features/videos/api';
import { balanceChanged } from '@/features/account/slice';
import { ApiError } from '@/lib/http';
import type { AppSocket } from '@/lib/socket';
import { fakeSocket } from '../support/fake-socket';
import type { PurchaseResult } from '@/shared/schemas/assets';
import { runWithReducer } from '../support/saga-with-reducer';
import { performerVideo, videoDetails } from '../support/video-cards';

jest.mock('@/features/videos/api');

const api = { save: jest.mocked(videosApi.apiSaveVideo), buy: jest.mocked(videosApi.apiBuyVideo), video: jest.mocked(videosApi.apiVideo) };

const refused = (message: string) => new ApiError(400, { statusCode: 400, error: 'Bad Request', message });
const editorOpen = (id: string | null): VideosState => reducer(initialVideosState, openVideoEditor(id));

beforeEach(() => jest.clearAllMocks());

describe('saving a video', () => {
  it('shows how far the upload has gone, closes the editor and reloads the first page for a new video', async () => {
    api.save.mockImplementation(async (_id, _form, onProgress) => {
      onProgress(0.25);
      onProgress(0.8);
      return performerVideo();
    });
    const form = new FormData();
    const { state, dispatched } = await runWithReducer(reducer, 'videos', editorOpen(null), saveVideoSaga, saveVideo({ form }));
    expect(api.save).toHaveBeenCalledWith(null, form, expect.any(Function), expect.any(AbortSignal));
    expect(dispatched).toEqual([
      saveVideoProgress(0.25),
      saveVideoProgress(0.8),
      videoSaved(performerVideo()),
      loadOwnVideos({ offset: 0 }),
    ]);
    expect(state.editor).toMatchObject({ open: false, saving: false, progress: null, error: null, done: 1 });
  });

  it('replaces the edited video in the list without reloading it', async () => {
    const listed = { ...editorOpen('v1'), own: { ...initialVideosState.own, data: [performerVideo()], total: 1 } };
    api.save.mockResolvedValue(performerVideo({ title: 'Morning dance' }));
    const { state, dispatched } = await runWithReducer(reducer, 'videos', listed, saveVideoSaga, saveVideo({ form: new FormData() }));
    expect(api.save.mock.calls[0][0]).toBe('v1');
    expect(dispatched).toEqual([videoSaved(performerVideo({ title: 'Morning dance' }))]);
    expect(state.own.data[0].title).toBe('Morning dance');
  });

  it('keeps the editor open with the reason of a refusal', async () => {
    api.save.mockRejectedValue(refused('This file is not a video we can play'));
    const { state, dispatched } = await runWithReducer(
      reducer,
      'videos',
      editorOpen(null),
      saveVideoSaga,
      saveVideo({ form: new FormData() }),
    );
    expect(dispatched).toEqual([saveVideoFail('This file is not a video we can play')]);
    expect(state.editor).toMatchObject({ open: true, saving: false, progress: null, error: 'This file is not a video we can play' });
  });
});

describe('buying a video', () => {
  const purchase: PurchaseResult = {
    _id: 'b1',
    itemType: 'video',
    itemId: 'v1',
    price: 5,
    balance: 95,
    createdAt: '2026-11-28T10:00:00.000Z',
  };

  it('passes the new balance on and reads the video again, now with its address', async () => {
    api.buy.mockResolvedValue(purchase);
    const bought = videoDetails({ isBought: true, canWatch: true, videoUrl: '/files/private/videos/x.webm?expires=1&signature=s' });
    api.video.mockResolvedValue(bought);
    const shown = reducer(initialVideosState, videoLoaded(videoDetails()));
    const { state, dispatched } = await runWithReducer(reducer, 'videos', shown, buyVideoSaga, buyVideo({ id: 'v1', locale: 'nl' }));
    expect(api.video).toHaveBeenCalledWith('v1', 'nl');
    expect(dispatched).toEqual([balanceChanged(95), videoBought(purchase), videoLoaded(bought)]);
    expect(state.video.data).toEqual(bought);
    expect(state.buying).toEqual({ requesting: false, error: null });
  });

  it('says why a purchase was refused and keeps the page as it was', async () => {
    api.buy.mockRejectedValue(refused('You do not have enough tokens, please buy more'));
    const shown = reducer(initialVideosState, videoLoaded(videoDetails()));
    const { state, dispatched } = await runWithReducer(reducer, 'videos', shown, buyVideoSaga, buyVideo({ id: 'v1' }));
    expect(dispatched).toEqual([buyVideoFail('You do not have enough tokens, please buy more')]);
    expect(api.video).not.toHaveBeenCalled();
    expect(state.video.data).toEqual(videoDetails());
    expect(state.buying).toEqual({ requesting: false, error: 'You do not have enough tokens, please buy more' });
  });
});

it("follows the performer's uploads through video/processed while the page listens", async () => {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { videos: reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  saga.run(videoSagas);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const { socket, serverSends, listening } = fakeSocket();
  const waiting = performerVideo({ processing: 'processing', thumbnail: null });
  store.dispatch(ownVideosLoaded({ data: [waiting, performerVideo({ _id: 'v2' })], total: 2 }));
  store.dispatch(openVideoEvents({ socket: socket as unknown as AppSocket }));
  await settle();
  expect(listening('video/processed')).toBe(1);

  const ready = performerVideo({ processing: 'ready', thumbnail: '/uploads/video-pictures/p.jpg' });
  serverSends('video/processed', { video: ready });
  // A video of another page of the list is not added to this one.
  serverSends('video/processed', { video: performerVideo({ _id: 'v9', processing: 'failed', processingFailure: 'timeout' }) });
  await settle();
  expect(store.getState().videos.own.data).toEqual([ready, performerVideo({ _id: 'v2' })]);

  store.dispatch(closeVideoEvents());
  await settle();
  expect(listening()).toBe(0);
  serverSends('video/processed', { video: performerVideo({ processing: 'failed', processingFailure: 'unreadable' }) });
  await settle();
  expect(store.getState().videos.own.data[0]).toEqual(ready);
});
