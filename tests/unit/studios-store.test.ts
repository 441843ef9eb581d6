/**
 * A studio's members in the store: a new search or filter starts at the first page and
 * asks for it, with the days of the earnings chosen; an invitation refused keeps its dialog open and says why, one made closes
 * it and loads the list again; a member's new status changes their row in place; a
 * performer's answer to an invitation takes it off their list; a change told on the
 * socket loads again what it touches.
 */
import reducer, {
  addMember,
  answerInvitation,
  initialStudiosState,
  invitationsLoaded,
  loadMembers,
  membersLoaded,
  setMemberStatus,
  type StudiosState,
} from '@/features/studios/slice';
import { addMemberSaga, answerInvitationSaga, loadMembersSaga, membershipEventSaga, setMemberStatusSaga } from '@/features/studios/sagas';
import * as studiosApi from '@/features/studios/api';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { StudioInvitation, StudioMember } from '@/shared/schemas/studios';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/studios/api');
jest.mock('@/lib/toast');
const api = jest.mocked(studiosApi);

const member = (id: string, memberStatus: StudioMember['memberStatus'] = 'active'): StudioMember => ({
  _id: id,
  name: `Member ${id}`,
  username: `member-${id}`,
  avatar: '/placeholder.png',
  memberStatus,
  accountStatus: 'active',
  streamingStatus: 'offline',
  isOnline: true,
  balance: 12.5,
  earnings: { gross: 10, member: 4.8, studio: 3.2 },
  memberSharePercent: 60,
  invitationId: null,
});
const invitation = (id: string): StudioInvitation => ({
  _id: id,
  studio: { _id: 's1', name: 'Demo Studio', username: 'demo-studio' },
  status: 'pending',
  createdAt: '2026-03-01T10:00:00.000Z',
});

const run = <A extends { type: string }>(state: StudiosState, saga: (action: A) => unknown, action: A) =>
  runWithReducer(reducer, 'studios', state, saga as never, action as never);

afterEach(() => jest.resetAllMocks());

it('starts a new search or filter at the first page and asks for exactly it', async () => {
  let state = reducer(initialStudiosState, loadMembers({ offset: 40 }));
  state = reducer(state, membersLoaded({ data: [member('a')], total: 41 }));
  expect(state.members.offset).toBe(40);
  api.apiStudioMembers.mockResolvedValue({ data: [member('b', 'inactive')], total: 1 });

  const { state: after } = await run(state, loadMembersSaga, loadMembers({ q: ' ioana ', status: 'inactive' }));
  expect(api.apiStudioMembers).toHaveBeenCalledWith({ limit: 20, offset: 0, q: 'ioana', status: 'inactive' });
  expect(after.members).toMatchObject({ offset: 0, total: 1, requesting: false, error: null });
  expect(after.members.data.map((m) => m._id)).toEqual(['b']);

  // Paging keeps the search and filter.
  await run(after, loadMembersSaga, loadMembers({ offset: 20 }));
  expect(api.apiStudioMembers).toHaveBeenLastCalledWith({ limit: 20, offset: 20, q: 'ioana', status: 'inactive' });
});

it('asks for the earnings of the chosen days, Amsterdam days from their first to their last instant, and keeps them on paging', async () => {
  api.apiStudioMembers.mockResolvedValue({ data: [member('a')], total: 30 });
  const { state } = await run(initialStudiosState, loadMembersSaga, loadMembers({ range: { from: '2026-03-01', to: '2026-03-31' } }));
  const period = { fromDate: '2026-02-28T23:00:00.000Z', toDate: '2026-03-31T21:59:59.999Z' };
  expect(api.apiStudioMembers).toHaveBeenCalledWith({ limit: 20, offset: 0, ...period });
  await run(state, loadMembersSaga, loadMembers({ offset: 20 }));
  expect(api.apiStudioMembers).toHaveBeenLastCalledWith({ limit: 20, offset: 20, ...period });
});

it('keeps the dialog open and says why when an invitation is refused; closes it and reloads when one is made', async () => {
  api.apiAddMember.mockRejectedValue(
    new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'This performer already belongs to a studio' }),
  );
  const refused = await run(initialStudiosState, addMemberSaga, addMember({ invite: 'ioana-star' }));
  expect(refused.state).toMatchObject({ adding: false, added: 0 });
  expect(toast.error).toHaveBeenCalledWith('This performer already belongs to a studio');

  api.apiAddMember.mockResolvedValue({ outcome: 'invited', performerId: 'p1', invitationId: 'i1' });
  const made = await run(initialStudiosState, addMemberSaga, addMember({ invite: 'demo-performer' }));
  expect(made.state).toMatchObject({ adding: false, added: 1 });
  expect(toast.success).toHaveBeenCalledWith('The invitation has been sent');
  expect(made.dispatched).toContainEqual(loadMembers({}));
});

it("changes a member's status in its row, and leaves the row alone when refused", async () => {
  const state = reducer(initialStudiosState, membersLoaded({ data: [member('a'), member('b')], total: 2 }));
  api.apiSetMemberStatus.mockResolvedValue({ _id: 'b', memberStatus: 'inactive' });
  const { state: after } = await run(state, setMemberStatusSaga, setMemberStatus({ performerId: 'b', status: 'inactive' }));
  expect(api.apiSetMemberStatus).toHaveBeenCalledWith('b', 'inactive');
  expect(after.members.data.map((m) => [m._id, m.memberStatus])).toEqual([
    ['a', 'active'],
    ['b', 'inactive'],
  ]);
  expect(after.acting).toBeNull();

  api.apiSetMemberStatus.mockRejectedValue(new ApiError(404, { statusCode: 404, error: 'Not Found', message: 'Member not found' }));
  const { state: refused } = await run(state, setMemberStatusSaga, setMemberStatus({ performerId: 'a', status: 'inactive' }));
  expect(refused.members.data[0].memberStatus).toBe('active');
  expect(refused.acting).toBeNull();
  expect(toast.error).toHaveBeenCalledWith('Member not found');
});

it("takes an answered invitation off the performer's list", async () => {
  const state = reducer(initialStudiosState, invitationsLoaded([invitation('i1'), invitation('i2')]));
  api.apiAnswerInvitation.mockResolvedValue({ success: true });
  const { state: after, dispatched } = await run(state, answerInvitationSaga, answerInvitation({ id: 'i1', accept: true }));
  expect(api.apiAnswerInvitation).toHaveBeenCalledWith('i1', true);
  expect(after.invitations.data.map((i) => i._id)).toEqual(['i2']);
  expect(after.invitations.answering).toBeNull();
  expect(toast.success).toHaveBeenCalledWith('You are now a member of the studio');
  expect(dispatched.map((action) => action.type)).toContain('studios/loadInvitations');
});

it("loads again what the other party's change touches: the studio's list, or the performer's invitations and studio", async () => {
  const told = (change: 'invited' | 'accepted' | 'left' | 'removed') =>
    run(initialStudiosState, membershipEventSaga as never, {
      type: 'studio/membership',
      payload: { change, studioId: 's1', performerId: 'p1' },
    });
  for (const change of ['accepted', 'left'] as const) {
    const { dispatched } = await told(change);
    expect(dispatched).toEqual([loadMembers({})]);
  }
  for (const change of ['invited', 'removed'] as const) {
    const { dispatched, state } = await told(change);
    expect(dispatched.map((action) => action.type)).toEqual(['studios/loadInvitations', 'studios/membershipChanged']);
    expect(state.changed).toBe(1);
  }
});
