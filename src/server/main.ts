/**
 * The marketplace process: web (Next.js), API (/api) and socket.io on one port.
 * On start it migrates the database and, when empty, seeds demo data.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createDeps } from './deps';
import { attachSocketServer } from './realtime/socket-server';
import { buildApp } from './app';
import { mountNext } from './web/next-handler';
import { seedDemoIfEmpty } from './seed/seed';
import { startMaintenance } from './db/maintenance';
import { startShowBilling } from './modules/shows/billing';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  const { deps, sharedCounters } = createDeps(config, database);
  const app = await buildApp(deps);
  sharedCounters?.logTo(app.log);
  // Limits count in Redis from the first request, unless Redis is not there (then in memory, logged).
  await sharedCounters?.connected(5000);

  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(deps);
    // Printed plainly: this is for the person who just started the product.
    if (seeded) console.log(`\n${seeded.summary}\n`);
  }
  const stopMaintenance = await startMaintenance(database, {
    intervalMs: config.dbMaintenanceIntervalMs,
    onError: (err) => app.log.error({ err }, 'database maintenance failed'),
  });

  // Signs the visitor's address on the API calls of server rendering (see shared/client-address.ts).
  process.env.INTERNAL_REQUEST_SECRET ||= randomBytes(32).toString('hex');
  const web = await mountNext(app, { dev: config.env === 'development', port: config.port });
  const sockets = attachSocketServer(app.server, app);
  // Per-minute show billing runs in every instance; a minute is charged once whoever finds it due.
  const showBilling = startShowBilling(deps, app.settings, app.log, config.showBillingIntervalMs);
  // Uploaded videos are processed in every instance, each video by one of them; this also takes up what a stop left.
  app.videoProcessing.start(config.videoProcessingIntervalMs);

  // Sockets first: an open websocket would keep the HTTP server from closing.
  app.addHook('preClose', () => sockets.close());
  app.addHook('onClose', async () => {
    // This hook runs before the app's own (hooks added later run first): the background work needs the database.
    await app.background.idle();
    await app.videoProcessing.stop();
    await showBilling.stop();
    await stopMaintenance();
    await database.close();
    await deps.counters.close();
    deps.redis?.disconnect();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`marketplace ready on http://localhost:${config.port} (database: ${database.kind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => process.exit(1), 15000);
    force.unref();
    try {
      // Pages first (their renders call the API, which closing would refuse), then the rest.
      await web.drain(10_000);
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'stop failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
