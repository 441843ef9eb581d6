/**
 * Viewers for the stream benchmarks: socket.io clients in this process, each on a
 * websocket of its own (no polling), joined to one stream room with
 * `public-stream/join` as the watch page joins it, each noting when a stamped
 * `message_created` reaches it. The app and the bare server are watched by the same
 * clients doing the same work, so what the clients cost weighs on both alike.
 */
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@/shared/socket-events';
import { clockMs, readStamp } from './stamp';
import type { ChatPayload } from './servers';

type ViewerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connections opened at once: more would overflow the server's accept queue. */
const CONNECT_BATCH = 100;
/**
 * How long a viewer may take to connect and join. Long: while a big room fills, the app
 * is busy telling everyone each new count, and late viewers wait their turn.
 */
const JOIN_TIMEOUT_MS = 180_000;
/**
 * Each batch waits until no viewer count came for this long before the next one joins.
 * All viewers read in this one process: joined all at once, they fall so far behind on
 * the app's counts that the server's pings wait behind them, and the server drops them.
 */
const BATCH_QUIET_MS = 250;
/** After the last batch, the room counts as settled once no count came for this long. */
const ROOM_QUIET_MS = 1000;

export interface DeliveryFigures {
  /** Messages times viewers. */
  expected: number;
  delivered: number;
  lost: number;
  duplicates: number;
  /** Deliveries (one message reaching one viewer) per second, first send to last arrival. */
  perSecond: number;
  /** Messages per second that reached every viewer, over the same time. */
  messagesPerSecond: number;
  /** Send to arrival, over all deliveries, in ms. */
  p50: number;
  p99: number;
}

export interface DeliveryTracker {
  /** Resolves when every viewer has every message, or when nothing new arrived for `quietMs`. */
  settle(quietMs?: number): Promise<DeliveryFigures>;
}

export interface Viewers {
  /** Seconds spent filling the room: connecting and joining until the room was told, waits between batches left out. */
  joinSeconds: number;
  /** Viewers whose connection closed before `close` (for instance dropped by the server's heartbeat). */
  dropped(): number;
  /** The latest `message_created` a viewer got. */
  lastPayload(): ChatPayload | null;
  /** Counts the deliveries of the messages `first` to `first + count - 1` from now on. */
  track(first: number, count: number): DeliveryTracker;
  close(): void;
}

/** The open-files limit of this process (each viewer is one; the server process needs as many). */
export function descriptorLimit(): number {
  return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()) || Infinity;
}

function percentile(sorted: Float64Array, q: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] : 0;
}

function createTracker(viewerCount: number, first: number, count: number) {
  const expected = viewerCount * count;
  const latencies = new Float64Array(expected);
  const seen = new Uint8Array(expected);
  let delivered = 0;
  let duplicates = 0;
  let firstSent = Infinity;
  let lastArrival = 0;
  let lastProgress = clockMs();

  return {
    receive(viewer: number, text: string, arrivedAt: number) {
      const stamp = readStamp(text);
      const index = stamp ? stamp.seq - first : -1;
      if (!stamp || index < 0 || index >= count) return;
      const slot = viewer * count + index;
      if (seen[slot]) {
        duplicates++;
        return;
      }
      seen[slot] = 1;
      latencies[delivered++] = arrivedAt - stamp.sentAt;
      firstSent = Math.min(firstSent, stamp.sentAt);
      lastArrival = lastProgress = arrivedAt;
    },
    async settle(quietMs = 10_000): Promise<DeliveryFigures> {
      while (delivered < expected && clockMs() - lastProgress < quietMs) await sleep(50);
      const sorted = latencies.subarray(0, delivered).sort();
      const seconds = Math.max(1e-3, (lastArrival - firstSent) / 1000);
      return {
        expected,
        delivered,
        lost: expected - delivered,
        duplicates,
        perSecond: Math.round(delivered / seconds),
        messagesPerSecond: delivered / viewerCount / seconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
      };
    },
  };
}

async function openViewer(url: string, conversationId: string): Promise<ViewerSocket> {
  const socket: ViewerSocket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: JOIN_TIMEOUT_MS,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const joined = await socket.timeout(JOIN_TIMEOUT_MS).emitWithAck('public-stream/join', { conversationId });
  if (!joined.ok) throw new Error(`join refused: ${joined.message}`);
  return socket;
}

/** Connects `count` viewers to the room of `conversationId` in batches, each once the room is quiet. */
export async function connectViewers(url: string, conversationId: string, count: number): Promise<Viewers> {
  const sockets: ViewerSocket[] = [];
  let tracker: ReturnType<typeof createTracker> | null = null;
  let latest: ChatPayload | null = null;
  let closing = false;
  let dropped = 0;
  // The app tells the whole room the new count after every join (the bare server does not). The room is
  // quiet when no viewer has had one for a while: a viewer that is behind still has counts to read.
  let lastNews = 0;
  const noteNews = () => (lastNews = clockMs());
  const untilQuiet = async (quietMs: number) => {
    lastNews = Math.max(lastNews, clockMs());
    while (clockMs() - lastNews < quietMs) await sleep(50);
    return lastNews;
  };
  let busyMs = 0;
  try {
    for (let start = 0; start < count; start += CONNECT_BATCH) {
      const batchStarted = clockMs();
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, () => openViewer(url, conversationId));
      const opened = await Promise.all(batch);
      for (const socket of opened) {
        socket.on('stream/count', noteNews);
        socket.on('disconnect', () => void (closing || dropped++));
      }
      sockets.push(...opened);
      const last = start + CONNECT_BATCH >= count;
      busyMs += (await untilQuiet(last ? ROOM_QUIET_MS : BATCH_QUIET_MS)) - batchStarted;
    }
  } catch (err) {
    sockets.forEach((socket) => socket.disconnect());
    throw err;
  }

  sockets.forEach((socket, viewer) =>
    socket.on('message_created', (payload) => {
      const arrivedAt = clockMs();
      latest = payload;
      tracker?.receive(viewer, payload.message.text, arrivedAt);
    }),
  );
  return {
    joinSeconds: busyMs / 1000,
    dropped: () => dropped,
    lastPayload: () => latest,
    track(first, messageCount) {
      const next = createTracker(count, first, messageCount);
      tracker = next;
      return next;
    },
    close() {
      closing = true;
      sockets.forEach((socket) => socket.disconnect());
    },
  };
}
