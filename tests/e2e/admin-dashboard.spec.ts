import { test, expect } from './fixtures';

/** The dashboard's figures and charts, the audit log and the payout table at desktop and phone width, in English and Dutch. */
test.describe('administration screens', () => {
  for (const [name, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    test(`dashboard, audit log and payouts fit at ${name} width`, async ({ page, loginPage }) => {
      await page.setViewportSize({ width, height });
      await loginPage.open('/auth/login/user');
      await loginPage.logIn('admin@demo.test');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByTestId('admin-stats')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('stat-tokensSold')).toBeVisible();
      // The charts render: recharts draws its bars and lines as SVG.
      await expect(page.getByTestId('admin-chart-sales').locator('.recharts-cartesian-grid')).toBeVisible();
      await expect(page.getByTestId('admin-chart-money').locator('.recharts-cartesian-grid')).toBeVisible();
      const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
      expect(await noSideScroll()).toBe(true);
      // The sections: a side menu, or at phone width one row above the page that scrolls sideways.
      const sections = page.getByTestId('admin-menu').getByRole('link');
      await expect(sections.first()).toBeVisible();
      await expect(sections.first()).toHaveAttribute('aria-current', 'page');
      const [first, second] = [await sections.nth(0).boundingBox(), await sections.nth(1).boundingBox()];
      if (name === 'phone') expect(second!.y).toBe(first!.y);
      else expect(second!.y).toBeGreaterThan(first!.y);
      await page.screenshot({ path: `test-results/admin-dashboard-${name}.png`, fullPage: true });

      await page.goto('/admin/audit-log');
      await expect(page.getByTestId('audit-log-table')).toBeVisible();
      expect(await noSideScroll()).toBe(true);
      await page.screenshot({ path: `test-results/admin-audit-log-${name}.png`, fullPage: true });
      // The days' fields speak the page's language (Dutch by default); their calendar is the browser's own.
      const days = page.getByTestId('audit-filter-range');
      await expect(days.getByLabel('Eerste dag')).toBeVisible();
      await expect(days.getByLabel('Laatste dag')).toBeVisible();
      // Within the screen, at phone width too.
      expect(await days.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/admin-date-picker-${name}.png` });

      await page.goto('/admin/payouts');
      await expect(page.getByTestId('payout-decision-table')).toBeVisible();
      expect(await noSideScroll()).toBe(true);
      await page.screenshot({ path: `test-results/admin-payouts-${name}.png`, fullPage: true });
    });
  }
});
