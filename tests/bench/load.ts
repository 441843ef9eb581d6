/**
 * Load generation for benchmarks: autocannon against a URL for a fixed time, with
 * requests per second and latency percentiles, and a printer that shows a target's
 * figures beside its baseline measured in the same run.
 */
import { fork } from 'node:child_process';
import path from 'node:path';

/** What the load generator's process is asked to do (load-generator.ts). */
export interface LoadRequest {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** A sequence of requests each connection makes in turn (paths of `url`'s server), instead of `url` alone. */
  sequence?: SequenceStep[];
  /** Paths of `url`'s server of which each request takes one at random, instead of `url` alone. */
  pickFrom?: string[];
}

/** One request of a sequence: its path and the headers it adds. */
export interface SequenceStep {
  path: string;
  headers?: Record<string, string>;
}

/** What it answers. */
export interface LoadSummary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export type LoadResult = LoadSummary & { name: string };

/**
 * Loads `url` for `seconds` from a process of its own (load-generator.ts), as clients
 * would from outside: the server's event loop and resident memory are its own.
 */
export function measure(
  name: string,
  url: string,
  options: Partial<Pick<LoadRequest, 'seconds' | 'connections' | 'headers' | 'sequence' | 'pickFrom'>> = {},
): Promise<LoadResult> {
  const request: LoadRequest = {
    url,
    seconds: options.seconds ?? 10,
    connections: options.connections ?? 20,
    headers: options.headers,
    sequence: options.sequence,
    pickFrom: options.pickFrom,
  };
  const generator = fork(path.join(__dirname, 'load-generator.ts'), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    let summary: LoadSummary | undefined;
    generator.once('message', (message: LoadSummary) => (summary = message));
    generator.once('error', reject);
    generator.once('exit', (code) =>
      summary ? resolve({ name, ...summary }) : reject(new Error(`the load generator for ${name} ended (${code}) without figures`)),
    );
    generator.send(request);
  });
}

/** What a row must reach: a share of its baseline's throughput and, where set, a p99 latency. */
export interface Goal {
  ratio: number;
  p99Ms?: number;
}

/** The goal line of a row: the goal, and plainly whether this run met it. */
export function goalLine(ratio: number, p99: number, goal: Goal): string {
  const met = ratio >= goal.ratio && (goal.p99Ms === undefined || p99 <= goal.p99Ms);
  const wanted = `ratio ≥ ${goal.ratio}${goal.p99Ms === undefined ? '' : `, p99 ≤ ${goal.p99Ms} ms`}`;
  return `  goal: ${wanted}: ${met ? 'met' : 'NOT met'}`;
}

/** Prints a target and its baseline, and the target's share of the baseline's throughput. */
export function report(title: string, target: LoadResult, baseline: LoadResult, goal?: Goal) {
  const row = (r: LoadResult) =>
    `  ${r.name.padEnd(44)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\n${title}`);
  console.log(row(target));
  console.log(row(baseline));
  const ratio = target.requestsPerSecond / Math.max(1, baseline.requestsPerSecond);
  console.log(`  ratio (target / baseline throughput): ${ratio.toFixed(3)}`);
  if (goal) console.log(goalLine(ratio, target.p99, goal));
}

/**
 * The cookies of a viewer signed in through the site (the pages read the role's
 * cookie to know whose account to load; a token alone renders the signed-out page
 * and clears it).
 */
export const viewerCookie = (token: string) => `confirm18=1; role=user; token=${token}`;

/**
 * Fails the benchmark when `url` does not answer a signed-in account's page for `cookie`:
 * one rendered for the account, or the page shared with every signed-in viewer (whose
 * account the browser then loads).
 */
export async function expectSignedInPage(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  const html = await response.text();
  const forViewer =
    html.includes('"loggedIn":true') || (response.headers.get('x-shared-page') === 'signed-in' && html.includes('"restoring":true'));
  if (response.status !== 200 || response.headers.has('set-cookie') || !forViewer) {
    throw new Error(`${url} did not render for a signed-in viewer (status ${response.status}); the measurement would be of another page`);
  }
}
