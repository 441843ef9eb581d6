/**
 * Every page of the build, for every role that may see it, checked by axe-core against
 * WCAG 2.2 A and AA: no serious or critical finding, and no script error (a page whose
 * hydration fails is drawn anew by the browser, and a screen reader loses its place). The page list is the build's, so a new
 * page is checked without a new test; a page with parameters needs an example address
 * below (the test names any that has none). Who sees a page is read from its `access`.
 * Colour contrast included: text and filled buttons take the theme's strong shades
 * (src/server/modules/settings/palette.ts). Beside WCAG's rules, every page's structure is
 * checked as screen-reader users move through it: one first-level heading, headings in
 * order, a main landmark, and no content outside the landmarks (axe's best-practice rules
 * below, whatever their impact).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, adultContext } from './fixtures';
import { builtPages } from '../support/first-load';
import { testPhoto } from '../support/pictures';
import { testVideo } from '../support/videos';

type Role = 'visitor' | 'user' | 'performer' | 'studio' | 'admin';
const LOGINS: Record<Exclude<Role, 'visitor'>, { path: string; username: string }> = {
  user: { path: '/api/auth/users/login', username: 'user@demo.test' },
  performer: { path: '/api/auth/performers/login', username: 'demo-performer' },
  studio: { path: '/api/auth/studio/login', username: 'studio@demo.test' },
  admin: { path: '/api/auth/users/login', username: 'admin@demo.test' },
};

/** The page's outline: what a screen reader's headings and landmarks lists show. */
const STRUCTURE_RULES = ['page-has-heading-one', 'heading-order', 'landmark-one-main', 'region'];

/** Pages the walk leaves to a journey of their own, and why. */
const ELSEWHERE: Record<string, string> = {
  '/shows/[id]': 'a show page exists only while a show runs (shows.spec.ts)',
  '/404': 'checked at an address that does not exist',
};

/** The roles a page admits, read from its `access`: none is a page for everyone (checked as a visitor and a viewer). */
function rolesOf(page: string): Role[] {
  const file = path.join('pages', page === '/' ? 'index.tsx' : `${page}.tsx`);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : readFileSync(path.join('pages', page, 'index.tsx'), 'utf8');
  const access = source.match(/role:\s*(\[[^\]]*\]|'[a-z]+')/);
  if (!access) return /authenticate:\s*true/.test(source) ? ['user'] : ['visitor', 'user'];
  return [...access[1].matchAll(/'([a-z]+)'/g)].map((m) => m[1] as Role);
}

async function tokenOf(request: APIRequestContext, role: Exclude<Role, 'visitor'>) {
  const login = LOGINS[role];
  const res = await request.post(login.path, { data: { username: login.username, password: DEMO_PASSWORD } });
  expect(res.ok(), `${role} login`).toBe(true);
  return (await res.json()).data.token as string;
}

/** Items of each kind of the store, a sandbox checkout and an account: what the pages with parameters show. */
async function examples(request: APIRequestContext): Promise<Record<string, string>> {
  const performer = { Authorization: `Bearer ${await tokenOf(request, 'performer')}` };
  const video = await request.post('/api/performer/performer-assets/videos', {
    headers: performer,
    multipart: {
      title: 'Accessible clip',
      price: '3',
      video: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: testVideo() },
    },
  });
  expect(video.ok(), await video.text()).toBe(true);
  const gallery = await request.post('/api/performer/performer-assets/galleries', {
    headers: performer,
    data: { title: 'Accessible gallery', price: 2 },
  });
  const galleryId = (await gallery.json()).data._id as string;
  const photo = await request.post('/api/performer/performer-assets/photos', {
    headers: performer,
    multipart: { galleryId, photo: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() } },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  const product = await request.post('/api/performer/performer-assets/products', {
    headers: performer,
    multipart: { title: 'Accessible poster', type: 'physical', price: '4', stock: '5' },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const user = { Authorization: `Bearer ${await tokenOf(request, 'user')}` };
  const packages = (await (await request.get('/api/package/token/search')).json()).data.data as { _id: string }[];
  const order = await request.post(`/api/payment/purchase-tokens/${packages[0]._id}`, { headers: user, data: { gateway: 'sandbox' } });
  const me = (await (await request.get('/api/users/me', { headers: user })).json()).data as { _id: string };
  return {
    '/profile/[username]': '/profile/kasia-bloom',
    '/category/[slug]': '/category/girls',
    '/page/[slug]': '/page/terms',
    '/video/[id]': `/video/${(await video.json()).data._id}`,
    '/gallery/[id]': `/gallery/${galleryId}`,
    '/product/[id]': `/product/${(await product.json()).data._id}`,
    '/payment/sandbox/[id]': (await order.json()).data.paymentUrl,
    '/admin/accounts/[id]': `/admin/accounts/${me._id}`,
    '/live/lovense/[username]': '/live/lovense/demo-performer',
    '/payment/success': '/payment/success?orderId=00000000-0000-4000-8000-000000000000',
  };
}

test('every page has no serious or critical accessibility finding, for every role that sees it', async ({ browser, baseURL, request }) => {
  test.setTimeout(600_000);
  const pages = builtPages() ?? [];
  expect(pages.length).toBeGreaterThan(40);
  const example = await examples(request);
  const unnamed = pages.filter((page) => page.includes('[') && !example[page] && !ELSEWHERE[page]);
  expect(unnamed, 'pages with parameters need an example address in accessibility.spec.ts').toEqual([]);

  const visits: Array<{ role: Role; url: string }> = [{ role: 'visitor', url: '/no-such-page' }];
  for (const page of pages) {
    if (ELSEWHERE[page]) continue;
    for (const role of rolesOf(page)) visits.push({ role, url: example[page] ?? page });
  }

  const findings: string[] = [];
  for (const role of ['visitor', 'user', 'performer', 'studio', 'admin'] as const) {
    const mine = visits.filter((visit) => visit.role === role);
    if (!mine.length) continue;
    const context = await adultContext(browser, baseURL!);
    if (role !== 'visitor') {
      const token = await tokenOf(request, role);
      await context.addCookies([
        { name: 'token', value: token, url: baseURL! },
        { name: 'role', value: role, url: baseURL! },
      ]);
    }
    const page = await context.newPage();
    // A script that fails on a page (a hydration that does not match the server's markup among them) is a finding too.
    let failed: string[] = [];
    page.on('pageerror', (error) => failed.push(error.message.slice(0, 160)));
    for (const { url } of mine) {
      failed = [];
      await page.goto(`/en${url}`, { waitUntil: 'load' });
      // A list that is still loading is shown dimmed (Loading's aria-busy): checked once it has come.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // One run: WCAG's rules by their tags, and the structure rules beside them.
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .options({ rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])) })
        .analyze();
      for (const message of failed) findings.push(`${role} ${url}: script error: ${message}`);
      const found = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.includes(v.id));
      for (const violation of found)
        findings.push(
          `${role} ${url}: ${violation.id} (${violation.nodes.length}) ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
        );
    }
    await context.close();
  }
  expect(findings).toEqual([]);
});
