/**
 * Media through the Janus VideoRoom SFU (docs/architecture.md#media; used when the streaming
 * settings name the `janus` transport). Each stream is one VideoRoom; its number,
 * PIN and a signed token come from `POST /streaming/token`.
 *
 * - Publishing: create a session, attach `janus.plugin.videoroom`, join the room as a
 *   publisher whose `display` is the account id (with the publisher key the token
 *   came with), then `publish` with an SDP offer of the camera's tracks and apply
 *   Janus's answer. Once Janus reports `webrtcup` the stream is announced on the
 *   socket (`media/publish`); `stop()` announces `media/unpublish`.
 * - Watching: join as a subscriber to the feed whose `display` is the publisher's
 *   account id (in a private or group show with the private id the token came with),
 *   answer Janus's offer and `start`. Until that publisher is in the room
 *   the viewer keeps looking (`listparticipants`); when the feed goes away it calls
 *   `onEnded` and keeps looking again.
 * - Both sides trickle their ICE candidates and reconnect with a fresh token when
 *   the session or the connection is lost. A refused token is shown as a toast (the
 *   server's text), also goes to `onError` so the player can say why it
 *   shows nothing, and nothing more is tried.
 * - When the page goes away (reload, navigation) the Janus sessions are ended at once,
 *   so viewers learn the feed is gone without waiting for Janus to time it out; the
 *   socket announcements are left to the server's presence grace period.
 */
import { ApiError, errorMessage, post } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { MediaAck } from '@/shared/media';
import type { StreamToken, StreamTokenBody } from '@/shared/schemas/stream-token';
import type { MediaTransportClient, Publication, PublishOptions, Watching, WatchOptions } from './types';
import type { SignalChannel } from './signal-channel';
import { JanusApiError, JanusSession, type JanusHandle, type JanusMessage, type Jsep, type PluginData } from './janus-session';

const VIDEOROOM = 'janus.plugin.videoroom';
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 10_000;
/** How often a viewer looks for a publisher who is not in the room yet. */
const LOOKUP_INTERVAL_MS = 2000;
/** How long a new PeerConnection may take to come up. */
const CONNECT_TIMEOUT_MS = 20_000;

export const JANUS_TEXTS = {
  cannotConnect: 'Could not connect to the media server, trying again',
  replaced: 'Your camera is live from another window now',
} as const;

/** POST /streaming/token; a 403 is shown where it happens instead of leaving the page. */
export const apiStreamToken = (body: StreamTokenBody) => post<StreamToken>('/streaming/token', body, { redirectOnForbidden: false });

/** What the transport uses of the page's signal channel (signal-channel.ts). */
export type JanusChannel = Pick<SignalChannel, 'emit' | 'rtcConfiguration'>;

export interface JanusTransportOptions {
  /** Asks for a token (default: `POST /streaming/token`); a rejection's text is shown as a toast. */
  requestToken?: (body: StreamTokenBody) => Promise<StreamToken>;
  /**
   * The page's socket (`media/publish` and `media/unpublish` announce the publisher to
   * the stream's room) and the RTCConfiguration (ICE servers, relay-only policy).
   */
  channel?: JanusChannel;
  /** Where a refused token's text goes (default: a toast). */
  reportError?: (message: string) => void;
  /** For tests. */
  fetch?: typeof fetch;
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
}

/** A token, 'retry' when the server could not be reached, or null when refused (stop). */
type Grant = StreamToken | 'retry' | null;

interface Context {
  /** Asks for a token. The first ask of a publication or watching shows a refusal as a toast; later ones only return it. */
  token(body: StreamTokenBody, first: boolean): Promise<Grant>;
  /** A refusal's text, for those who report it themselves. */
  refusal?: string;
  connect(grant: StreamToken): Promise<JanusSession>;
  peerConnection(): Promise<RTCPeerConnection>;
  emit?: JanusChannel['emit'];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pause that `wake()` cuts short (a reconnected socket retries at once). */
function wakeableSleep() {
  let wake: () => void = () => undefined;
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    wake: () => wake(),
  };
}
const nextDelay = (ms: number) => Math.min(ms * 2, RETRY_MAX_MS);

/** How long after a loss other reasons may still arrive (Janus sends a kick's hangup and its reason separately). */
const SETTLE_MS = 500;

/** The end of one connection: `lost` resolves with the first reason; `reasons` collects all. */
function lossSignal() {
  const reasons = new Set<string>();
  let resolveLost: (reason: string) => void = () => undefined;
  const lost = new Promise<string>((resolve) => {
    resolveLost = resolve;
  });
  const fire = (reason: string) => {
    reasons.add(reason);
    resolveLost(reason);
  };
  return { lost, fire, reasons };
}

/** Resolves when the handle reports `webrtcup`, rejects after CONNECT_TIMEOUT_MS. */
function connectedWithin(up: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('media connection timed out')), CONNECT_TIMEOUT_MS);
  });
  return Promise.race([up, timeout]).finally(() => clearTimeout(timer));
}

function watchConnection(pc: RTCPeerConnection, fire: (reason: string) => void) {
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed') fire(`connection ${pc.connectionState}`);
  });
}

function sendCandidates(pc: RTCPeerConnection, handle: JanusHandle) {
  pc.addEventListener('icecandidate', (event) => handle.trickle(event.candidate ? event.candidate.toJSON() : null));
}

class JanusPublication implements Publication {
  private stopped = false;
  private stream: MediaStream;
  private session: JanusSession | undefined;
  private pc: RTCPeerConnection | undefined;
  private announced = false;
  /** Ends the current connection's wait. */
  private fire: (reason: string) => void = () => undefined;

  constructor(
    private readonly context: Context,
    private readonly options: PublishOptions,
  ) {
    this.stream = options.stream;
    void this.run();
  }

  async replaceStream(stream: MediaStream): Promise<void> {
    this.stream = stream;
    const senders = this.pc?.getSenders() ?? [];
    await Promise.all(
      senders.map((sender) => {
        const kind = sender.track?.kind;
        const next = stream.getTracks().find((track) => track.kind === kind);
        return next ? sender.replaceTrack(next) : Promise.resolve();
      }),
    );
  }

  /** Ends the Janus session without telling the socket (the page is going away). */
  abandon(): void {
    this.stopped = true;
    this.teardown();
    this.fire('stopped');
  }

  /** The socket is back: the server forgot the announcement with the old socket, so make it again. */
  resume(): void {
    if (this.announced && !this.stopped) this.announce();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.announced) this.context.emit?.('media/unpublish', { streamId: this.options.streamId });
    this.teardown();
    this.fire('stopped');
  }

  private async run() {
    let delay = RETRY_MIN_MS;
    for (let first = true; !this.stopped; first = false) {
      // A new token on every attempt: it also clears this account's stale connection from the room.
      const grant = await this.context.token({ id: this.options.streamId, type: 'publish' }, first);
      if (this.stopped) return;
      if (grant === null) {
        this.options.onError?.(this.context.refusal ?? JANUS_TEXTS.cannotConnect);
        return;
      }
      if (grant !== 'retry') {
        const loss = lossSignal();
        this.fire = loss.fire;
        try {
          await this.connect(grant, loss.fire);
          delay = RETRY_MIN_MS;
          await loss.lost;
          await sleep(SETTLE_MS);
          // Another window of the same account took over the stream: retrying would take it back.
          if (loss.reasons.has('kicked')) {
            if (!this.stopped) this.options.onError?.(JANUS_TEXTS.replaced);
            return this.teardown();
          }
        } catch {
          if (!this.stopped) this.options.onError?.(JANUS_TEXTS.cannotConnect);
        }
        this.teardown();
      }
      if (this.stopped) return;
      await sleep(delay);
      delay = nextDelay(delay);
    }
  }

  private async connect(grant: StreamToken, fire: (reason: string) => void) {
    const session = await this.context.connect(grant);
    this.session = session;
    session.onLost = () => fire('session lost');
    let markUp: () => void = () => undefined;
    const up = new Promise<void>((resolve) => {
      markUp = resolve;
    });
    const handle = await session.attach(VIDEOROOM, (message: JanusMessage) => {
      const data = message.plugindata?.data;
      if (message.janus === 'webrtcup') markUp();
      else if (message.janus === 'hangup' || message.janus === 'detached') fire(message.janus);
      else if (data?.videoroom === 'destroyed') fire('destroyed');
      else if (data?.leaving === 'ok') fire(data.reason === 'kicked' ? 'kicked' : 'left');
    });
    await handle.request({
      request: 'join',
      ptype: 'publisher',
      room: grant.room,
      pin: grant.pin,
      display: grant.display,
      token: grant.publisherKey,
    });
    if (this.stopped) return;

    const pc = await this.context.peerConnection();
    this.pc = pc;
    watchConnection(pc, fire);
    sendCandidates(pc, handle);
    for (const track of this.stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [this.stream] });
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const { jsep } = await handle.request({ request: 'publish' }, offer as Jsep);
    if (!jsep) throw new Error('Janus sent no answer');
    await pc.setRemoteDescription(jsep);
    await connectedWithin(up);
    if (this.stopped) return;
    this.announce();
  }

  private announce() {
    this.announced = true;
    this.context.emit?.('media/publish', { streamId: this.options.streamId }, (result: MediaAck) => {
      if (!result.ok) this.options.onError?.(result.message);
    });
  }

  private teardown() {
    this.pc?.close();
    this.pc = undefined;
    this.session?.destroy();
    this.session = undefined;
  }
}

class JanusWatching implements Watching {
  private stopped = false;
  private session: JanusSession | undefined;
  private pc: RTCPeerConnection | undefined;
  private fire: (reason: string) => void = () => undefined;
  private readonly pause = wakeableSleep();

  constructor(
    private readonly context: Context,
    private readonly options: WatchOptions,
  ) {
    void this.run();
  }

  abandon(): void {
    this.stop();
  }

  /** Media from Janus does not travel over the socket: a dropped socket leaves it playing. */
  interrupt(): void {}

  /** The socket is back. Media from Janus does not travel over it: only a viewer waiting to retry tries at once. */
  resume(): void {
    this.pause.wake();
  }

  stop(): void {
    this.stopped = true;
    this.teardown();
    this.fire('stopped');
  }

  private async run() {
    let delay = RETRY_MIN_MS;
    for (let first = true; !this.stopped; first = false) {
      const grant = await this.context.token({ id: this.options.streamId, type: 'play' }, first);
      if (this.stopped) return;
      if (grant === null) {
        // Refused later (the show ended, the viewer was blocked): onEnded has told the page already.
        if (first) this.options.onError?.(this.context.refusal ?? JANUS_TEXTS.cannotConnect);
        return;
      }
      let receiving = false;
      if (grant !== 'retry') {
        const loss = lossSignal();
        this.fire = loss.fire;
        try {
          receiving = await this.connect(grant, loss.fire);
          if (receiving) {
            delay = RETRY_MIN_MS;
            await loss.lost;
          }
        } catch (error) {
          if (!this.stopped && !(error instanceof JanusApiError)) this.options.onError?.(JANUS_TEXTS.cannotConnect);
        }
        this.teardown();
      }
      if (this.stopped) return;
      if (receiving) this.options.onEnded?.();
      await this.pause.sleep(delay);
      delay = nextDelay(delay);
    }
  }

  /** Subscribes to the publisher's feed once it is in the room; false when stopped first or the session was lost. */
  private async connect(grant: StreamToken, fire: (reason: string) => void): Promise<boolean> {
    const session = await this.context.connect(grant);
    this.session = session;
    let sessionLost = false;
    session.onLost = () => {
      sessionLost = true;
      fire('session lost');
    };
    let feed = 0;
    const handle = await session.attach(VIDEOROOM, (message: JanusMessage) => {
      const data = message.plugindata?.data;
      if (message.janus === 'hangup' || message.janus === 'detached') fire(message.janus);
      else if (data && feedEnded(data, feed)) fire('feed ended');
    });

    feed = await this.lookUpFeed(handle, grant, () => sessionLost);
    if (!feed) return false;

    // A show's room takes a subscription only with the private id of the server's attendee for this account.
    const owner = grant.privateId === undefined ? {} : { private_id: grant.privateId };
    const { jsep: offer } = await handle.request({
      request: 'join',
      ptype: 'subscriber',
      room: grant.room,
      pin: grant.pin,
      ...owner,
      streams: [{ feed }],
    });
    if (!offer || this.stopped) return false;
    const pc = await this.context.peerConnection();
    this.pc = pc;
    watchConnection(pc, fire);
    sendCandidates(pc, handle);
    const remote = new MediaStream();
    let shown = false;
    pc.addEventListener('track', (event) => {
      remote.addTrack(event.track);
      if (!shown && !this.stopped) {
        shown = true;
        this.options.onStream(remote);
      }
    });
    await pc.setRemoteDescription(offer);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    await handle.request({ request: 'start' }, answer as Jsep);
    return !this.stopped;
  }

  /** The publisher's feed id, asking the room every LOOKUP_INTERVAL_MS until they publish; 0 when given up. */
  private async lookUpFeed(handle: JanusHandle, grant: StreamToken, sessionLost: () => boolean): Promise<number> {
    while (!this.stopped && !sessionLost()) {
      try {
        const { data } = await handle.request({ request: 'listparticipants', room: grant.room });
        const participants = (data.participants ?? []) as { id: number; display?: string; publisher?: boolean }[];
        const publisher = participants.find((participant) => participant.display === this.options.publisherId && participant.publisher);
        if (publisher) return publisher.id;
      } catch (error) {
        // The room does not exist until its publisher gets a token: keep asking.
        if (!(error instanceof JanusApiError)) throw error;
      }
      await sleep(LOOKUP_INTERVAL_MS);
    }
    return 0;
  }

  private teardown() {
    this.pc?.close();
    this.pc = undefined;
    this.session?.destroy();
    this.session = undefined;
  }
}

/** Whether a subscriber's event says its feed is gone (unpublished, left, room destroyed, nothing left to receive). */
function feedEnded(data: PluginData, feed: number): boolean {
  if (data.videoroom === 'destroyed') return true;
  if (data.left === 'ok') return true;
  if (feed && (data.unpublished === feed || data.leaving === feed)) return true;
  if (data.videoroom === 'updated' && Array.isArray(data.streams)) {
    return !(data.streams as { active?: boolean; feed_id?: number }[]).some((stream) => stream.active !== false && stream.feed_id === feed);
  }
  return false;
}

/** What the transport keeps open: stopped with announcements, or abandoned silently when the page goes away. */
type Abandonable = { stop(): void; abandon(): void };

/** The Janus transport over the page's signal channel (what hooks.ts makes for shows the settings give to Janus). */
export const createJanusTransport = (channel: JanusChannel): MediaTransportClient => new JanusTransport({ channel });

/** The Janus transport; see the file comment. */
export class JanusTransport implements MediaTransportClient {
  private readonly open = new Set<Abandonable>();
  private readonly context: Context;

  private readonly onPageHide = () => {
    for (const item of [...this.open]) item.abandon();
    this.open.clear();
  };

  constructor(options: JanusTransportOptions = {}) {
    if (typeof window !== 'undefined') window.addEventListener('pagehide', this.onPageHide);
    const requestToken = options.requestToken ?? apiStreamToken;
    const report = options.reportError ?? toast.error;
    const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const makePeerConnection = options.createPeerConnection ?? ((configuration: RTCConfiguration) => new RTCPeerConnection(configuration));
    const channel = options.channel;
    this.context = {
      async token(body, first) {
        try {
          return await requestToken(body);
        } catch (error) {
          // Unreachable or failing on its side: worth another try, except on the first ask.
          const status = error instanceof ApiError ? error.statusCode : 0;
          if (!first && (status === 0 || status >= 500)) return 'retry';
          this.refusal = errorMessage(error);
          if (first) report(this.refusal);
          return null;
        }
      },
      connect: (grant) => JanusSession.create(grant.url, grant.token, fetchImpl),
      peerConnection: async () => makePeerConnection(channel ? await channel.rtcConfiguration() : {}),
      emit: channel?.emit,
    };
  }

  publish(options: PublishOptions): Publication {
    return this.track(new JanusPublication(this.context, options));
  }

  watch(options: WatchOptions): Watching {
    return this.track(new JanusWatching(this.context, options));
  }

  close(): void {
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', this.onPageHide);
    for (const item of [...this.open]) item.stop();
    this.open.clear();
  }

  private track<T extends Abandonable>(item: T): T {
    this.open.add(item);
    const stop = item.stop.bind(item);
    item.stop = () => {
      this.open.delete(item);
      stop();
    };
    return item;
  }
}
