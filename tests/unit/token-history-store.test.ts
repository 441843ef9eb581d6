/**
 * The token history through the store (src/features/token-history): each list reads
 * the asked page, keeps its own paging, and shows a failure without losing the rows; a
 * waiting purchase is continued at the gateway's address or cancelled, and one that can
 * no longer be continued shows as it is now, with why.
 */
import reducer, {
  cancelWaitingOrder,
  historyFailed,
  historyLoaded,
  initialTokenHistoryState,
  loadHistory,
  resumeOrder,
  waitingOrderChanged,
  waitingOrderFailed,
} from '@/features/token-history/slice';
import { cancelWaitingOrderSaga, loadHistorySaga, resumeOrderSaga } from '@/features/token-history/sagas';
import * as historyApi from '@/features/token-history/api';
import * as purchaseApi from '@/features/token-purchase/api';
import { goTo } from '@/lib/navigation';
import { ApiError } from '@/lib/http';
import type { PaymentOrder, TokenTransaction } from '@/shared/schemas/money';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/token-history/api');
jest.mock('@/features/token-purchase/api');
jest.mock('@/lib/navigation', () => ({ goTo: jest.fn(), navigate: jest.fn() }));

const api = { transactions: jest.mocked(historyApi.apiTokenTransactions), orders: jest.mocked(historyApi.apiOrders) };

const movement: TokenTransaction = {
  _id: 't1',
  createdAt: '2026-11-01T10:00:00.000Z',
  kind: 'tip',
  amount: -20,
  counterparty: { name: 'Sanne', username: 'sanne' },
} as TokenTransaction;
const order = {
  _id: 'o1',
  createdAt: '2026-11-01T09:00:00.000Z',
  description: '100 tokens',
  tokens: 100,
  price: 9.99,
  currency: 'EUR',
  status: 'paid',
} as PaymentOrder;

beforeEach(() => jest.clearAllMocks());

it('reads the asked page of the token movements', async () => {
  api.transactions.mockResolvedValue({ data: [movement], total: 41 });
  const { state, dispatched } = await runWithReducer(
    reducer,
    'tokenHistory',
    initialTokenHistoryState,
    loadHistorySaga,
    loadHistory({ kind: 'transactions', offset: 40 }),
  );
  expect(api.transactions).toHaveBeenCalledWith({ offset: 40, limit: 20 });
  expect(dispatched).toEqual([historyLoaded({ kind: 'transactions', data: [movement], total: 41 })]);
  expect(state.transactions).toEqual({ data: [movement], total: 41, offset: 40, requesting: false, loaded: true, error: null });
  expect(state.orders).toBe(initialTokenHistoryState.orders);
});

it('reads the purchases on their own', async () => {
  api.orders.mockResolvedValue({ data: [order], total: 1 });
  const { state } = await runWithReducer(
    reducer,
    'tokenHistory',
    initialTokenHistoryState,
    loadHistorySaga,
    loadHistory({ kind: 'orders', offset: 0 }),
  );
  expect(api.transactions).not.toHaveBeenCalled();
  expect(state.orders).toMatchObject({ data: [order], total: 1, loaded: true });
});

it('shows why a page could not be read and keeps the rows it had', async () => {
  const before = reducer(initialTokenHistoryState, historyLoaded({ kind: 'transactions', data: [movement], total: 1 }));
  api.transactions.mockRejectedValue(new ApiError(401, { statusCode: 401, error: 'Unauthorized', message: 'Please log in' }));
  const { state, dispatched } = await runWithReducer(
    reducer,
    'tokenHistory',
    before,
    loadHistorySaga,
    loadHistory({ kind: 'transactions', offset: 20 }),
  );
  expect(dispatched).toEqual([historyFailed({ kind: 'transactions', error: 'Please log in' })]);
  expect(state.transactions).toMatchObject({ data: [movement], requesting: false, loaded: true, error: 'Please log in' });
});

describe('a purchase waiting for its payment', () => {
  const waiting = { ...order, status: 'created', expiresAt: '2026-11-01T10:00:00.000Z' } as PaymentOrder;
  const listed = reducer(initialTokenHistoryState, historyLoaded({ kind: 'orders', data: [waiting], total: 1 }));

  it('is continued at the gateway', async () => {
    jest.mocked(purchaseApi.apiResumeOrder).mockResolvedValue({ orderId: 'o1', paymentUrl: '/payment/sandbox/o1?signature=s' });
    await runWithReducer(reducer, 'tokenHistory', listed, resumeOrderSaga, resumeOrder('o1'));
    expect(goTo).toHaveBeenCalledWith('/payment/sandbox/o1?signature=s');
  });

  it('shows as it is now, with why, when it can no longer be continued', async () => {
    const message = 'This payment can no longer be continued; please buy the tokens again';
    jest.mocked(purchaseApi.apiResumeOrder).mockRejectedValue(new ApiError(400, { statusCode: 400, error: 'Bad Request', message }));
    const expired = { ...waiting, status: 'expired', expiresAt: null } as PaymentOrder;
    jest.mocked(purchaseApi.apiOrder).mockResolvedValue(expired);
    const { state, dispatched } = await runWithReducer(reducer, 'tokenHistory', listed, resumeOrderSaga, resumeOrder('o1'));
    expect(goTo).not.toHaveBeenCalled();
    expect(dispatched).toEqual([waitingOrderChanged(expired), waitingOrderFailed(message)]);
    expect(state.orders.data).toEqual([expired]);
    expect(state.waiting).toEqual({ id: null, requesting: false, error: message });
  });

  it('is cancelled, and the row shows it', async () => {
    const cancelled = { ...waiting, status: 'cancelled', expiresAt: null } as PaymentOrder;
    jest.mocked(purchaseApi.apiCancelOrder).mockResolvedValue(cancelled);
    const { state } = await runWithReducer(reducer, 'tokenHistory', listed, cancelWaitingOrderSaga, cancelWaitingOrder('o1'));
    expect(state.orders.data).toEqual([cancelled]);
    expect(state.waiting).toEqual({ id: null, requesting: false, error: null });
  });
});
