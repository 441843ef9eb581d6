/**
 * An administrator switches maintenance mode on: a visitor sees the maintenance page
 * instead of the site while the administrator keeps working in the admin area, and sees
 * the site again once it is switched off. It runs after every other browser test (its
 * own project): the whole site is closed while it runs.
 */
import { test, expect, adultContext, LoginPage } from './fixtures';
import type { Page } from '@playwright/test';

async function setMaintenance(page: Page, on: boolean) {
  await page.goto('/en/admin/settings');
  await page.getByTestId('settings-tab-public').click();
  const form = page.getByTestId('settings-form-public');
  const toggle = form.getByTestId('setting-maintenanceMode').getByRole('switch');
  await expect(toggle).toBeEnabled();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await form.getByTestId('settings-save-public').click();
  await expect(page.getByText('The settings have been saved')).toBeVisible();
}

test('maintenance mode closes the site to visitors while the administrator keeps working', async ({
  page,
  loginPage,
  browser,
  baseURL,
}) => {
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn('admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);

  const visitorContext = await adultContext(browser, baseURL!);
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/en');
    await expect(visitor.getByTestId('maintenance')).toBeHidden();

    await setMaintenance(page, true);

    // The visitor: the maintenance page everywhere, whatever the address.
    await visitor.reload();
    await expect(visitor.getByTestId('maintenance')).toBeVisible();
    await visitor.goto('/en/profile/demo-performer');
    await expect(visitor.getByTestId('maintenance')).toBeVisible();
    // The login page stays open, for administrators.
    await new LoginPage(visitor).open('/en/auth/login/user');

    // The administrator: the admin area works on, page after page.
    await page.goto('/en/admin/commission');
    await expect(page.getByTestId('admin-commission-page')).toBeVisible();
    await page.goto('/en/admin/settings');
    await expect(page.getByTestId('admin-settings-page')).toBeVisible();
    await expect(page.getByTestId('maintenance')).toBeHidden();
  } finally {
    await setMaintenance(page, false);
  }
  await visitor.goto('/en');
  await expect(visitor.getByTestId('maintenance')).toBeHidden();
  await visitorContext.close();
});
