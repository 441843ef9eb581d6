/**
 * Peer-to-peer WebRTC, signalled over the socket (shared/media.ts,
 * server/realtime/media-rooms.ts): one RTCPeerConnection per viewer, offered by the
 * publisher when the server tells it a viewer wants the stream (`media/peer`).
 * Descriptions and ICE candidates travel as `media/signal`; candidates that arrive
 * before their description are held until it is set.
 *
 * A viewer holds one pair at a time. Announcements, acks and signals can cross on a
 * busy machine, so each ask is numbered and anything that belongs to an older ask or
 * pair is hung up, never adopted; a pair that has not connected in time is replaced.
 */
import type { MediaAck } from '@/shared/media';
import type { IceCandidate, SessionDescription } from '@/shared/schemas/socket';
import type { MediaTransportClient, Publication, PublishOptions, Watching, WatchOptions } from './types';
import type { SignalChannel } from './signal-channel';

/** How long a viewer waits before asking again after its connection failed or was hung up. */
export const RETRY_MS = 2000;
/** How long a pair may take from the ack to a connection before the viewer asks for a new one. */
export const CONNECT_TIMEOUT_MS = 15_000;

type CreatePeerConnection = (configuration: RTCConfiguration) => RTCPeerConnection;
type Peer = { id: string; pc: RTCPeerConnection; pending: RTCIceCandidateInit[]; described: boolean };

async function describe(peer: Peer, description: SessionDescription) {
  await peer.pc.setRemoteDescription(description);
  peer.described = true;
  for (const candidate of peer.pending.splice(0)) await peer.pc.addIceCandidate(candidate);
}

async function addCandidate(peer: Peer, candidate: IceCandidate | null) {
  // null marks the end of the other side's candidates.
  if (!candidate) return;
  if (peer.described) await peer.pc.addIceCandidate(candidate);
  else peer.pending.push(candidate);
}

const candidateOf = (event: RTCPeerConnectionIceEvent) => (event.candidate ? (event.candidate.toJSON() as IceCandidate) : null);

export function createP2PTransport(
  channel: SignalChannel,
  createPeerConnection: CreatePeerConnection = (configuration) => new RTCPeerConnection(configuration),
): MediaTransportClient {
  const open = new Set<{ stop(): void }>();

  async function newPeer(id: string): Promise<Peer> {
    return { id, pc: createPeerConnection(await channel.rtcConfiguration()), pending: [], described: false };
  }

  function publish({ streamId, stream: initial, onError }: PublishOptions): Publication {
    let stream = initial;
    const peers = new Map<string, Peer>();
    /** Viewers whose offer is being prepared; a hang-up meanwhile takes the id out. */
    const preparing = new Set<string>();
    let stopped = false;

    const drop = (peerId: string) => {
      preparing.delete(peerId);
      peers.get(peerId)?.pc.close();
      peers.delete(peerId);
    };

    async function offer(peerId: string) {
      preparing.add(peerId);
      const peer = await newPeer(peerId);
      if (stopped || !preparing.delete(peerId)) return peer.pc.close();
      peers.set(peerId, peer);
      stream.getTracks().forEach((track) => peer.pc.addTrack(track, stream));
      peer.pc.onicecandidate = (event) => channel.emit('media/signal', { peerId, candidate: candidateOf(event) });
      peer.pc.onconnectionstatechange = () => {
        if (peers.get(peerId) !== peer) return;
        if (peer.pc.connectionState === 'failed') {
          // The viewer hears it and asks again.
          channel.emit('media/hangup', { peerId });
          drop(peerId);
        }
      };
      await peer.pc.setLocalDescription(await peer.pc.createOffer());
      if (peers.get(peerId) !== peer) return;
      channel.emit('media/signal', { peerId, description: { type: 'offer', sdp: peer.pc.localDescription!.sdp } });
    }

    const announce = () =>
      channel.emit('media/publish', { streamId }, (ack: MediaAck) => {
        if (!ack.ok) onError?.(ack.message);
      });

    const unsubscribe = [
      channel.subscribe('media/peer', (event) => {
        if (event.streamId === streamId && !stopped) offer(event.peerId).catch(() => drop(event.peerId));
      }),
      channel.subscribe('media/signal', (event) => {
        const peer = peers.get(event.peerId);
        if (!peer) return;
        const step = event.description?.type === 'answer' ? describe(peer, event.description) : addCandidate(peer, event.candidate ?? null);
        step.catch(() => drop(event.peerId));
      }),
      channel.subscribe('media/hangup', (event) => drop(event.peerId)),
    ];
    announce();

    const publication: Publication = {
      async replaceStream(next) {
        stream = next;
        for (const { pc } of peers.values()) {
          for (const sender of pc.getSenders()) {
            const track = next.getTracks().find((candidate) => candidate.kind === sender.track?.kind);
            if (track) await sender.replaceTrack(track);
          }
        }
      },
      resume: announce,
      stop() {
        if (stopped) return;
        stopped = true;
        unsubscribe.forEach((off) => off());
        channel.emit('media/unpublish', { streamId });
        for (const peerId of [...peers.keys()]) {
          channel.emit('media/hangup', { peerId });
          drop(peerId);
        }
        preparing.clear();
        open.delete(publication);
      },
    };
    open.add(publication);
    return publication;
  }

  function watch({ streamId, publisherId, onStream, onEnded, onError }: WatchOptions): Watching {
    /** Number of the latest `media/watch`; an ack of an earlier one is stale. */
    let attempt = 0;
    /** An ask is waiting for its ack. */
    let asking = false;
    /** `media/published` came while asking: an ack that says "not yet" is already out of date. */
    let publishedWhileAsking = false;
    /** The pair the server made for the latest ask, and its connection once the offer came. */
    let peerId: string | null = null;
    let peer: Peer | null = null;
    /** Candidates of `peerId` that came before its connection existed. */
    let early: RTCIceCandidateInit[] = [];
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;

    const connected = () => peer?.pc.connectionState === 'connected';
    /** A pair that is up, or still being made within its time. */
    const healthy = () =>
      Boolean(peerId) &&
      (connected() || (deadline !== undefined && !['failed', 'closed', 'disconnected'].includes(peer?.pc.connectionState ?? 'new')));

    /** Closes this end of the pair, if any, without telling anyone. */
    const forget = () => {
      clearTimeout(deadline);
      deadline = undefined;
      peer?.pc.close();
      peer = null;
      peerId = null;
      early = [];
    };

    const hangUp = () => {
      if (peerId) channel.emit('media/hangup', { peerId });
      forget();
    };

    const ask = () => {
      clearTimeout(retry);
      if (stopped) return;
      hangUp();
      const mine = ++attempt;
      asking = true;
      publishedWhileAsking = false;
      channel.emit('media/watch', { streamId, publisherId }, (ack: MediaAck) => {
        if (stopped || mine !== attempt) {
          // A later ask replaced this one: its pair is nobody's.
          if (ack.ok && ack.peerId) channel.emit('media/hangup', { peerId: ack.peerId });
          return;
        }
        asking = false;
        if (!ack.ok) return onError?.(ack.message);
        if (!ack.peerId) {
          // The publisher is not sending yet: `media/published` will say when, unless it already did.
          if (publishedWhileAsking) ask();
          return;
        }
        peerId = ack.peerId;
        deadline = setTimeout(() => {
          deadline = undefined;
          if (!connected()) ask();
        }, CONNECT_TIMEOUT_MS);
      });
    };

    const askLater = () => {
      clearTimeout(retry);
      retry = setTimeout(ask, RETRY_MS);
    };

    /** The pair broke: say so and ask again shortly. */
    const broken = () => {
      hangUp();
      onEnded?.();
      askLater();
    };

    async function answer(id: string, description: SessionDescription) {
      // Candidates of `id` go to `early` until its connection exists.
      peer?.pc.close();
      peer = null;
      const current = await newPeer(id);
      if (stopped || id !== peerId) return current.pc.close();
      peer = current;
      current.pending.push(...early.splice(0));
      current.pc.ontrack = (event) => onStream(event.streams[0] ?? new MediaStream([event.track]));
      current.pc.onicecandidate = (event) => channel.emit('media/signal', { peerId: id, candidate: candidateOf(event) });
      current.pc.onconnectionstatechange = () => {
        if (peer !== current) return;
        if (current.pc.connectionState === 'connected') {
          clearTimeout(deadline);
          deadline = undefined;
        }
        if (current.pc.connectionState === 'failed') broken();
      };
      await describe(current, description);
      await current.pc.setLocalDescription(await current.pc.createAnswer());
      if (peer !== current) return;
      channel.emit('media/signal', { peerId: id, description: { type: 'answer', sdp: current.pc.localDescription!.sdp } });
    }

    const matches = (event: { streamId: string; publisherId: string }) => event.streamId === streamId && event.publisherId === publisherId;
    const unsubscribe = [
      channel.subscribe('media/published', (event) => {
        if (!matches(event)) return;
        if (asking) publishedWhileAsking = true;
        // A repeated announcement (the publisher's socket came back) leaves a working pair alone.
        else if (!healthy()) ask();
      }),
      channel.subscribe('media/unpublished', (event) => {
        if (!matches(event)) return;
        clearTimeout(retry);
        // An ask in flight is void: its pair, if any, is hung up when the ack comes.
        attempt++;
        asking = false;
        hangUp();
        onEnded?.();
      }),
      channel.subscribe('media/signal', (event) => {
        if (!peerId || event.peerId !== peerId) return;
        const id = peerId;
        let step: Promise<void>;
        if (event.description?.type === 'offer') step = answer(id, event.description);
        else if (peer?.id === id) step = addCandidate(peer, event.candidate ?? null);
        else step = Promise.resolve(void (event.candidate && early.push(event.candidate)));
        step.catch(() => {
          if (peerId === id) broken();
        });
      }),
      channel.subscribe('media/hangup', (event) => {
        if (event.peerId !== peerId) return;
        // The other end is gone: nothing to tell it.
        peerId = null;
        broken();
      }),
    ];
    ask();

    const watching: Watching = {
      interrupt() {
        if (stopped) return;
        clearTimeout(retry);
        // An ask in flight gets no ack from a dropped socket; `resume` asks again.
        attempt++;
        asking = false;
        const had = peerId !== null;
        // Nothing to tell the server: it hangs up this socket's pairs itself.
        forget();
        if (had) onEnded?.();
      },
      resume() {
        // The server forgot this socket's asks and pairs; a connection that is up keeps flowing without them.
        if (!connected()) ask();
      },
      stop() {
        if (stopped) return;
        stopped = true;
        clearTimeout(retry);
        unsubscribe.forEach((off) => off());
        hangUp();
        open.delete(watching);
      },
    };
    open.add(watching);
    return watching;
  }

  return {
    publish,
    watch,
    close() {
      [...open].forEach((session) => session.stop());
    },
  };
}
