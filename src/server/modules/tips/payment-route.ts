/**
 * What a user's payment to a performer asks of its route (a tip, a direct payment): a
 * signed-in user, the performer's id in the path, the client's idempotency key (so that
 * a retried request pays once, see ledger/ledger.ts) and no cached public view touched.
 */
import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import { IdempotencyHeaders } from '@/shared/schemas/money';
import { PRIVATE_WRITE } from '../../public-views';

/** The options of `POST /member/…/{performerId}` for a payment whose body is `body` and answer `result`. */
export const paymentRoute = <Body extends TSchema, Result extends TSchema>(app: FastifyInstance, body: Body, result: Result) => ({
  config: PRIVATE_WRITE,
  onRequest: app.requireRole('user'),
  schema: {
    tags: ['payments'],
    security: [{ bearer: [] }],
    params: IdParam,
    headers: IdempotencyHeaders,
    body,
    response: { 200: Ok(result) },
  },
});
