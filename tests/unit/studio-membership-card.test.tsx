/**
 * A performer's studio on their account page: nothing for an independent performer
 * without invitations; each pending invitation answered from its own buttons; a member
 * sees their studio and share and may leave.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { StudioMembershipCard } from '@/features/studios/components/StudioMembershipCard';
import studiosReducer, { initialStudiosState, invitationsLoaded } from '@/features/studios/slice';
import commissionReducer, { initialCommissionState, performerCommissionLoaded } from '@/features/commission/slice';
import type { PerformerCommission } from '@/shared/schemas/commission';
import { useSocketChannel } from '@/lib/socket';
import { membershipEvents } from '@/features/studios/slice';
import { makeTestStore } from '../support/store';

// The page hears the other party's changes on the socket; here, which channel it opens.
jest.mock('@/lib/socket', () => ({ ...jest.requireActual('@/lib/socket'), useSocketChannel: jest.fn() }));
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key),
    i18n: { language: 'en' },
  }),
}));

const rates = { tip: 40, private: 40, group: 40, product: 40, video: 40, gallery: 40, photo: 40, message: 40, direct_payment: 40 };
const invitation = {
  _id: 'i1',
  studio: { _id: 's1', name: 'Demo Studio', username: 'demo-studio' },
  status: 'pending' as const,
  createdAt: '2026-03-01T10:00:00.000Z',
};

function renderCard(commission: PerformerCommission, invitations = [invitation]) {
  const store = makeTestStore({
    studios: studiosReducer(initialStudiosState, invitationsLoaded(invitations)),
    commission: commissionReducer(initialCommissionState, performerCommissionLoaded(commission)),
  });
  const dispatched: { type: string; payload?: unknown }[] = [];
  // What the card asks for is recorded; no saga runs here.
  store.dispatch = ((action: { type: string; payload?: unknown }) => dispatched.push(action)) as never;
  const view = render(
    <Provider store={store}>
      <StudioMembershipCard />
    </Provider>,
  );
  return { dispatched, view };
}

test('shows nothing to an independent performer without invitations', () => {
  const { view, dispatched } = renderCard({ rates, studio: null }, []);
  expect(view.container).toBeEmptyDOMElement();
  expect(useSocketChannel).toHaveBeenCalledWith(membershipEvents);
  expect(dispatched.map((action) => action.type)).toEqual(['studios/loadInvitations', 'commission/loadPerformerCommission']);
});

test('answers an invitation from its own buttons', () => {
  const { dispatched } = renderCard({ rates, studio: null });
  expect(screen.getByTestId('studio-invitation')).toHaveTextContent('studioMembership.invited {"studio":"Demo Studio"}');
  fireEvent.click(screen.getByTestId('studio-invitation-accept'));
  expect(dispatched).toContainEqual({ type: 'studios/answerInvitation', payload: { id: 'i1', accept: true } });
  fireEvent.click(screen.getByTestId('studio-invitation-decline'));
  expect(dispatched).toContainEqual({ type: 'studios/answerInvitation', payload: { id: 'i1', accept: false } });
});

test('shows a member their studio and share, and leaves it after the question', () => {
  const { dispatched } = renderCard({ rates, studio: { _id: 's1', name: 'Demo Studio', memberSharePercent: 75 } }, []);
  expect(screen.getByTestId('studio-membership-studio')).toHaveTextContent('studioMembership.member {"studio":"Demo Studio","percent":75}');
  fireEvent.click(screen.getByTestId('studio-membership-leave'));
  expect(dispatched.some((action) => action.type === 'studios/leaveStudio')).toBe(false);
  // The question's own button (the last of the two of that name) confirms.
  fireEvent.click(screen.getAllByRole('button', { name: 'studioMembership.leave' }).at(-1)!);
  expect(dispatched.some((action) => action.type === 'studios/leaveStudio')).toBe(true);
});
