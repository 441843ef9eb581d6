/**
 * A real Apertium APY server for the translation tests (Debian packages `apertium-apy`
 * and `apertium-eng-spa`, installed by .ci/run), started once per test file on a free port
 * with the pairs installed in /usr/share/apertium/modes. Nothing is skipped: without
 * APY or its English–Spanish pair the test fails and says what to install.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './app-server';

export const APERTIUM_MODES = '/usr/share/apertium/modes';
const INSTALL = 'apt-get install -y apertium-apy apertium-eng-spa';

export interface ApertiumServer {
  url: string;
  stop(): Promise<void>;
}

/** How long APY may take to load its pairs and answer (under a second on a quiet machine). */
const READY_TIMEOUT_MS = 30_000;

export async function startApertium(): Promise<ApertiumServer> {
  if (spawnSync('sh', ['-c', 'command -v apertium-apy']).status !== 0) {
    throw new Error(`apertium-apy is not installed: the translation tests need a real Apertium APY (${INSTALL})`);
  }
  if (!existsSync(`${APERTIUM_MODES}/eng-spa.mode`)) {
    throw new Error(`Apertium's English to Spanish pair is not installed in ${APERTIUM_MODES} (${INSTALL})`);
  }
  const port = await freePort();
  // One process, no per-core servers: the machine running the tests has other work.
  const child = spawn('apertium-apy', ['-p', String(port), '-j', '1', APERTIUM_MODES], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const ended = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await ended;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`apertium-apy stopped before answering:\n${log}`);
    try {
      const response = await fetch(`${url}/listPairs`);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`apertium-apy did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
