/**
 * The Janus transport's conversation with Janus, against a fake Janus behind `fetch`
 * and fake PeerConnections: what it asks in which order, when it announces itself on
 * the socket, how it waits for a publisher, reacts to a feed that ends and to a
 * refused token. (tests/e2e/janus-transport.spec.ts runs it with a real Janus.)
 */
import { ApiError } from '@/lib/http';
import { JANUS_TEXTS, JanusTransport } from '@/lib/webrtc/janus';
import type { StreamToken } from '@/shared/schemas/stream-token';

import { toast } from '@/lib/toast';

jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
const toastError = toast.error as jest.Mock;

const URL_ = 'http://janus.test/janus';
type Body = Record<string, unknown> & { janus: string; transaction: string; body?: Record<string, unknown>; jsep?: unknown };
type Event = Record<string, unknown>;

/** Plays Janus: answers POSTs, queues events for the long poll. */
class FakeJanus {
  readonly requests: { path: string; body: Body }[] = [];
  participants: { id: number; display: string; publisher: boolean }[] = [];
  private queue: Event[] = [];
  private waiting: (() => void) | null = null;
  private nextHandle = 100;

  push(event: Event) {
    this.queue.push({ session_id: 1, ...event });
    this.waiting?.();
  }

  plugin(handle: number, data: Record<string, unknown>, extra: Event = {}) {
    this.push({ janus: 'event', sender: handle, plugindata: { plugin: 'janus.plugin.videoroom', data }, ...extra });
  }

  asked(request: string) {
    return this.requests.filter((r) => r.body.body?.request === request);
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/janus', '');
    if (!init?.method || init.method === 'GET') return this.poll(init?.signal ?? undefined);
    const body = JSON.parse(String(init.body)) as Body;
    this.requests.push({ path, body });
    return json(this.answer(path, body));
  };

  private answer(path: string, body: Body): Event {
    const reply = { session_id: 1, transaction: body.transaction };
    if (body.janus === 'create') return { ...reply, janus: 'success', data: { id: 1 } };
    if (body.janus === 'attach') return { ...reply, janus: 'success', data: { id: this.nextHandle++ } };
    if (body.janus !== 'message') return { ...reply, janus: body.janus === 'destroy' ? 'success' : 'ack' };
    const handle = Number(path.split('/')[2]);
    const request = body.body!.request;
    if (request === 'listparticipants') {
      return {
        ...reply,
        janus: 'success',
        sender: handle,
        plugindata: { plugin: 'janus.plugin.videoroom', data: { videoroom: 'participants', participants: this.participants } },
      };
    }
    setTimeout(() => {
      const answer = { transaction: body.transaction };
      if (request === 'join' && body.body!.ptype === 'publisher')
        this.plugin(handle, { videoroom: 'joined', id: 7, private_id: 1, publishers: [] }, answer);
      if (request === 'join' && body.body!.ptype === 'subscriber') {
        this.plugin(
          handle,
          { videoroom: 'attached', room: body.body!.room, streams: [{ feed_id: 7, mid: '0', active: true }] },
          { ...answer, jsep: { type: 'offer', sdp: 'v=0 janus offer' } },
        );
      }
      if (request === 'publish') {
        this.plugin(handle, { videoroom: 'event', configured: 'ok' }, { ...answer, jsep: { type: 'answer', sdp: 'v=0 janus answer' } });
        setTimeout(() => this.push({ janus: 'webrtcup', sender: handle }), 20);
      }
      if (request === 'start') this.plugin(handle, { videoroom: 'event', started: 'ok' }, answer);
    }, 5);
    return { ...reply, janus: 'ack' };
  }

  private async poll(signal?: AbortSignal): Promise<Response> {
    if (this.queue.length === 0) {
      await new Promise<void>((resolve, reject) => {
        this.waiting = resolve;
        signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      });
    }
    this.waiting = null;
    return json(this.queue.splice(0));
  }
}

const json = (value: unknown) => ({ json: async () => value }) as Response;

class FakeTrack {
  constructor(readonly kind: string) {}
}

class FakeMediaStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  getTracks() {
    return this.tracks;
  }
}

class FakePeerConnection extends EventTarget {
  static all: FakePeerConnection[] = [];
  readonly transceivers: FakeTrack[] = [];
  remote: unknown;
  local: unknown;
  closed = false;
  connectionState = 'new';
  constructor(readonly configuration: RTCConfiguration) {
    super();
    FakePeerConnection.all.push(this);
  }
  addTransceiver(track: FakeTrack) {
    this.transceivers.push(track);
  }
  getSenders() {
    return this.transceivers.map((track) => ({ track, replaceTrack: jest.fn(async () => undefined) }));
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0 browser offer' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0 browser answer' };
  }
  async setLocalDescription(description: unknown) {
    this.local = description;
    this.dispatchEvent(
      Object.assign(new Event('icecandidate'), {
        candidate: { toJSON: () => ({ candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }) },
      }),
    );
    this.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate: null }));
  }
  async setRemoteDescription(description: { type: string }) {
    this.remote = description;
    if (description.type === 'offer') this.dispatchEvent(Object.assign(new Event('track'), { track: new FakeTrack('video') }));
  }
  close() {
    this.closed = true;
  }
}

const GRANT: StreamToken = {
  token: '1,janus,janus.plugin.videoroom:sig',
  expireDate: '2030-01-01T00:00:00.000Z',
  url: URL_,
  room: 4242,
  pin: 'the-pin',
};
const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

let janus: FakeJanus;
let transport: JanusTransport;

beforeEach(() => {
  janus = new FakeJanus();
  FakePeerConnection.all = [];
  toastError.mockClear();
  Object.assign(globalThis, { MediaStream: FakeMediaStream });
});

afterEach(() => transport?.close());

function makeTransport(requestToken: (body: { id: string; type: string }) => Promise<StreamToken>, socket?: { emit: jest.Mock }) {
  transport = new JanusTransport({
    requestToken,
    channel: {
      emit: (socket?.emit ?? (() => true)) as never,
      rtcConfiguration: async () => ({
        iceServers: [{ urls: ['turn:turn.test:3478'], username: 'u', credential: 'c' }],
        iceTransportPolicy: 'relay',
      }),
    },
    fetch: janus.fetch,
    createPeerConnection: (configuration) => new FakePeerConnection(configuration) as unknown as RTCPeerConnection,
  });
  return transport;
}

describe('publishing', () => {
  test('joins as the account with its key, publishes an offer, and announces itself only once Janus has the media', async () => {
    const requestToken = jest.fn(async () => ({ ...GRANT, publisherKey: 'key-1', display: 'performer-1' }));
    const socket = { emit: jest.fn((_event: string, _payload: unknown, ack?: (result: { ok: boolean }) => void) => ack?.({ ok: true })) };
    const camera = new FakeMediaStream([new FakeTrack('video'), new FakeTrack('audio')]) as unknown as MediaStream;
    const onError = jest.fn();
    const publication = makeTransport(requestToken, socket).publish({ streamId: 'stream-1', kind: 'public', stream: camera, onError });

    await until(() => socket.emit.mock.calls.length > 0);
    expect(requestToken).toHaveBeenCalledWith({ id: 'stream-1', type: 'publish' });
    expect(janus.asked('join')[0].body.body).toEqual({
      request: 'join',
      ptype: 'publisher',
      room: 4242,
      pin: 'the-pin',
      display: 'performer-1',
      token: 'key-1',
    });
    expect(janus.asked('publish')[0].body.jsep).toEqual({ type: 'offer', sdp: 'v=0 browser offer' });
    expect(janus.requests.every((r) => r.body.token === GRANT.token)).toBe(true);
    const pc = FakePeerConnection.all[0];
    expect(pc.configuration).toEqual({
      iceServers: [{ urls: ['turn:turn.test:3478'], username: 'u', credential: 'c' }],
      iceTransportPolicy: 'relay',
    });
    expect(pc.transceivers.map((t) => t.kind)).toEqual(['video', 'audio']);
    expect(pc.remote).toEqual({ type: 'answer', sdp: 'v=0 janus answer' });
    // Trickled candidates, then the end of gathering.
    const trickles = janus.requests.filter((r) => r.body.janus === 'trickle').map((r) => r.body.candidate);
    expect(trickles).toEqual([
      { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
      { completed: true },
    ]);
    expect(socket.emit).toHaveBeenCalledWith('media/publish', { streamId: 'stream-1' }, expect.any(Function));

    // A reconnected socket announces again; the media to Janus is untouched.
    publication.resume();
    expect(socket.emit.mock.calls.map((call) => call[0])).toEqual(['media/publish', 'media/publish']);
    expect(pc.closed).toBe(false);

    publication.stop();
    expect(socket.emit).toHaveBeenLastCalledWith('media/unpublish', { streamId: 'stream-1' });
    expect(pc.closed).toBe(true);
    expect(janus.requests.at(-1)!.body.janus).toBe('destroy');
    expect(onError).not.toHaveBeenCalled();
  });

  test('stops for good when another window of the account takes over the stream', async () => {
    const requestToken = jest.fn(async () => ({ ...GRANT, publisherKey: 'key-1', display: 'performer-1' }));
    const socket = { emit: jest.fn() };
    const onError = jest.fn();
    makeTransport(requestToken, socket).publish({
      streamId: 's',
      kind: 'public',
      stream: new FakeMediaStream() as unknown as MediaStream,
      onError,
    });
    await until(() => socket.emit.mock.calls.length > 0);
    const handle = Number(janus.asked('publish')[0].path.split('/')[2]);
    janus.push({ janus: 'hangup', sender: handle, reason: 'Close PC' });
    janus.plugin(handle, { videoroom: 'event', leaving: 'ok', reason: 'kicked' });
    await until(() => onError.mock.calls.length > 0);
    expect(onError).toHaveBeenCalledWith(JANUS_TEXTS.replaced);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestToken).toHaveBeenCalledTimes(1);
  });
});

describe('watching', () => {
  test('waits for the publisher, subscribes to her feed, and when it ends says so and waits again', async () => {
    const requestToken = jest.fn(async () => GRANT);
    const onStream = jest.fn();
    const onEnded = jest.fn();
    makeTransport(requestToken).watch({ streamId: 'stream-1', kind: 'public', publisherId: 'performer-1', onStream, onEnded });

    await until(() => janus.asked('listparticipants').length > 0);
    janus.participants = [
      { id: 5, display: 'someone-else', publisher: true },
      { id: 7, display: 'performer-1', publisher: true },
    ];
    await until(() => onStream.mock.calls.length > 0, 5000);
    expect(requestToken).toHaveBeenCalledWith({ id: 'stream-1', type: 'play' });
    expect(janus.asked('join')[0].body.body).toEqual({
      request: 'join',
      ptype: 'subscriber',
      room: 4242,
      pin: 'the-pin',
      streams: [{ feed: 7 }],
    });
    const pc = FakePeerConnection.all[0];
    expect(pc.remote).toEqual({ type: 'offer', sdp: 'v=0 janus offer' });
    expect(janus.asked('start')[0].body.jsep).toEqual({ type: 'answer', sdp: 'v=0 browser answer' });
    expect((onStream.mock.calls[0][0] as FakeMediaStream).getTracks().map((t) => t.kind)).toEqual(['video']);

    const looks = janus.asked('listparticipants').length;
    janus.participants = [];
    janus.plugin(Number(janus.asked('start')[0].path.split('/')[2]), { videoroom: 'event', left: 'ok' });
    await until(() => onEnded.mock.calls.length > 0);
    expect(pc.closed).toBe(true);
    await until(() => janus.asked('listparticipants').length > looks, 4000);
    expect(toast.error).not.toHaveBeenCalled();
  });

  test("subscribes in a show's room with the private id its token came with", async () => {
    const onStream = jest.fn();
    makeTransport(async () => ({ ...GRANT, privateId: 90210 })).watch({
      streamId: 'show-1',
      kind: 'group',
      publisherId: 'performer-1',
      onStream,
    });
    await until(() => janus.asked('listparticipants').length > 0);
    // The server's attendees are in the room too; they never publish.
    janus.participants = [
      { id: 3, display: 'attendee-x', publisher: false },
      { id: 7, display: 'performer-1', publisher: true },
    ];
    await until(() => onStream.mock.calls.length > 0, 5000);
    expect(janus.asked('join')[0].body.body).toEqual({
      request: 'join',
      ptype: 'subscriber',
      room: 4242,
      pin: 'the-pin',
      private_id: 90210,
      streams: [{ feed: 7 }],
    });
  });

  test("a refused token shows the server's text as a toast, and Janus is never called", async () => {
    const refused = new ApiError(403, { statusCode: 403, error: 'Forbidden', message: 'You cannot watch this stream' });
    const onStream = jest.fn();
    const onError = jest.fn();
    makeTransport(async () => Promise.reject(refused)).watch({ streamId: 's', kind: 'public', publisherId: 'p', onStream, onError });
    await until(() => toastError.mock.calls.length > 0);
    expect(toastError).toHaveBeenCalledWith('You cannot watch this stream');
    // The player can say why it stays dark.
    expect(onError).toHaveBeenCalledWith('You cannot watch this stream');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(janus.requests).toEqual([]);
    expect(onStream).not.toHaveBeenCalled();
  });
});
