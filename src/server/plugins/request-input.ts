/**
 * What every request's input must be before any route sees it, schema or not:
 * - A multipart body names its boundary; without one the form cannot be read (400).
 * - Text in the body, query and path holds nothing PostgreSQL refuses (NUL, lone
 *   surrogates) and nests no deeper than MAX_INPUT_DEPTH: refused with 400 naming
 *   the field, before a schema or a handler meets it. Gateway callbacks have no
 *   schema, so this is the one check that covers them.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { findUnstorableText, ValidationError } from '../validation';

const MULTIPART = /^multipart\//i;
/** A non-empty boundary parameter, quoted or not. */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]+"|[^;\s"]+)\s*(?:;|$)/i;

async function requestInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const contentType = request.headers['content-type'];
    if (contentType && MULTIPART.test(contentType) && !BOUNDARY.test(contentType)) {
      throw new ValidationError([{ keyword: 'boundary', instancePath: '/content-type', params: {}, message: 'must name the boundary of the multipart form' }]);
    }
    for (const input of [request.params, request.query, request.body]) {
      const problem = findUnstorableText(input);
      if (problem) throw new ValidationError([problem]);
    }
  });
}

export default fp(requestInput, { name: 'request-input', dependencies: ['contract'] });
