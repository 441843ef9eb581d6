/**
 * Buying tokens through the store (src/features/token-purchase): the packages with the
 * first gateway chosen; a purchase leaves for the gateway's page or says why not; the
 * order is asked after until it is paid or declined, and given up on after the limit;
 * the test-mode checkout is read and decided.
 */
import { runSaga, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import reducer, {
  buyFailed,
  buyPackage,
  cancelOrder,
  checkoutFailed,
  checkoutLoaded,
  decideCheckout,
  initialTokenPurchaseState,
  loadCheckout,
  loadPackages,
  orderUpdated,
  orderWatchGaveUp,
  packagesLoaded,
  watchOrder,
} from '@/features/token-purchase/slice';
import {
  buyPackageSaga,
  cancelOrderSaga,
  decideCheckoutSaga,
  loadCheckoutSaga,
  loadPackagesSaga,
  ORDER_POLL_LIMIT,
  ORDER_POLL_MS,
  watchOrderSaga,
} from '@/features/token-purchase/sagas';
import * as purchaseApi from '@/features/token-purchase/api';
import { goTo } from '@/lib/navigation';
import { ApiError } from '@/lib/http';
import type { PaymentOrder, TokenPackage } from '@/shared/schemas/money';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/token-purchase/api');
jest.mock('@/lib/navigation', () => ({ goTo: jest.fn(), navigate: jest.fn() }));

const api = {
  packages: jest.mocked(purchaseApi.apiTokenPackages),
  purchase: jest.mocked(purchaseApi.apiPurchaseTokens),
  cancel: jest.mocked(purchaseApi.apiCancelOrder),
  order: jest.mocked(purchaseApi.apiOrder),
  checkout: jest.mocked(purchaseApi.apiSandboxCheckout),
  decide: jest.mocked(purchaseApi.apiSandboxDecide),
};

const pack: TokenPackage = { _id: 'k1', name: 'Starter', tokens: 100, price: 9.99, currency: 'EUR', description: null };
const order = (status: PaymentOrder['status']): PaymentOrder => ({
  _id: 'o1',
  gateway: 'sandbox',
  description: '100 tokens',
  tokens: 100,
  price: 9.99,
  currency: 'EUR',
  expiresAt: null,
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-01T10:01:00.000Z' : null,
});
const refused = (message: string) => new ApiError(400, { statusCode: 400, error: 'Bad Request', message });

/** Runs `saga` through the store's reducer from `state`. */
const run = <A extends UnknownAction>(saga: (action: A) => unknown, action: A, state = initialTokenPurchaseState) =>
  runWithReducer(reducer, 'tokenPurchase', state, saga, action);

/** Watches order o1 while the clock runs on `ms`; returns what the watch dispatched. */
async function watchOrderFor(ms: number) {
  jest.useFakeTimers();
  const dispatched: UnknownAction[] = [];
  const done = runSaga(
    { dispatch: (a: UnknownAction) => dispatched.push(a) },
    watchOrderSaga as Saga<[ReturnType<typeof watchOrder>]>,
    watchOrder('o1'),
  ).toPromise();
  await jest.advanceTimersByTimeAsync(ms);
  await done;
  return dispatched;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

it('lists the packages and chooses the first gateway', async () => {
  api.packages.mockResolvedValue({ data: [pack], total: 1, gateways: ['sandbox', 'verotel'] });
  const { state } = await run(loadPackagesSaga, loadPackages('nl'));
  expect(api.packages).toHaveBeenCalledWith('nl');
  expect(state.packages).toEqual({ data: [pack], gateways: ['sandbox', 'verotel'], loaded: true, error: null });
  expect(state.gateway).toBe('sandbox');
});

it("leaves for the gateway's payment page", async () => {
  api.purchase.mockResolvedValue({ orderId: 'o1', paymentUrl: '/payment/sandbox/o1?signature=s' });
  await run(buyPackageSaga, buyPackage({ packageId: 'k1', gateway: 'sandbox' }));
  expect(api.purchase).toHaveBeenCalledWith('k1', 'sandbox');
  expect(goTo).toHaveBeenCalledWith('/payment/sandbox/o1?signature=s');
});

it('says why a purchase could not start and lets the viewer try again', async () => {
  api.purchase.mockRejectedValue(refused('This payment method is not available'));
  const { state, dispatched } = await run(buyPackageSaga, buyPackage({ packageId: 'k1', gateway: 'verotel' }));
  expect(dispatched).toEqual([buyFailed('This payment method is not available')]);
  expect(state).toMatchObject({ buying: null, buyError: 'This payment method is not available' });
  expect(goTo).not.toHaveBeenCalled();
});

it('asks after the order until it is paid, through a failed read', async () => {
  api.order.mockResolvedValueOnce(order('created')).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(order('paid'));
  const dispatched = await watchOrderFor(2 * ORDER_POLL_MS);
  expect(api.order).toHaveBeenCalledTimes(3);
  expect(dispatched).toEqual([orderUpdated(order('created')), orderUpdated(order('paid'))]);
});

it(`gives up after ${ORDER_POLL_LIMIT} reads of an order still waiting`, async () => {
  api.order.mockResolvedValue(order('created'));
  const dispatched = await watchOrderFor(ORDER_POLL_LIMIT * ORDER_POLL_MS);
  expect(api.order).toHaveBeenCalledTimes(ORDER_POLL_LIMIT);
  expect(dispatched[dispatched.length - 1]).toEqual(orderWatchGaveUp());
  expect(reducer(initialTokenPurchaseState, orderWatchGaveUp()).order.gaveUp).toBe(true);
});

it('reads the test-mode checkout by its signed link and goes back as the gateway says', async () => {
  api.checkout.mockResolvedValue({ order: order('created'), buyerName: 'Bea Buyer' });
  const loaded = await run(loadCheckoutSaga, loadCheckout({ id: 'o1', signature: 's', locale: 'ru' }));
  expect(api.checkout).toHaveBeenCalledWith('o1', 's', 'ru');
  expect(loaded.dispatched).toEqual([checkoutLoaded({ order: order('created'), buyerName: 'Bea Buyer' })]);

  api.decide.mockResolvedValue({ returnUrl: '/payment/success?orderId=o1' });
  const decided = await run(decideCheckoutSaga, decideCheckout({ id: 'o1', signature: 's', outcome: 'approve' }), loaded.state);
  expect(api.decide).toHaveBeenCalledWith('o1', 's', 'approve');
  expect(goTo).toHaveBeenCalledWith('/payment/success?orderId=o1');
  expect(decided.state.checkout.deciding).toBe('approve');
});

it('shows why a checkout could not be decided and lets the buyer decide again', async () => {
  api.decide.mockRejectedValue(refused('This link is invalid or has expired'));
  const { state } = await run(decideCheckoutSaga, decideCheckout({ id: 'o1', signature: 'x', outcome: 'decline' }));
  expect(state.checkout).toMatchObject({ error: 'This link is invalid or has expired', deciding: null });
  expect(reducer(initialTokenPurchaseState, checkoutFailed('x')).checkout.error).toBe('x');
  expect(reducer(initialTokenPurchaseState, packagesLoaded({ data: [], gateways: [] })).gateway).toBeNull();
});

it('closes an order the viewer came back from without paying, quietly when it cannot', async () => {
  api.cancel.mockRejectedValue(refused('Order not found'));
  const { dispatched } = await run(cancelOrderSaga, cancelOrder('o1'));
  expect(api.cancel).toHaveBeenCalledWith('o1');
  expect(dispatched).toEqual([]);
});
