import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import {
  socketEventChannel,
  SocketProvider,
  useSocket,
  type AppSocket,
  type CreateSocketOptions,
  type SocketContextValue,
} from '@/lib/socket';
import { openFirstSocket } from '@/lib/socket/first-socket';

type Listener = (...args: never[]) => void;

/** socket.io's emitter surface: on/off by name, and `fire` to play the server's part. */
class FakeEmitter {
  private readonly listeners = new Map<string, Set<Listener>>();
  on(event: string, fn: Listener) {
    this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(fn));
    return this;
  }
  off(event?: string, fn?: Listener) {
    if (event === undefined) this.listeners.clear();
    else if (fn === undefined) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(fn);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    act(() => [...(this.listeners.get(event) ?? [])].forEach((fn) => (fn as (...a: unknown[]) => void)(...args)));
  }
  count(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

class FakeSocket extends FakeEmitter {
  readonly io = new FakeEmitter();
  readonly emit = jest.fn();
  readonly close = jest.fn();
  connected = false;
  constructor(readonly options: CreateSocketOptions) {
    super();
  }
}

let sockets: FakeSocket[];
const factory = jest.fn((options: CreateSocketOptions) => {
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket as unknown as AppSocket;
});
const current = () => sockets[sockets.length - 1];

/** The latest context value the probe saw, for calling subscribe/emit from a test. */
const probe: { context: SocketContextValue | null } = { context: null };
function Probe() {
  const value = useSocket();
  useEffect(() => {
    probe.context = value;
  });
  return <output>{value.status}</output>;
}
const context = () => probe.context as SocketContextValue;

function renderProvider(loggedIn: boolean, token?: string, children = <Probe />) {
  const ui = (isIn: boolean, tok?: string) => (
    <SocketProvider loggedIn={isIn} token={tok} factory={factory}>
      {children}
    </SocketProvider>
  );
  const view = render(ui(loggedIn, token));
  return { rerender: (isIn: boolean, tok?: string) => view.rerender(ui(isIn, tok)) };
}

const status = () => screen.getByRole('status').textContent;

beforeEach(() => {
  sockets = [];
  factory.mockClear();
});

describe('SocketProvider', () => {
  test('status follows the socket and its manager', () => {
    renderProvider(false);
    expect(status()).toBe('initialized');
    const steps: [FakeEmitter, string, string][] = [
      [current(), 'connect', 'connected'],
      [current(), 'disconnect', 'disconnect'],
      [current().io, 'reconnect_attempt', 'reconnecting'],
      [current().io, 'reconnect_error', 'failed'],
      [current().io, 'reconnect_attempt', 'reconnecting'],
      [current().io, 'reconnect', 'connected'],
      [current(), 'connect_error', 'failed'],
      [current().io, 'reconnect_failed', 'failed'],
    ];
    for (const [emitter, event, expected] of steps) {
      emitter.fire(event, event === 'connect_error' ? new Error('refused') : 1);
      expect(status()).toBe(expected);
      expect(document.documentElement.dataset.socket).toBe(expected);
    }
  });

  test('closes and reopens the connection when loggedIn changes', () => {
    const { rerender } = renderProvider(false, 'tok-1');
    expect(sockets).toHaveLength(1);
    expect(sockets[0].options.token).toBeUndefined();
    sockets[0].fire('connect');

    rerender(true, 'tok-1');
    expect(sockets[0].close).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[1].options).toEqual({ url: undefined, token: 'tok-1' });
    expect(status()).toBe('initialized');
    // The old socket's late events no longer touch the status.
    sockets[0].fire('connect_error', new Error('late'));
    expect(status()).toBe('initialized');

    rerender(false, 'tok-1');
    expect(sockets[1].close).toHaveBeenCalledTimes(1);
    expect(sockets[2].options.token).toBeUndefined();
  });

  test('a client that did not load is asked for again, the status failed meanwhile', async () => {
    jest.useFakeTimers();
    try {
      const loadFactory = jest
        .fn<() => Promise<typeof factory>>()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockResolvedValue(factory);
      render(
        <SocketProvider loggedIn token="tok-1" loadFactory={loadFactory}>
          <Probe />
        </SocketProvider>,
      );
      await act(async () => undefined);
      expect(status()).toBe('failed');
      expect(sockets).toHaveLength(0);
      // The socket's own reconnection delays: 1 s, then 2 s.
      await act(async () => jest.advanceTimersByTimeAsync(999));
      expect(loadFactory).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTimeAsync(1));
      expect(loadFactory).toHaveBeenCalledTimes(2);
      expect(status()).toBe('failed');
      await act(async () => jest.advanceTimersByTimeAsync(2000));
      expect(loadFactory).toHaveBeenCalledTimes(3);
      expect(sockets).toHaveLength(1);
      expect(sockets[0].options.token).toBe('tok-1');
      expect(status()).toBe('initialized');
      current().fire('connect');
      expect(status()).toBe('connected');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a provider that is left stops asking for the client', async () => {
    jest.useFakeTimers();
    try {
      const loadFactory = jest.fn<() => Promise<typeof factory>>().mockRejectedValue(new Error('offline'));
      const view = render(
        <SocketProvider loggedIn={false} loadFactory={loadFactory}>
          <Probe />
        </SocketProvider>,
      );
      await act(async () => undefined);
      view.unmount();
      await act(async () => jest.advanceTimersByTimeAsync(60_000));
      expect(loadFactory).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('StrictMode double effects leave one open socket', () => {
    render(
      <StrictMode>
        <SocketProvider loggedIn={false} factory={factory}>
          <Probe />
        </SocketProvider>
      </StrictMode>,
    );
    expect(sockets.filter((socket) => socket.close.mock.calls.length === 0)).toHaveLength(1);
    current().fire('connect');
    expect(status()).toBe('connected');
  });

  test('emits auth/login with the stored token after a reconnect', () => {
    const { rerender } = renderProvider(true, 'tok-1');
    current().io.fire('reconnect', 3);
    expect(current().emit).toHaveBeenCalledWith('auth/login', { token: 'tok-1' });

    rerender(false);
    current().io.fire('reconnect', 1);
    expect(current().emit).not.toHaveBeenCalled();
  });

  test('subscribe delivers events until unsubscribed; emit sends on the socket', () => {
    renderProvider(true, 'tok-1');
    const onBalance = jest.fn();
    let unsubscribe = () => {};
    act(() => {
      unsubscribe = context().subscribe('balance/updated', onBalance);
    });
    current().fire('balance/updated', { balance: 40 });
    expect(onBalance).toHaveBeenCalledWith({ balance: 40 });

    unsubscribe();
    current().fire('balance/updated', { balance: 10 });
    expect(onBalance).toHaveBeenCalledTimes(1);

    expect(context().emit('auth/login', { token: 'tok-1' })).toBe(true);
    expect(current().emit).toHaveBeenCalledWith('auth/login', { token: 'tok-1' });
  });
});

describe("the page's first socket", () => {
  const loadFactory = () => Promise.resolve(factory);
  const renderLoading = (loggedIn: boolean, token?: string) =>
    render(
      <SocketProvider loggedIn={loggedIn} token={token} loadFactory={loadFactory}>
        <Probe />
      </SocketProvider>,
    );
  const loaded = () => act(() => loadFactory().then(() => undefined));

  test('opened before hydration for the same token is taken over, connected already or not', async () => {
    openFirstSocket(factory, 'tok-1');
    sockets[0].connected = true;
    renderLoading(true, 'tok-1');
    await loaded();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].close).not.toHaveBeenCalled();
    expect(status()).toBe('connected');
    // From then on it is the provider's like any other: its events reach the status.
    sockets[0].fire('disconnect');
    expect(status()).toBe('disconnect');
  });

  test('opened for another token (the server found it expired) is closed and a socket of its own is opened', async () => {
    openFirstSocket(factory, 'expired');
    renderLoading(false, 'expired');
    await loaded();
    expect(sockets).toHaveLength(2);
    expect(sockets[0].close).toHaveBeenCalledTimes(1);
    expect(sockets[1].options.token).toBeUndefined();
    expect(status()).toBe('initialized');
  });

  test('is handed over once: the next socket (after a login) is a new one', async () => {
    openFirstSocket(factory, undefined);
    openFirstSocket(factory, undefined);
    expect(sockets).toHaveLength(1);
    const { rerender } = renderLoading(false);
    await loaded();
    expect(sockets).toHaveLength(1);
    rerender(
      <SocketProvider loggedIn token="tok-2" loadFactory={loadFactory}>
        <Probe />
      </SocketProvider>,
    );
    await loaded();
    expect(sockets).toHaveLength(2);
    expect(sockets[0].close).toHaveBeenCalledTimes(1);
    expect(sockets[1].options.token).toBe('tok-2');
  });
});

describe('socketEventChannel', () => {
  test('emits { event, payload } for listed events and removes its listeners on close', async () => {
    const socket = new FakeSocket({});
    const channel = socketEventChannel(socket, ['balance/updated', 'auth/revoked']);
    socket.fire('balance/updated', { balance: 5 });
    socket.fire('auth/status', { authenticated: true, role: 'user' });

    const received = await new Promise((resolve) => channel.take(resolve));
    expect(received).toEqual({ event: 'balance/updated', payload: { balance: 5 } });

    channel.close();
    expect(socket.count('balance/updated')).toBe(0);
    expect(socket.count('auth/revoked')).toBe(0);
  });
});
