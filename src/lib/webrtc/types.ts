/**
 * What the pages use to send and receive video, whichever transport carries it
 * (`p2p.ts`: peer-to-peer over socket.io signalling; `janus.ts`: Janus VideoRoom).
 * A transport is made per page with the socket and the streaming settings.
 */
import type { StreamKind } from '@/shared/media';

export interface PublishOptions {
  streamId: string;
  kind: StreamKind;
  /** The local camera and microphone. */
  stream: MediaStream;
  /** A failure the person should see (already a readable text). */
  onError?: (message: string) => void;
}

export interface Publication {
  /** Sends another camera/microphone from now on, without viewers reconnecting. */
  replaceStream(stream: MediaStream): Promise<void>;
  /** The socket is back after a reconnect: announce the publication again (media already flowing keeps flowing). */
  resume(): void;
  /** Stops sending and tells viewers. */
  stop(): void;
}

export interface WatchOptions {
  streamId: string;
  kind: StreamKind;
  /** Whose media to receive: the performer, or in a private show the other party. */
  publisherId: string;
  /** Media arrived (again, after a reconnect: a new MediaStream). */
  onStream: (stream: MediaStream) => void;
  /** The publisher stopped or is unreachable; the transport keeps waiting for them to come back. */
  onEnded?: () => void;
  onError?: (message: string) => void;
}

export interface Watching {
  /**
   * The socket dropped. The server hangs up a dropped socket's peer-to-peer pairs at the
   * publisher's end, so such a pair is over now, not when the browser notices it.
   */
  interrupt(): void;
  /** The socket is back after a reconnect: watch again unless media is still flowing. */
  resume(): void;
  stop(): void;
}

export interface MediaTransportClient {
  publish(options: PublishOptions): Publication;
  watch(options: WatchOptions): Watching;
  /** Ends everything this transport opened. */
  close(): void;
}
