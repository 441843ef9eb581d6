/**
 * Login throttling slows the guesser and not the owner: every attempt is counted before
 * its password is checked (parallel guesses included), the pace is kept per account and
 * client address and grows, the owner hears of repeated failures once, and an unknown
 * account costs the same password check as a known one. On PGlite with the counters in
 * memory, and on PostgreSQL with the counters in Redis.
 */
import crypto from 'node:crypto';
import { createTestApp, type TestApp } from './helpers';
import { accounts } from '@/server/db/schema';
import { hashPassword } from '@/server/security/passwords';
import { AUTH_TEXTS } from '@/server/modules/auth/service';
import { LOGIN_THROTTLE_TEXTS } from '@/server/modules/auth/login-throttle';

const FREE = 5;
const ALERT_AFTER = 8;
let t: TestApp;
let now = Date.parse('2026-03-01T12:00:00Z');

beforeAll(async () => {
  // The per-address limit of the login routes is raised: these tests are about the per-account pace.
  t = await createTestApp({ config: { loginMaxPerIp: 100000, loginMaxPerAccount: FREE, loginAlertAfterFailures: ALERT_AFTER } });
  t.deps.clock = () => new Date(now);
  const passwordHash = await hashPassword('right-password');
  await t.deps.database.db.insert(accounts).values(
    ['nina', 'lena', 'mara', 'owen'].map((name) => ({
      kind: name === 'owen' ? ('user' as const) : ('performer' as const),
      email: `${name}@example.com`,
      username: `${name}-cam`,
      name,
      passwordHash,
      emailVerifiedAt: new Date(),
      // Mara reads Russian: the alert comes in her language.
      locale: name === 'mara' ? 'ru' : null,
    })),
  );
});
afterAll(() => t.close());

const login = (username: string, password: string, address: string, form = 'performers') =>
  t.app.inject({ method: 'POST', url: `/api/auth/${form}/login`, payload: { username, password }, remoteAddress: address });

describe('parallel guesses', () => {
  it('checks no more passwords than the pace allows, and the right one among 100 does not get in', async () => {
    const guesses = Array.from({ length: 99 }, (_, i) => login('nina-cam', `guess-${i}`, '203.0.113.10'));
    const right = login('nina-cam', 'right-password', '203.0.113.10');
    const answers = await Promise.all([...guesses, right]);
    const codes = answers.map((answer) => answer.statusCode);
    // Exactly the free attempts had their password checked (all wrong); the rest were refused unchecked.
    expect(codes.filter((code) => code === 401)).toHaveLength(FREE);
    expect(codes.filter((code) => code === 429)).toHaveLength(100 - FREE);
    expect((await right).statusCode).toBe(429);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: LOGIN_THROTTLE_TEXTS.slowDown('1 second') });
  });
});

describe('the pace', () => {
  it('slows one address down with a growing wait, while the owner logs in from hers at once', async () => {
    const stranger = '198.51.100.66';
    for (let i = 0; i < FREE; i++) expect((await login('lena-cam', `guess-${i}`, stranger)).statusCode).toBe(401);
    let waitSeconds = 1;
    for (let round = 0; round < 4; round++) {
      const refused = await login('lena-cam', 'right-password', stranger);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(waitSeconds));
      expect(refused.json().message).toBe(LOGIN_THROTTLE_TEXTS.slowDown(`${waitSeconds} second${waitSeconds === 1 ? '' : 's'}`));
      // The owner, from her own address, by username or e-mail, is not slowed at all.
      expect((await login(round % 2 ? 'lena-cam' : 'LENA@example.com', 'right-password', '192.0.2.1')).statusCode).toBe(200);
      now += waitSeconds * 1000 - 1;
      expect((await login('lena-cam', 'guess', stranger)).statusCode).toBe(429);
      now += 1;
      expect((await login('lena-cam', `guess-after-${round}`, stranger)).statusCode).toBe(401);
      waitSeconds *= 2;
    }
    // Longer waits read in minutes, and never longer than the window (15 minutes by default).
    now += 16 * 1000;
    const waits: string[] = [];
    for (let i = 0; i < 6; i++) {
      now += Number(waits.at(-1) ?? 0) * 1000;
      expect((await login('lena-cam', 'guess', stranger)).statusCode).toBe(401);
      const refused = await login('lena-cam', 'guess', stranger);
      expect(refused.statusCode).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
    }
    expect(waits).toEqual(['32', '64', '128', '256', '512', '900']);
    const capped = await login('lena-cam', 'guess', stranger);
    expect(capped.json().message).toBe(LOGIN_THROTTLE_TEXTS.slowDown('15 minutes'));
    // Once its wait is over, the right password from that address works and the address starts afresh.
    now += 900 * 1000;
    expect((await login('lena-cam', 'right-password', stranger)).statusCode).toBe(200);
    for (let i = 0; i < FREE; i++) expect((await login('lena-cam', 'slip', stranger)).statusCode).toBe(401);
    expect((await login('lena-cam', 'slip', stranger)).statusCode).toBe(429);
  });

  it('paces a name nobody has like an account, so the pace tells nothing', async () => {
    for (let i = 0; i < FREE; i++) {
      const unknown = await login('nobody-cam', `guess-${i}`, '203.0.113.77');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe(AUTH_TEXTS.wrongCredentials);
    }
    expect((await login('nobody-cam', 'guess', '203.0.113.77')).statusCode).toBe(429);
  });
});

describe('the owner is told', () => {
  it('mails the owner once per window after repeated failures, whatever the addresses, in her language', async () => {
    const alerts = () =>
      t.mails().filter((mail) => mail.includes('To: mara@example.com') && mail.includes('Subject: Неудачные попытки входа'));
    for (let i = 0; i < ALERT_AFTER - 1; i++) await login('mara-cam', 'wrong', `203.0.113.${100 + i}`);
    expect(alerts()).toHaveLength(0);
    await login('mara-cam', 'wrong', '203.0.113.200');
    expect(alerts()).toHaveLength(1);
    // Eight, in Russian's plural for it ("раз"), in the last 15 minutes.
    expect(alerts()[0]).toContain(`За последние 15 мин. кто-то ${ALERT_AFTER} раз пытался войти`);
    expect(alerts()[0]).toContain(`${t.deps.config.siteUrl}/ru/auth/forgot-password`);
    await Promise.all(Array.from({ length: 10 }, (_, i) => login('mara-cam', 'wrong', `203.0.113.${210 + i}`)));
    expect(alerts()).toHaveLength(1);
  });
});

describe('unknown accounts', () => {
  it('spend the same password check as known ones', async () => {
    // scrypt is where a login's work is: count its calls and their cost parameters.
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      const known = await login('owen@example.com', 'wrong-password', '192.0.2.50', 'users');
      const knownCalls = scrypt.mock.calls.map((call) => call[3]);
      scrypt.mockClear();
      const unknown = await login('nobody@example.com', 'wrong-password', '192.0.2.51', 'users');
      const unknownCalls = scrypt.mock.calls.map((call) => call[3]);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(knownCalls).toHaveLength(1);
      expect(unknownCalls).toEqual(knownCalls);
      expect(unknownCalls[0]).toMatchObject({ N: 32768, r: 8, p: 1 });
    } finally {
      scrypt.mockRestore();
    }
  });
});
