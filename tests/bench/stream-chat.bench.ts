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
 * The app and the bare server each run in a process of their own; all viewers share
 * this one. Reading N copies of every message is work on this side, so on a small
 * machine it is part of every latency and can cap the burst, for the app and the
 * baseline alike; both are watched at once and measured by turns, so that a machine
 * busy with something else weighs on both the same.
 *
 * Then the time to the first video frame for a viewer opening a live show, peer to
 * peer and through Janus, beside bare WebRTC (first-frame.ts). One function per
 * measurement (`measureStreamChat`, `measureFirstFrames`).
 */
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { freePort, startAppServer } from '../support/app-server';
import { janusMissingReason, startJanus } from '../support/janus';
import { firstFrameBareWebRtc, firstFrameOfShow, reportFrames } from './first-frame';
import { sendPaced, type SendPlan } from './streaming/pace';
import { startChatServer, type ChatServer } from './streaming/servers';
import { stampedText, TEXT_LENGTH } from './streaming/stamp';
import { connectViewers, descriptorLimit, type DeliveryFigures, type Viewers } from './streaming/viewers';

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

/** One side of the comparison: a server, the viewers watching it, and how messages are sent to them. */
interface Audience {
  name: string;
  server: ChatServer;
  viewers: Viewers;
  /** Sends the plan's messages; resolves with the number of sends the server refused. */
  send(plan: SendPlan): Promise<number>;
}

export interface PhaseFigures extends DeliveryFigures {
  /** Sends the server refused (app only). */
  errors: number;
}

/** The app's sender: a signed-in user posting each message through the API. */
function postThroughApi(server: ChatServer) {
  const url = `${server.url}/api/messages/stream/public/conversations/${server.conversationId}`;
  const headers = { authorization: `Bearer ${server.senderToken}`, 'content-type': 'application/json' };
  return async (plan: SendPlan) => {
    let errors = 0;
    await sendPaced(plan, async (seq) => {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ text: stampedText(seq) }) });
      await response.arrayBuffer();
      if (!response.ok) errors++;
    });
    return errors;
  };
}

/** Sends `plan` to an audience and waits until every viewer has every message (or they stopped coming). */
async function measurePhase(audience: Audience, plan: SendPlan): Promise<PhaseFigures> {
  const tracker = audience.viewers.track(plan.first, plan.count);
  const errors = await audience.send(plan);
  return { ...(await tracker.settle()), errors };
}

const row = (name: string, r: PhaseFigures) =>
  `  ${name.padEnd(44)} ${String(r.perSecond).padStart(7)} deliveries/s ${r.messagesPerSecond.toFixed(1).padStart(6)} msg/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   lost ${r.lost}${r.errors ? `   errors ${r.errors}` : ''}`;

function report(title: string, app: Audience, appFigures: PhaseFigures, bare: Audience, bareFigures: PhaseFigures) {
  console.log(`\n${title}`);
  console.log(row(app.name, appFigures));
  console.log(row(bare.name, bareFigures));
  console.log(`  ratio (app / baseline throughput): ${(appFigures.perSecond / Math.max(1, bareFigures.perSecond)).toFixed(3)}`);
  console.log(
    `  ratio (app / baseline latency): p50 ${(appFigures.p50 / bareFigures.p50).toFixed(2)}, p99 ${(appFigures.p99 / bareFigures.p99).toFixed(2)}`,
  );
  for (const [audience, r] of [
    [app, appFigures],
    [bare, bareFigures],
  ] as const) {
    const dropped = audience.viewers.dropped();
    if (r.lost || r.duplicates || dropped) {
      console.log(
        `  LOSS: ${audience.name} delivered ${r.delivered} of ${r.expected}, ${r.duplicates} twice; ${dropped} viewers disconnected so far`,
      );
      process.exitCode = 1;
    }
  }
}

/**
 * Stream chat to `viewerCount` viewers: the app and the bare socket.io baseline, both
 * watched at once by viewers of their own, measured by turns (app, then baseline, for
 * each of the steady run and the burst) so that both see the machine in the same state.
 */
export async function measureStreamChat(viewerCount: number) {
  const servers: ChatServer[] = [];
  const audiences: Audience[] = [];
  const watch = async (name: string, server: ChatServer, send: Audience['send']) => {
    const audience = { name, server, send, viewers: await connectViewers(server.url, server.conversationId, viewerCount) };
    audiences.push(audience);
    await measurePhase(audience, PLANS.warmUp);
    return audience;
  };
  try {
    servers.push(await startChatServer('app'), await startChatServer('bare'));
    const [appServer, bareServer] = servers;
    const app = await watch('app: POST → message_created', appServer, postThroughApi(appServer));
    // The baseline sends what the app's viewers got, with a new stamp: the same shape and size.
    const template = app.viewers.lastPayload();
    if (!template) throw new Error('no viewer received a message from the app');
    const bare = await watch('bare socket.io broadcast loop', bareServer, async (plan) => {
      await bareServer.broadcast(plan, template);
      return 0;
    });

    console.log(`\n${viewerCount} viewers (app: ${appServer.setup}; baseline: ${bareServer.setup})`);
    console.log(
      `  room filled in ${app.viewers.joinSeconds.toFixed(1)} s on the app (joins are checked against blocking; the room hears its count at most once a second), ${bare.viewers.joinSeconds.toFixed(1)} s on the baseline`,
    );
    console.log(`  this process (both audiences connected): ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB resident`);
    const phases = [
      [`Chat to ${viewerCount} viewers, steady ${RATE} msg/s for ${SECONDS} s: app vs bare socket.io`, PLANS.steady],
      [`Chat to ${viewerCount} viewers, burst of ${BURST} (${IN_FLIGHT} sends in flight): app vs bare socket.io`, PLANS.burst],
    ] as const;
    for (const [title, plan] of phases) {
      const appFigures = await measurePhase(app, plan);
      const bareFigures = await measurePhase(bare, plan);
      report(title, app, appFigures, bare, bareFigures);
    }
  } finally {
    audiences.forEach((audience) => audience.viewers.close());
    await Promise.all(servers.map((server) => server.stop()));
  }
}

export async function run() {
  // Both audiences are connected at once; each server process needs one per viewer of its own.
  const needed = 2 * Math.max(...VIEWER_COUNTS) + 100;
  const limit = descriptorLimit();
  if (limit < needed) {
    console.log(`stream-chat: needs ${needed} open files, the limit is ${limit}: raise it (ulimit -n ${needed}) and run again`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `stream-chat: ${VIEWER_COUNTS.join(' and ')} viewers (socket.io clients on websockets, all in this process; each server in a process of its own), ` +
      `${TEXT_LENGTH}-character messages, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at start`,
  );
  console.log(
    "  the viewers' work (reading every copy of every message) is part of each latency and can cap a burst, for app and baseline alike",
  );
  for (const viewerCount of VIEWER_COUNTS) await measureStreamChat(viewerCount);
  await measureFirstFrames();
}

const FRAME_TRIALS = Number(process.env.BENCH_FRAME_TRIALS ?? 8);

/**
 * Time to the first video frame for a viewer opening a live performer's page, peer to
 * peer and through Janus (when the `janus` package is installed and the process may
 * make network namespaces), beside bare WebRTC in one page. Needs a web build.
 */
export async function measureFirstFrames() {
  if (!existsSync(path.join(__dirname, '../../.next/BUILD_ID'))) {
    console.log('\ntime to first frame: skipped, no web build (run `npx next build` first)');
    return;
  }
  const p2p = await startAppServer({ dataDir: 'tests/.tmp/bench-frames-p2p', env: {} });
  try {
    const show = await firstFrameOfShow(p2p.baseURL, 'viewer opens a live show, peer to peer', FRAME_TRIALS);
    const bare = await firstFrameBareWebRtc(p2p.baseURL, FRAME_TRIALS);
    reportFrames('Time to first frame, peer to peer (from the start of the page load)', show, bare);
  } finally {
    await p2p.stop();
  }

  const missing = janusMissingReason();
  if (missing) {
    console.log(`\ntime to first frame through Janus: skipped, ${missing}`);
    return;
  }
  const port = await freePort();
  const janus = await startJanus({ allowOrigin: `http://127.0.0.1:${port}` });
  try {
    const app = await startAppServer({
      port,
      dataDir: 'tests/.tmp/bench-frames-janus',
      env: { JANUS_URL: janus.url, JANUS_TOKEN_SECRET: janus.tokenSecret, JANUS_ADMIN_KEY: janus.adminKey },
    });
    try {
      const show = await firstFrameOfShow(app.baseURL, 'viewer opens a live show, through Janus', FRAME_TRIALS);
      const bare = await firstFrameBareWebRtc(app.baseURL, FRAME_TRIALS);
      reportFrames('Time to first frame through Janus (from the start of the page load)', show, bare);
    } finally {
      await app.stop();
    }
  } finally {
    await janus.stop();
  }
}
