/**
 * Socket events reach the store one way: a feature's saga channel, opened by
 * `useSocketChannel` while a page needs it. The hook opens a channel for each socket,
 * closes it when the page goes, and tells of connections and reconnections; through a
 * real store, the account's channels turn their events into the features' actions.
 */
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import {
  SocketProvider,
  socketSession,
  useSocketChannel,
  type AppSocket,
  type SocketChannelActions,
  type SocketFactory,
} from '@/lib/socket';
import { makeTestStore } from '../support/store';
import { AccountEvents } from '@/components/common/AccountEvents';
import { accountLoaded } from '@/features/account/slice';
import { sessionRestored } from '@/features/auth/slice';
import { ownRequestsLoaded } from '@/features/payouts/slice';
import { performerEvents, performerListLoaded } from '@/features/performers/slice';
import { toast } from '@/lib/toast';
import { navigate } from '@/lib/navigation';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { PayoutRequest } from '@/shared/schemas/payouts';
import type { PerformerCard } from '@/shared/schemas/performers';
import { connectableSocket, fakeSocket } from '../support/fake-socket';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/navigation', () => ({ navigate: jest.fn(async () => true), goTo: jest.fn() }));
jest.mock('@/features/messaging/api', () => ({ apiTotalUnread: jest.fn(async () => ({ total: 3 })) }));

type Fake = ReturnType<typeof connectableSocket>['fake'];

beforeEach(() => jest.clearAllMocks());

describe('useSocketChannel', () => {
  const recorded: UnknownAction[] = [];
  const channel: SocketChannelActions = {
    open: () => ({ type: 'test/open' }),
    close: () => ({ type: 'test/close' }),
    connected: () => ({ type: 'test/connected' }),
    reconnected: () => ({ type: 'test/reconnected' }),
  };
  function Page({ on = true, id = 'a' }: { on?: boolean; id?: string }) {
    useSocketChannel(on ? channel : null, id);
    return null;
  }
  function setup() {
    recorded.length = 0;
    const store = configureStore({
      reducer: (state: null = null, action: UnknownAction) => {
        if (action.type.startsWith('test/')) recorded.push({ type: action.type });
        return state;
      },
    });
    const first = connectableSocket();
    const factory: SocketFactory = () => first.socket;
    const view = (props: { on?: boolean; id?: string }) => (
      <Provider store={store}>
        <SocketProvider loggedIn token="t" factory={factory}>
          <Page {...props} />
        </SocketProvider>
      </Provider>
    );
    const rendered = render(view({}));
    return { first, rerender: (props: { on?: boolean; id?: string }) => rendered.rerender(view(props)), unmount: rendered.unmount };
  }
  const types = () => recorded.map((a) => a.type);

  it('opens with the socket, tells every connection and only later ones as reconnections, closes when the page goes', () => {
    const { first, unmount } = setup();
    expect(types()).toEqual(['test/open']);
    first.set('connected');
    expect(types()).toEqual(['test/open', 'test/connected']);
    first.set('disconnected');
    first.set('connected');
    expect(types()).toEqual(['test/open', 'test/connected', 'test/connected', 'test/reconnected']);
    unmount();
    expect(types().at(-1)).toBe('test/close');
  });

  it('opens again for another key and closes when the channel is switched off', () => {
    const { rerender } = setup();
    rerender({ id: 'b' });
    expect(types()).toEqual(['test/open', 'test/close', 'test/open']);
    rerender({ id: 'b', on: false });
    expect(types()).toEqual(['test/open', 'test/close', 'test/open', 'test/close']);
  });
});

describe("the account's channels", () => {
  const performer = { _id: 'p1', role: 'performer', username: 'mei', balance: 10 } as unknown as CurrentAccount;

  async function signedIn(account: CurrentAccount) {
    const store = makeTestStore();
    store.dispatch(sessionRestored());
    store.dispatch(accountLoaded(account));
    const { fake, socket, set } = connectableSocket();
    const view = render(
      <Provider store={store}>
        <SocketProvider loggedIn token="t" factory={() => socket}>
          <AccountEvents />
        </SocketProvider>
      </Provider>,
    );
    return { store, fake, set, view };
  }
  const listens = async (fake: Fake, ...events: string[]) =>
    waitFor(() => events.forEach((event) => expect(fake.listening(event)).toBe(1)));

  it("puts a performer's balance, own tips and payout decisions into the store, and ignores others' tips", async () => {
    const { store, fake } = await signedIn(performer);
    await listens(fake, 'balance/updated', 'auth/revoked', 'message_created', 'tipped', 'payout/updated');

    act(() => fake.serverSends('balance/updated', { balance: 42 }));
    expect(store.getState().account.current?.balance).toBe(42);

    const sender = { _id: 'u1', name: 'Bea', username: 'bea', avatar: '/a.png' };
    act(() => fake.serverSends('tipped', { performerId: 'someone-else', token: 5, senderInfo: sender }));
    act(() => fake.serverSends('tipped', { performerId: 'p1', token: 20, senderInfo: sender }));
    await waitFor(() => expect(store.getState().tips.received).toEqual({ count: 1, last: { token: 20, name: 'Bea' } }));
    expect(toast.success).toHaveBeenCalledWith('tip.received', { ns: 'components', count: 20, name: 'Bea' });

    const request = { _id: 'r1', status: 'pending', amount: 300, requesterKind: 'performer' } as PayoutRequest;
    store.dispatch(ownRequestsLoaded({ data: [request], total: 1 }));
    act(() => fake.serverSends('payout/updated', { request: { ...request, status: 'approved' } }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('payouts.changed.approved', { ns: 'components', amount: 300 }));
    expect(store.getState().payouts.own.data[0].status).toBe('approved');
  });

  it('logs the browser out when the server revokes the session, and closes every channel with the page', async () => {
    const { fake, view } = await signedIn(performer);
    await listens(fake, 'auth/revoked');
    act(() => fake.serverSends('auth/revoked', { reason: 'password changed' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    view.unmount();
    await waitFor(() => expect(fake.listening()).toBe(0));
  });

  it("opens a viewer's messages but not a performer's tips or payouts, and loads the unread total at each connection", async () => {
    const { store, fake, set } = await signedIn({ _id: 'u1', role: 'user', balance: 0 } as unknown as CurrentAccount);
    await listens(fake, 'balance/updated', 'message_created');
    expect(fake.listening('tipped')).toBe(0);
    expect(fake.listening('payout/updated')).toBe(0);
    set('connected');
    await waitFor(() => expect(store.getState().messaging.totalUnread).toBe(3));
  });
});

describe('the performers channel', () => {
  it('follows live status while a page that shows performers is open', async () => {
    const store = makeTestStore();
    const card = { _id: 'p1', streamingStatus: 'offline', isOnline: false } as PerformerCard;
    store.dispatch(performerListLoaded({ key: 'k', data: [card], total: 1 }));
    const { fake, socket } = connectableSocket();
    function Grid() {
      useSocketChannel(performerEvents);
      return null;
    }
    const view = render(
      <Provider store={store}>
        <SocketProvider loggedIn={false} factory={() => socket}>
          <Grid />
        </SocketProvider>
      </Provider>,
    );
    await waitFor(() => expect(fake.listening('modelUpdateStreamingStatus')).toBe(1));
    act(() => fake.serverSends('modelUpdateStreamingStatus', { id: 'p1', status: 'public' }));
    expect(store.getState().performers.list.data[0]).toMatchObject({ streamingStatus: 'public', isOnline: true });
    view.unmount();
    await waitFor(() => expect(fake.listening('modelUpdateStreamingStatus')).toBe(0));
  });
});

describe('socketSession', () => {
  it("hands each event to the feature's saga until the close action, then stops listening", async () => {
    const { socket, serverSends, listening } = fakeSocket();
    const actions = stdChannel<UnknownAction>();
    const heard: unknown[] = [];
    const task = runSaga({ channel: actions, dispatch: () => undefined, getState: () => null }, function* () {
      yield socketSession(
        { type: 'test/close' },
        socket as unknown as AppSocket,
        ['tipped', 'balance/updated'],
        (message) => void heard.push(message),
      );
    });
    expect(listening()).toBe(2);
    serverSends('balance/updated', { balance: 1 });
    actions.put({ type: 'test/other' });
    serverSends('balance/updated', { balance: 2 });
    expect(heard).toEqual([
      { event: 'balance/updated', payload: { balance: 1 } },
      { event: 'balance/updated', payload: { balance: 2 } },
    ]);
    actions.put({ type: 'test/close' });
    await task.toPromise();
    expect(listening()).toBe(0);
  });
});
