/**
 * Errors a service throws for a person to act on. The error handler turns them into
 * the contract's error body; anything else becomes a 500 with its text hidden.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refusal about one field of the request: the body names the field, as a validation error does. */
export class FieldError extends HttpError {
  constructor(
    statusCode: number,
    readonly property: string,
    message: string,
  ) {
    super(statusCode, message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 409 naming the field whose value is taken (a slug, an e-mail address another account has). */
export const fieldConflict = (property: string, message: string) => new FieldError(409, property, message);
/** 429; with `retryAfterMs`, the Retry-After header says when to try again (whole seconds, at least one). */
export const tooMany = (message: string, retryAfterMs?: number) =>
  new HttpError(
    429,
    message,
    retryAfterMs === undefined ? undefined : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );

/** A wait for a person to read in a 429 message: "1 second", "8 seconds", "15 minutes", "2 hours" (rounded up). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [amount, unit] =
    seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const reasonPhrase = (code: number) => REASONS[code] ?? (code >= 500 ? 'Internal Server Error' : 'Bad Request');
