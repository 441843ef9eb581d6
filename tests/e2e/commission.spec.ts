/**
 * An administrator sets a performer's own tip rate on the commission page and sees it
 * in the table, then clears it again. The site defaults stay untouched: other browser
 * tests count on the 40 % default.
 */
import { SALE_TYPES } from '@/shared/constants';
import { test, expect, openedDialog } from './fixtures';
import type { Page } from '@playwright/test';

/** Filters the performers' table down to Robin Sky and returns that row. */
async function findRobin(page: Page) {
  const search = page.getByTestId('performer-rates-search').getByRole('searchbox');
  await search.fill('robin-sky');
  await search.press('Enter');
  const table = page.getByTestId('performer-rates-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  return table.getByRole('row', { name: /Robin Sky/ });
}

test("an administrator sets and clears a performer's own tip rate", async ({ page, loginPage }) => {
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn('admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/en/admin/commission');
  await expect(page.getByTestId('site-platform-percent')).toHaveValue('40');

  const row = await findRobin(page);
  // No own rates yet: every sale type shows the greyed default.
  await expect(row.locator('[data-default="true"]')).toHaveCount(SALE_TYPES.length);

  await row.getByTestId('performer-rates-edit').click();
  const editor = await openedDialog(page);
  await expect(editor).toContainText('Commission of Robin Sky');
  await editor.getByLabel('Tip').fill('25');
  await editor.getByTestId('rates-editor-save').click();
  await expect(page.getByText('The commission has been saved')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(row.locator('[data-default="true"]')).toHaveCount(SALE_TYPES.length - 1);
  await expect(row.getByRole('cell', { name: '25%' })).toBeVisible();

  // Still there after a reload: it was saved, not only shown.
  await page.reload();
  const again = await findRobin(page);
  await expect(again.getByRole('cell', { name: '25%' })).toBeVisible();
  await again.getByTestId('performer-rates-edit').click();
  const reopened = await openedDialog(page);
  await expect(reopened.getByLabel('Tip')).toHaveValue('25');
  await reopened.getByLabel('Tip').clear();
  await reopened.getByTestId('rates-editor-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(again.locator('[data-default="true"]')).toHaveCount(SALE_TYPES.length);
});
