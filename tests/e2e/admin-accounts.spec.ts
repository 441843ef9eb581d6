/**
 * An administrator finds an account in the list and opens its page, at desktop and
 * phone width: the table's open button and the account's actions stay on screen.
 * Nothing is changed (other browser tests count on the demo data).
 */
import { test, expect, openedDialog } from './fixtures';

for (const [label, width, height] of [
  ['desktop', 1280, 900],
  ['phone', 390, 844],
] as const) {
  test(`an administrator finds and opens an account (${label})`, async ({ page, loginPage }) => {
    await page.setViewportSize({ width, height });
    await loginPage.open('/en/auth/login/user');
    await loginPage.logIn('admin@demo.test');
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/en/admin/accounts');
    const table = page.getByTestId('accounts-table');
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await page.screenshot({ path: `test-results/admin-accounts-${label}.png`, fullPage: true });

    const search = page.getByTestId('accounts-search').getByRole('searchbox');
    await search.fill('robin-sky');
    await search.press('Enter');
    await expect(table.getByRole('row')).toHaveCount(2);
    const open = table.getByTestId('account-open');
    await expect(open).toBeInViewport();
    await open.click();

    await expect(page.getByTestId('account-detail')).toContainText('Robin Sky');
    for (const action of ['account-adjust', 'account-password-reset', 'account-suspend'])
      await expect(page.getByTestId(action)).toBeInViewport();
    await page.screenshot({ path: `test-results/admin-account-${label}.png`, fullPage: true });

    await page.getByTestId('account-suspend').click();
    const dialog = await openedDialog(page);
    await expect(dialog).toContainText('Suspend this account');
    await dialog.getByTestId('suspend-confirm').click();
    await expect(dialog).toContainText('This field is required');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
}
