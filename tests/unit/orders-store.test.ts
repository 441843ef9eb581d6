/**
 * Orders through the store (src/features/orders): each side reads its own list; the
 * performer's step is sent and the order shown as the server gives it back, a refusal
 * kept with the reason; the buyer's orders follow the socket's `order/updated` while
 * the page listens, and no more once it stops.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import reducer, {
  closeOrderEvents,
  initialOrdersState,
  loadOrders,
  openOrder,
  openOrderEvents,
  orderLoaded,
  ordersLoaded,
  orderUpdated,
  updateOrder,
  updateOrderFail,
  type OrdersState,
} from '@/features/orders/slice';
import orderSagas, { loadOrdersSaga, updateOrderSaga } from '@/features/orders/sagas';
import { nextStep } from '@/features/orders/components/OrderDialog';
import * as ordersApi from '@/features/orders/api';
import { ApiError } from '@/lib/http';
import type { AppSocket } from '@/lib/socket';
import type { Order } from '@/shared/schemas/orders';
import { fakeSocket } from '../support/fake-socket';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/orders/api');

const order = (extra: Partial<Order> = {}): Order => ({
  _id: 'o1',
  productId: 'p1',
  title: 'Poster',
  type: 'physical',
  image: null,
  price: 12,
  status: 'created',
  shippingAddress: { name: 'Jan Jansen', street: 'Damrak 1', postalCode: '1012 LG', city: 'Amsterdam', country: 'NL' },
  shippingCarrier: null,
  trackingCode: null,
  buyer: { _id: 'u1', name: 'Jan', username: 'jan' },
  performer: { _id: 'perf1', name: 'Anna', username: 'anna', avatar: '/avatar.png' },
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...extra,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

it("reads the performer's sold orders and the buyer's bought ones from their own calls", async () => {
  jest.mocked(ordersApi.apiSoldOrders).mockResolvedValue({ data: [order()], total: 1 });
  jest.mocked(ordersApi.apiBoughtOrders).mockResolvedValue({ data: [], total: 0 });
  const sold = await runWithReducer(
    reducer,
    'orders',
    initialOrdersState,
    loadOrdersSaga,
    loadOrders({ side: 'sold', offset: 0, status: 'created', q: 'post' }),
  );
  expect(ordersApi.apiSoldOrders).toHaveBeenCalledWith({ offset: 0, limit: 20, status: 'created', q: 'post', locale: undefined });
  expect(sold.state.sold).toMatchObject({ data: [order()], total: 1, status: 'created', q: 'post', requesting: false });
  const bought = await runWithReducer(
    reducer,
    'orders',
    initialOrdersState,
    loadOrdersSaga,
    loadOrders({ side: 'bought', offset: 0, locale: 'nl' }),
  );
  expect(ordersApi.apiBoughtOrders).toHaveBeenCalledWith({ offset: 0, limit: 20, status: undefined, q: undefined, locale: 'nl' });
  expect(bought.state.bought.requesting).toBe(false);
});

describe("the performer's steps", () => {
  const opened = (): OrdersState => {
    const listed = reducer(initialOrdersState, ordersLoaded({ side: 'sold', page: { data: [order({ status: 'processing' })], total: 1 } }));
    return reducer(listed, openOrder({ side: 'sold', id: 'o1' }));
  };

  it('moves a physical order on, one step at a time; a digital or closed one has none', () => {
    expect(nextStep(order())).toBe('processing');
    expect(nextStep(order({ status: 'processing' }))).toBe('shipping');
    expect(nextStep(order({ status: 'shipping' }))).toBe('delivered');
    expect(nextStep(order({ status: 'delivered' }))).toBeNull();
    expect(nextStep(order({ status: 'refunded' }))).toBeNull();
    expect(nextStep(order({ type: 'digital', status: 'delivered' }))).toBeNull();
  });

  it('sends the shipping step with its carrier and code, and shows the order as it comes back in the list and the dialog', async () => {
    const shipped = order({ status: 'shipping', shippingCarrier: 'PostNL', trackingCode: '3SABC123' });
    jest.mocked(ordersApi.apiUpdateOrder).mockResolvedValue(shipped);
    const body = { status: 'shipping' as const, shippingCarrier: 'PostNL', trackingCode: '3SABC123' };
    const { state, dispatched } = await runWithReducer(reducer, 'orders', opened(), updateOrderSaga, updateOrder({ id: 'o1', body }));
    expect(ordersApi.apiUpdateOrder).toHaveBeenCalledWith('o1', body);
    expect(dispatched).toEqual([orderUpdated(shipped)]);
    expect(state.sold.data[0]).toEqual(shipped);
    expect(state.details.data).toEqual(shipped);
    expect(state.update).toMatchObject({ requesting: false, error: null, done: 1 });
  });

  it('keeps the order as it was with the reason of a refusal', async () => {
    jest
      .mocked(ordersApi.apiUpdateOrder)
      .mockRejectedValue(
        new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Please give the carrier and the tracking code' }),
      );
    const { state, dispatched } = await runWithReducer(
      reducer,
      'orders',
      opened(),
      updateOrderSaga,
      updateOrder({ id: 'o1', body: { status: 'shipping' } }),
    );
    expect(dispatched).toEqual([updateOrderFail('Please give the carrier and the tracking code')]);
    expect(state.sold.data[0].status).toBe('processing');
    expect(state.update.error).toBe('Please give the carrier and the tracking code');
  });

  it('ignores the details of an order the dialog no longer shows', () => {
    const state = reducer(opened(), orderLoaded(order({ _id: 'o2', status: 'delivered' })));
    expect(state.details.id).toBe('o1');
    expect(state.details.data?.status).toBe('processing');
  });
});

it("follows the buyer's orders through order/updated while the page listens", async () => {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { orders: reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  saga.run(orderSagas);
  const { socket, serverSends, listening } = fakeSocket();
  store.dispatch(ordersLoaded({ side: 'bought', page: { data: [order({ status: 'processing' })], total: 1 } }));
  store.dispatch(openOrderEvents({ socket: socket as unknown as AppSocket }));
  await settle();
  expect(listening('order/updated')).toBe(1);

  serverSends('order/updated', { order: order({ status: 'shipping', shippingCarrier: 'DHL', trackingCode: 'JD0001' }) });
  await settle();
  expect(store.getState().orders.bought.data[0]).toMatchObject({ status: 'shipping', shippingCarrier: 'DHL', trackingCode: 'JD0001' });

  store.dispatch(closeOrderEvents());
  await settle();
  expect(listening()).toBe(0);
  serverSends('order/updated', { order: order({ status: 'delivered' }) });
  await settle();
  expect(store.getState().orders.bought.data[0].status).toBe('shipping');
});
