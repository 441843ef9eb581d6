/** The payout lists' status filter: a status narrows the list, and "All statuses" shows every request again. */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { PayoutDecisions } from '@/features/payouts/components/PayoutDecisions';
import { loadDecisionList } from '@/features/payouts/slice';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

test('"All statuses" after a status loads every status again', () => {
  const store = makeTestStore();
  const loads: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    if (action.type === loadDecisionList.type) loads.push(action.payload);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <PayoutDecisions scope="admin" initialStatus="pending" />
    </Provider>,
  );
  const filter = screen.getByTestId('payout-decisions-status');
  fireEvent.change(filter, { target: { value: 'done' } });
  fireEvent.change(filter, { target: { value: '' } });
  expect(loads).toEqual([
    { scope: 'admin', offset: 0, status: 'pending' },
    { scope: 'admin', offset: 0, status: 'done' },
    { scope: 'admin', offset: 0, status: undefined },
  ]);
});
