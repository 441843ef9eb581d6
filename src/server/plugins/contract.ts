/**
 * The API contract (docs/api.md) in one place: success payloads are wrapped in the
 * envelope, every error leaves as `{ statusCode, error, message }`, validation errors
 * as an array of `{ property, constraints }`, 413 as 'Request Entity Too Large', and
 * 5xx bodies never show internals.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { FieldError, HttpError, reasonPhrase } from '../errors';
import { MSG } from '@/shared/messages';
import type { ValidationItem } from '@/shared/schemas/common';

/** The parts of an AJV error we read (AJV runs with `verbose`, so parentSchema is set). */
export interface ErrorObject {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: unknown;
}

/** class-validator-style constraint names, which the client's error mapping shows. */
const CONSTRAINT_NAMES: Record<string, string> = {
  required: 'isNotEmpty',
  format: 'isValid',
  minLength: 'minLength',
  maxLength: 'maxLength',
  pattern: 'matches',
  type: 'isValidType',
  minimum: 'min',
  maximum: 'max',
  exclusiveMinimum: 'min',
  exclusiveMaximum: 'max',
  finite: 'isNumber',
  multipleOf: 'isDivisibleBy',
  storableText: 'isText',
  maxDepth: 'maxDepth',
  enum: 'isIn',
  const: 'equals',
  anyOf: 'isValid',
  minItems: 'arrayMinSize',
  maxItems: 'arrayMaxSize',
  additionalProperties: 'whitelistValidation',
};

function propertyOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || 'body';
}

/** The text the schema gives for its own failure (`errorMessage`), if it gives one. */
const ownText = (error: ErrorObject) => (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;

function textOf(error: ErrorObject, property: string): string {
  if (error.keyword === 'required') return MSG.required;
  const custom = ownText(error);
  if (custom) return custom;
  if (error.keyword === 'format' && error.params.format === 'email') return MSG.email;
  if (error.keyword === 'finite' || (error.keyword === 'type' && ['number', 'integer'].includes(String(error.params.type))))
    return MSG.number;
  return `${property} ${error.message ?? 'is invalid'}`;
}

/**
 * AJV errors in the contract's shape: one entry per property, first problem first. Where the
 * schema says in its own words what is wrong with a property (a choice of several, such as a
 * language: "Unknown language"), the failures of its parts are left out.
 */
export function toValidationItems(errors: ErrorObject[]): ValidationItem[] {
  const items = new Map<string, ValidationItem>();
  const explained = new Set(errors.filter((error) => error.keyword !== 'required' && ownText(error)).map(propertyOf));
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const property = propertyOf(error);
    if (explained.has(property) && error.keyword !== 'required' && !ownText(error)) continue;
    const name =
      error.keyword === 'format' && error.params.format === 'email' ? 'isEmail' : (CONSTRAINT_NAMES[error.keyword] ?? error.keyword);
    const item = items.get(property) ?? { property, constraints: {} };
    if (!item.constraints[name]) item.constraints[name] = textOf(error, property);
    items.set(property, item);
  }
  return [...items.values()];
}

async function contract(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 300 || !request.url.startsWith('/api') || request.url.startsWith('/api/docs')) return payload;
    return { status: 0, message: 'OK', data: payload };
  });

  app.setErrorHandler((error: FastifyError & { validation?: ErrorObject[] }, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: toValidationItems(error.validation) });
    }
    if (error instanceof FieldError) {
      const item: ValidationItem = {
        property: error.property,
        constraints: { [error.statusCode === 409 ? 'isUnique' : 'isValid']: error.message },
      };
      return reply.status(error.statusCode).send({ statusCode: error.statusCode, error: reasonPhrase(error.statusCode), message: [item] });
    }
    let status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status < 400 || status > 599) status = 500;
    let message: string;
    if (status === 413) message = MSG.tooLarge;
    else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong on our side. Please try again.';
    } else message = error.message || MSG.badRequest;
    if (status === 429 && error.statusCode === 429 && !(error instanceof HttpError)) {
      message = 'Too many attempts, please wait a moment and try again';
    }
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    return reply.status(status).send({ statusCode: status, error: reasonPhrase(status), message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}

export default fp(contract, { name: 'contract' });
