/**
 * Server rendering's way to the API of its own process. Pages load their data through
 * the same API calls as the browser (`src/lib/http.ts`); on the server those calls used
 * to go out over HTTP on the loopback and come back in, which cost a connection, two
 * HTTP parsers and a copy of every body for each of the half-dozen calls of a page. When
 * the API runs in the process that renders (always, unless `API_INTERNAL_URL` names
 * another), the server registers a transport here that hands the call to Fastify
 * directly (`src/server/web/in-process-api.ts`): routing, hooks, validation, access
 * rules and serialisation stay exactly those of an HTTP call.
 *
 * The web build and the server load their own copies of the modules, so the transport
 * lives on `globalThis`, once per process.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const TRANSPORT = Symbol.for('marketplace.in-process-api');

type Holder = { [TRANSPORT]?: ApiTransport };

/** Registers (or, with null, forgets) the process's transport to its own API. */
export function setInProcessApi(transport: ApiTransport | null): void {
  const holder = globalThis as Holder;
  if (transport) holder[TRANSPORT] = transport;
  else delete holder[TRANSPORT];
}

/** The transport to this process's API, when one is registered. */
export const inProcessApi = (): ApiTransport | undefined => (globalThis as Holder)[TRANSPORT];
