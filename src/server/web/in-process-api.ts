/**
 * Hands server rendering's API calls to this process's Fastify without a socket
 * (`src/shared/in-process-api.ts` says why). A call passes through everything an HTTP
 * request does (hooks, access rules, validation, rate limits, serialisation) by
 * Fastify's `inject`; only the connection and the HTTP parsing on both ends are saved.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { setInProcessApi } from '@/shared/in-process-api';

// Answers that carry no body, whatever the route sent.
const NO_BODY = new Set([204, 205, 304]);

/** Registers the transport to `app`; the function returned forgets it. */
export function serveApiInProcess(app: FastifyInstance): () => void {
  setInProcessApi(async (url, init) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: pathname + search,
      headers: Object.fromEntries(new Headers(init.headers)),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  });
  return () => setInProcessApi(null);
}
