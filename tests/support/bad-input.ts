/**
 * Requests for the bad-input test, generated with fast-check from a route's own
 * schemas: values that fit the schema (so a request gets past validation and reaches
 * the code behind it), then broken in the ways that used to end in a 500: wrong
 * types, NUL-laden, huge and half-surrogate strings, non-finite and huge numbers,
 * prototype keys, dates JavaScript or PostgreSQL cannot hold, deep nesting, empty
 * and malformed bodies, multipart forms without a boundary.
 */
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';

type Schema = Record<string, unknown>;

/** JSON text written as is: numbers JSON.stringify cannot produce (1e400, -0) and nesting too deep to build as objects. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A field left out of an otherwise fitting value. */
const MISSING = Symbol('missing');

export const ROLES = ['anonymous', 'user', 'performer', 'studio', 'admin'] as const;
export type FuzzRole = (typeof ROLES)[number];

/** One generated request, as fast-check prints it when it fails. */
export interface FuzzRequest {
  role: FuzzRole;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Another address per request, so per-address rate limits do not hide the routes behind them. */
  remoteAddress: string;
}

/** Ids and names of the seeded data, so that generated paths reach real rows too. */
export interface KnownValues {
  ids: string[];
  names: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson);
const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type) as string | undefined;
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** JSON text of `value`: RawJson as is, keys such as `__proto__` as own keys, lone surrogates escaped. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (isObject(value))
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes `text` as UTF-8; a lone surrogate becomes the three bytes WTF-8 gives it (encodeURIComponent throws on it). */
export function encodeText(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0xd800 || code > 0xdfff) encoded += encodeURIComponent(char);
    else
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
  }
  return encoded;
}

/** `key=value` pairs of a generated query object; arrays repeat the key, objects nest as `key[sub]`. */
export function toQuery(value: unknown, prefix = ''): string[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const name = prefix ? `${prefix}[${encodeText(key)}]` : encodeText(key);
    if (isObject(item)) return toQuery(item, name);
    const items = Array.isArray(item) ? item : [item];
    return items.map(
      (one) =>
        `${name}=${encodeText(one instanceof RawJson ? one.text : one === null ? '' : typeof one === 'object' ? toJson(one) : String(one))}`,
    );
  });
}

/* Values that fit a schema. */

function stringFitting(schema: Schema): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, 40);
  // Best effort, never a filter that could reject for ever: a pattern's text cut or padded (with its own characters) to the length.
  const toLength = (text: string) => (text.length > maxLength ? text.slice(0, maxLength) : text.padEnd(minLength, text || 'a'));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().map(toLength);
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2010-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl().map(toLength);
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).map(toLength);
  return fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) });
}

function numberFitting(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const upper = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : schema.maximum;
  const min =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + (integer ? 1 : 0.01)
      : numberOr(schema.minimum, numberOr(upper, 1000) - 2000);
  const max = numberOr(upper, min + 2000);
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : integer ? 1 : undefined;
  if (step === undefined) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const decimals = (String(step).split('.')[1] ?? '').length;
  return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((k) => Number((k * step).toFixed(decimals)));
}

function objectFitting(schema: Schema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const patterns = Object.values((schema.patternProperties ?? {}) as Record<string, Schema>);
  const known = fc.record(Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueFitting(property)])), {
    requiredKeys: required,
  });
  if (!patterns.length) return known;
  return fc
    .tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), valueFitting(patterns[0]), { maxKeys: 3 }))
    .map(([a, b]) => ({ ...b, ...a }));
}

/** Values that pass `schema` (as far as a generator can tell without the service's rules). */
export function valueFitting(schema: Schema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map(valueFitting));
  if (Array.isArray(schema.allOf)) {
    return fc.tuple(...(schema.allOf as Schema[]).map(valueFitting)).map((parts) => Object.assign({}, ...parts.filter(isObject)));
  }
  switch (typeOf(schema)) {
    case 'string':
      return stringFitting(schema);
    case 'integer':
      return numberFitting(schema, true);
    case 'number':
      return numberFitting(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFitting((schema.items ?? {}) as Schema), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.min(numberOr(schema.maxItems, 3), 3),
      });
    case 'object':
      return objectFitting(schema);
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/* What breaks it. */

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const ODD_DATES = [
  '2026-06-30T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:59:59-23:59',
  '275760-09-13T00:00:00.001Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T00:00:00.1234567891234Z',
  '0000-01-01',
  '2026-13-01',
];
const NUMBER_TEXTS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '1e-400',
  '9223372036854775808',
  '-9223372036854775809',
  '2147483648',
  '1e21',
  '-0',
  '0x10',
  '1_000',
  ' 1',
  '1e-9',
  '0.005',
];
const RAW_NUMBERS = ['1e400', '-1e400', '1e-400', '-0', '9223372036854775808', '1e308', '5e-324'].map((text) => new RawJson(text));
const NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 64, 1e300, -1, 0, 1e-9, 0.005, 0.1 + 0.2];

const nested = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Text no field should take without a clear 400 or a harmless answer. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '\u202e',
    '\ufeff',
    "'; drop table accounts; --",
    '%_\\',
    '../../../etc/passwd',
    ...PROTOTYPE_KEYS,
    ...ODD_DATES,
    ...NUMBER_TEXTS,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.constantFrom(1_000, 70_000).map((length) => 'x'.repeat(length)),
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, [], {}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A value to put where a fitting one was: bad text, a bad number, a wrong type, deep nesting, or nothing. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: badText, weight: 4 },
  { arbitrary: fc.constantFrom<unknown>(...RAW_NUMBERS, ...NUMBERS), weight: 3 },
  { arbitrary: wrongType, weight: 2 },
  { arbitrary: fc.integer({ min: 33, max: 20_000 }).map(nested), weight: 1 },
  { arbitrary: fc.constant(MISSING), weight: 1 },
);

/** Paths to the properties of `schema` (and of its nested objects, unions and arrays), the root first. */
function fieldPaths(schema: Schema, path: string[] = [], depth = 0): string[][] {
  if (depth > 3) return [path];
  const members = [...((schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []) as Schema[])];
  if (typeOf(schema) === 'array' && schema.items) members.push(schema.items as Schema);
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  return [
    path,
    ...properties.flatMap(([key, property]) => fieldPaths(property, [...path, key], depth + 1)),
    ...members.flatMap((member) => fieldPaths(member, path, depth + 1).slice(1)),
  ];
}

/** `value` with `replacement` at `path` (created where missing); MISSING deletes, `__proto__` is set as an own key. */
function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (!path.length) return replacement === MISSING ? undefined : replacement;
  const [key, ...rest] = path;
  const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
  const next = replaceAt(copy[key], rest, replacement);
  if (next === undefined) delete copy[key];
  else Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Values that fit `schema` with one to three of their fields (or the whole) broken, or with a prototype key added. */
export function valueBroken(schema: Schema): fc.Arbitrary<unknown> {
  const paths = fieldPaths(schema);
  const breaks = fc.array(fc.tuple(fc.constantFrom(...paths), badValue), { minLength: 1, maxLength: 3 });
  const prototypeKey = fc.tuple(
    fc.constantFrom(...paths),
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.constantFrom<unknown>({ polluted: true }, 'x', null),
  );
  return fc.oneof(
    fc
      .tuple(valueFitting(schema), breaks)
      .map(([value, list]) => list.reduce((broken, [path, bad]) => replaceAt(broken, path, bad), value)),
    fc.tuple(valueFitting(schema), prototypeKey).map(([value, [path, key, bad]]) => replaceAt(value, [...path, key], bad)),
  );
}

/* Whole requests. */

const RAW_BODIES = [
  '',
  ' ',
  '{',
  'null',
  '[]',
  '"text"',
  '1e400',
  '{"a":1}{',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
];
const ODD_SEGMENTS = ['%', '%ZZ', '%00', '%ED%A0%80', '%C0%80', '%FF', '..', '.', '%2F', '%2e%2e'];
const FORM_FIELDS = [
  'name',
  'username',
  'email',
  'password',
  'gender',
  'country',
  'avatar',
  'file',
  'documentVerification',
  'idVerification',
  'releaseForm',
  '__proto__',
];

/** A multipart body with its content type: fields and files with bad names and values, or a broken frame. */
const multipartBody: fc.Arbitrary<{ contentType: string; payload: string }> = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...FORM_FIELDS), badText),
        badText,
        fc.option(fc.oneof(fc.constantFrom('a.pdf', 'a.jpg', 'a', '.pdf', 'a.PDF'), badText)),
      ),
      { maxLength: 4 },
    ),
    fc.constantFrom('ok', 'no boundary', 'empty boundary', 'other boundary', 'truncated'),
  )
  .map(([parts, frame]) => {
    const boundary = 'fuzzBoundary123';
    const body = parts
      .map(([name, value, filename]) =>
        filename === null
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${value}\r\n`,
      )
      .join('');
    const payload = frame === 'truncated' ? body.slice(0, body.length / 2) : `${body}--${boundary}--\r\n`;
    const contentType = {
      ok: `multipart/form-data; boundary=${boundary}`,
      'no boundary': 'multipart/form-data',
      'empty boundary': 'multipart/form-data; boundary=',
      'other boundary': 'multipart/form-data; boundary=other',
      truncated: `multipart/form-data; boundary=${boundary}`,
    }[frame];
    return { contentType, payload };
  });

const paramNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');

/** Path segments for a parameter: fitting, known from the seed, bad text, or odd percent-encodings. */
function paramValue(schema: Schema | undefined, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    (schema ? valueFitting(schema) : fc.string({ maxLength: 20 })).map((value) => encodeText(String(value))),
    fc.constantFrom(...known.ids, ...known.names).map(encodeText),
    badText.map(encodeText),
    fc.constantFrom(...ODD_SEGMENTS),
  );
}

/** The body of a request to `route`: JSON fitting or broken, raw junk, another content type, or a multipart form. */
function bodyFor(route: RouteOptions): fc.Arbitrary<{ contentType?: string; payload?: string }> {
  const schema = (route.schema ?? {}) as Schema;
  const body = schema.body as Schema | undefined;
  const multipart = ((schema.consumes ?? []) as string[]).includes('multipart/form-data');
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, fc.constantFrom(...CONTENT_TYPES.slice(0, 3))).map(([item, contentType]) => ({ contentType, payload: toJson(item) }));
  const options: fc.Arbitrary<{ contentType?: string; payload?: string }>[] = [
    fc.constant({}),
    fc.tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...CONTENT_TYPES)).map(([payload, contentType]) => ({ contentType, payload })),
    json(fc.oneof(wrongType, badValue)),
  ];
  if (body) options.push(json(valueBroken(body)), json(valueBroken(body)), json(valueFitting(body)));
  if (multipart) options.push(multipartBody, multipartBody, multipartBody);
  return fc.oneof(...options);
}

/** Requests to `route` as any role, with its params, query and body each fitting, broken or missing. */
export function requestFor(route: RouteOptions, method: string, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as Schema;
  const paramSchemas = ((schema.params as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
  const params = fc.tuple(...paramNames(route.url).map((name) => paramValue(paramSchemas[name], known)));
  const querySchema = schema.querystring as Schema | undefined;
  const query = fc.oneof(
    fc.constant([] as string[]),
    (querySchema
      ? fc.oneof(valueFitting(querySchema), valueBroken(querySchema), valueBroken(querySchema))
      : valueBroken({ type: 'object', properties: { q: { type: 'string' } } })
    ).map((value) => toQuery(value)),
    fc.array(
      fc.constantFrom(
        '__proto__=1',
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        'a=%ZZ',
        'limit=',
        'offset=1e400',
        '=',
        '&&',
      ),
      { minLength: 1, maxLength: 3 },
    ),
  );
  const idempotencyKey = fc.option(
    fc.string({ unit: 'grapheme-ascii', minLength: 0, maxLength: 120 }).filter((key) => /^[\x20-\x7e]*$/.test(key)),
  );
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      params,
      query,
      body: bodyFor(route),
      idempotencyKey,
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    })
    .map(({ role, params: values, query: pairs, body, idempotencyKey: key, address }) => {
      const names = paramNames(route.url);
      let url = route.url;
      names.forEach((name, index) => (url = url.replace(name === '*' ? '*' : `:${name}`, values[index])));
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (key !== null) headers['idempotency-key'] = key;
      return {
        role,
        method,
        url: pairs.length ? `${url}?${pairs.join('&')}` : url,
        headers,
        payload: body.payload,
        remoteAddress: `10.${address.join('.')}`,
      };
    });
}
