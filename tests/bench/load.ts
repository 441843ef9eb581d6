/**
 * Load generation for benchmarks: autocannon against a URL for a fixed time, with
 * requests per second and latency percentiles, and a printer that shows a target's
 * figures beside its baseline measured in the same run.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function measure(
  name: string,
  url: string,
  options: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    duration: options.seconds ?? 10,
    connections: options.connections ?? 20,
    headers: options.headers,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Prints a target and its baseline, and the target's share of the baseline's throughput. */
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
