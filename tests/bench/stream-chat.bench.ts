/**
 * stream-chat: a performer's stream chat reaching N viewers (BENCH_VIEWERS, 500 and
 * 2,000), real socket.io clients joined to the room with `public-stream/join`. A
 * signed-in user posts through the API (POST /messages/stream/public/conversations/{id}),
 * at a steady rate and then in a burst; every viewer notes when each message's
 * `message_created` arrives. Beside it, the same run's baseline: the same clients on a
 * bare socket.io server with one room, broadcasting a payload of the same shape and
 * size from a loop at the same pace. Figures: send-to-arrival latency over all
 * deliveries (p50, p99), deliveries per second and loss, which must be zero.
 *
 * The server (app or bare) runs in a process of its own; all viewers share this one.
 * Parsing N copies of every message is work on this side, so on a small machine it is
 * part of every latency and can cap the burst, for the app and the baseline alike.
 *
 * One function per measurement, so that later sections (time to first video frame)
 * sit beside this one in `run`.
 */
import os from 'node:os';
import { sendPaced, type SendPlan } from './streaming/pace';
import { startChatServer, type ChatPayload, type ChatServer } from './streaming/servers';
import { stampedText, TEXT_LENGTH } from './streaming/stamp';
import { connectViewers, descriptorLimit, type DeliveryFigures } from './streaming/viewers';

const VIEWER_COUNTS = (process.env.BENCH_VIEWERS ?? '500,2000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 10);
const BURST = Number(process.env.BENCH_CHAT_BURST ?? 200);
const IN_FLIGHT = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** Messages sent and waited for before measuring, so that both sides run warm code. */
const WARM_UP = 20;

const PLANS = {
  warmUp: { first: 0, count: WARM_UP, perSecond: 50, inFlight: 1 },
  steady: { first: WARM_UP, count: RATE * SECONDS, perSecond: RATE, inFlight: 1 },
  burst: { first: WARM_UP + RATE * SECONDS, count: BURST, perSecond: null, inFlight: IN_FLIGHT },
} satisfies Record<string, SendPlan>;

export interface ChatFigures {
  name: string;
  setup: string;
  joinSeconds: number;
  steady: DeliveryFigures;
  burst: DeliveryFigures;
  /** Sends the server refused (app only). */
  errors: number;
}

/** Connects the viewers, warms up, then measures a steady run and a burst sent by `send`. */
async function measureChat(name: string, server: ChatServer, viewerCount: number, send: (plan: SendPlan) => Promise<void>) {
  const viewers = await connectViewers(server.url, server.conversationId, viewerCount);
  try {
    const phase = async (plan: SendPlan) => {
      const tracker = viewers.track(plan.first, plan.count);
      await send(plan);
      return tracker.settle();
    };
    await phase(PLANS.warmUp);
    const steady = await phase(PLANS.steady);
    const burst = await phase(PLANS.burst);
    return { name, setup: server.setup, joinSeconds: viewers.joinSeconds, steady, burst, sample: viewers.lastPayload() };
  } finally {
    viewers.close();
  }
}

/** The app: a user posts through the API to the live performer's room. Returns a sample of what the viewers got. */
export async function measureAppChat(viewerCount: number): Promise<ChatFigures & { sample: ChatPayload }> {
  const server = await startChatServer('app');
  let errors = 0;
  const post = async (seq: number) => {
    const response = await fetch(`${server.url}/api/messages/stream/public/conversations/${server.conversationId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.senderToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: stampedText(seq) }),
    });
    await response.arrayBuffer();
    if (!response.ok) errors++;
  };
  try {
    const figures = await measureChat('app: POST → message_created', server, viewerCount, (plan) => sendPaced(plan, post));
    if (!figures.sample) throw new Error('no viewer received a message from the app');
    return { ...figures, sample: figures.sample, errors };
  } finally {
    await server.stop();
  }
}

/** The baseline: a bare socket.io server broadcasting `template` (stamped anew) from a loop. */
export async function measureBareChat(viewerCount: number, template: ChatPayload): Promise<ChatFigures> {
  const server = await startChatServer('bare');
  try {
    const figures = await measureChat('bare socket.io broadcast loop', server, viewerCount, (plan) => server.broadcast(plan, template));
    return { ...figures, errors: 0 };
  } finally {
    await server.stop();
  }
}

const row = (name: string, r: DeliveryFigures, errors: number) =>
  `  ${name.padEnd(44)} ${String(r.perSecond).padStart(7)} deliveries/s ${r.messagesPerSecond.toFixed(1).padStart(6)} msg/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   lost ${r.lost}${errors ? `   errors ${errors}` : ''}`;

function report(title: string, app: ChatFigures, bare: ChatFigures, phase: 'steady' | 'burst') {
  console.log(`\n${title}`);
  console.log(row(app.name, app[phase], app.errors));
  console.log(row(bare.name, bare[phase], bare.errors));
  console.log(`  ratio (app / baseline throughput): ${(app[phase].perSecond / Math.max(1, bare[phase].perSecond)).toFixed(3)}`);
  console.log(`  ratio (app / baseline latency): p50 ${(app[phase].p50 / bare[phase].p50).toFixed(2)}, p99 ${(app[phase].p99 / bare[phase].p99).toFixed(2)}`);
  for (const figures of [app, bare]) {
    const r = figures[phase];
    if (r.lost || r.duplicates) {
      console.log(`  LOSS: ${figures.name} delivered ${r.delivered} of ${r.expected}, ${r.duplicates} twice`);
      process.exitCode = 1;
    }
  }
}

/** Stream chat to `viewerCount` viewers: the app beside the bare socket.io baseline. */
export async function measureStreamChat(viewerCount: number) {
  const app = await measureAppChat(viewerCount);
  const bare = await measureBareChat(viewerCount, app.sample);
  console.log(`\n${viewerCount} viewers (app: ${app.setup}; baseline: ${bare.setup})`);
  console.log(`  joined in ${app.joinSeconds.toFixed(1)} s on the app (every join sends the new viewer count to the whole room), ${bare.joinSeconds.toFixed(1)} s on the baseline`);
  report(`Chat to ${viewerCount} viewers, steady ${RATE} msg/s for ${SECONDS} s: app vs bare socket.io`, app, bare, 'steady');
  report(`Chat to ${viewerCount} viewers, burst of ${BURST} (${IN_FLIGHT} sends in flight): app vs bare socket.io`, app, bare, 'burst');
}

export async function run() {
  const needed = Math.max(...VIEWER_COUNTS) + 100;
  const limit = descriptorLimit();
  if (limit < needed) {
    console.log(`stream-chat: needs ${needed} open files per process, the limit is ${limit}: raise it (ulimit -n ${needed}) and run again`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `stream-chat: ${VIEWER_COUNTS.join(' and ')} viewers (socket.io clients on websockets, all in this process; the server in a process of its own), ` +
      `${TEXT_LENGTH}-character messages, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at start`,
  );
  console.log("  the viewers' work (reading every copy of every message) is part of each latency and can cap a burst, for app and baseline alike");
  for (const viewerCount of VIEWER_COUNTS) await measureStreamChat(viewerCount);
}
