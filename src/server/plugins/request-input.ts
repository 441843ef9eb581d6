/**
 * What every request's input must be before any route sees it, schema or not:
 * - A JSON content type with an empty body is a request without a body: clients send
 *   the JSON content type on every call, bodyless POSTs included. A route that takes a
 *   body reads a missing one as `{}`, so its schema names the fields it needs (and a
 *   body of optional fields, such as going live, needs none).
 * - An empty query parameter (`sortBy=`) is an absent one (`parseQuery`, the router's
 *   query parser), so a form's blank filter means "no filter" rather than a 400.
 * - A multipart body names its boundary; without one the form cannot be read (400).
 * - Text in the body, query and path holds nothing PostgreSQL refuses (NUL, lone
 *   surrogates) and nests no deeper than MAX_INPUT_DEPTH: refused with 400 naming
 *   the field, before a schema or a handler meets it. Gateway callbacks have no
 *   schema, so this is the one check that covers them.
 */
import { parse } from 'node:querystring';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { findUnstorableText, ValidationError } from '../validation';

/** The query string as an object, leaving out parameters without a value. */
export function parseQuery(query: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of Object.entries(parse(query))) {
    const present = (Array.isArray(value) ? value : [value]).filter((item): item is string => !!item);
    if (present.length) parsed[key] = present.length === 1 ? present[0] : present;
  }
  return parsed;
}

const MULTIPART = /^multipart\//i;
/** A non-empty boundary parameter, quoted or not. */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]+"|[^;\s"]+)\s*(?:;|$)/i;

async function requestInput(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    const contentType = request.headers['content-type'];
    if (contentType && MULTIPART.test(contentType) && !BOUNDARY.test(contentType)) {
      throw new ValidationError([
        { keyword: 'boundary', instancePath: '/content-type', params: {}, message: 'must name the boundary of the multipart form' },
      ]);
    }
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    for (const input of [request.params, request.query, request.body]) {
      const problem = findUnstorableText(input);
      if (problem) throw new ValidationError([problem]);
    }
  });
}

export default fp(requestInput, { name: 'request-input', dependencies: ['contract'] });
