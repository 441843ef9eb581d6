/**
 * Validation outside Fastify's own body/query checks (multipart fields), with the
 * same AJV settings so errors leave in the same `{ property, constraints }` shape.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema, Static } from '@sinclair/typebox';

const ajv = new Ajv({ verbose: true, allErrors: true, removeAdditional: true, coerceTypes: true, useDefaults: true, multipleOfPrecision: 2 });
addFormats(ajv);
ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });

const compiled = new WeakMap<TSchema, ReturnType<typeof ajv.compile>>();

export class ValidationError extends Error {
  statusCode = 400;
  constructor(readonly validation: unknown[]) {
    super('Validation failed');
  }
}

/** Returns `value` typed by `schema`, or throws a ValidationError the error handler formats. */
export function validate<T extends TSchema>(schema: T, value: unknown): Static<T> {
  let check = compiled.get(schema);
  if (!check) {
    check = ajv.compile(schema);
    compiled.set(schema, check);
  }
  if (!check(value)) throw new ValidationError(check.errors ?? []);
  return value as Static<T>;
}
