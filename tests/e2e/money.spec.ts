import { test, expect, DEMO_PASSWORD, newBuyer } from './fixtures';

test('a user buys tokens through the test gateway, tips a performer, and the performer sees the tip', async ({ page, loginPage, browser, baseURL, request }) => {
  const email = await newBuyer(request);
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn(email);
  await expect(page.getByTestId('balance')).toContainText('0 tokens');

  // The performer watches their own balance in a second browser (not the demo performer, whose
  // earnings the payout test counts).
  const performerContext = await browser.newContext();
  await performerContext.addCookies([{ name: 'confirm18', value: '1', url: baseURL! }]);
  const performerPage = await performerContext.newPage();
  await performerPage.goto('/en/auth/login/performer');
  await performerPage.locator('input#username').fill('sanne-sunshine');
  await performerPage.locator('input#password').fill(DEMO_PASSWORD);
  await performerPage.getByTestId('login-submit').click();
  await expect(performerPage.getByTestId('balance')).toBeVisible();
  const performerBalance = async () => Number((await performerPage.getByTestId('balance').innerText()).replace(/[^0-9.]/g, ''));
  const before = await performerBalance();

  await page.goto('/en/user/buy-tokens');
  const starter = page.getByTestId('token-package').filter({ hasText: '100 tokens' });
  await starter.getByRole('button', { name: /Buy for/ }).click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText('TEST MODE');
  await expect(page.getByTestId('sandbox-checkout')).toContainText('Bea Buyer');
  await page.getByTestId('sandbox-approve').click();
  await expect(page.getByTestId('payment-success')).toContainText('100 tokens have been added');
  await expect(page.getByTestId('balance')).toContainText('100 tokens');

  await page.goto('/en/profile/sanne-sunshine');
  await page.getByTestId('tip-button').click();
  await page.getByTestId('tip-20').click();
  await expect(page.getByTestId('balance')).toContainText('80 tokens');

  // 40 % platform commission by default: the performer earns 12 of the 20 tokens, live.
  await expect.poll(performerBalance).toBeCloseTo(before + 12, 2);
  await expect(performerPage.getByText('Bea Buyer tipped you 20 tokens')).toBeVisible();

  // A tip above the balance is refused with a message and changes nothing.
  await page.getByTestId('tip-button').click();
  await page.getByTestId('tip-custom').fill('500');
  await page.getByTestId('tip-send').click();
  await expect(page.getByText('You do not have enough tokens, please buy more')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('80 tokens');
  await performerContext.close();
});

test('an administrator creates a voucher, a user redeems part of it and sees it in the token history', async ({ page, loginPage, browser, baseURL, request }) => {
  const code = `GIFT-${Date.now()}`;
  const adminContext = await browser.newContext();
  await adminContext.addCookies([{ name: 'confirm18', value: '1', url: baseURL! }]);
  const admin = await adminContext.newPage();
  await admin.goto('/en/auth/login/user');
  await admin.locator('input#username').fill('admin@demo.test');
  await admin.locator('input#password').fill(DEMO_PASSWORD);
  await admin.getByTestId('login-submit').click();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/en/admin/vouchers');
  await admin.getByLabel('Code (optional)').fill(code);
  await admin.getByLabel('Tokens').fill('50');
  await admin.getByLabel('Maximum redemptions').fill('2');
  await admin.getByRole('button', { name: 'Create voucher' }).click();
  await expect(admin.getByText(`Voucher ${code} created.`)).toBeVisible();
  await expect(admin.getByTestId('voucher-table')).toContainText(code);
  await adminContext.close();

  const email = await newBuyer(request);
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn(email);
  await expect(page.getByTestId('balance')).toContainText('0 tokens');
  await page.goto('/en/user/vouchers');
  await page.getByTestId('voucher-code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('voucher-state')).toContainText('50 tokens');
  await page.getByTestId('voucher-amount').fill('30');
  await page.getByTestId('voucher-redeem').click();
  await expect(page.getByText('30 tokens have been added to your balance.')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('30 tokens');
  await expect(page.getByTestId('voucher-state')).toContainText('20 tokens');

  // More than is left is refused, and nothing changes.
  await page.getByTestId('voucher-amount').fill('20');
  await page.getByTestId('voucher-code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('This voucher code does not exist')).toBeVisible();

  await page.goto('/en/user/token-history');
  const rows = page.getByTestId('token-transactions');
  await expect(rows).toContainText('Voucher');
  await expect(rows).toContainText('+30');
});
