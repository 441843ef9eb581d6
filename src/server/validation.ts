/**
 * The one AJV setup of the API. Fastify validates every route's body, query, params
 * and headers with `compileSchema` (app.ts), and services validate what Fastify does
 * not see (multipart fields) with `validate`, so both refuse the same input with the
 * same `{ property, constraints }` errors.
 *
 * Rules every schema gets without anyone writing them, because a value that breaks
 * them passes a plain JSON Schema check and then fails in JavaScript or PostgreSQL
 * (a 500 instead of a 400):
 * - Numbers are finite. Type coercion turns the texts "Infinity" and "1e400" into
 *   Infinity, and AJV then skips minimum/maximum for it; `finite` refuses it.
 * - An integer without bounds of its own stays within PostgreSQL's `integer`.
 * - `multipleOf` is exact in decimal: AJV's own divides in floating point within a
 *   tolerance, which let `amountUsed: 1e-9` pass `multipleOf: 0.01`.
 * - `date-time` and `date` are instants JavaScript and PostgreSQL both represent:
 *   no leap second (23:59:60), no year 0, nothing past year 9999.
 * - `uuid` is the bare form PostgreSQL's `uuid` reads, checked by src/shared/uuid.ts as
 *   socket payloads are: ajv-formats' own also takes a `urn:uuid:` prefix, which then
 *   reached the database as a malformed uuid.
 * - Text holds no NUL and no lone UTF-16 surrogate (PostgreSQL stores neither in
 *   text or jsonb); see `findUnstorableText`, which also checks input no schema covers.
 */
import Ajv, { _, str, type AnySchema, type KeywordCxt, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { TSchema, Static } from '@sinclair/typebox';
import type { ErrorObject } from './plugins/contract';
import { isUuid } from '@/shared/uuid';

/** PostgreSQL's `integer`: the default range of an integer a schema does not bound. */
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
/** The instants both JavaScript's Date and PostgreSQL's timestamptz keep as written. */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
/** Deeper input than this is refused before anything walks it recursively (JSON.stringify overflows the stack). */
const MAX_INPUT_DEPTH = 32;

/** The number of decimals `step` is written with (`0.01` → 2, `1e-7` → 7). */
function decimalsOf(step: number): number {
  const [digits, exponent] = String(step).split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** Whether `value` is a whole multiple of `step`, computed on the decimals as written rather than in floating point. */
function isExactMultiple(value: number, step: number): boolean {
  if (!Number.isFinite(value) || !(step > 0)) return false;
  const scale = 10 ** decimalsOf(step);
  const scaled = Math.round(value * scale);
  // `scaled / scale` is the double nearest the decimal with those digits, so it equals `value` only when `value` has no more decimals.
  return Number.isSafeInteger(scaled) && scaled / scale === value && scaled % Math.round(step * scale) === 0;
}

/** ajv-formats' RFC 3339 check (a `{ validate, compare }` pair for both names). */
const rfc3339 = (name: 'date' | 'date-time') => (fullFormats[name] as { validate: (text: string) => boolean }).validate;
const isStorableInstant = (ms: number) => ms >= EARLIEST && ms <= LATEST;
const isDateTime = (text: string) => rfc3339('date-time')(text) && isStorableInstant(Date.parse(text));
const isDate = (text: string) => rfc3339('date')(text) && isStorableInstant(Date.parse(`${text}T00:00:00Z`));

const hasType = (schema: Record<string, unknown>, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
// Values of these keywords are data, not schemas.
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

/** A copy of `schema` with the default rules of this file written into every number and integer. */
function withDefaultRules(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withDefaultRules);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = DATA_KEYWORDS.has(key) ? value : withDefaultRules(value);
  if (hasType(copy, 'number') || hasType(copy, 'integer')) copy.finite = true;
  if (hasType(copy, 'integer') && !hasType(copy, 'number')) {
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INT_MIN;
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INT_MAX;
  }
  return copy;
}

function createAjv(): Ajv {
  // allErrors: every field's problem at once, as the forms show them.
  const ajv = new Ajv({ verbose: true, allErrors: true, removeAdditional: true, coerceTypes: 'array', useDefaults: true });
  addFormats(ajv);
  ajv.addFormat('date-time', isDateTime);
  ajv.addFormat('date', isDate);
  ajv.addFormat('uuid', isUuid);
  // Our schemas carry the product's own validation text in `errorMessage`.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  // Untyped, so it runs after coercion, and for every data type: AJV's number keywords skip non-finite values.
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    error: { message: 'must be a finite number' },
    code(cxt: KeywordCxt) {
      if (cxt.schema) cxt.fail(_`typeof ${cxt.data} == "number" && !isFinite(${cxt.data})`);
    },
  });
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    error: {
      message: ({ schemaCode }) => str`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}`,
    },
    code(cxt: KeywordCxt) {
      const exact = cxt.gen.scopeValue('func', { ref: isExactMultiple });
      cxt.fail(_`!${exact}(${cxt.data}, ${cxt.schemaCode})`);
    },
  });
  return ajv;
}

const ajv = createAjv();
const compiled = new WeakMap<object, ValidateFunction>();

/** The validator of `schema` with the default rules; compiled once per schema object. Fastify's validator compiler. */
export function compileSchema(schema: AnySchema): ValidateFunction {
  let check = compiled.get(schema as object);
  if (!check) {
    check = ajv.compile(withDefaultRules(schema) as AnySchema);
    compiled.set(schema as object, check);
  }
  return check;
}

/** Where `value` (an object, array or text, at any depth, keys included) holds text PostgreSQL cannot store, or nests too deep. */
export function findUnstorableText(value: unknown): ErrorObject | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length) {
    const { value: item, path, depth } = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item))
        return { keyword: 'storableText', instancePath: path, params: {}, message: 'must not contain NUL characters or broken Unicode' };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH)
      return {
        keyword: 'maxDepth',
        instancePath: path,
        params: { limit: MAX_INPUT_DEPTH },
        message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels`,
      };
    for (const [key, child] of Object.entries(item)) {
      const childPath = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!isStorableText(key))
        return {
          keyword: 'storableText',
          instancePath: path,
          params: {},
          message: 'must not contain NUL characters or broken Unicode in a name',
        };
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** NUL, or a UTF-16 surrogate without its other half. */
const UNSTORABLE = /[\u0000\p{Cs}]/u;
/** PostgreSQL refuses NUL in text and jsonb, and a lone surrogate in jsonb (in text it would silently become U+FFFD). */
const isStorableText = (text: string) => !UNSTORABLE.test(text);

export class ValidationError extends Error {
  statusCode = 400;
  constructor(readonly validation: unknown[]) {
    super('Validation failed');
  }
}

/** Returns `value` typed by `schema`, or throws a ValidationError the error handler formats. */
export function validate<T extends TSchema>(schema: T, value: unknown): Static<T> {
  const unstorable = findUnstorableText(value);
  if (unstorable) throw new ValidationError([unstorable]);
  const check = compileSchema(schema);
  if (!check(value)) throw new ValidationError(check.errors ?? []);
  return value as Static<T>;
}
