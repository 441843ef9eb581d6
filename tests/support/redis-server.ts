/**
 * A Redis server of the test's own, on a free port, that the test can take away and
 * bring back: killed and started again on the same port (an outage), or frozen and
 * thawed (a server whose connections stay open but which does not answer). Nothing is
 * saved to disk.
 */
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './app-server';

export interface RedisServer {
  url: string;
  /** Kills the server (SIGKILL, as a crash would) and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open, nothing is answered. */
  freeze(): void;
  /** SIGCONT. */
  thaw(): void;
  stop(): Promise<void>;
}

function findRedisServer(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(path.join(dir, 'redis-server'))) return path.join(dir, 'redis-server');
  }
  return null;
}

/** Why tests that need a Redis server of their own cannot run here, or null when they can. */
export function redisServerMissingReason(): string | null {
  return findRedisServer()
    ? null
    : 'redis-server is not installed (apt-get install -y redis-server): tests that start their own Redis are skipped';
}

export async function startRedisServer(): Promise<RedisServer> {
  const binary = findRedisServer();
  if (!binary) throw new Error(redisServerMissingReason()!);
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(
        binary,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = started;
      let output = '';
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server on port ${port} exited with ${code}:\n${output}`)));
    });

  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    stop: kill,
  };
}
