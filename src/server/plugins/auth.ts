/**
 * Who is asking: reads the bearer token (or a bare token) from the Authorization
 * header, checks its signature, expiry and session version against the account, and
 * offers `authenticate` and `requireRole` for routes. The server re-checks role and
 * ownership on every route; the client's checks only steer navigation.
 *
 * Routes run `authenticate` and `requireRole` as `onRequest` hooks: before the body is
 * read and validated, so a caller without the right is refused (401, 403) whatever it
 * sends, and never learns from a validation answer what the route would accept.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { verifyToken } from '../security/tokens';
import { accounts } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { countryOfRequest } from '../geo';
import type { Viewer } from '../modules/blocking/service';
import type { Role } from '@/shared/constants';
import { canLogIn } from '@/shared/schemas/users';

export interface AuthAccount {
  id: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: AuthAccount | null;
  }
  interface FastifyInstance {
    /** Refuses with 401 unless a valid token came with the request. An `onRequest` hook. */
    authenticate: onRequestHookHandler;
    /** Refuses with 401 without a token and 403 when the role is not among `roles`. An `onRequest` hook. */
    requireRole: (...roles: Role[]) => onRequestHookHandler;
    /** The account behind a token, or null. Used by socket.io too. */
    accountFromToken: (token: string | undefined) => Promise<AuthAccount | null>;
  }
}

export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return (match ? match[1] : header).trim() || undefined;
}

/**
 * The person looking, for performers' blocking rules: the request's account (when its
 * token was read: by `authenticate`, `requireRole` or, on public routes, before the
 * handler) and the country of its address.
 */
export const viewerOf = (request: FastifyRequest): Viewer => ({ accountId: request.account?.id, country: countryOfRequest(request) });

/** The accounts read for tokens within one page render (see `sharingAccountLookups`). */
const renderLookups = new AsyncLocalStorage<Map<string, Promise<AuthAccount | null>>>();

/**
 * Runs `render` (a page's server rendering) so that its API calls, which all carry the
 * visitor's token, read the token's account once: the second call of the same render
 * gets the first one's answer instead of asking the database again. Only within that
 * render, a few milliseconds: every other request checks its token anew.
 */
export function sharingAccountLookups<T>(render: () => Promise<T>): Promise<T> {
  return renderLookups.run(new Map(), render);
}

async function auth(app: FastifyInstance) {
  const { db } = app.deps.database;

  const lookUp = async (token: string): Promise<AuthAccount | null> => {
    const claims = verifyToken(token, app.deps.config.tokenSecret);
    if (!claims) return null;
    const [row] = await db
      .select({ id: accounts.id, kind: accounts.kind, status: accounts.status, sv: accounts.sessionVersion })
      .from(accounts)
      .where(eq(accounts.id, claims.sub))
      .limit(1);
    if (!row || !canLogIn(row.status) || row.sv !== claims.sv || row.kind !== claims.role) return null;
    return { id: row.id, role: row.kind };
  };

  app.decorate('accountFromToken', async (token: string | undefined) => {
    if (!token) return null;
    const shared = renderLookups.getStore();
    if (!shared) return lookUp(token);
    let account = shared.get(token);
    if (!account) {
      account = lookUp(token);
      shared.set(token, account);
    }
    return account;
  });

  app.decorateRequest('account', null);

  const load = async (request: FastifyRequest) => {
    if (request.account) return request.account;
    request.account = await app.accountFromToken(tokenFromHeader(request.headers.authorization));
    return request.account;
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await load(request))) throw unauthorized();
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const account = await load(request);
    if (!account) throw unauthorized();
    if (!roles.includes(account.role)) throw forbidden();
  });

  // Optional auth for public routes that personalise their answer.
  app.addHook('preHandler', async (request) => {
    if (request.headers.authorization && !request.account) await load(request);
  });
}

export default fp(auth, { name: 'auth', dependencies: ['deps'] });
