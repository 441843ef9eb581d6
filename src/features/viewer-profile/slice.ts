/**
 * A viewer's public profile, opened from their name (in the inbox, a conversation or a
 * stream's chat): name, avatar, country, member since; and, for a performer, whether
 * they block this viewer and the viewer's mute or ban in their public chat, with the way
 * to change both. One profile at a time.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUserProfile } from '@/shared/schemas/users';

export interface ViewerMuteIntent {
  userId: string;
  /** The performer's public chat. */
  conversationId: string;
  minutes: number | null;
  reason: string;
}

export interface ViewerProfileState {
  /** The viewer asked for; null while no profile is open. */
  userId: string | null;
  profile: PublicUserProfile | null;
  requesting: boolean;
  error: string | null;
  /** A block, unblock, mute or lift is under way. */
  saving: boolean;
}

export const initialViewerProfileState: ViewerProfileState = { userId: null, profile: null, requesting: false, error: null, saving: false };

const viewerProfileSlice = createSlice({
  name: 'viewerProfile',
  initialState: initialViewerProfileState,
  reducers: {
    /** payload: the viewer's account id; loads GET /users/view/{id}. */
    loadViewerProfile(state, action: PayloadAction<string>) {
      Object.assign(state, { ...initialViewerProfileState, userId: action.payload, requesting: true });
    },
    /** payload: the profile. A profile of a viewer no longer asked for is dropped. */
    viewerProfileLoaded(state, action: PayloadAction<PublicUserProfile>) {
      if (action.payload._id !== state.userId) return;
      state.profile = action.payload;
      state.requesting = false;
    },
    /** payload: `{ userId, error }`, the message to show. */
    loadViewerProfileFail(state, action: PayloadAction<{ userId: string; error: string }>) {
      if (action.payload.userId !== state.userId) return;
      state.requesting = false;
      state.error = action.payload.error;
    },
    /** payload: `{ userId, blocked }`: the performer's intent to block (true) or unblock (false) the viewer. */
    setViewerBlocked(state, _action: PayloadAction<{ userId: string; blocked: boolean }>) {
      state.saving = true;
    },
    /** payload: `{ userId, blocked }` as the server now has it. */
    viewerBlockedSaved(state, action: PayloadAction<{ userId: string; blocked: boolean }>) {
      state.saving = false;
      if (state.profile?._id === action.payload.userId) state.profile.blocked = action.payload.blocked;
    },
    /** No payload: a block or mute change failed (the saga has toasted why). */
    setViewerBlockedFail(state) {
      state.saving = false;
    },
    /**
     * The performer mutes the viewer in their public chat for `minutes` with a reason, or
     * lifts the mute and ban (`minutes` null). The profile is loaded again afterwards.
     */
    setViewerMuted(state, _action: PayloadAction<ViewerMuteIntent>) {
      state.saving = true;
    },
    /** The mute or lift is saved (the profile reloads). */
    viewerMuteSaved(state) {
      state.saving = false;
    },
    /** The profile was closed. */
    viewerProfileClosed() {
      return initialViewerProfileState;
    },
  },
});

export const {
  loadViewerProfile,
  viewerProfileLoaded,
  loadViewerProfileFail,
  setViewerBlocked,
  viewerBlockedSaved,
  setViewerBlockedFail,
  setViewerMuted,
  viewerMuteSaved,
  viewerProfileClosed,
} = viewerProfileSlice.actions;
export default viewerProfileSlice.reducer;

type WithViewerProfile = { viewerProfile: ViewerProfileState };
export const selectViewerProfile = (state: WithViewerProfile) => state.viewerProfile;
