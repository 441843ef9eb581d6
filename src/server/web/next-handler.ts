/**
 * Serves the Next.js pages from inside Fastify: builds the web app first when no
 * production build exists, then hands every non-API request to Next's handler.
 */
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import next from 'next';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deploymentSources, pageContentSecurityPolicy, pageSources, withDeploymentSources } from '../security/csp';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SIGNATURE_HEADER } from '@/shared/client-address';
import { countryOfAddress } from '../geo';
import { cookieOf, createPageCache, isSignedInRequest, pageCacheKey } from './page-cache';
import { createInFlight } from './in-flight';
import { BUILD_FILES_PATH, createBuildFiles, type BuildFile } from './build-files';
import { serveApiInProcess } from './in-process-api';
import { sharingAccountLookups } from '../plugins/auth';
import { createBlockingService } from '../modules/blocking/service';
import { ROLE_COOKIE, TOKEN_COOKIE } from '@/shared/constants';
import { SHARED_VIEWER_HEADER, SHARED_WITH_SIGNED_IN } from '@/shared/shared-pages';

const ROOT = path.resolve(__dirname, '../../..');

function runBuild(log: FastifyInstance['log']): Promise<void> {
  log.info('no web build found: running `next build` once (about a minute)');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed with exit code ${code}`))));
    child.on('error', reject);
  });
}

export interface WebPages {
  /**
   * Before the server closes: answers new page requests with 503 (a load balancer tries
   * another instance; a browser is asked to try again in a second) and resolves once the
   * renders in flight are done, or after `timeoutMs`. The API keeps answering meanwhile:
   * those renders call it.
   */
  drain(timeoutMs: number): Promise<void>;
}

/**
 * A file whose address changes with its content (a page's stylesheet, a script of the
 * build): kept by browsers for a year, gzip-compressed when the browser takes it and a
 * compressed form is there; 404 when there is no such file.
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, file: BuildFile | null | undefined) {
  if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  reply.type(file.type).header('cache-control', 'public, max-age=31536000, immutable');
  if (!file.gzip) return reply.send(file.body);
  reply.header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/** Mounts the web pages, with the cache of anonymous pages (page-cache.ts). */
export async function mountNext(app: FastifyInstance, options: { dev: boolean; port: number }): Promise<WebPages> {
  if (!options.dev && !existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) await runBuild(app.log);
  const nextApp = next({ dev: options.dev, dir: ROOT, port: options.port, hostname: 'localhost' });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  // The pages' own API calls stay in the process (in-process-api.ts).
  const stopServingInProcess = serveApiInProcess(app);
  app.addHook('onClose', async () => stopServingInProcess());
  const staticScriptHashes = options.dev ? [] : inlineScriptHashes(path.join(ROOT, '.next', 'server', 'pages'));
  const deployment = deploymentSources(app.deps.config);
  const pages = createPageCache({ ttlMs: options.dev ? 0 : app.deps.config.pageCacheMs });
  app.deps.publicViews.onChange(pages.invalidate);
  const renders = createInFlight();
  const blocking = createBlockingService(app.deps);
  let draining = false;

  /**
   * Whether the page request of a signed-in visitor may get the pages every such viewer
   * shares (shared-pages.ts): a viewer's valid token under the viewer's role, and no
   * performer who blocked them (the others' listings would show that performer).
   */
  const sharesViewersPages = async (cookies: string | undefined) => {
    if (cookieOf(cookies, ROLE_COOKIE) !== 'user') return false;
    const account = await app.accountFromToken(cookieOf(cookies, TOKEN_COOKIE));
    return account?.role === 'user' && !(await blocking.isBlockedByAnyone(account.id));
  };

  // The build's scripts and styles, compressed once (build-files.ts); in development Next serves them as it builds them.
  if (!options.dev) {
    const buildFiles = createBuildFiles(path.join(ROOT, '.next', 'static'));
    app.get<{ Params: { '*': string } }>(`${BUILD_FILES_PATH}*`, { schema: { hide: true } }, async (request, reply) =>
      sendKept(request, reply, await buildFiles.get(request.params['*'])),
    );
  }

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (draining) {
        return reply
          .code(503)
          .header('retry-after', '1')
          .header('connection', 'close')
          .type('text/plain; charset=utf-8')
          .send('Restarting, please try again');
      }
      // Headers set by our hooks (security headers, request id) must survive the hand-over.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string);
      }
      reply.raw.setHeader('x-request-id', request.id);
      // The visitor's address as Fastify sees it (TRUST_PROXY applied), for the API calls
      // of server rendering; whatever the client sent under that name is dropped.
      delete request.raw.headers[CLIENT_ADDRESS_SIGNATURE_HEADER];
      request.raw.headers[CLIENT_ADDRESS_HEADER] = request.ip;
      // Only this handler says whether a signed-in viewer may have the pages such viewers share.
      delete request.raw.headers[SHARED_VIEWER_HEADER];
      const render = async () => {
        // Next's pages carry a small inline loader script: it runs only with this response's nonce
        // (a page from the cache comes with the policy it was rendered with).
        const nonce = randomBytes(16).toString('base64');
        request.raw.headers['x-nonce'] = nonce;
        const sources = withDeploymentSources(pageSources(await app.settings.publicSettings()), deployment);
        reply.raw.setHeader('content-security-policy', pageContentSecurityPolicy(nonce, options.dev, staticScriptHashes, sources));
        await handle(request.raw, reply.raw);
      };
      // The visitor's account is read once for the whole request: by the check of a shared
      // viewer and by the page's API calls (in this process).
      await sharingAccountLookups(async () => {
        const sharedViewer =
          pages.enabled &&
          request.method === 'GET' &&
          !request.url.startsWith('/_next/') &&
          isSignedInRequest(request.raw) &&
          (await sharesViewersPages(request.headers.cookie));
        if (sharedViewer) request.raw.headers[SHARED_VIEWER_HEADER] = SHARED_WITH_SIGNED_IN;
        reply.hijack();
        const key = pages.enabled ? pageCacheKey(request.raw, countryOfAddress(request.ip), sharedViewer) : null;
        const done = renders.enter();
        try {
          await (key ? pages.serve(key, reply.raw, render) : render());
        } finally {
          done();
        }
      });
    },
  });
  app.addHook('onClose', async () => {
    await nextApp.close();
  });
  return {
    async drain(timeoutMs) {
      draining = true;
      await renders.idle(timeoutMs);
    },
  };
}

/** SHA-256 hashes (base64) of the inline scripts in the pages Next rendered at build time. */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) {
        for (const match of readFileSync(file, 'utf8').matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (!match[1].includes('application/json')) hashes.add(createHash('sha256').update(match[2]).digest('base64'));
        }
      }
    }
  };
  if (existsSync(dir)) visit(dir);
  return [...hashes];
}
