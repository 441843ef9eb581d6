/**
 * The studio's members page: the rows as loaded, a filter asked for from the first page,
 * and the invitation dialog, which checks its field and sends the typed name.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { StudioMembersView } from '@/features/studios/components/StudioMembersView';
import { initialStudiosState, membersLoaded } from '@/features/studios/slice';
import studiosReducer from '@/features/studios/slice';
import { MSG } from '@/shared/messages';
import type { StudioMember } from '@/shared/schemas/studios';
import { useSocketChannel } from '@/lib/socket';
import { membershipEvents } from '@/features/studios/slice';
import { makeTestStore } from '../support/store';

// The page hears the other party's changes on the socket; here, which channel it opens.
jest.mock('@/lib/socket', () => ({ ...jest.requireActual('@/lib/socket'), useSocketChannel: jest.fn() }));
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const member: StudioMember = {
  _id: 'm1',
  name: 'Ioana Star',
  username: 'ioana-star',
  avatar: '/avatar.png',
  memberStatus: 'active',
  accountStatus: 'active',
  streamingStatus: 'public',
  isOnline: true,
  balance: 12.5,
  earnings: { gross: 10, member: 4.8, studio: 3.2 },
  memberSharePercent: 75,
  invitationId: null,
};

function renderView() {
  const store = makeTestStore({ studios: studiosReducer(initialStudiosState, membersLoaded({ data: [member], total: 1 })) });
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    dispatched.push(action);
    // The list is what the test loaded: no saga runs here.
    return action.type === 'studios/loadMembers' ? action : dispatch(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <StudioMembersView />
    </Provider>,
  );
  return dispatched;
}

test('shows each member with their status, streaming, balance and share, and asks for a filter from the first page', () => {
  const dispatched = renderView();
  expect(useSocketChannel).toHaveBeenCalledWith(membershipEvents);
  const table = screen.getByTestId('studio-members-table');
  expect(within(table).getByText('Ioana Star (@ioana-star)')).toBeInTheDocument();
  expect(within(table).getByText('studioMembers.streamingStatuses.public')).toBeInTheDocument();
  expect(within(table).getByText('12.5')).toBeInTheDocument(); // the page's number format: no trailing zero
  expect(within(table).getByText('75%')).toBeInTheDocument();
  expect(within(table).getByTestId('studio-member-toggle')).toHaveTextContent('studioMembers.makeInactive');

  fireEvent.click(screen.getByRole('radio', { name: 'studioMembers.statuses.invited' }));
  expect(dispatched).toContainEqual({ type: 'studios/loadMembers', payload: { status: 'invited' } });
  fireEvent.click(within(table).getByTestId('studio-member-toggle'));
  expect(dispatched).toContainEqual({ type: 'studios/setMemberStatus', payload: { performerId: 'm1', status: 'inactive' } });
});

test('the invitation needs a name or address and sends it without the spaces around it', () => {
  const dispatched = renderView();
  fireEvent.click(screen.getByTestId('studio-invite-open'));
  // The dialog's button sends the form by its id; jsdom sends no form from a button outside it.
  expect(screen.getByTestId('studio-member-send')).toHaveAttribute('form', 'studio-invite-form');
  fireEvent.submit(screen.getByTestId('studio-invite-form'));
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(MSG.required);
  expect(dispatched.some((action) => action.type === 'studios/addMember')).toBe(false);

  fireEvent.change(screen.getByLabelText('studioMembers.inviteField'), { target: { value: '  demo-performer ' } });
  fireEvent.submit(screen.getByTestId('studio-invite-form'));
  expect(dispatched).toContainEqual({ type: 'studios/addMember', payload: { invite: 'demo-performer' } });
});
