/**
 * The shows store: requests arriving and closing, a show's state as events come in,
 * and a session run against a fake socket and a mocked API: a waiting user is taken
 * to the show page when the performer accepts, an ended show is loaded once more for
 * its totals, and a show's chat joins the show's room, not the public one.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import reducer, {
  closeShowEvents,
  initialShowsState,
  liveShowsConnected,
  openShowEvents,
  privateRequestClosed,
  privateRequestReceived,
  privateShowRequested,
  showEnded,
  showLoaded,
  showOfferLoaded,
  showPageConnected,
  showPageOpened,
  type ShowsState,
} from '@/features/shows/slice';
import showSagas from '@/features/shows/sagas';
import * as showApi from '@/features/shows/api';
import streamChatReducer, { closeStreamChat, openStreamChat, type StreamChatSocket } from '@/features/stream-chat/slice';
import streamChatSagas from '@/features/stream-chat/sagas';
import * as chatApi from '@/features/stream-chat/api';
import { navigate } from '@/lib/navigation';
import type { AppSocket } from '@/lib/socket';
import { fakeSocket } from '../support/fake-socket';
import { person, showOffer, viewerShow } from '../support/show-fixtures';
import type { PrivateRequest, Show } from '@/shared/schemas/shows';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/navigation', () => ({ navigate: jest.fn(async () => true) }));
jest.mock('@/features/shows/api');
jest.mock('@/features/stream-chat/api');

const request: PrivateRequest = { showId: 's1', user: person('u1', 'Bea'), price: 60, createdAt: '2026-01-01T10:00:00.000Z' };
const offer = showOffer();

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The shows and stream chat stores with their sagas; `account`: the signed-in account (none by default). */
function makeStore(account: { _id: string; role: string } | null = null) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { shows: reducer, streamChat: streamChatReducer, account: (state = { current: account }) => state },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(saga),
  });
  saga.run(showSagas);
  saga.run(streamChatSagas);
  return store;
}

beforeEach(() => jest.clearAllMocks());

describe('shows slice', () => {
  it('lists a request once, and drops it when it closes', () => {
    let state = reducer(reducer(initialShowsState, privateRequestReceived(request)), privateRequestReceived(request));
    expect(state.incoming).toEqual([request]);
    state = reducer(state, privateRequestClosed({ showId: 's1', reason: 'cancelled' }));
    expect(state.incoming).toEqual([]);
  });

  it('tells the waiting user why their request closed, except when they withdrew it themselves', () => {
    const waiting = reducer(reducer(initialShowsState, showOfferLoaded(offer)), privateShowRequested(viewerShow({ status: 'requested' })));
    expect(waiting.offer?.pendingRequest).toEqual({ showId: 's1', createdAt: '2026-01-01T09:59:00.000Z' });
    const declined = reducer(waiting, privateRequestClosed({ showId: 's1', reason: 'declined' }));
    expect(declined).toMatchObject({ offer: { pendingRequest: null }, closedRequest: { showId: 's1', reason: 'declined' } });
    expect(reducer(waiting, privateRequestClosed({ showId: 's1', reason: 'cancelled' })).closedRequest).toBeNull();
  });

  it("marks the page's show over when it ended or the viewer's stay did, and ignores other shows' ends", () => {
    const running = reducer(initialShowsState, showLoaded({ show: viewerShow(), receivedAt: 0 }));
    expect(running.ended).toBeNull();
    expect(reducer(running, showEnded({ showId: 'other', reason: 'performer_ended', left: false })).ended).toBeNull();
    expect(reducer(running, showEnded({ showId: 's1', reason: 'insufficient_balance', left: false })).ended).toEqual({
      showId: 's1',
      reason: 'insufficient_balance',
      left: false,
    });
    const left = reducer(
      running,
      showLoaded({
        show: viewerShow({ type: 'group', stay: { ...viewerShow().stay!, leftAt: '2026-01-01T10:05:00.000Z', leaveReason: 'user_left' } }),
        receivedAt: 0,
      }),
    );
    expect(left.ended).toEqual({ showId: 's1', reason: 'user_left', left: true });
  });

  it('tells a group viewer out of a show that goes on that they left, and one still in it when it ended that it ended', () => {
    const endedOf = (show: Show) => reducer(initialShowsState, showLoaded({ show, receivedAt: 0 })).ended;
    const group = (stay: Partial<Show['stay'] & object>, patch: Partial<Show> = {}) =>
      viewerShow({ type: 'group', user: null, stay: { ...viewerShow().stay!, ...stay }, ...patch });
    const away = group({ leftAt: '2026-01-01T10:00:59.900Z', leaveReason: 'user_disconnected' });
    expect(endedOf(away)).toEqual({ showId: 's1', reason: 'user_disconnected', left: true });
    // Left earlier, then the show ended: still their own leaving.
    const endedLater = group(
      { leftAt: '2026-01-01T10:00:59.900Z', leaveReason: 'user_left' },
      { status: 'ended', endedAt: '2026-01-01T10:09:00.000Z', endReason: 'performer_ended' },
    );
    expect(endedOf(endedLater)).toEqual({
      showId: 's1',
      reason: 'user_left',
      left: true,
    });
    // In it to the end: the show ended.
    const inToTheEnd = group(
      { leftAt: '2026-01-01T10:09:00.000Z', leaveReason: 'performer_ended' },
      { status: 'ended', endedAt: '2026-01-01T10:09:00.000Z', endReason: 'performer_ended' },
    );
    expect(endedOf(inToTheEnd)).toEqual({
      showId: 's1',
      reason: 'performer_ended',
      left: false,
    });
    // A private show's viewer away too long: the show ended.
    const privateGone = viewerShow({
      status: 'ended',
      endedAt: '2026-01-01T10:00:59.900Z',
      endReason: 'user_disconnected',
      stay: { ...viewerShow().stay!, leftAt: '2026-01-01T10:00:59.900Z', leaveReason: 'user_disconnected' },
    });
    expect(endedOf(privateGone)).toEqual({
      showId: 's1',
      reason: 'user_disconnected',
      left: false,
    });
  });

  it('keeps what an event said when a load read before it answers after it', () => {
    const away = viewerShow({
      role: 'performer',
      participants: [{ ...person('u1', 'Bea'), joinedAt: '2026-01-01T10:00:00.000Z', away: true }],
    });
    const back = viewerShow({ role: 'performer', serverTime: '2026-01-01T10:00:01.000Z' });
    const afterEvent = reducer(initialShowsState, showLoaded({ show: back, receivedAt: 2 }));
    const afterLateLoad = reducer(afterEvent, showLoaded({ show: away, receivedAt: 3 }));
    expect(afterLateLoad.current?.show.participants[0].away).toBe(false);
    // A newer one replaces it, and another show's always does.
    const awayAgain = { ...away, serverTime: '2026-01-01T10:00:02.000Z' };
    expect(reducer(afterLateLoad, showLoaded({ show: awayAgain, receivedAt: 4 })).current?.show.participants[0].away).toBe(true);
    expect(reducer(afterLateLoad, showLoaded({ show: { ...away, _id: 's2' }, receivedAt: 4 })).current?.show._id).toBe('s2');
  });

  it('lets a viewer who left a group show join it again, and does not let a late snapshot of the old stay undo their leaving', () => {
    const joined = reducer(initialShowsState, showLoaded({ show: viewerShow({ type: 'group' }), receivedAt: 0 }));
    const out = reducer(joined, showEnded({ showId: 's1', reason: 'user_disconnected', left: true }));
    expect(out.ended).toMatchObject({ left: true });
    expect(reducer(out, showLoaded({ show: viewerShow({ type: 'group' }), receivedAt: 0 })).ended).toMatchObject({ left: true });
    const again = viewerShow({
      type: 'group',
      stay: { ...viewerShow().stay!, joinedAt: '2026-01-01T10:03:00.000Z', minutesCharged: 1, charged: 60 },
    });
    expect(reducer(out, showLoaded({ show: again, receivedAt: 0 })).ended).toBeNull();
  });
});

describe('show events session', () => {
  it('takes a waiting user to the show when the performer accepts, then follows it to its end', async () => {
    const store = makeStore();
    const { socket, serverSends, listening } = fakeSocket();
    store.dispatch(showOfferLoaded(offer));
    store.dispatch(privateShowRequested(viewerShow({ status: 'requested' })));
    store.dispatch(openShowEvents({ socket: socket as unknown as AppSocket }));
    await settle();

    serverSends('show/started', { show: viewerShow() });
    await settle();
    expect(navigate).toHaveBeenCalledWith('/shows/s1');
    expect((store.getState().shows as ShowsState).current?.show.status).toBe('active');

    serverSends('show/low-balance', { showId: 's1', balance: 10, secondsLeft: 30 });
    await settle();
    expect((store.getState().shows as ShowsState).lowBalance).toMatchObject({ showId: 's1', balance: 10 });

    jest
      .mocked(showApi.apiShow)
      .mockResolvedValue(viewerShow({ status: 'ended', endReason: 'user_ended', endedAt: '2026-01-01T10:03:00.000Z' }));
    serverSends('show/ended', { showId: 's1', reason: 'user_ended' });
    await settle();
    const state = store.getState().shows as ShowsState;
    expect(state.ended).toEqual({ showId: 's1', reason: 'user_ended', left: false });
    expect(state.lowBalance).toBeNull();
    expect(showApi.apiShow).toHaveBeenCalledWith('s1');
    expect(state.current?.show.status).toBe('ended');

    store.dispatch(closeShowEvents());
    await settle();
    expect(listening()).toBe(0);
  });

  it('tells a group viewer they left when the server says so, and the show goes on', async () => {
    const store = makeStore();
    const { socket, serverSends } = fakeSocket();
    store.dispatch(showLoaded({ show: viewerShow({ type: 'group' }), receivedAt: 0 }));
    store.dispatch(openShowEvents({ socket: socket as unknown as AppSocket }));
    await settle();
    jest.mocked(showApi.apiShow).mockResolvedValue(
      viewerShow({
        type: 'group',
        stay: { ...viewerShow().stay!, leftAt: '2026-01-01T10:01:00.000Z', leaveReason: 'user_disconnected' },
      }),
    );
    serverSends('show/left', { showId: 's1', reason: 'user_disconnected' });
    await settle();
    const state = store.getState().shows as ShowsState;
    expect(state.ended).toEqual({ showId: 's1', reason: 'user_disconnected', left: true });
    expect(state.current?.show.status).toBe('active');
    store.dispatch(closeShowEvents());
  });

  it("reloads the page's show when its socket connects again: a viewer away too long learns the show ended, and why", async () => {
    const store = makeStore();
    store.dispatch(showLoaded({ show: viewerShow(), receivedAt: 0 }));
    jest.mocked(showApi.apiShow).mockResolvedValue(
      viewerShow({
        status: 'ended',
        endedAt: '2026-01-01T10:00:40.000Z',
        endReason: 'user_disconnected',
        stay: { ...viewerShow().stay!, leftAt: '2026-01-01T10:00:40.000Z', leaveReason: 'user_disconnected' },
      }),
    );
    store.dispatch(showPageConnected());
    await settle();
    expect(showApi.apiShow).toHaveBeenCalledWith('s1');
    expect((store.getState().shows as ShowsState).ended).toEqual({ showId: 's1', reason: 'user_disconnected', left: false });
  });

  it('loads the show once more when its socket first connects, not when the page opens: what happened between rendering and listening is not lost', async () => {
    const store = makeStore();
    const rendered = viewerShow({
      role: 'performer',
      stay: null,
      participants: [{ ...person('u1', 'Bea'), joinedAt: '2026-01-01T10:00:00.000Z', away: true }],
    });
    jest.mocked(showApi.apiShow).mockResolvedValue({ ...rendered, participants: [{ ...rendered.participants[0], away: false }] });
    store.dispatch(showPageOpened({ show: rendered, receivedAt: 0 }));
    await settle();
    expect((store.getState().shows as ShowsState).current?.show.participants[0].away).toBe(true);
    // The server rendered it just now: opening the page asks for nothing.
    expect(showApi.apiShow).not.toHaveBeenCalled();
    store.dispatch(showPageConnected());
    await settle();
    expect(showApi.apiShow).toHaveBeenCalledTimes(1);
    expect(showApi.apiShow).toHaveBeenCalledWith('s1');
    expect((store.getState().shows as ShowsState).current?.show.participants[0].away).toBe(false);
  });

  it('asks for nothing when a socket connects on a page without a show', async () => {
    const store = makeStore();
    store.dispatch(showPageConnected());
    await settle();
    expect(showApi.apiShow).not.toHaveBeenCalled();
  });

  it("loads the performer page's offer once for each status change of its performer, and not for others", async () => {
    const store = makeStore({ _id: 'u1', role: 'user' });
    const { socket, serverSends } = fakeSocket();
    store.dispatch(showOfferLoaded(offer));
    store.dispatch(openShowEvents({ socket: socket as unknown as AppSocket }));
    await settle();
    const group = showOffer({ streamingStatus: 'group', group: { _id: 's2', price: 10, participantCount: 0, maxParticipants: 5 } });
    jest.mocked(showApi.apiShowOffer).mockResolvedValue(group);
    serverSends('modelUpdateStreamingStatus', { id: 'p1', status: 'group' });
    serverSends('modelUpdateStreamingStatus', { id: 'p2', status: 'public' });
    await settle();
    expect(showApi.apiShowOffer).toHaveBeenCalledTimes(1);
    expect(showApi.apiShowOffer).toHaveBeenCalledWith('p1');
    expect((store.getState().shows as ShowsState).offer).toEqual(group);
    store.dispatch(closeShowEvents());
  });

  it("loads the live page's requests and running show at each connection of its socket", async () => {
    const store = makeStore({ _id: 'p1', role: 'performer' });
    jest.mocked(showApi.apiPrivateRequests).mockResolvedValue({ data: [request], total: 1 });
    jest.mocked(showApi.apiCurrentShow).mockResolvedValue(viewerShow({ role: 'performer', stay: null }));
    store.dispatch(liveShowsConnected());
    await settle();
    expect(showApi.apiPrivateRequests).toHaveBeenCalledTimes(1);
    expect(showApi.apiCurrentShow).toHaveBeenCalledTimes(1);
    expect((store.getState().shows as ShowsState).incoming).toEqual([request]);
    expect((store.getState().shows as ShowsState).current?.show._id).toBe('s1');
    store.dispatch(liveShowsConnected());
    await settle();
    expect(showApi.apiPrivateRequests).toHaveBeenCalledTimes(2);
    expect(showApi.apiCurrentShow).toHaveBeenCalledTimes(2);
  });

  it("loads the performer's running show when their status says they started one elsewhere and the page knows of none", async () => {
    const store = makeStore({ _id: 'p1', role: 'performer' });
    const { socket, serverSends } = fakeSocket();
    store.dispatch(openShowEvents({ socket: socket as unknown as AppSocket }));
    await settle();
    jest.mocked(showApi.apiCurrentShow).mockResolvedValue(viewerShow({ type: 'group', role: 'performer', stay: null }));
    serverSends('modelUpdateStreamingStatus', { id: 'p1', status: 'public' });
    await settle();
    expect(showApi.apiCurrentShow).not.toHaveBeenCalled();
    serverSends('modelUpdateStreamingStatus', { id: 'p1', status: 'group' });
    await settle();
    expect(showApi.apiCurrentShow).toHaveBeenCalledTimes(1);
    expect((store.getState().shows as ShowsState).current?.show.type).toBe('group');
    // Known now: a repeated status asks no more.
    serverSends('modelUpdateStreamingStatus', { id: 'p1', status: 'group' });
    await settle();
    expect(showApi.apiCurrentShow).toHaveBeenCalledTimes(1);
    store.dispatch(closeShowEvents());
  });

  it("drops the performer page's way back into a show that is over for the viewer", async () => {
    const store = makeStore();
    const { socket, serverSends } = fakeSocket();
    store.dispatch(showOfferLoaded({ ...offer, activeShowId: 's1' }));
    store.dispatch(openShowEvents({ socket: socket as unknown as AppSocket }));
    await settle();
    jest.mocked(showApi.apiShowOffer).mockResolvedValue({ ...offer, activeShowId: null });
    serverSends('show/left', { showId: 's1', reason: 'user_disconnected' });
    await settle();
    expect(showApi.apiShowOffer).toHaveBeenCalledWith('p1');
    expect((store.getState().shows as ShowsState).offer?.activeShowId).toBeNull();
    store.dispatch(closeShowEvents());
  });

  it("lists the performer's requests as they arrive", async () => {
    const store = makeStore();
    const { socket, serverSends } = fakeSocket();
    store.dispatch(openShowEvents({ socket: socket as unknown as AppSocket }));
    await settle();
    serverSends('private-chat-request', request);
    await settle();
    expect((store.getState().shows as ShowsState).incoming).toEqual([request]);
    serverSends('show/request-closed', { showId: 's1', status: 'cancelled', reason: 'cancelled' });
    await settle();
    expect((store.getState().shows as ShowsState).incoming).toEqual([]);
  });
});

describe("a show's chat", () => {
  it("joins and leaves the show's room, with no public conversation looked up", async () => {
    jest.mocked(chatApi.apiStreamMessages).mockResolvedValue({ data: [], total: 0 });
    const store = makeStore();
    const { socket, emitted } = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket: socket as unknown as StreamChatSocket, showConversationId: 'c1' }));
    await settle();
    expect(chatApi.apiStreamConversation).not.toHaveBeenCalled();
    expect(emitted).toContainEqual(['private-stream/join', { conversationId: 'c1' }]);
    expect(chatApi.apiStreamMessages).toHaveBeenCalledWith('c1', 0);
    store.dispatch(closeStreamChat());
    await settle();
    expect(emitted).toContainEqual(['private-stream/leave', { conversationId: 'c1' }]);
  });
});
