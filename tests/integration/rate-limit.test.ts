import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { loginMaxPerIp: 3 } });
});
afterAll(() => t.close());

it('limits login attempts per IP address, whatever the account', async () => {
  const attempt = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/users/login', payload: { username, password: 'demo12345' }, remoteAddress: '203.0.113.9' });
  expect((await attempt('user@demo.test')).statusCode).toBe(200);
  expect((await attempt('nobody@example.com')).statusCode).toBe(401);
  expect((await attempt('admin@demo.test')).statusCode).toBe(200);
  const limited = await attempt('user@demo.test');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  // another address is not affected
  const other = await t.app.inject({ method: 'POST', url: '/api/auth/users/login', payload: { username: 'user@demo.test', password: 'demo12345' }, remoteAddress: '198.51.100.7' });
  expect(other.statusCode).toBe(200);
});
