/**
 * Page objects and helpers shared by the browser tests. Every test starts in a new
 * browser context (one per person) with the 18+ notice already confirmed, unless a
 * test asks for a first visit.
 */
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import type { TokenPackage } from '@/shared/schemas/money';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

export async function confirmAdult(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'confirm18', value: '1', url: baseURL }]);
}

export async function chooseLocale(context: BrowserContext, baseURL: string, locale: string) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
}

const MAIL_DIR = path.join('tests/.tmp/e2e-data/mail');

/** A new, confirmed user with no tokens, so the demo user's balance stays as other tests expect. */
export async function newBuyer(request: APIRequestContext, name = 'Bea Buyer') {
  const email = `buyer-${Date.now()}@example.com`;
  expect((await request.post('/api/auth/users/register', { data: { name, email, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const mail = readdirSync(MAIL_DIR)
    .map((file) => readFileSync(path.join(MAIL_DIR, file), 'utf8'))
    .find((text) => text.includes(`To: ${email}`))!;
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = decoded.match(/token=([A-Za-z0-9_-]+)/)![1];
  expect((await request.post('/api/verification/verify-email', { data: { token } })).ok()).toBe(true);
  return email;
}

/**
 * Tokens for the user `email`, bought through the sandbox gateway's API as the buy-tokens page
 * would: the package of `tokens`, or the first package. Answers the user's API token.
 */
export async function buyTokens(request: APIRequestContext, email: string, tokens?: number): Promise<string> {
  const login = await request.post('/api/auth/users/login', { data: { username: email, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const packages: TokenPackage[] = (await (await request.get('/api/package/token/search')).json()).data.data;
  const chosen = tokens === undefined ? packages[0] : packages.find((candidate) => candidate.tokens === tokens);
  expect(chosen).toBeDefined();
  const order = await request.post(`/api/payment/purchase-tokens/${chosen!._id}`, { headers, data: { gateway: 'sandbox' } });
  const url = new URL((await order.json()).data.paymentUrl, 'http://localhost');
  const decided = await request.post(`/api/payment/sandbox/${url.pathname.split('/').pop()}/decide`, {
    data: { signature: url.searchParams.get('signature'), outcome: 'approve' },
  });
  expect(decided.ok()).toBe(true);
  return token;
}

/** Buys the 100-token starter package through the sandbox gateway for the signed-in user of `page`. */
export async function buyStarterTokens(page: Page) {
  await page.goto('/en/user/buy-tokens');
  await page
    .getByTestId('token-package')
    .filter({ hasText: '100 tokens' })
    .getByRole('button', { name: /Buy for/ })
    .click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText('TEST MODE');
  await page.getByTestId('sandbox-approve').click();
  await expect(page.getByTestId('payment-success')).toContainText('100 tokens have been added');
}

/** The performer on their live page goes live with `title`. */
export async function goLive(page: Page, title: string) {
  await page.getByTestId('go-live-title').fill(title);
  await page.getByTestId('go-live').click();
  await expect(page.getByTestId('end-show')).toBeVisible();
}

/** Signs the user `email` in on `page` through the login form, and waits for the header's balance. */
export async function signInUser(page: Page, email: string) {
  const login = new LoginPage(page);
  await login.open('/en/auth/login/user');
  await login.logIn(email);
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** A new buyer signed in on `page` through the login form, with the 100-token starter package bought. */
export async function signedInBuyerWithTokens(page: Page, request: APIRequestContext) {
  const email = await newBuyer(request);
  await signInUser(page, email);
  await buyStarterTokens(page);
  return email;
}

/** A browser context of its own, with the 18+ notice confirmed. */
export async function adultContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await confirmAdult(context, baseURL);
  return context;
}

/**
 * Someone signed in through the login form at `loginPath`, in a browser context of their own.
 * `prepare` sets the context up before its first page opens (routes, init scripts, the locale).
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  loginPath: string,
  username: string,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const context = await adultContext(browser, baseURL);
  await prepare?.(context);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open(loginPath);
  await login.logIn(username);
  return { context, page };
}

/** A performer signed in, in a browser context of their own, on their live page. */
export async function performerOnLivePage(
  browser: Browser,
  baseURL: string,
  username: string,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const signedIn = await signedInContext(browser, baseURL, '/en/auth/login/performer', username, prepare);
  await expect(signedIn.page).toHaveURL(new RegExp(`/live/lovense/${username}$`));
  return signedIn;
}

/**
 * The dialog just opened, once its opening animation is over: antd zooms a modal in, and a
 * click while it still moves can press on one spot and let go on another (no click at all).
 */
export async function openedDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter')).toHaveCount(0);
  return dialog;
}

/**
 * Picks the option `label` of the antd select whose list is open on `page`, once the list has
 * stopped sliding in. Clicked while it still moves, Playwright retries the click with the option
 * scrolled to the viewport's end or centre; that scrolls the page behind a modal, the list is
 * placed anew (above its field instead of below) and the press lands where it no longer is.
 */
export async function chooseOption(page: Page, label: string) {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(list).toBeVisible();
  await expect(page.locator('.ant-select-dropdown.ant-slide-up-appear, .ant-select-dropdown.ant-slide-up-enter')).toHaveCount(0);
  await list.locator('.ant-select-item-option').filter({ hasText: label }).click();
}

/**
 * Whether the `<video>` found by `testId` shows real frames: a size, and playback time
 * moving on by half a second within one stream. A live stream may be replaced while this
 * looks (the performer's page reloaded and sent her camera again: the time starts anew),
 * so each look compares two readings of the same stream, and looks again after a change.
 */
export async function expectVideoPlaying(page: Page, testId: string) {
  const video = page.getByTestId(testId);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const movesOn = () =>
    video.evaluate(async (el: HTMLVideoElement) => {
      const [stream, before] = [el.srcObject ?? el.currentSrc, el.currentTime];
      await new Promise((resolve) => setTimeout(resolve, 800));
      return (el.srcObject ?? el.currentSrc) === stream && el.currentTime >= before + 0.5;
    });
  await expect.poll(movesOn, { timeout: 15_000 }).toBe(true);
}

/** The login form of one account kind. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('form[data-testid^="login-form"]')).toBeVisible();
  }

  async logIn(username: string, password = DEMO_PASSWORD) {
    await this.page.locator('input#username').fill(username);
    await this.page.locator('input#password').fill(password);
    await this.page.getByTestId('login-submit').click();
  }
}

export const test = base.extend<{ loginPage: LoginPage; closeOpenedContexts: void }>({
  /**
   * Every browser context a test opened is closed when the test ends, however it ends:
   * the browser lives as long as the worker, and a page left open (a camera publishing,
   * a socket, a show billing) would load the machine for every later test.
   */
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  context: async ({ context, baseURL }, use) => {
    await confirmAdult(context, baseURL!);
    await use(context);
  },
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
});

export { expect };
