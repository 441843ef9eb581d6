/**
 * The peer-to-peer transport against a fake signalling channel and fake
 * PeerConnections, with the orderings a busy machine produces: acks that cross
 * announcements, candidates that arrive while a connection is being made, pairs that
 * never connect, hang-ups while an offer is prepared. (tests/e2e/live-video.spec.ts
 * and shows.spec.ts run it between two real browsers.)
 */
import { CONNECT_TIMEOUT_MS, RETRY_MS, createP2PTransport } from '@/lib/webrtc/p2p';
import type { SignalChannel } from '@/lib/webrtc/signal-channel';
import type { MediaAck } from '@/shared/media';
import type { MediaTransportClient } from '@/lib/webrtc/types';

type Handler = (payload: never) => void;
type Emitted = { event: string; payload: Record<string, unknown>; ack?: (result: MediaAck) => void };

/** The socket as the transport sees it: the test delivers server events and answers acks. */
class FakeChannel {
  readonly emitted: Emitted[] = [];
  private handlers = new Map<string, Set<Handler>>();
  /** When set, `rtcConfiguration` waits for the test to call `releaseConfiguration`. */
  holdConfiguration = false;
  private held: (() => void)[] = [];

  readonly channel: SignalChannel = {
    subscribe: ((event: string, handler: Handler) => {
      const set = this.handlers.get(event) ?? new Set<Handler>();
      this.handlers.set(event, set.add(handler));
      return () => set.delete(handler);
    }) as SignalChannel['subscribe'],
    emit: ((event: string, payload: Record<string, unknown>, ack?: (result: MediaAck) => void) => {
      this.emitted.push({ event, payload, ack });
      return true;
    }) as SignalChannel['emit'],
    rtcConfiguration: async () => {
      if (this.holdConfiguration) await new Promise<void>((resolve) => this.held.push(resolve));
      return { iceServers: [] };
    },
  };

  deliver(event: string, payload: unknown) {
    this.handlers.get(event)?.forEach((handler) => handler(payload as never));
  }

  releaseConfiguration() {
    this.held.splice(0).forEach((resolve) => resolve());
  }

  sent(event: string) {
    return this.emitted.filter((e) => e.event === event);
  }

  hangups() {
    return this.sent('media/hangup').map((e) => e.payload.peerId);
  }
}

class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  remote: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  readonly candidates: RTCIceCandidateInit[] = [];
  readonly tracks: unknown[] = [];
  closed = false;
  ontrack: ((event: unknown) => void) | null = null;
  onicecandidate: ((event: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor() {
    FakePeerConnection.all.push(this);
  }
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  getSenders() {
    return [];
  }
  async createOffer() {
    this.alive();
    return { type: 'offer' as const, sdp: 'offer-sdp' };
  }
  async createAnswer() {
    this.alive();
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.alive();
    this.localDescription = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.alive();
    this.remote = description;
    if (description.type === 'offer') this.ontrack?.({ streams: [{ id: `stream-${FakePeerConnection.all.indexOf(this)}` }] });
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.alive();
    this.candidates.push(candidate);
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }
  /** The browser's ICE/DTLS progress. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
  private alive() {
    if (this.closed) throw new Error('InvalidStateError: the connection is closed');
  }
}

const STREAM = '11111111-1111-4111-8111-111111111111';
const PERFORMER = '22222222-2222-4222-8222-222222222222';
const CANDIDATE = { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
const settle = () => jest.advanceTimersByTimeAsync(1);

let fake: FakeChannel;
let transport: MediaTransportClient;

beforeEach(() => {
  jest.useFakeTimers();
  fake = new FakeChannel();
  FakePeerConnection.all = [];
  transport = createP2PTransport(fake.channel, () => new FakePeerConnection() as unknown as RTCPeerConnection);
});

afterEach(() => {
  transport.close();
  jest.useRealTimers();
});

function watchPerformer() {
  const onStream = jest.fn();
  const onEnded = jest.fn();
  const onError = jest.fn();
  const watching = transport.watch({ streamId: STREAM, kind: 'private', publisherId: PERFORMER, onStream, onEnded, onError });
  return { watching, onStream, onEnded, onError };
}

/** Answers the `n`th `media/watch` (0-based). */
function ackWatch(n: number, result: MediaAck) {
  fake.sent('media/watch')[n].ack!(result);
}

const offer = (peerId: string) => fake.deliver('media/signal', { peerId, description: { type: 'offer', sdp: 'offer-sdp' } });

describe('watching', () => {
  test('asks, answers the offer of its pair, and uses candidates that came before the connection existed', async () => {
    const { onStream } = watchPerformer();
    expect(fake.sent('media/watch')[0].payload).toEqual({ streamId: STREAM, publisherId: PERFORMER });
    ackWatch(0, { ok: true, peerId: 'p1' });
    fake.holdConfiguration = true;
    offer('p1');
    fake.deliver('media/signal', { peerId: 'p1', candidate: CANDIDATE });
    fake.deliver('media/signal', { peerId: 'other', candidate: { ...CANDIDATE, candidate: 'not mine' } });
    fake.releaseConfiguration();
    await settle();

    const [pc] = FakePeerConnection.all;
    expect(pc.remote).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    expect(pc.candidates).toEqual([CANDIDATE]);
    expect(onStream).toHaveBeenCalledWith({ id: 'stream-0' });
    expect(fake.sent('media/signal').map((e) => e.payload)).toEqual([{ peerId: 'p1', description: { type: 'answer', sdp: 'answer-sdp' } }]);
  });

  test("an ack of an earlier ask is hung up, and its pair's offer is not answered", async () => {
    const { watching } = watchPerformer();
    // The socket came back while the first ask was out: the server forgot it, so the viewer asks again.
    watching.resume();
    expect(fake.sent('media/watch')).toHaveLength(2);
    ackWatch(0, { ok: true, peerId: 'stale' });
    expect(fake.hangups()).toEqual(['stale']);
    offer('stale');
    await settle();
    expect(FakePeerConnection.all).toHaveLength(0);

    ackWatch(1, { ok: true, peerId: 'p2' });
    offer('p2');
    await settle();
    expect(FakePeerConnection.all).toHaveLength(1);
    expect(FakePeerConnection.all[0].remote).not.toBeNull();
  });

  test('after the publisher hangs up, the next pair starts from nothing: its early candidates reach its own connection', async () => {
    const { onEnded } = watchPerformer();
    ackWatch(0, { ok: true, peerId: 'p1' });
    offer('p1');
    await settle();
    const first = FakePeerConnection.all[0];
    first.become('connected');

    // The publisher's side failed: it hangs up; the viewer asks again after a pause.
    fake.deliver('media/hangup', { peerId: 'p1' });
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(first.closed).toBe(true);
    expect(fake.sent('media/watch')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(RETRY_MS);
    expect(fake.sent('media/watch')).toHaveLength(2);
    ackWatch(1, { ok: true, peerId: 'p2' });

    fake.holdConfiguration = true;
    offer('p2');
    fake.deliver('media/signal', { peerId: 'p2', candidate: CANDIDATE });
    fake.releaseConfiguration();
    await settle();
    const second = FakePeerConnection.all[1];
    expect(second.candidates).toEqual([CANDIDATE]);
    expect(first.candidates).toEqual([]);
    // Nothing failed on the way: no further ask.
    await jest.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(fake.sent('media/watch')).toHaveLength(2);
  });

  test('an announcement during an ask that found no publisher asks again at once', async () => {
    watchPerformer();
    fake.deliver('media/published', { streamId: STREAM, publisherId: PERFORMER });
    expect(fake.sent('media/watch')).toHaveLength(1);
    ackWatch(0, { ok: true });
    expect(fake.sent('media/watch')).toHaveLength(2);
  });

  test('a repeated announcement leaves a pair being made, or one that works, alone; a broken one is replaced', async () => {
    watchPerformer();
    ackWatch(0, { ok: true });
    fake.deliver('media/published', { streamId: STREAM, publisherId: PERFORMER });
    expect(fake.sent('media/watch')).toHaveLength(2);
    ackWatch(1, { ok: true, peerId: 'p1' });

    // Before the offer and while connecting: the pair stays.
    fake.deliver('media/published', { streamId: STREAM, publisherId: PERFORMER });
    offer('p1');
    await settle();
    const [pc] = FakePeerConnection.all;
    pc.become('connecting');
    fake.deliver('media/published', { streamId: STREAM, publisherId: PERFORMER });
    pc.become('connected');
    fake.deliver('media/published', { streamId: STREAM, publisherId: PERFORMER });
    // Another publisher of the stream is not this viewer's business.
    fake.deliver('media/published', { streamId: STREAM, publisherId: '33333333-3333-4333-8333-333333333333' });
    expect(fake.sent('media/watch')).toHaveLength(2);
    expect(fake.hangups()).toEqual([]);

    // The publisher's browser went away and came back: the old pair lost its peer.
    pc.become('disconnected');
    fake.deliver('media/published', { streamId: STREAM, publisherId: PERFORMER });
    expect(fake.hangups()).toEqual(['p1']);
    expect(fake.sent('media/watch')).toHaveLength(3);
  });

  test('a pair that has not connected in time is hung up and asked for anew; a connected one stays', async () => {
    watchPerformer();
    ackWatch(0, { ok: true, peerId: 'p1' });
    offer('p1');
    await settle();
    FakePeerConnection.all[0].become('connecting');
    await jest.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(fake.hangups()).toEqual(['p1']);
    expect(FakePeerConnection.all[0].closed).toBe(true);
    expect(fake.sent('media/watch')).toHaveLength(2);

    ackWatch(1, { ok: true, peerId: 'p2' });
    offer('p2');
    await settle();
    FakePeerConnection.all[1].become('connected');
    await jest.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS * 2);
    expect(fake.sent('media/watch')).toHaveLength(2);
    expect(fake.hangups()).toEqual(['p1']);
  });

  test('a failed connection is reported and asked for again; the end of the publication stops asking', async () => {
    const { onEnded } = watchPerformer();
    ackWatch(0, { ok: true, peerId: 'p1' });
    offer('p1');
    await settle();
    FakePeerConnection.all[0].become('failed');
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(fake.hangups()).toEqual(['p1']);
    await jest.advanceTimersByTimeAsync(RETRY_MS);
    expect(fake.sent('media/watch')).toHaveLength(2);

    // The performer ends while the ask is out: the late pair is hung up and nothing more is asked.
    fake.deliver('media/unpublished', { streamId: STREAM, publisherId: PERFORMER });
    ackWatch(1, { ok: true, peerId: 'late' });
    expect(fake.hangups()).toEqual(['p1', 'late']);
    await jest.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS * 2);
    expect(fake.sent('media/watch')).toHaveLength(2);
  });

  test('a refusal is reported and a connected pair survives a socket reconnect', async () => {
    const refused = watchPerformer();
    ackWatch(0, { ok: false, message: 'You cannot watch this stream' });
    expect(refused.onError).toHaveBeenCalledWith('You cannot watch this stream');
    refused.watching.stop();

    const { watching } = watchPerformer();
    ackWatch(1, { ok: true, peerId: 'p1' });
    offer('p1');
    await settle();
    FakePeerConnection.all[0].become('connected');
    watching.resume();
    expect(fake.sent('media/watch')).toHaveLength(2);
    watching.stop();
    expect(fake.hangups()).toEqual(['p1']);
    expect(FakePeerConnection.all[0].closed).toBe(true);
  });
  test('a dropped socket ends the pair at once, quietly; its return asks again, even though the old connection looked up', async () => {
    const { watching, onEnded } = watchPerformer();
    ackWatch(0, { ok: true, peerId: 'p1' });
    offer('p1');
    await settle();
    const first = FakePeerConnection.all[0];
    first.become('connected');

    watching.interrupt();
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(first.closed).toBe(true);
    // The server hangs up a dropped socket's pairs itself, and no retry is asked for while the socket is away.
    expect(fake.hangups()).toEqual([]);
    await jest.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS * 2);
    expect(fake.sent('media/watch')).toHaveLength(1);

    watching.resume();
    expect(fake.sent('media/watch')).toHaveLength(2);
    ackWatch(1, { ok: true, peerId: 'p2' });
    offer('p2');
    await settle();
    expect(FakePeerConnection.all).toHaveLength(2);
    expect(FakePeerConnection.all[1].remote).not.toBeNull();
  });

  test('a dropped socket voids the ask in flight and, with no pair yet, ends nothing', async () => {
    const { watching, onEnded } = watchPerformer();
    watching.interrupt();
    watching.resume();
    expect(fake.sent('media/watch')).toHaveLength(2);
    // The first ask's ack, had it come, belongs to nobody.
    ackWatch(0, { ok: true, peerId: 'stale' });
    expect(fake.hangups()).toEqual(['stale']);
    expect(onEnded).not.toHaveBeenCalled();
  });
});

describe('publishing', () => {
  const camera = { getTracks: () => ['video-track', 'audio-track'] } as unknown as MediaStream;

  test('announces itself and offers every viewer the server names a connection of its own', async () => {
    transport.publish({ streamId: STREAM, kind: 'public', stream: camera });
    expect(fake.sent('media/publish')[0].payload).toEqual({ streamId: STREAM });
    fake.deliver('media/peer', { peerId: 'v1', streamId: STREAM, viewerId: null });
    fake.deliver('media/peer', { peerId: 'elsewhere', streamId: '99999999-9999-4999-8999-999999999999', viewerId: null });
    await settle();
    expect(FakePeerConnection.all).toHaveLength(1);
    const [pc] = FakePeerConnection.all;
    expect(pc.tracks).toEqual(['video-track', 'audio-track']);
    expect(fake.sent('media/signal').map((e) => e.payload)).toEqual([{ peerId: 'v1', description: { type: 'offer', sdp: 'offer-sdp' } }]);
    fake.deliver('media/signal', { peerId: 'v1', candidate: CANDIDATE });
    fake.deliver('media/signal', { peerId: 'v1', description: { type: 'answer', sdp: 'answer-sdp' } });
    await settle();
    expect(pc.remote).toEqual({ type: 'answer', sdp: 'answer-sdp' });
    expect(pc.candidates).toEqual([CANDIDATE]);
  });

  test('a viewer who hangs up while the offer is prepared gets none, and a failed connection is hung up', async () => {
    transport.publish({ streamId: STREAM, kind: 'public', stream: camera });
    fake.holdConfiguration = true;
    fake.deliver('media/peer', { peerId: 'gone', streamId: STREAM, viewerId: null });
    fake.deliver('media/hangup', { peerId: 'gone' });
    fake.releaseConfiguration();
    await settle();
    expect(FakePeerConnection.all[0].closed).toBe(true);
    expect(fake.sent('media/signal')).toEqual([]);

    fake.holdConfiguration = false;
    fake.deliver('media/peer', { peerId: 'v2', streamId: STREAM, viewerId: null });
    await settle();
    FakePeerConnection.all[1].become('failed');
    expect(fake.hangups()).toEqual(['v2']);
    expect(FakePeerConnection.all[1].closed).toBe(true);
  });
});
