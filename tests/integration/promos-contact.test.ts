import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers';
import { sitePromos } from '@/server/db/schema';
import { MSG } from '@/shared/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { adminEmail: 'support@site.test' } });
});
afterAll(() => t.close());

const promos = (query = '') => t.app.inject({ method: 'GET', url: `/api/site-promo/search${query}` });

describe('site promotions', () => {
  it('lists the active promotions in order, in English by default', async () => {
    const res = await promos();
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(data.length);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(data[0]).toEqual({
      _id: expect.any(String),
      title: 'Become a performer',
      text: expect.stringContaining('set your own prices'),
      imageUrl: null,
      link: '/auth/register/performer',
      // An invitation to sign up: the home page shows it to visitors who are not signed in.
      audience: 'visitors',
    });
  });

  it('translates title and text to the asked locale, falling back for unknown ones', async () => {
    const nl = (await promos('?locale=nl')).json().data.data;
    expect(nl[0]).toMatchObject({ title: 'Word performer', link: '/auth/register/performer' });
    expect(nl[0].text).toMatch(/eigen prijzen/);
    const unknown = (await promos('?locale=xx')).json().data.data;
    expect(unknown[0].title).toBe('Become a performer');
  });

  it('leaves out inactive promotions', async () => {
    const [first] = (await promos()).json().data.data;
    await t.deps.database.db.update(sitePromos).set({ status: 'inactive' }).where(eq(sitePromos.id, first._id));
    try {
      const { data, total } = (await promos()).json().data;
      expect(data.map((promo: { _id: string }) => promo._id)).not.toContain(first._id);
      expect(total).toBe(data.length);
    } finally {
      await t.deps.database.db.update(sitePromos).set({ status: 'active' }).where(eq(sitePromos.id, first._id));
    }
  });
});

describe('contact form', () => {
  const send = (payload: object, remoteAddress = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

  it('mails the message to the administrator with the visitor as reply-to', async () => {
    const before = t.mails().length;
    const res = await send({ name: 'Anna de Vries', email: 'anna@example.com', message: 'Can I pay by bank transfer?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, message: 'OK', data: { message: 'Thank you, we will answer you soon.' } });
    const mails = t.mails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((text) => text.includes('anna@example.com'))!;
    expect(mail).toContain('To: support@site.test');
    expect(mail).toMatch(/Reply-To: Anna de Vries <anna@example\.com>/);
    expect(mail).toContain('Subject: Contact form: Anna de Vries');
    expect(mail).toContain('Can I pay by bank transfer?');
  });

  it('keeps a name on one line so it cannot add mail headers', async () => {
    const res = await send({ name: 'Eve\r\nBcc: victim@example.com', email: 'eve@example.com', message: 'hello' }, '198.51.100.21');
    expect(res.statusCode).toBe(200);
    const mail = t.mails().find((text) => text.includes('eve@example.com'))!;
    expect(mail).not.toMatch(/^Bcc:/m);
    expect(mail).toContain('Subject: Contact form: Eve Bcc: victim@example.com');
  });

  it('answers with the form texts for missing or wrong fields', async () => {
    const res = await send({ email: 'not-an-email', message: '' }, '198.51.100.22');
    expect(res.statusCode).toBe(400);
    const items = res.json().message as Array<{ property: string; constraints: Record<string, string> }>;
    const text = (property: string) => Object.values(items.find((item) => item.property === property)?.constraints ?? {})[0];
    expect(text('name')).toBe(MSG.required);
    expect(text('email')).toBe(MSG.email);
    expect(text('message')).toBe(MSG.required);
    const blank = await send({ name: '   ', email: 'a@example.com', message: 'hi' }, '198.51.100.22');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(MSG.required);
  });

  it('takes at most 5 messages an hour from one address', async () => {
    const message = { name: 'Bob', email: 'bob@example.com', message: 'hi' };
    for (let i = 0; i < 5; i++) expect((await send(message, '203.0.113.50')).statusCode).toBe(200);
    const limited = await send(message, '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect((await send(message, '203.0.113.51')).statusCode).toBe(200);
  });
});
