/**
 * The load generator's own process (forked by `measure` in load.ts): it receives
 * autocannon's options, runs them, sends back the summary and ends. Generating load
 * in a process of its own keeps its work off the measured server's event loop and
 * its memory out of the server's resident figure.
 */
import autocannon from 'autocannon';
import type { LoadRequest, LoadSummary } from './load';

/** The requests each connection makes in turn: the sequence's steps, or one whose path is picked anew each time. */
function requestsOf(request: LoadRequest): autocannon.Request[] | undefined {
  const { pickFrom } = request;
  if (pickFrom?.length)
    return [{ method: 'GET', setupRequest: (sent) => ({ ...sent, path: pickFrom[Math.floor(Math.random() * pickFrom.length)] }) }];
  return request.sequence?.map((step) => ({ method: 'GET' as const, path: step.path, headers: { ...request.headers, ...step.headers } }));
}

process.once('message', (request: LoadRequest) => {
  void autocannon({
    url: request.url,
    duration: request.seconds,
    connections: request.connections,
    headers: request.headers,
    requests: requestsOf(request),
  }).then((result) => {
    const summary: LoadSummary = {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    };
    process.send!(summary, () => process.exit(0));
  });
});
