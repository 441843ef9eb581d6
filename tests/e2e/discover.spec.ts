/**
 * Discovering performers: a viewer finds one by text and by category, opens the
 * page, favourites them and finds them on the favourites page; a visitor's grid
 * follows a performer going live without a reload; a signed-in viewer's home page is
 * the one all such viewers share, with their own account and favourites drawn in by the
 * browser, unless a performer blocked them (one browser context per person).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, newBuyer, signInUser } from './fixtures';

const PERFORMER = 'demo-performer';
const card = (page: Page, username: string) => page.locator(`[data-testid="performer-card"][data-username="${username}"]`);

/** The performer browser of the home and category pages. */
class PerformerBrowserPage {
  constructor(private readonly page: Page) {}

  async search(text: string) {
    const input = this.page.getByTestId('browse-filters').locator('input[type="search"], input').first();
    await input.fill(text);
    await input.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  }

  async openCategory(slug: string) {
    await this.page.getByTestId(`category-chip-${slug}`).click();
    await expect(this.page).toHaveURL(new RegExp(`/category/${slug}`));
    await expect(this.page.getByTestId('category-hero')).toBeVisible();
  }
}

/** Sets a performer's streaming status through the API, as their own live page would. */
async function setStreamingStatus(request: APIRequestContext, status: 'public' | 'offline') {
  const login = await request.post('/api/auth/performers/login', { data: { username: PERFORMER, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { data } = (await login.json()) as { data: { token: string } };
  const update = await request.post('/api/performers/streaming-status/update', {
    data: { status },
    headers: { Authorization: `Bearer ${data.token}` },
  });
  expect(update.ok()).toBeTruthy();
}

test('a viewer finds a performer by text and by category, favourites them and sees them among the favourites', async ({
  page,
  loginPage,
}) => {
  await loginPage.open('/auth/login/user');
  await loginPage.logIn('user@demo.test');
  await expect(page).toHaveURL(/\/$/);
  const browser = new PerformerBrowserPage(page);

  await browser.search('Amara');
  await expect(card(page, 'amara-joy')).toBeVisible();
  await expect(card(page, 'daan-utrecht')).toHaveCount(0);

  // The text filter stays while moving to a category; Amara dances.
  await browser.openCategory('dance-music');
  await expect(card(page, 'amara-joy')).toBeVisible();
  await browser.openCategory('men');
  await expect(card(page, 'amara-joy')).toHaveCount(0);
  await browser.openCategory('dance-music');

  await card(page, 'amara-joy').getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/amara-joy$/);
  const profile = page.getByTestId('performer-profile');
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Amara Joy');
  await expect(profile.getByTestId('stream-area')).toBeVisible();
  // The Dutch page: centimetres alone, and Amara's looks in Dutch words.
  await expect(profile.getByTestId('attribute-height')).toHaveText(/^\d+\scm$/);
  await expect(profile.getByTestId('attribute-hair')).toHaveText('Zwart');

  const heart = profile.getByTestId('profile-card').getByTestId('favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const liked = page.waitForResponse((r) => r.url().includes('/api/favourite/') && r.url().endsWith('/like'));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await liked).ok()).toBeTruthy();

  await page.getByTestId('account-menu').click();
  await page.locator('[role=menu] a[href$="/user/favourites"]').click();
  await expect(page).toHaveURL(/\/user\/favourites$/);
  const favourite = page.getByTestId('favourites-grid').locator('[data-username="amara-joy"]');
  await expect(favourite).toBeVisible();

  // Unliking on the favourites page takes the performer off the list.
  await favourite.getByTestId('favourite-toggle').click();
  await expect(favourite).toHaveCount(0);
});

test("a visitor's grid shows a performer going live without a reload", async ({ page, browser, baseURL }) => {
  await page.goto(`/?sort=live&q=${PERFORMER}`);
  const performerCard = card(page, PERFORMER);
  await expect(performerCard).toBeVisible();
  await expect(performerCard.getByTestId('live-badge')).toHaveCount(0);
  // The grid listens once the page's socket is up.
  await expect(page.locator('html[data-socket="connected"]')).toHaveCount(1);
  const url = page.url();

  const performerContext = await browser.newContext({ baseURL });
  try {
    await setStreamingStatus(performerContext.request, 'public');
    await expect(performerCard.getByTestId('live-badge')).toBeVisible({ timeout: 3000 });
    await setStreamingStatus(performerContext.request, 'offline');
    await expect(performerCard.getByTestId('live-badge')).toHaveCount(0, { timeout: 3000 });
  } finally {
    await performerContext.close();
  }
  expect(page.url()).toBe(url);
});

test("every visit of a performer's page counts as a view, also one the server gave from its page cache", async ({ page }) => {
  // A performer no other journey opens, so that the count is this test's alone.
  const username = 'ilse-delft';
  const views = async () => Number((await page.getByTestId('profile-views').innerText()).replace(/\D/g, ''));
  const visit = async (path: string) => {
    const counted = page.waitForResponse((response) => response.url().includes('/inc-view') && response.request().method() === 'POST');
    await page.goto(path);
    expect((await counted).ok()).toBe(true);
  };
  await visit(`/en/profile/${username}`);
  const before = await views();
  // The same address again at once: an anonymous visitor gets the cached page, and its view counts all the same.
  await visit(`/en/profile/${username}`);
  // Another language is another page of the cache, rendered anew: it shows both visits.
  await page.goto(`/ru/profile/${username}`);
  expect(await views()).toBe(before + 2);
});

test("a signed-in viewer's home page is the one every viewer shares, with their own account, pages and favourites drawn in by the browser, and no invitation to sign up", async ({
  page,
  request,
}) => {
  const name = `Sam ${Date.now()}`;
  const email = await newBuyer(request, name);
  const login = await request.post('/api/auth/users/login', { data: { username: email, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const viewer = { Authorization: `Bearer ${token}` };
  const found = await request.get('/api/performers/search?q=amara-joy');
  const amara = ((await found.json()) as { data: { data: { _id: string }[] } }).data.data[0];
  expect((await request.post(`/api/favourite/${amara._id}/like`, { headers: viewer })).ok()).toBe(true);
  await signInUser(page, email);

  // The page itself knows nobody: the server rendered it for every signed-in viewer alike.
  const response = await page.goto('/en/?q=amara');
  expect(response!.headers()['x-shared-page']).toBe('signed-in');
  const html = await response!.text();
  expect(html).toContain('"restoring":true');
  expect(html).not.toContain(name);
  // The browser then draws the viewer's own parts: the account corner and the favourite heart.
  await expect(page.getByTestId('account-menu')).toContainText(name);
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(card(page, 'amara-joy').getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  // Invitations to sign up are for visitors: the viewer is shown their own pages instead, from the first paint.
  const markupOf = (page: string) => page.split('id="__NEXT_DATA__"')[0];
  expect(markupOf(html).includes('Create a free account'), 'a sign-up promotion in the signed-in page').toBe(false);
  await expect(page.getByTestId('site-promo').filter({ hasText: 'Create a free account' })).toHaveCount(0);
  const corner = page.getByTestId('your-corner');
  await expect(corner).toContainText(`Welcome back, ${name}`);
  await expect(corner.getByRole('link', { name: 'My favourites' })).toHaveAttribute('href', '/en/user/favourites');
  await page.screenshot({ path: 'test-results/home-shared-signed-in.png' });
  const visitors = await (await request.get('/en/', { headers: { cookie: 'confirm18=1' } })).text();
  expect(markupOf(visitors).includes('Create a free account'), 'the sign-up promotion for visitors').toBe(true);
  expect(markupOf(visitors).includes('your-corner')).toBe(false);

  // Blocked by a performer, the viewer gets a page of their own, without that performer.
  const performerLogin = await request.post('/api/auth/performers/login', { data: { username: 'amara-joy', password: DEMO_PASSWORD } });
  const performerToken = ((await performerLogin.json()) as { data: { token: string } }).data.token;
  const me = (await (await request.get('/api/users/me', { headers: viewer })).json()) as { data: { _id: string } };
  const blocked = await request.post('/api/performers/blocking/update', {
    data: { userIds: [me.data._id] },
    headers: { Authorization: `Bearer ${performerToken}` },
  });
  expect(blocked.ok()).toBe(true);
  const own = await page.goto('/en/?q=amara');
  expect(own!.headers()['x-shared-page']).toBeUndefined();
  expect(await own!.text()).toContain(name);
  await expect(page.getByTestId('account-menu')).toContainText(name);
  await expect(card(page, 'amara-joy')).toHaveCount(0);
});
