/**
 * TURN credentials from GET /streaming/ice-servers against a real TURN server
 * (coturn from Debian, `apt-get install coturn`; `.ci/run` installs it): a fresh
 * credential gets a relay, an expired one or one signed with another secret does not.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createTestApp, type TestApp } from './helpers';
import { iceServersFor } from '@/server/modules/streaming/ice';
import { allocate, ALLOCATE_ERROR, ALLOCATE_SUCCESS } from '../support/turn-client';

const hasCoturn = spawnSync('sh', ['-c', 'command -v turnserver']).status === 0;
if (!hasCoturn) console.warn('turn.test: skipped, coturn (turnserver) is not installed');
const describeWithCoturn = hasCoturn ? describe : describe.skip;

const SECRET = 'a-turn-secret-for-tests';
const PORT = 34000 + Math.floor(Math.random() * 2000);

describeWithCoturn('TURN credentials', () => {
  let t: TestApp;
  let coturn: ChildProcess;

  beforeAll(async () => {
    coturn = spawn(
      'turnserver',
      [
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${PORT}`,
        `--min-port=${PORT + 2}`,
        `--max-port=${PORT + 40}`,
        '--use-auth-secret',
        `--static-auth-secret=${SECRET}`,
        '--realm=camlive.test',
        '--no-tls',
        '--no-dtls',
        '--no-cli',
        '--allow-loopback-peers',
        '--log-file=stdout',
        '--simple-log',
      ],
      { stdio: 'ignore' },
    );
    t = await createTestApp({
      config: { iceServers: [`turn:127.0.0.1:${PORT}?transport=udp`], turnSecret: SECRET, turnCredentialTtlSeconds: 600 },
    });
    // coturn answers once it listens.
    for (let i = 0; i < 50; i++) {
      const answer = await allocate('127.0.0.1', PORT, 'probe', 'probe').catch(() => null);
      if (answer) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    coturn?.kill();
    await t?.close();
  });

  it('hands out a credential the TURN server accepts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/streaming/ice-servers' });
    const turn = res.json().data.iceServers.find((server: { urls: string[] }) => server.urls[0].startsWith('turn:'));
    expect(turn).toMatchObject({ urls: [`turn:127.0.0.1:${PORT}?transport=udp`], username: expect.stringMatching(/^\d+:guest$/) });
    const answer = await allocate('127.0.0.1', PORT, turn.username, turn.credential);
    expect(answer).toMatchObject({ type: ALLOCATE_SUCCESS, relayed: true });
  });

  it('refuses an expired credential and one signed with another secret', async () => {
    const config = { iceServers: [`turn:127.0.0.1:${PORT}`], turnSecret: SECRET, turnCredentialTtlSeconds: 600 };
    const expired = iceServersFor(config, 'someone', new Date(Date.now() - 3600_000)).iceServers[0];
    expect(await allocate('127.0.0.1', PORT, expired.username!, expired.credential!)).toMatchObject({
      type: ALLOCATE_ERROR,
      errorCode: 401,
    });
    const forged = iceServersFor({ ...config, turnSecret: 'guessed' }, 'someone').iceServers[0];
    expect(await allocate('127.0.0.1', PORT, forged.username!, forged.credential!)).toMatchObject({ type: ALLOCATE_ERROR, errorCode: 401 });
  });
});
