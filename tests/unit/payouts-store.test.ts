/**
 * A decision on one of the account's own payout requests, as it arrives on the
 * socket: the request's row changes in place and the figures beside the list follow.
 */
import reducer, {
  initialPayoutsState,
  loadPayoutPreview,
  ownRequestsLoaded,
  paymentInformationLoaded,
  payoutRequestChanged,
  payoutStatsLoaded,
  selectSavedMethods,
  type PayoutsState,
} from '@/features/payouts/slice';
import { payoutRequestChangedSaga } from '@/features/payouts/sagas';
import * as payoutsApi from '@/features/payouts/api';
import type { PaymentInformation, PayoutRequest, PayoutStats } from '@/shared/schemas/payouts';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/payouts/api');
const stats = jest.mocked(payoutsApi.apiPayoutStats);

const request = (id: string, status: PayoutRequest['status']): PayoutRequest => ({
  _id: id,
  requester: { _id: 'p1', name: 'Luna Demo', username: 'demo-performer' },
  requesterKind: 'performer',
  studioId: null,
  fromDate: '2026-03-01T00:00:00.000Z',
  toDate: '2026-03-31T00:00:00.000Z',
  amount: 510,
  value: { amount: 25.5, currency: 'EUR' },
  paymentAccountType: 'paxum',
  paymentAccountInfo: { email: 'luna@paxum.test' },
  status,
  requestNote: null,
  adminNote: null,
  transactionId: null,
  createdAt: '2026-03-31T10:00:00.000Z',
  updatedAt: '2026-03-31T10:00:00.000Z',
});
const figures = (done: number): PayoutStats => ({
  pending: { count: done ? 0 : 1, amount: done ? 0 : 510 },
  approved: { count: 0, amount: 0 },
  rejected: { count: 0, amount: 0 },
  done: { count: done ? 1 : 0, amount: done },
});

const decided = (state: PayoutsState, changed: PayoutRequest) =>
  runWithReducer(reducer, 'payouts', state, payoutRequestChangedSaga, payoutRequestChanged(changed));

afterEach(() => jest.resetAllMocks());

it('replaces the decided request in the list and loads the figures again', async () => {
  let state = reducer(initialPayoutsState, ownRequestsLoaded({ data: [request('r1', 'pending'), request('r0', 'done')], total: 2 }));
  state = reducer(state, payoutStatsLoaded(figures(0)));
  stats.mockResolvedValue(figures(510));

  const { state: after } = await decided(state, request('r1', 'done'));
  expect(after.own.data.map((r) => [r._id, r.status])).toEqual([
    ['r1', 'done'],
    ['r0', 'done'],
  ]);
  expect(stats).toHaveBeenCalledWith('performer');
  expect(after.stats).toEqual(figures(510));
});

it('asks for the preview of the chosen period again (a rejection frees its earnings)', async () => {
  const range = { from: '2026-03-01', to: '2026-03-31' };
  const state = reducer(initialPayoutsState, loadPayoutPreview({ role: 'performer', range }));
  const { dispatched } = await decided(state, request('r1', 'rejected'));
  expect(dispatched).toContainEqual(loadPayoutPreview({ role: 'performer', range }));
  // Nothing shown yet to refresh: no figures are asked for.
  expect(stats).not.toHaveBeenCalled();
});

it('keeps the figures when they cannot be loaded, and leaves a list without the request alone', async () => {
  let state = reducer(initialPayoutsState, ownRequestsLoaded({ data: [request('r0', 'done')], total: 1 }));
  state = reducer(state, payoutStatsLoaded(figures(0)));
  stats.mockRejectedValue(new Error('down'));
  const { state: after } = await decided(state, request('r9', 'approved'));
  expect(after.own.data.map((r) => r._id)).toEqual(['r0']);
  expect(after.stats).toEqual(figures(0));
});

it('gives the same list of saved methods until the saved details change, so a form selecting it renders only then', () => {
  const saved = (type: PaymentInformation['paymentAccountType']): PaymentInformation => ({
    paymentAccountType: type,
    details: { email: 'luna@paxum.test' },
    updatedAt: '2026-03-01T10:00:00.000Z',
  });
  const state = reducer(initialPayoutsState, paymentInformationLoaded([saved('paxum')]));
  const methods = selectSavedMethods({ payouts: state });
  expect(methods).toEqual(['paxum']);
  // Another part of the state changed: the very same array.
  expect(selectSavedMethods({ payouts: reducer(state, payoutStatsLoaded(figures(0))) })).toBe(methods);
  const changed = reducer(state, paymentInformationLoaded([saved('paxum'), saved('bank_transfer')]));
  expect(selectSavedMethods({ payouts: changed })).toEqual(['paxum', 'bank_transfer']);
});
