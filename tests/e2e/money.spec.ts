import { test, expect, newBuyer, signedInContext, signInUser } from './fixtures';

test('a user buys tokens through the test gateway (leaving the checkout once and continuing it from the token history), tips a performer, and the performer sees the tip', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = await newBuyer(request);
  await signInUser(page, email);
  await expect(page.getByTestId('balance')).toContainText('0 tokens');

  // The performer watches their own balance in a second browser (not the demo performer, whose
  // earnings the payout test counts).
  const { context: performerContext, page: performerPage } = await signedInContext(
    browser,
    baseURL!,
    '/en/auth/login/performer',
    'sanne-sunshine',
  );
  await expect(performerPage.getByTestId('balance')).toBeVisible();
  const performerBalance = async () => Number((await performerPage.getByTestId('balance').innerText()).replace(/[^0-9.]/g, ''));
  const before = await performerBalance();

  await page.goto('/en/user/buy-tokens');
  const starter = page.getByTestId('token-package').filter({ hasText: '100 tokens' });
  await starter.getByRole('button', { name: /Buy for/ }).click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText('TEST MODE');
  await expect(page.getByTestId('sandbox-checkout')).toContainText('Bea Buyer');
  // The buyer leaves the checkout: the purchase waits in the token history, and is continued there.
  await page.goto('/en/user/token-history');
  await page.getByRole('tab', { name: 'Purchases' }).click();
  const waiting = page.getByTestId('token-purchases').locator('tbody tr').first();
  await expect(waiting.getByTestId('order-status')).toHaveText('Waiting for payment');
  await expect(waiting).toContainText('Can be paid until');
  await waiting.getByTestId('order-resume').click();
  await expect(page.getByTestId('sandbox-checkout')).toContainText('TEST MODE');
  await page.getByTestId('sandbox-approve').click();
  await expect(page.getByTestId('payment-success')).toContainText('100 tokens have been added');
  await expect(page.getByTestId('balance')).toContainText('100 tokens');

  await page.goto('/en/profile/sanne-sunshine');
  await page.getByTestId('tip-button').click();
  // The panel's amounts load as it opens; the panel stays inside the window all the same.
  await expect(page.getByTestId('tip-send')).toBeVisible();
  const panel = (await page.getByTestId('tip-panel').boundingBox())!;
  expect(panel.x + panel.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByTestId('tip-20').click();
  // The viewer is thanked and the performer told, each by a toast that lasts a few seconds: both
  // are looked for from the click on, since on a busy machine one page can take longer to say
  // its part than the other's toast stays.
  await Promise.all([
    expect(page.getByText('You tipped Sanne Sunshine 20 tokens')).toBeVisible(),
    expect(performerPage.getByText('Bea Buyer tipped you 20 tokens')).toBeVisible(),
  ]);
  await expect(page.getByTestId('balance')).toContainText('80 tokens');
  await expect(page.getByTestId('tip-panel')).toBeHidden();

  // 40 % platform commission by default: the performer earns 12 of the 20 tokens, live.
  await expect.poll(performerBalance).toBeCloseTo(before + 12, 2);

  // A tip above the balance is refused with a message and changes nothing.
  await page.getByTestId('tip-button').click();
  await page.getByTestId('tip-custom').fill('500');
  await page.getByTestId('tip-send').click();
  await expect(page.getByText('You do not have enough tokens, please buy more')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('80 tokens');
  await performerContext.close();
});

test('an administrator creates a voucher of tokens per redemption, a user redeems it once, sees it in the token history, and the administrator sees who used it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const code = `GIFT-${Date.now()}`;
  const { context: adminContext, page: admin } = await signedInContext(browser, baseURL!, '/en/auth/login/user', 'admin@demo.test');
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/en/admin/vouchers');
  await admin.getByLabel('Code (optional)').fill(code);
  await admin.getByLabel('Tokens per redemption').fill('50');
  await admin.getByLabel('Number of redemptions').fill('2');
  await admin.getByRole('button', { name: 'Create voucher' }).click();
  await expect(admin.getByText(`Voucher ${code} created.`)).toBeVisible();
  const row = admin.getByTestId('voucher-table').locator('tr').filter({ hasText: code });
  await expect(row).toContainText('0 of 2');

  const email = await newBuyer(request);
  await signInUser(page, email);
  await expect(page.getByTestId('balance')).toContainText('0 tokens');
  await page.goto('/en/user/vouchers');
  await page.getByTestId('voucher-code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Check' }).click();
  const state = page.getByTestId('voucher-state');
  await expect(state.locator('dl > div').filter({ hasText: 'You get' })).toContainText('50 tokens');
  await expect(state.locator('dl > div').filter({ hasText: 'Redemptions left' })).toContainText('2');
  await page.getByTestId('voucher-redeem').click();
  await expect(page.getByText('50 tokens have been added to your balance.')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('50 tokens');
  // Once per account: the page says so, and there is nothing more to redeem.
  await expect(page.getByTestId('voucher-refusal')).toHaveText('You have already used this voucher');
  await expect(state.locator('dl > div').filter({ hasText: 'Redemptions left' })).toContainText('1');
  await expect(page.getByTestId('voucher-redeem')).toHaveCount(0);

  await page.getByTestId('voucher-code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('This voucher code does not exist')).toBeVisible();

  await page.goto('/en/user/token-history');
  const rows = page.getByTestId('token-transactions');
  await expect(rows).toContainText('Voucher');
  await expect(rows).toContainText('+50');

  // The administrator sees who used it and when, and disables it.
  await admin.reload();
  await expect(row).toContainText('1 of 2');
  await row.getByTestId('voucher-redemptions').click();
  await expect(admin.getByTestId('redemption-table')).toContainText(email);
  await admin.keyboard.press('Escape');
  await row.getByTestId('voucher-toggle').click();
  await expect(row).toContainText('Disabled');
  await adminContext.close();
});
