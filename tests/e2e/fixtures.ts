/**
 * Page objects and helpers shared by the browser tests. Every test starts in a new
 * browser context (one per person) with the 18+ notice already confirmed, unless a
 * test asks for a first visit.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

export async function confirmAdult(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'confirm18', value: '1', url: baseURL }]);
}

export async function chooseLocale(context: BrowserContext, baseURL: string, locale: string) {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
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

export const test = base.extend<{ loginPage: LoginPage }>({
  context: async ({ context, baseURL }, use) => {
    await confirmAdult(context, baseURL!);
    await use(context);
  },
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
});

export { expect };
