/**
 * Refunds through the store (src/features/refunds): a buyer's request is sent with its
 * reason and shown pending beside its purchase, a refusal kept in the dialog; the
 * decisions arrive by the socket's `refund/decided`; the administration's list narrows
 * to a status, and a decided request leaves a list of another status.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import reducer, {
  adminRefundsLoaded,
  askRefund,
  askRefundFail,
  decideRefund,
  initialRefundsState,
  loadAdminRefunds,
  openRefundAsk,
  openRefundEvents,
  refundAsked,
  refundDecisionSaved,
} from '@/features/refunds/slice';
import refundSagas, { askRefundSaga, decideRefundSaga, loadAdminRefundsSaga } from '@/features/refunds/sagas';
import * as refundsApi from '@/features/refunds/api';
import { ApiError } from '@/lib/http';
import type { AppSocket } from '@/lib/socket';
import type { RefundRequest } from '@/shared/schemas/refunds';
import { fakeSocket } from '../support/fake-socket';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/refunds/api');

const request = (extra: Partial<RefundRequest> = {}): RefundRequest => ({
  _id: 'r1',
  purchaseId: 'b1',
  itemType: 'product',
  itemId: 'p1',
  title: 'Signed photo book',
  price: 8,
  reason: 'The file does not open',
  status: 'pending',
  note: null,
  buyer: { _id: 'u1', name: 'Jan', username: 'jan' },
  performer: { _id: 'perf1', name: 'Anna', username: 'anna' },
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  ...extra,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

describe("the buyer's request", () => {
  const asking = reducer(initialRefundsState, openRefundAsk('b1'));

  it('is sent with its reason and shown pending beside its purchase; the dialog closes', async () => {
    jest.mocked(refundsApi.apiAskRefund).mockResolvedValue(request());
    const { state, dispatched } = await runWithReducer(
      reducer,
      'refunds',
      asking,
      askRefundSaga,
      askRefund({ purchaseId: 'b1', reason: 'The file does not open' }),
    );
    expect(refundsApi.apiAskRefund).toHaveBeenCalledWith({ purchaseId: 'b1', reason: 'The file does not open' });
    expect(dispatched).toEqual([refundAsked(request())]);
    expect(state.own.b1.status).toBe('pending');
    expect(state.ask).toEqual({ purchaseId: null, requesting: false, error: null });
  });

  it('keeps the dialog open with the reason of a refusal', async () => {
    jest
      .mocked(refundsApi.apiAskRefund)
      .mockRejectedValue(
        new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'A refund of this purchase has been asked for already' }),
      );
    const { state, dispatched } = await runWithReducer(
      reducer,
      'refunds',
      asking,
      askRefundSaga,
      askRefund({ purchaseId: 'b1', reason: 'Again' }),
    );
    expect(dispatched).toEqual([askRefundFail('A refund of this purchase has been asked for already')]);
    expect(state.ask).toEqual({ purchaseId: 'b1', requesting: false, error: 'A refund of this purchase has been asked for already' });
    expect(state.own).toEqual({});
  });

  it('hears the decision by refund/decided, and an older request does not hide a newer one', async () => {
    const saga = createSagaMiddleware();
    const store = configureStore({
      reducer: { refunds: reducer },
      middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
    });
    saga.run(refundSagas);
    const { socket, serverSends } = fakeSocket();
    store.dispatch(refundAsked(request({ _id: 'r2', createdAt: '2026-11-29T10:00:00.000Z' })));
    store.dispatch(openRefundEvents({ socket: socket as unknown as AppSocket }));
    await settle();
    serverSends('refund/decided', { request: request({ status: 'rejected', note: 'Too late' }) });
    await settle();
    expect(store.getState().refunds.own.b1).toMatchObject({ _id: 'r2', status: 'pending' });
    serverSends('refund/decided', { request: request({ _id: 'r2', createdAt: '2026-11-29T10:00:00.000Z', status: 'accepted' }) });
    await settle();
    expect(store.getState().refunds.own.b1).toMatchObject({ _id: 'r2', status: 'accepted' });
  });
});

describe("the administration's decisions", () => {
  it('reads the list of one status', async () => {
    jest.mocked(refundsApi.apiAllRefunds).mockResolvedValue({ data: [request()], total: 1 });
    const { state } = await runWithReducer(
      reducer,
      'refunds',
      initialRefundsState,
      loadAdminRefundsSaga,
      loadAdminRefunds({ offset: 0, status: 'pending' }),
    );
    expect(refundsApi.apiAllRefunds).toHaveBeenCalledWith({ offset: 0, status: 'pending', limit: 20 });
    expect(state.admin).toMatchObject({ data: [request()], total: 1, status: 'pending', requesting: false });
  });

  it('takes a decided request out of the pending list, and shows it as it is in the list of every status', async () => {
    const accepted = request({ status: 'accepted', note: 'Sorry', decidedAt: '2026-11-28T11:00:00.000Z' });
    jest.mocked(refundsApi.apiDecideRefund).mockResolvedValue(accepted);
    const pending = reducer(
      reducer(initialRefundsState, loadAdminRefunds({ offset: 0, status: 'pending' })),
      adminRefundsLoaded({ data: [request()], total: 1 }),
    );
    const body = { status: 'accepted' as const, note: 'Sorry' };
    const { state, dispatched } = await runWithReducer(reducer, 'refunds', pending, decideRefundSaga, decideRefund({ id: 'r1', body }));
    expect(refundsApi.apiDecideRefund).toHaveBeenCalledWith('r1', body);
    expect(dispatched).toEqual([refundDecisionSaved(accepted)]);
    expect(state.admin).toMatchObject({ data: [], total: 0 });
    const all = reducer(reducer(initialRefundsState, loadAdminRefunds({ offset: 0 })), adminRefundsLoaded({ data: [request()], total: 1 }));
    expect(reducer(all, refundDecisionSaved(accepted)).admin).toMatchObject({ data: [accepted], total: 1 });
  });
});
