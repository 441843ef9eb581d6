/**
 * Builds the Fastify app: external plugins first, then our own plugins, then the
 * modules, each listed here by hand. `main.ts` adds Next.js and socket.io around it;
 * tests use it alone with `inject`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Deps } from './deps';
import contract from './plugins/contract';
import requestInput, { parseQuery } from './plugins/request-input';
import { compileSchema } from './validation';
import { notFound, tooMany, waitText } from './errors';
import { counterRateLimitStore } from './rate-limit-store';
import { serveFiles } from './storage/serve';
import { contentSecurityPolicy, deploymentSources } from './security/csp';
import auth from './plugins/auth';
import uploads from './plugins/uploads';
import healthRoutes from './modules/health/routes';
import assetRoutes from './modules/assets/routes';
import productRoutes from './modules/products/routes';
import purchaseRoutes from './modules/purchases/routes';
import orderRoutes from './modules/orders/routes';
import refundRoutes from './modules/refunds/routes';
import authRoutes from './modules/auth/routes';
import accountRoutes from './modules/accounts/routes';
import settingsRoutes from './modules/settings/routes';
import tipRoutes from './modules/tips/routes';
import directPaymentRoutes from './modules/direct-payments/routes';
import paymentRoutes from './modules/payments/routes';
import voucherRoutes from './modules/vouchers/routes';
import transactionRoutes from './modules/transactions/routes';
import messagingRoutes from './modules/messaging/routes';
import translationRoutes from './modules/translations/routes';
import streamingRoutes from './modules/streaming/routes';
import streamChatRoutes from './modules/stream-chat/routes';
import showRoutes from './modules/shows/routes';
import referenceRoutes from './modules/reference/routes';
import categoryRoutes from './modules/categories/routes';
import statisticsRoutes from './modules/statistics/routes';
import postRoutes from './modules/posts/routes';
import performerRoutes from './modules/performers/routes';
import favouriteRoutes from './modules/favourites/routes';
import blockingRoutes from './modules/blocking/routes';
import promoRoutes from './modules/promos/routes';
import contactRoutes from './modules/contact/routes';
import userRoutes from './modules/users/routes';
import commissionRoutes from './modules/commission/routes';
import studioRoutes from './modules/studios/routes';
import earningRoutes from './modules/earnings/routes';
import paymentInformationRoutes from './modules/payment-information/routes';
import payoutRoutes from './modules/payouts/routes';
import auditRoutes from './modules/audit/routes';
import catalogueRoutes from './modules/catalogue/routes';
import adminAccountRoutes from './modules/admin-accounts/routes';
import contentModerationRoutes from './modules/content-moderation/routes';
import verificationRoutes from './modules/verifications/routes';
import { createSettingsService } from './modules/settings/service';
import { createBackgroundWork } from './background';
import { createVideoProcessing } from './modules/assets/video-processing';

const REQUEST_ID = /^[\w.-]{1,64}$/;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Called with every route as it is registered, hidden ones included (the access-matrix test lists the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(deps: Deps, options: BuildOptions = {}) {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { querystringParser: parseQuery },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // One AJV setup for routes and services alike (validation.ts): finite numbers, storable dates.
  app.setValidatorCompiler(({ schema }) => compileSchema(schema));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.register(
    fp(
      async (instance) => {
        instance.decorate('deps', deps);
        instance.decorate('settings', createSettingsService(deps, instance.log));
        instance.addHook('onClose', () => instance.settings.close());
        instance.decorate('background', createBackgroundWork(instance.log));
        // Mails being sent in the background go out before the database and mailer close.
        instance.addHook('onClose', () => instance.background.idle());
        instance.decorate('videoProcessing', createVideoProcessing(deps, instance.log));
        instance.addHook('onClose', () => instance.videoProcessing.stop());
      },
      { name: 'deps' },
    ),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A change made through the API may show on any page and in any listing, unless its route says it cannot (PRIVATE_WRITE).
  app.addHook('onResponse', async (request, reply) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write && reply.statusCode < 400 && request.routeOptions.config.publicViews !== false) deps.publicViews.changed();
  });

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config.env === 'development', undefined, [], deploymentSources(config)),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(contract);
  await app.register(requestInput);
  await app.register(uploads);
  await app.register(rateLimit, {
    global: false,
    // Our counters: in Redis when it is configured and answers, else in this process (kv.ts).
    store: counterRateLimitStore(deps.counters),
    // The plugin sets Retry-After; the message says the same for a person.
    errorResponseBuilder: (_request, context) =>
      tooMany(`Too many attempts from your address. Please try again in ${waitText(context.ttl)}.`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Marketplace API', version: '1.0.0', description: 'Every success is `{ status: 0, message: "OK", data }`.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(auth);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(settingsRoutes);
      await api.register(referenceRoutes);
      await api.register(categoryRoutes);
      await api.register(statisticsRoutes);
      await api.register(postRoutes);
      await api.register(performerRoutes);
      await api.register(favouriteRoutes);
      await api.register(blockingRoutes);
      await api.register(promoRoutes);
      await api.register(contactRoutes);
      await api.register(userRoutes);
      await api.register(tipRoutes);
      await api.register(directPaymentRoutes);
      await api.register(paymentRoutes);
      await api.register(voucherRoutes);
      await api.register(transactionRoutes);
      await api.register(messagingRoutes);
      await api.register(translationRoutes);
      await api.register(streamingRoutes);
      await api.register(streamChatRoutes);
      await api.register(showRoutes);
      await api.register(commissionRoutes);
      await api.register(studioRoutes);
      await api.register(earningRoutes);
      await api.register(paymentInformationRoutes);
      await api.register(payoutRoutes);
      await api.register(auditRoutes);
      await api.register(catalogueRoutes);
      await api.register(adminAccountRoutes);
      await api.register(verificationRoutes);
      await api.register(assetRoutes);
      await api.register(productRoutes);
      await api.register(purchaseRoutes);
      await api.register(orderRoutes);
      await api.register(refundRoutes);
      await api.register(contentModerationRoutes);
      // Unknown API paths answer in the contract's shape instead of reaching the web pages.
      api.all('/*', { schema: { hide: true } }, async (request) => {
        throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  await serveFiles(app);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
