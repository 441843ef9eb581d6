/**
 * The product started as `npm start` does, on a free port with a fresh data directory
 * and extra environment (browser tests that need a configuration of their own, such
 * as a Janus media server). Needs a web build (`next build`) like the browser tests.
 */
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';

/**
 * How long the browser tests' servers wait for a socket that went away before they take its
 * performer off the air or its viewer out of a show (the product's default is 10 s). A page
 * that reloads, or moves to the show page, joins again once its scripts have run and its
 * socket is open: about a second on a quiet machine, but more than 10 s has been seen when
 * two tests run at once beside Janus, two servers and four browsers with fake cameras on
 * two cores, and the show then ended under the test. The tests are about what happens
 * within and after the grace period, not about its length.
 */
export const BROWSER_TESTS_PRESENCE_GRACE_MS = 30_000;

export interface AppServer {
  baseURL: string;
  port: number;
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startAppServer(options: {
  dataDir: string;
  env: Record<string, string>;
  port?: number;
  timeoutMs?: number;
}): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const dataDir = path.resolve(options.dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server/start.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOGIN_MAX_PER_IP: '10000',
      PRESENCE_GRACE_MS: String(BROWSER_TESTS_PRESENCE_GRACE_MS),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const logTail = (lines = 40) => readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}:\n${logTail()}`);
    try {
      if ((await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return { baseURL, port, logTail, stop };
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the app server did not answer within the time allowed:\n${logTail()}`);
}
