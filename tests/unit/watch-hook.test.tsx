/**
 * useWatch follows the page's socket: a viewer's pair is interrupted when the socket
 * stops being connected (the server hangs up a dropped socket's pairs) and resumed
 * when it connects again, so the player never shows a picture that is already over.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SocketStatus } from '@/lib/socket';
import type { MediaTransportClient, Watching } from '@/lib/webrtc/types';
import type { StreamingSettings } from '@/shared/schemas/streaming';

let status: SocketStatus = 'connected';
let socket: object | null = {};
jest.mock('@/lib/socket', () => ({
  useSocket: () => ({ socket, status, subscribe: () => () => undefined, emit: () => true }),
}));
jest.mock('@/lib/http', () => ({
  get: () => Promise.resolve({ optionForBroadcast: 'p2p', optionForPrivate: 'p2p', optionForGroup: 'p2p', secureOption: false }),
}));

const calls: string[] = [];
const watching: Watching = {
  interrupt: () => calls.push('interrupt'),
  resume: () => calls.push('resume'),
  stop: () => calls.push('stop'),
};
const transport: MediaTransportClient = {
  publish: () => {
    throw new Error('not published in this test');
  },
  watch: () => {
    calls.push('watch');
    return watching;
  },
  close: () => undefined,
};
jest.mock('@/lib/webrtc/p2p', () => ({ createP2PTransport: () => transport }));

// Imported after the mocks it reads.
import { useWatch } from '@/lib/webrtc/hooks';

beforeEach(() => {
  calls.length = 0;
  status = 'connected';
  socket = {};
});

test('the watching starts once the page has a socket, when the settings came with the page', async () => {
  socket = null;
  status = 'initialized';
  const settings: StreamingSettings = {
    ...{ viewerURL: null, publisherURL: null, subscriberUrl: null, appName: 'live', secureOption: false },
    ...{ optionForBroadcast: 'p2p', optionForPrivate: 'p2p', optionForGroup: 'p2p' },
  };
  const { rerender } = renderHook(() => useWatch({ streamId: 's', kind: 'public', publisherId: 'p', settings }));
  // The transport is there at once, but a request to watch sent now would reach no one.
  await act(() => Promise.resolve());
  expect(calls).toEqual([]);
  socket = {};
  act(() => rerender());
  await waitFor(() => expect(calls).toEqual(['watch']));
  // Its first connect is not a return: nothing to resume.
  status = 'connected';
  act(() => rerender());
  expect(calls).toEqual(['watch']);
});

test('a dropped socket interrupts the watching once, and its return resumes it', async () => {
  const { rerender, unmount } = renderHook(() => useWatch({ streamId: 's', kind: 'public', publisherId: 'p' }));
  await waitFor(() => expect(calls).toEqual(['watch']));

  for (const next of ['disconnect', 'reconnecting', 'failed', 'reconnecting'] as SocketStatus[]) {
    status = next;
    act(() => rerender());
  }
  expect(calls).toEqual(['watch', 'interrupt']);

  status = 'connected';
  act(() => rerender());
  expect(calls).toEqual(['watch', 'interrupt', 'resume']);

  // Another login replaces the socket: the old one's pairs are gone too.
  status = 'initialized';
  act(() => rerender());
  status = 'connected';
  act(() => rerender());
  expect(calls).toEqual(['watch', 'interrupt', 'resume', 'interrupt', 'resume']);

  unmount();
  expect(calls.at(-1)).toBe('stop');
});
