/**
 * Private and group shows in the browser: what a performer's page offers (and the
 * visitor's own waiting request), the performer's incoming requests, and the show
 * being watched or performed on the show page. Socket events reach it as actions
 * through the shows saga's channel. Money is never counted here: every total comes
 * from the server; the page only counts seconds for display.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppSocket } from '@/lib/socket';
import type { PrivateRequest, Show, ShowEndReason, ShowOffer } from '@/shared/schemas/shows';

/** A show as last heard from the server, with the browser's time of hearing it (for countdowns). */
export interface ShowSnapshot {
  show: Show;
  /** `Date.now()` when it arrived; with `show.serverTime` it gives the server's now. */
  receivedAt: number;
}

/**
 * The show is over for this party, and why. `left`: a group viewer is out of a show that
 * goes on (they left, could not pay, or were away too long); else the whole show ended.
 */
export interface ShowEnd {
  showId: string;
  reason: ShowEndReason;
  left: boolean;
}

/** What a show's snapshot says about it being over for the asker, if it is. */
function endIn(show: Show): ShowEnd | null {
  const stay = show.role === 'viewer' ? show.stay : null;
  if (stay?.leftAt) {
    // Out with everyone when the stay closed as the show ended; else out of a show that went on.
    const left = show.type === 'group' && stay.leftAt !== show.endedAt;
    return { showId: show._id, reason: (stay.leaveReason ?? 'user_left') as ShowEndReason, left };
  }
  if (show.status !== 'active' && show.status !== 'requested')
    return { showId: show._id, reason: (show.endReason ?? 'performer_ended') as ShowEndReason, left: false };
  return null;
}

/** Why a request did not become a show, as the waiting user hears it. */
export interface ClosedRequest {
  showId: string;
  reason: ShowEndReason;
}

export interface ShowsState {
  offer: ShowOffer | null;
  /** A request, cancel or join is in flight on the performer's page. */
  asking: boolean;
  /** The server's refusal of the last ask, to show in place. */
  askError: string | null;
  /** The visitor's request that was declined or expired, until they ask again. */
  closedRequest: ClosedRequest | null;
  /** The performer's open requests, oldest first. */
  incoming: PrivateRequest[];
  /** The request being accepted or declined. */
  answering: string | null;
  /** A group show start is in flight. */
  starting: boolean;
  current: ShowSnapshot | null;
  /** The End/Leave call is in flight. */
  ending: boolean;
  /** The show is over for this party, and why. */
  ended: ShowEnd | null;
  /** The last low-balance warning of the current show: the show stops for this viewer at `stopsAt` (browser time). */
  lowBalance: { showId: string; balance: number; stopsAt: number } | null;
}

export const initialShowsState: ShowsState = {
  offer: null,
  asking: false,
  askError: null,
  closedRequest: null,
  incoming: [],
  answering: null,
  starting: false,
  current: null,
  ending: false,
  ended: null,
  lowBalance: null,
};

/** `showLoaded`: see there. */
function takeSnapshot(state: ShowsState, snapshot: ShowSnapshot) {
  const { show } = snapshot;
  // Read before what the page shows already (a load answered after an event): older news.
  if (state.current?.show._id === show._id && Date.parse(show.serverTime) < Date.parse(state.current.show.serverTime)) return;
  const rejoined = Boolean(
    show.stay && !show.stay.leftAt && state.current?.show.stay && state.current.show.stay.joinedAt !== show.stay.joinedAt,
  );
  if (state.current?.show._id !== show._id || rejoined) {
    state.ended = null;
    state.lowBalance = null;
  }
  state.current = snapshot;
  state.ended ??= endIn(show);
}

const showsSlice = createSlice({
  name: 'shows',
  initialState: initialShowsState,
  reducers: {
    /**
     * A page that takes part in shows opened: payload `{ socket }` (let through the
     * serializability check like the stream chat's). The saga listens to show events until `closeShowEvents`.
     */
    openShowEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeShowEvents() {},

    /** payload: the performer's id; the saga loads GET /streaming/performers/{id}/show-offer. */
    loadShowOffer(state, action: PayloadAction<string>) {
      if (state.offer?.performerId !== action.payload) {
        state.offer = null;
        state.closedRequest = null;
      }
      state.askError = null;
    },
    /** payload: the offer as the server sent it. */
    showOfferLoaded(state, action: PayloadAction<ShowOffer>) {
      state.offer = action.payload;
    },
    /** The user's intent. payload: the performer's id. */
    requestPrivateShow(state, _action: PayloadAction<string>) {
      state.asking = true;
      state.askError = null;
      state.closedRequest = null;
    },
    /** payload: the new request (status requested). */
    privateShowRequested(state, action: PayloadAction<Show>) {
      state.asking = false;
      if (state.offer) state.offer.pendingRequest = { showId: action.payload._id, createdAt: action.payload.createdAt };
    },
    /** The user's intent: withdraw the waiting request. */
    cancelPrivateRequest(state) {
      state.asking = true;
    },
    /** The request is gone (withdrawn here). */
    privateRequestCancelled(state) {
      state.asking = false;
      if (state.offer) state.offer.pendingRequest = null;
    },
    /** The user's intent. payload: the group show's id. */
    joinGroupShow(state, _action: PayloadAction<string>) {
      state.asking = true;
      state.askError = null;
    },
    /** payload: the server's message. */
    showAskFailed(state, action: PayloadAction<string>) {
      state.asking = false;
      state.askError = action.payload;
    },
    /**
     * payload: socket event show/request-closed. For the waiting user the request is
     * over (declined or expired); for the performer it leaves the list.
     */
    privateRequestClosed(state, action: PayloadAction<ClosedRequest>) {
      state.incoming = state.incoming.filter((request) => request.showId !== action.payload.showId);
      if (state.offer?.pendingRequest?.showId === action.payload.showId) {
        state.offer.pendingRequest = null;
        if (action.payload.reason !== 'cancelled') state.closedRequest = action.payload;
      }
    },

    /**
     * The live page's socket connected (the first time too): the saga loads the open
     * requests and the running show, which events sent before or while it was away changed.
     */
    liveShowsConnected() {},
    /** payload: GET /streaming/private-chat/requests. */
    privateRequestsLoaded(state, action: PayloadAction<PrivateRequest[]>) {
      state.incoming = action.payload;
    },
    /** payload: socket event private-chat-request. */
    privateRequestReceived(state, action: PayloadAction<PrivateRequest>) {
      if (!state.incoming.some((request) => request.showId === action.payload.showId)) state.incoming.push(action.payload);
    },
    /** The performer's intent. payload: the request's show id. */
    acceptPrivateRequest(state, action: PayloadAction<string>) {
      state.answering = action.payload;
    },
    /** The performer's intent. payload: the request's show id. */
    declinePrivateRequest(state, action: PayloadAction<string>) {
      state.answering = action.payload;
    },
    /** payload: the show id answered (accepted, declined, or refused by the server). */
    privateRequestAnswered(state, action: PayloadAction<string>) {
      state.answering = null;
      state.incoming = state.incoming.filter((request) => request.showId !== action.payload);
    },
    /** The performer's intent. payload: `{ maxParticipants }`. */
    startGroupShow(state, _action: PayloadAction<{ maxParticipants: number }>) {
      state.starting = true;
    },
    groupShowStartDone(state) {
      state.starting = false;
    },

    /** The performer's running show is wanted (the live page's link back to it). */
    loadCurrentShow() {},
    /**
     * payload: a show and when it arrived (API answer, show/started, show/updated). Only
     * the page's own show replaces `current`; a new show starts clean, and so does a new
     * stay in the same group show (a viewer who left joined again). A snapshot the server
     * made before the one shown (its `serverTime`) is dropped: a load under way while an
     * event came would undo the event. The first end heard stays: an older snapshot
     * arriving late does not bring a show back.
     */
    showLoaded(state, action: PayloadAction<ShowSnapshot>) {
      takeSnapshot(state, action.payload);
    },
    /**
     * The show page opened with the server-rendered show (payload as `showLoaded`). Once
     * its socket is connected (`showPageConnected`), the saga loads it once more: events
     * sent between rendering and listening (the other party arriving, a minute charged)
     * would otherwise be missed or undone.
     */
    showPageOpened(state, action: PayloadAction<ShowSnapshot>) {
      takeSnapshot(state, action.payload);
    },
    /** The performer has no running show. */
    noCurrentShow(state) {
      state.current = null;
    },
    /** payload: socket event show/low-balance, with the browser time it arrived. */
    showLowBalance(state, action: PayloadAction<{ showId: string; balance: number; secondsLeft: number; receivedAt: number }>) {
      const { showId, balance, secondsLeft, receivedAt } = action.payload;
      state.lowBalance = { showId, balance, stopsAt: receivedAt + secondsLeft * 1000 };
    },
    /** The party's intent on the show page. payload: the show's id. */
    endShow(state, _action: PayloadAction<string>) {
      state.ending = true;
    },
    endShowDone(state) {
      state.ending = false;
    },
    /** payload: socket event show/ended (`left` false) or show/left (`left` true): for this party the show is over. */
    showEnded(state, action: PayloadAction<ShowEnd>) {
      if (state.current?.show._id === action.payload.showId) state.ended ??= action.payload;
      state.lowBalance = null;
      state.ending = false;
    },
    /** The show page's socket connected (the first time too): the saga reloads the page's show (it may have ended meanwhile). */
    showPageConnected() {},
  },
});

export const {
  openShowEvents,
  closeShowEvents,
  loadShowOffer,
  showOfferLoaded,
  requestPrivateShow,
  privateShowRequested,
  cancelPrivateRequest,
  privateRequestCancelled,
  joinGroupShow,
  showAskFailed,
  privateRequestClosed,
  liveShowsConnected,
  privateRequestsLoaded,
  privateRequestReceived,
  acceptPrivateRequest,
  declinePrivateRequest,
  privateRequestAnswered,
  startGroupShow,
  groupShowStartDone,
  loadCurrentShow,
  showLoaded,
  showPageOpened,
  noCurrentShow,
  showLowBalance,
  endShow,
  endShowDone,
  showEnded,
  showPageConnected,
} = showsSlice.actions;
export default showsSlice.reducer;

/** The shows channel, for `useSocketChannel` on a performer's page (the offer follows the performer's status). */
export const showEvents = {
  open: (socket: AppSocket) => openShowEvents({ socket }),
  close: closeShowEvents,
};
/** The shows channel of the performer's live page: each connection loads the requests and the running show. */
export const liveShowEvents = { ...showEvents, connected: liveShowsConnected };
/** The shows channel of the show page: each connection loads the page's show as it is now. */
export const showPageEvents = { ...showEvents, connected: showPageConnected };

type WithShows = { shows: ShowsState };
export const selectShowOffer = (state: WithShows) => state.shows.offer;
export const selectShowAsking = (state: WithShows) => state.shows.asking;
export const selectShowAskError = (state: WithShows) => state.shows.askError;
export const selectClosedRequest = (state: WithShows) => state.shows.closedRequest;
export const selectIncomingRequests = (state: WithShows) => state.shows.incoming;
export const selectAnswering = (state: WithShows) => state.shows.answering;
export const selectGroupStarting = (state: WithShows) => state.shows.starting;
export const selectCurrentShow = (state: WithShows) => state.shows.current;
export const selectShowEnding = (state: WithShows) => state.shows.ending;
export const selectShowEnded = (state: WithShows) => state.shows.ended;
export const selectLowBalance = (state: WithShows) => state.shows.lowBalance;
