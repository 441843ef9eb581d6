/**
 * Peer-to-peer WebRTC, signalled over the socket (shared/media.ts,
 * server/realtime/media-rooms.ts): one RTCPeerConnection per viewer, offered by the
 * publisher when the server tells it a viewer wants the stream (`media/peer`).
 * Descriptions and ICE candidates travel as `media/signal`; candidates that arrive
 * before their description are held until it is set.
 */
import type { IceCandidate, MediaAck, SessionDescription } from '@/shared/media';
import type { MediaTransportClient, Publication, PublishOptions, Watching, WatchOptions } from './types';
import type { SignalChannel } from './signal-channel';

/** How long a viewer waits before asking again after its connection failed or was hung up. */
const RETRY_MS = 2000;

type Peer = { pc: RTCPeerConnection; pending: RTCIceCandidateInit[]; described: boolean };

function newPeer(config: RTCConfiguration): Peer {
  return { pc: new RTCPeerConnection(config), pending: [], described: false };
}

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

const flowing = (pc: RTCPeerConnection | undefined) => pc?.connectionState === 'connected' || pc?.connectionState === 'connecting';

export function createP2PTransport(channel: SignalChannel): MediaTransportClient {
  const open = new Set<{ stop(): void }>();

  function publish({ streamId, stream: initial, onError }: PublishOptions): Publication {
    let stream = initial;
    const peers = new Map<string, Peer>();
    let stopped = false;

    const drop = (peerId: string) => {
      peers.get(peerId)?.pc.close();
      peers.delete(peerId);
    };

    async function offer(peerId: string) {
      const peer = newPeer(await channel.rtcConfiguration());
      if (stopped) return peer.pc.close();
      peers.set(peerId, peer);
      stream.getTracks().forEach((track) => peer.pc.addTrack(track, stream));
      peer.pc.onicecandidate = (event) => channel.emit('media/signal', { peerId, candidate: event.candidate ? event.candidate.toJSON() as IceCandidate : null });
      peer.pc.onconnectionstatechange = () => {
        if (peer.pc.connectionState === 'failed' || peer.pc.connectionState === 'closed') drop(peerId);
      };
      await peer.pc.setLocalDescription(await peer.pc.createOffer());
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
        open.delete(publication);
      },
    };
    open.add(publication);
    return publication;
  }

  function watch({ streamId, publisherId, onStream, onEnded, onError }: WatchOptions): Watching {
    let peerId: string | null = null;
    let peer: Peer | null = null;
    /** Candidates of the current peer id that came while its connection was being made. */
    let early: RTCIceCandidateInit[] = [];
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const hangUp = () => {
      if (peerId) channel.emit('media/hangup', { peerId });
      peer?.pc.close();
      peer = null;
      peerId = null;
      early = [];
    };

    const ask = () => {
      clearTimeout(retry);
      if (stopped) return;
      hangUp();
      channel.emit('media/watch', { streamId, publisherId }, (ack: MediaAck) => {
        if (stopped) return;
        if (!ack.ok) return onError?.(ack.message);
        // Without a peer id the publisher is not sending yet: `media/published` will say when.
        peerId = ack.peerId ?? null;
      });
    };

    const askLater = () => {
      clearTimeout(retry);
      retry = setTimeout(ask, RETRY_MS);
    };

    async function answer(id: string, description: SessionDescription) {
      peer?.pc.close();
      const current = newPeer(await channel.rtcConfiguration());
      if (stopped || id !== peerId) return current.pc.close();
      peer = current;
      current.pending.push(...early.splice(0));
      current.pc.ontrack = (event) => onStream(event.streams[0] ?? new MediaStream([event.track]));
      current.pc.onicecandidate = (event) => channel.emit('media/signal', { peerId: id, candidate: event.candidate ? event.candidate.toJSON() as IceCandidate : null });
      current.pc.onconnectionstatechange = () => {
        if (peer !== current || current.pc.connectionState !== 'failed') return;
        onEnded?.();
        askLater();
      };
      await describe(current, description);
      await current.pc.setLocalDescription(await current.pc.createAnswer());
      channel.emit('media/signal', { peerId: id, description: { type: 'answer', sdp: current.pc.localDescription!.sdp } });
    }

    const matches = (event: { streamId: string; publisherId: string }) => event.streamId === streamId && event.publisherId === publisherId;
    const unsubscribe = [
      channel.subscribe('media/published', (event) => {
        if (matches(event) && !flowing(peer?.pc)) ask();
      }),
      channel.subscribe('media/unpublished', (event) => {
        if (!matches(event)) return;
        hangUp();
        onEnded?.();
      }),
      channel.subscribe('media/signal', (event) => {
        if (!peerId || event.peerId !== peerId) return;
        const id = peerId;
        const step =
          event.description?.type === 'offer'
            ? answer(id, event.description)
            : peer
              ? addCandidate(peer, event.candidate ?? null)
              : Promise.resolve(void (event.candidate && early.push(event.candidate)));
        step.catch(() => {
          onEnded?.();
          askLater();
        });
      }),
      channel.subscribe('media/hangup', (event) => {
        if (event.peerId !== peerId) return;
        peer?.pc.close();
        peer = null;
        peerId = null;
        early = [];
        onEnded?.();
        askLater();
      }),
    ];
    ask();

    const watching: Watching = {
      resume() {
        if (!flowing(peer?.pc)) ask();
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
