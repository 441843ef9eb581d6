import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { loginMaxPerIp: 3, formMaxPerIp: 4 } });
});
afterAll(() => t.close());

it('limits login attempts per IP address, whatever the account', async () => {
  const attempt = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { username, password: 'demo12345' },
      remoteAddress: '203.0.113.9',
    });
  expect((await attempt('user@demo.test')).statusCode).toBe(200);
  expect((await attempt('nobody@example.com')).statusCode).toBe(401);
  expect((await attempt('admin@demo.test')).statusCode).toBe(200);
  const limited = await attempt('user@demo.test');
  expect(limited.statusCode).toBe(429);
  // When to try again, for the browser and for the person.
  // The window began with the first attempt, a moment ago.
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(850);
  expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
  expect(limited.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Too many attempts from your address. Please try again in 15 minutes.',
  });
  // another address is not affected
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/auth/users/login',
    payload: { username: 'user@demo.test', password: 'demo12345' },
    remoteAddress: '198.51.100.7',
  });
  expect(other.statusCode).toBe(200);
});

it('gives the three registration forms one budget per address, so probing e-mail addresses is limited', async () => {
  const address = '203.0.113.44';
  const forms = ['/api/auth/users/register', '/api/auth/performers/register', '/api/auth/studio/register'];
  // Refused bodies count too: the budget (FORM_MAX_PER_IP, 4 here) is spent before anything is checked.
  for (let i = 0; i < 4; i++) {
    const answer = await t.app.inject({ method: 'POST', url: forms[i % 2], payload: { email: 'user@demo.test' }, remoteAddress: address });
    expect(answer.statusCode).toBe(400);
  }
  const limited = await t.app.inject({ method: 'POST', url: forms[2], payload: { email: 'user@demo.test' }, remoteAddress: address });
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3540);
  expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
  expect(limited.json().message).toMatch(/^Too many attempts from your address\. Please try again in (1 hour|60 minutes)\.$/);
  const elsewhere = await t.app.inject({
    method: 'POST',
    url: forms[2],
    payload: { email: 'user@demo.test' },
    remoteAddress: '198.51.100.44',
  });
  expect(elsewhere.statusCode).toBe(400);
});
