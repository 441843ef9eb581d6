/**
 * The check of what a client sends. The event maps say what a well-behaved client
 * sends, not what arrives: every handler reads its payload through `checkPayload` with
 * the payload's schema (shared/schemas/socket.ts), and treats a payload that fails it as
 * it treats any other input it refuses. Schemas are compiled once, with TypeBox's own
 * checker rather than the API's AJV set-up (validation.ts): that one coerces types and
 * fills in defaults, right for query strings, while a socket payload is JSON already
 * and must be taken as it is (coerced, a null `sdpMid` would turn into '').
 */
import { FormatRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { isUuid } from '@/shared/uuid';

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function compile(schema: TSchema): TypeCheck<TSchema> {
  // The schemas' ids are `format: 'uuid'`; TypeBox knows no format until it is told, and refuses what it does not know.
  if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', isUuid);
  const check = TypeCompiler.Compile(schema);
  compiled.set(schema, check);
  return check;
}

/** `payload` typed by `schema`, or null when it does not pass. */
export function checkPayload<T extends TSchema>(schema: T, payload: unknown): Static<T> | null {
  const check = compiled.get(schema) ?? compile(schema);
  return check.Check(payload) ? (payload as Static<T>) : null;
}

/**
 * The acknowledgement a client asked for, or undefined. socket.io hands a handler
 * whatever the client sent in its place, so calling it unchecked would throw, out of
 * an event handler, where nothing catches it.
 */
export function ackOf<A>(ack: A | undefined): A | undefined {
  return typeof ack === 'function' ? ack : undefined;
}
