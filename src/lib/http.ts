/**
 * The one fetch wrapper (docs/api.md, the API contract). Every
 * API call of the web client goes through `request`, so the envelope, the bearer
 * token and the error catalogue are handled in exactly one place. Sagas call the
 * feature `api.ts` files, which call the helpers below; components never do.
 */
import { MSG } from '@/shared/messages';
import type { ErrorBody, ValidationItem } from '@/shared/schemas/common';
import { inProcessApi } from '@/shared/in-process-api';
import { getToken } from './cookies';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean | Date;
/** Query parameters; undefined and null are left out, arrays repeat the key. */
export type Query = Record<string, QueryScalar | readonly (QueryScalar | null | undefined)[] | null | undefined>;

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-serialised, unless it is FormData (multipart uploads). */
  body?: unknown;
  query?: Query;
  /** Overrides the token cookie; `null` sends no Authorization header (e.g. login). */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * false: a 403 only rejects, without sending the browser home (docs/api.md#how-the-web-client-shows-errors). For
   * calls whose caller shows the refusal in place, like a blocked viewer's stream chat.
   */
  redirectOnForbidden?: boolean;
}

/**
 * What a server-side loader passes on the visitor's behalf: the token (no cookie jar
 * there) and headers such as the visitor's address, so blocking by country applies
 * to the visitor and not to the web server.
 */
export interface OnBehalfOf {
  token?: string;
  headers?: Record<string, string>;
}

const NETWORK_ERROR_MESSAGE = 'Could not reach the server, please check your connection and try again.';

/**
 * A failed call. `message` is already the text to show (docs/api.md#how-the-web-client-shows-errors);
 * `body` is the parsed response body as the server sent it (null when empty), so
 * callers that need the field-by-field validation list can still read it.
 * `statusCode` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string | undefined;
  readonly body: unknown;

  constructor(statusCode: number, body: unknown, message: string = messageFromBody(body)) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
    this.error = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
  }
}

type ForbiddenHandler = (message: string) => void;

// Until a store registers its handler (it does so as it is made, before any call): a full page load of home.
const redirectHome: ForbiddenHandler = () => window.location.assign('/');

let forbiddenHandler: ForbiddenHandler = redirectHome;

/**
 * Replaces what a 403 does in the browser (by default: a full page load of home). The
 * browser's store registers its own as it is made (src/store/store.ts): home, and
 * 'Forbidden in the action!' once; tests register a spy. Null restores the default.
 */
export function setForbiddenHandler(handler: ForbiddenHandler | null): void {
  forbiddenHandler = handler ?? redirectHome;
}

/**
 * Where the API lives: same origin in the browser; during SSR the API of the same
 * process (reached without a socket when the server registered its transport, see
 * `send`) or API_INTERNAL_URL.
 */
export function apiBaseUrl(): string {
  if (typeof window === 'undefined') {
    return process.env.API_INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api`;
  }
  return process.env.NEXT_PUBLIC_API_ENDPOINT || '/api';
}

/** `?a=1&tag=x&tag=y`, or '' when nothing is left after dropping empty values. */
export function serializeQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const append = (key: string, value: QueryScalar | null | undefined) => {
    if (value === undefined || value === null) return;
    params.append(key, value instanceof Date ? value.toISOString() : String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value as QueryScalar | null | undefined);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls the API and resolves with the envelope's `data`. 204 and 205 resolve with
 * null. Rejects with an ApiError for every non-2xx answer and for network
 * failures; an aborted call rejects with the original AbortError so a cancelled
 * saga is not mistaken for a failure.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const url = `${apiBaseUrl().replace(/\/$/, '')}${path}${serializeQuery(query)}`;

  let response: Response;
  try {
    response = await send(url, {
      method,
      headers: buildHeaders(options, isForm),
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }

  if (response.status === 204 || response.status === 205) return null as T;
  const parsed = await readBody(response);
  if (response.ok) return unwrapEnvelope(parsed) as T;
  throw toApiError(response.status, parsed, options.redirectOnForbidden ?? true);
}

/**
 * fetch, or during server rendering the process's own API without a socket when the
 * server registered it (`src/shared/in-process-api.ts`) and no API_INTERNAL_URL points elsewhere.
 */
function send(url: string, init: RequestInit): Promise<Response> {
  const own = typeof window === 'undefined' && !process.env.API_INTERNAL_URL ? inProcessApi() : undefined;
  return own ? own(url, init) : fetch(url, init);
}

function buildHeaders(options: RequestOptions, isForm: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // FormData needs the browser's own multipart boundary. The JSON type goes only with
  // a body: there is nothing to announce without one (the API reads either as no body).
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  // During SSR there is no cookie jar of this visitor: the page passes the token explicitly.
  const token = options.token !== undefined ? options.token : typeof window === 'undefined' ? undefined : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...headers, ...options.headers };
}

// text() then JSON.parse: an empty body (proxies, 413 pages) is not an exception,
// and plain text (CSV exports) still comes through.
async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function unwrapEnvelope(body: unknown): unknown {
  if (isRecord(body) && body.status === 0 && 'data' in body) return body.data;
  return body;
}

function toApiError(status: number, body: unknown, redirectOnForbidden: boolean): ApiError {
  // A 413 is usually cut off by a proxy before the API sees it, so its body is not ours.
  if (status === 413) return new ApiError(413, body, MSG.tooLarge);
  if (status === 403 && redirectOnForbidden && typeof window !== 'undefined') {
    forbiddenHandler(MSG.forbidden);
    return new ApiError(403, body, MSG.forbidden);
  }
  return new ApiError(status, body);
}

/**
 * The text to show for a failed call (docs/api.md#how-the-web-client-shows-errors): no body → 'Bad request!';
 * a string message as is; a validation list → its first item's first constraint,
 * else that item's or the body's `error`, else 'Bad request!'. Accepts an
 * ApiError or a raw error body; anything else counts as no body.
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return messageFromBody(err);
}

/**
 * The first message per field of a refusal that names its fields (a validation error, or a
 * service's refusal of one field such as a taken e-mail address), by field name; empty for
 * any other error, which `errorMessage` shows as a whole.
 */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || !isRecord(err.body)) return {};
  const { message } = err.body as Partial<ErrorBody>;
  if (!Array.isArray(message)) return {};
  return Object.fromEntries(
    message.flatMap((item: Partial<ValidationItem>) => {
      const text = Object.values(item.constraints ?? {})[0];
      return item.property && typeof text === 'string' && text ? [[item.property.replace(/^\//, ''), text]] : [];
    }),
  );
}

function messageFromBody(body: unknown): string {
  if (!isRecord(body)) return MSG.badRequest;
  const { message, error } = body as Partial<ErrorBody>;
  if (typeof message === 'string' && message) return message;
  const fallback = typeof error === 'string' && error ? error : MSG.badRequest;
  if (!Array.isArray(message) || message.length === 0) return fallback;
  const first: unknown = message[0];
  if (!isRecord(first)) return fallback;
  const constraint = Object.values((first as Partial<ValidationItem>).constraints ?? {}).find((text) => typeof text === 'string' && text);
  if (constraint) return constraint;
  return typeof first.error === 'string' && first.error ? first.error : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** GET with query parameters. */
export const get = <T = unknown>(path: string, query?: Query, options?: CallOptions) =>
  request<T>(path, { ...options, method: 'GET', query });

/** POST with a JSON body. */
export const post = <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
  request<T>(path, { ...options, method: 'POST', body });

/** PUT with a JSON body. */
export const put = <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
  request<T>(path, { ...options, method: 'PUT', body });

/** DELETE; some routes take a body (DELETE /performers/blocking/users). */
export const del = <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
  request<T>(path, { ...options, method: 'DELETE', body });

/**
 * A file the API serves only with the bearer token (an identity document): its bytes,
 * for the page to show through an object URL. Failures are ApiErrors, as for `request`.
 */
export async function getBlob(path: string, query?: Query): Promise<Blob> {
  const url = `${apiBaseUrl().replace(/\/$/, '')}${path}${serializeQuery(query)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { ...buildHeaders({}, false), Accept: '*/*' } });
  } catch {
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return response.blob();
  throw toApiError(response.status, await readBody(response), true);
}

/** Multipart upload; POST by default, PUT for asset edits. */
export const upload = <T = unknown>(path: string, formData: FormData, options?: CallOptions & { method?: 'POST' | 'PUT' }) =>
  request<T>(path, { ...options, method: options?.method ?? 'POST', body: formData });

/**
 * A multipart upload that tells how much of the form has gone (`onProgress`, 0 to 1),
 * for a large file such as a video: XMLHttpRequest, since fetch tells nothing of a
 * request body's progress. The envelope, the token and the errors are `request`'s;
 * an aborted upload rejects with an AbortError.
 */
export function uploadWithProgress<T = unknown>(
  path: string,
  formData: FormData,
  options: { method?: 'POST' | 'PUT'; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<T> {
  const url = `${apiBaseUrl().replace(/\/$/, '')}${path}`;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    for (const [name, value] of Object.entries(buildHeaders({ body: formData }, true))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const parsed = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(unwrapEnvelope(parsed) as T);
      else reject(toApiError(xhr.status, parsed, true));
    };
    xhr.onerror = () => reject(new ApiError(0, null, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}
