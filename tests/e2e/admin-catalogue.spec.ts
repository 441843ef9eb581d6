/**
 * An administrator writes a content page with a Dutch text of its own, links it from the
 * footer, and a visitor reaches it from there in their language. The catalogue's pages
 * keep every row's actions in view at desktop and phone width (screenshots of each).
 */
import { test, expect, openedDialog } from './fixtures';
import type { Page } from '@playwright/test';

async function logInAdmin(page: Page, loginPage: { open(path: string): Promise<void>; logIn(username: string): Promise<void> }) {
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn('admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
}

test('an administrator adds a content page and a footer link to it, read per language', async ({ page, loginPage, browser, baseURL }) => {
  await logInAdmin(page, loginPage);

  await page.goto('/en/admin/posts');
  await page.getByTestId('catalogue-add').click();
  let dialog = await openedDialog(page);
  await dialog.getByTestId('catalogue-slug').fill('cookies');
  await dialog.getByTestId('catalogue-title-default').fill('Cookie policy');
  await dialog.getByTestId('catalogue-content-default').fill('We use only the cookies the site needs.');
  await dialog.getByRole('tab', { name: 'Nederlands' }).click();
  await dialog.getByTestId('catalogue-title-nl').fill('Cookiebeleid');
  await dialog.getByTestId('catalogue-content-nl').fill('We gebruiken alleen de cookies die de site nodig heeft.');
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Published' });
  await expect(dialog.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText('Published');
  await dialog.getByTestId('catalogue-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('catalogue-posts-table')).toContainText('Cookie policy');

  // A taken slug is refused at its field, and the editor stays open.
  await page.getByTestId('catalogue-add').click();
  dialog = await openedDialog(page);
  await dialog.getByTestId('catalogue-slug').fill('terms');
  await dialog.getByTestId('catalogue-title-default').fill('Another');
  await dialog.getByTestId('catalogue-content-default').fill('Another text');
  await dialog.getByTestId('catalogue-save').click();
  await expect(dialog.getByText('This slug is already in use')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/en/admin/menus');
  await page.getByTestId('catalogue-add').click();
  dialog = await openedDialog(page);
  await dialog.getByTestId('catalogue-path').fill('/page/cookies');
  await dialog.getByTestId('catalogue-title-default').fill('Cookies');
  await dialog.getByRole('tab', { name: 'Nederlands' }).click();
  await dialog.getByTestId('catalogue-title-nl').fill('Cookiebeleid');
  await dialog.getByTestId('catalogue-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('catalogue-menus-table')).toContainText('/page/cookies');

  const visitor = await browser.newPage({ baseURL });
  await visitor.context().addCookies([{ name: 'confirm18', value: '1', url: baseURL! }]);
  await visitor.goto('/');
  await visitor.locator('.footer-nav').getByRole('link', { name: 'Cookiebeleid' }).click();
  await expect(visitor.getByRole('heading', { name: 'Cookiebeleid' })).toBeVisible();
  await visitor.goto('/en/page/cookies');
  await expect(visitor.getByRole('heading', { name: 'Cookie policy' })).toBeVisible();
  await visitor.close();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the catalogue pages keep their actions in view at ${width} px`, async ({ page, loginPage }) => {
    await page.setViewportSize({ width, height });
    await logInAdmin(page, loginPage);
    for (const [path, table] of [
      ['categories', 'catalogue-categories-table'],
      ['menus', 'catalogue-menus-table'],
      ['posts', 'catalogue-posts-table'],
    ] as const) {
      await page.goto(`/en/admin/${path}`);
      const firstRow = page.getByTestId(table).locator('tbody tr').first();
      for (const action of ['catalogue-edit', 'catalogue-delete']) {
        const box = (await firstRow.getByTestId(action).boundingBox())!;
        expect(box.width).toBeGreaterThan(40);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await page.screenshot({ path: `test-results/admin-${path}-${width}.png`, fullPage: true });
      await firstRow.getByTestId('catalogue-edit').click();
      const editor = await openedDialog(page);
      await page.screenshot({ path: `test-results/admin-${path}-editor-${width}.png` });
      await editor.getByRole('button', { name: 'Cancel' }).click();
    }
  });
}
