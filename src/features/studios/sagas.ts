/** Side effects of studios: the figures, the members' list and its changes, a performer's invitations and leaving. */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiAddMember,
  apiAnswerInvitation,
  apiLeaveStudio,
  apiRemoveMember,
  apiSetMemberStatus,
  apiStudioInvitations,
  apiStudioMembers,
  apiStudioStats,
} from './api';
import {
  addMember,
  addMemberFailed,
  answerFailed,
  answerInvitation,
  closeMembershipEvents,
  invitationAnswered,
  invitationsLoaded,
  leaveFailed,
  leaveStudio,
  loadInvitations,
  loadMembers,
  loadStats,
  memberActionFailed,
  membershipChanged,
  memberAdded,
  memberRemoved,
  membersFailed,
  membersLoaded,
  memberStatusSet,
  MEMBERS_PAGE_SIZE,
  openMembershipEvents,
  removeMember,
  selectMembers,
  selectMembersQuery,
  setMemberStatus,
  statsFailed,
  statsLoaded,
  studioLeft,
} from './slice';
import { errorMessage } from '@/lib/http';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import { toast } from '@/lib/toast';
import type {
  AddMemberBody,
  AddMemberResult,
  MemberStatus,
  StudioInvitationList,
  StudioMemberList,
  StudioStats,
} from '@/shared/schemas/studios';
import { toApiRange, type DayRange } from '@/features/earnings/range';

export function* loadStatsSaga(action: PayloadAction<DayRange>) {
  try {
    const stats: StudioStats = yield call(apiStudioStats, { fromDate: action.payload.from, toDate: action.payload.to });
    yield put(statsLoaded(stats));
  } catch (err) {
    yield put(statsFailed(errorMessage(err)));
  }
}

/** Loads the page of the list the store names (its offset, search and filter). */
export function* loadMembersSaga() {
  const { offset }: ReturnType<typeof selectMembers> = yield select(selectMembers);
  const { q, status, range }: ReturnType<typeof selectMembersQuery> = yield select(selectMembersQuery);
  try {
    const page: StudioMemberList = yield call(apiStudioMembers, {
      limit: MEMBERS_PAGE_SIZE,
      offset,
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(status ? { status } : {}),
      ...(range ? toApiRange(range) : {}),
    });
    yield put(membersLoaded(page));
  } catch (err) {
    yield put(membersFailed(errorMessage(err)));
  }
}

export function* addMemberSaga(action: PayloadAction<AddMemberBody>) {
  try {
    const result: AddMemberResult = yield call(apiAddMember, action.payload);
    yield put(memberAdded());
    yield call(toast.success, result.outcome === 'invited' ? 'The invitation has been sent' : 'The member has been created');
    yield put(loadMembers({}));
  } catch (err) {
    yield put(addMemberFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* setMemberStatusSaga(action: PayloadAction<{ performerId: string; status: MemberStatus }>) {
  try {
    const member: { _id: string; memberStatus: MemberStatus } = yield call(
      apiSetMemberStatus,
      action.payload.performerId,
      action.payload.status,
    );
    yield put(memberStatusSet(member));
  } catch (err) {
    yield put(memberActionFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* removeMemberSaga(action: PayloadAction<string>) {
  try {
    yield call(apiRemoveMember, action.payload);
    yield put(memberRemoved(action.payload));
    yield put(loadMembers({}));
  } catch (err) {
    yield put(memberActionFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* loadInvitationsSaga() {
  try {
    const invitations: StudioInvitationList = yield call(apiStudioInvitations);
    yield put(invitationsLoaded(invitations.data));
  } catch {
    // The account page works without them: the card shows none.
    yield put(invitationsLoaded([]));
  }
}

export function* answerInvitationSaga(action: PayloadAction<{ id: string; accept: boolean }>) {
  try {
    yield call(apiAnswerInvitation, action.payload.id, action.payload.accept);
    yield put(invitationAnswered(action.payload.id));
    yield call(toast.success, action.payload.accept ? 'You are now a member of the studio' : 'The invitation has been declined');
    yield put(loadInvitations());
  } catch (err) {
    yield put(answerFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* leaveStudioSaga() {
  try {
    yield call(apiLeaveStudio);
    yield put(studioLeft());
    yield call(toast.success, 'You have left the studio');
  } catch (err) {
    yield put(leaveFailed());
    yield call(toast.error, errorMessage(err));
  }
}

/** What the studio hears (an answer, a member leaving) and what the performer hears (an invitation, a change of their membership). */
const STUDIO_HEARS = ['accepted', 'declined', 'left'];

/** A change told by the other party: the studio's list, or the performer's invitations and studio, are loaded again. */
export function* membershipEventSaga({ payload }: SocketMessage<'studio/membership'>) {
  if (STUDIO_HEARS.includes(payload.change)) {
    yield put(loadMembers({}));
  } else {
    yield put(loadInvitations());
    yield put(membershipChanged());
  }
}

export function* runMembershipEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeMembershipEvents, payload.socket, ['studio/membership'], membershipEventSaga);
}

export default function* studiosSagas() {
  yield takeLatest(openMembershipEvents.type, runMembershipEvents);
  yield takeLatest(loadStats.type, loadStatsSaga);
  yield takeLatest(loadMembers.type, loadMembersSaga);
  yield takeEvery(addMember.type, addMemberSaga);
  yield takeEvery(setMemberStatus.type, setMemberStatusSaga);
  yield takeEvery(removeMember.type, removeMemberSaga);
  yield takeLatest(loadInvitations.type, loadInvitationsSaga);
  yield takeEvery(answerInvitation.type, answerInvitationSaga);
  yield takeEvery(leaveStudio.type, leaveStudioSaga);
}
