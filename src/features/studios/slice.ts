/**
 * A studio's figures (its dashboard), its members as the studio sees them (a page of the list, its search and
 * filter, adding, making active or inactive, removing), and a performer's pending
 * studio invitations (accepting, declining) and leaving their studio.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DayRange } from '@/features/earnings/range';
import type { LoadedPage } from '@/lib/lists';
import type { AppSocket } from '@/lib/socket';
import type { ListPage } from '@/shared/schemas/common';
import type { AddMemberBody, MemberStatus, StudioInvitation, StudioMember, StudioStats } from '@/shared/schemas/studios';

export type MemberFilter = 'active' | 'inactive' | 'invited';

export const MEMBERS_PAGE_SIZE = 20;

export interface StudiosState {
  stats: { data: StudioStats | null; requesting: boolean; error: string | null };
  members: LoadedPage<StudioMember>;
  /** The list's search text, filter (null: every member) and the days of its earnings (null: every sale). */
  query: { q: string; status: MemberFilter | null; range: DayRange | null };
  /** An invitation or new member being sent. */
  adding: boolean;
  /** Incremented when one was made: the dialogs close on it. */
  added: number;
  /** The member being made active or inactive, or removed. */
  acting: string | null;
  invitations: { data: StudioInvitation[]; requesting: boolean; answering: string | null };
  leaving: boolean;
  /** Incremented when the performer's membership may have changed (an answer, leaving): the membership card reloads on it. */
  changed: number;
}

export const initialStudiosState: StudiosState = {
  stats: { data: null, requesting: false, error: null },
  members: { data: [], total: 0, offset: 0, requesting: false, error: null },
  query: { q: '', status: null, range: null },
  adding: false,
  added: 0,
  acting: null,
  invitations: { data: [], requesting: false, answering: null },
  leaving: false,
  changed: 0,
};

const studiosSlice = createSlice({
  name: 'studios',
  initialState: initialStudiosState,
  reducers: {
    /** payload: the days whose earnings to show. */
    loadStats(state, _action: PayloadAction<DayRange>) {
      state.stats.requesting = true;
      state.stats.error = null;
    },
    /** payload: the figures. */
    statsLoaded(state, action: PayloadAction<StudioStats>) {
      state.stats = { data: action.payload, requesting: false, error: null };
    },
    /** payload: the message. */
    statsFailed(state, action: PayloadAction<string>) {
      state.stats.requesting = false;
      state.stats.error = action.payload;
    },
    /** payload: what changes of the list's page, search, filter and days; a new search or filter starts at the first page. */
    loadMembers(state, action: PayloadAction<{ offset?: number; q?: string; status?: MemberFilter | null; range?: DayRange }>) {
      const { offset, ...query } = action.payload;
      const changed = Object.keys(query).length > 0;
      state.query = { ...state.query, ...query };
      state.members.offset = offset ?? (changed ? 0 : state.members.offset);
      state.members.requesting = true;
      state.members.error = null;
    },
    /** payload: the page and the list's total. */
    membersLoaded(state, action: PayloadAction<ListPage<StudioMember>>) {
      state.members = { ...state.members, ...action.payload, requesting: false, error: null };
    },
    /** payload: the message. */
    membersFailed(state, action: PayloadAction<string>) {
      state.members.requesting = false;
      state.members.error = action.payload;
    },
    /** payload: an invitation (`{ invite }`) or a new member's account. */
    addMember(state, _action: PayloadAction<AddMemberBody>) {
      state.adding = true;
    },
    /** No payload: the saga reloads the list. */
    memberAdded(state) {
      state.adding = false;
      state.added += 1;
    },
    /** No payload; the saga has shown why. */
    addMemberFailed(state) {
      state.adding = false;
    },
    /** payload: the member and the status to give them. */
    setMemberStatus(state, action: PayloadAction<{ performerId: string; status: MemberStatus }>) {
      state.acting = action.payload.performerId;
    },
    /** payload: the member and their new status. */
    memberStatusSet(state, action: PayloadAction<{ _id: string; memberStatus: MemberStatus }>) {
      state.acting = null;
      const member = state.members.data.find((m) => m._id === action.payload._id);
      if (member) member.memberStatus = action.payload.memberStatus;
    },
    /** payload: the member to remove, or the performer whose invitation is withdrawn. */
    removeMember(state, action: PayloadAction<string>) {
      state.acting = action.payload;
    },
    /** payload: the member removed (the saga reloads the list). */
    memberRemoved(state, action: PayloadAction<string>) {
      state.acting = null;
      state.members.data = state.members.data.filter((m) => m._id !== action.payload);
    },
    /** No payload; the saga has shown why. */
    memberActionFailed(state) {
      state.acting = null;
    },

    /** No payload. */
    loadInvitations(state) {
      state.invitations.requesting = true;
    },
    /** payload: the performer's pending invitations. */
    invitationsLoaded(state, action: PayloadAction<StudioInvitation[]>) {
      state.invitations = { data: action.payload, requesting: false, answering: null };
    },
    /** payload: the invitation and the answer. */
    answerInvitation(state, action: PayloadAction<{ id: string; accept: boolean }>) {
      state.invitations.answering = action.payload.id;
    },
    /** payload: the invitation answered (the saga reloads the invitations). */
    invitationAnswered(state, action: PayloadAction<string>) {
      state.invitations.answering = null;
      state.invitations.data = state.invitations.data.filter((i) => i._id !== action.payload);
      state.changed += 1;
    },
    /** No payload; the saga has shown why. */
    answerFailed(state) {
      state.invitations.answering = null;
    },
    /** A members page or a performer's studio card opened: payload `{ socket }`; the saga hears `studio/membership` until `closeMembershipEvents`. */
    /** Socket event studio/membership for the performer: their invitations or studio changed. No payload. */
    membershipChanged(state) {
      state.changed += 1;
    },
    openMembershipEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeMembershipEvents() {},
    /** No payload. */
    leaveStudio(state) {
      state.leaving = true;
    },
    /** No payload. */
    studioLeft(state) {
      state.leaving = false;
      state.changed += 1;
    },
    /** No payload; the saga has shown why. */
    leaveFailed(state) {
      state.leaving = false;
    },
  },
});

export const {
  loadStats,
  statsLoaded,
  statsFailed,
  loadMembers,
  membersLoaded,
  membersFailed,
  addMember,
  memberAdded,
  addMemberFailed,
  setMemberStatus,
  memberStatusSet,
  removeMember,
  memberRemoved,
  memberActionFailed,
  loadInvitations,
  invitationsLoaded,
  answerInvitation,
  invitationAnswered,
  answerFailed,
  leaveStudio,
  studioLeft,
  leaveFailed,
  membershipChanged,
  openMembershipEvents,
  closeMembershipEvents,
} = studiosSlice.actions;
export default studiosSlice.reducer;

/** The changes between studios and performers told to this account, for `useSocketChannel`. */
export const membershipEvents = { open: (socket: AppSocket) => openMembershipEvents({ socket }), close: closeMembershipEvents };

type WithStudios = { studios: StudiosState };
export const selectStats = (state: WithStudios) => state.studios.stats;
export const selectMembers = (state: WithStudios) => state.studios.members;
export const selectMembersQuery = (state: WithStudios) => state.studios.query;
export const selectAdding = (state: WithStudios) => state.studios.adding;
export const selectAdded = (state: WithStudios) => state.studios.added;
export const selectActingMember = (state: WithStudios) => state.studios.acting;
export const selectInvitations = (state: WithStudios) => state.studios.invitations;
export const selectLeaving = (state: WithStudios) => state.studios.leaving;
export const selectMembershipChanged = (state: WithStudios) => state.studios.changed;
