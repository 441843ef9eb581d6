/**
 * Money from tip to payout, across two people: a new viewer buys tokens and tips a
 * performer no other browser test pays (through the tip API), the performer sees the
 * earnings, saves Paxum details and requests a payout; the administrator approves it and
 * marks it paid on /admin/payouts; the performer, with her payouts page open, sees each
 * decision arrive without reloading, then the payment in her earnings.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { test, expect, buyTokens, chooseLocale, newBuyer, performerOnLivePage, signedInContext } from './fixtures';

const PERFORMER = { username: 'isabella-sol', name: 'Isabella Sol' };
const BUYER = 'Pia Payer';
/** 850 gross at the site's 40 % commission: 510 net, above the 500-token minimum payout. */
const TIPS = [500, 350];
const NET = '510';
const VALUE = '€25.50';

async function tipPerformer(request: APIRequestContext) {
  const email = await newBuyer(request, BUYER);
  const token = await buyTokens(request, email, 1200);
  const performer = await request.get(`/api/performers/${PERFORMER.username}/view`);
  const performerId = (await performer.json()).data._id as string;
  for (const amount of TIPS) {
    const tip = await request.post(`/api/member/send-tip-token/${performerId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { token: amount },
    });
    expect(tip.status()).toBe(200);
  }
}

test('a performer is paid out: earnings, payment information, request, approval and payment', async ({ browser, baseURL, request }) => {
  await tipPerformer(request);

  const english = (context: BrowserContext) => chooseLocale(context, baseURL!, 'en');
  const { context: performerContext, page: performer } = await performerOnLivePage(browser, baseURL!, PERFORMER.username, english);

  // The earnings page shows both tips and their net.
  await performer.goto('/en/performer/earnings');
  await expect(performer.getByTestId('earnings-stat-net')).toContainText(NET);
  await expect(performer.getByTestId('earnings-stat-unpaid')).toContainText(NET);
  await expect(performer.getByTestId('earnings-table').locator('tbody tr', { hasText: BUYER })).toHaveCount(TIPS.length);
  await expect(performer.getByTestId('earnings-chart-bar')).toHaveCount(1);

  // Without payment information there is nothing to request with.
  await performer.goto('/en/performer/payout-requests');
  await expect(performer.getByTestId('payout-needs-payment-information')).toBeVisible();

  await performer.goto('/en/performer/payment-information');
  await performer.getByTestId('payment-tab-paxum').click();
  await performer.getByTestId('payment-paxum-email').fill('isabella@paxum.test');
  await performer.getByTestId('payment-save-paxum').click();
  await expect(performer.getByTestId('payment-tab-paxum')).toContainText('Saved');

  await performer.goto('/en/performer/payout-requests');
  await expect(performer.getByTestId('payout-method')).toContainText('Paxum');
  await expect(performer.getByTestId('payout-preview-amount')).toContainText(NET);
  // And what it is paid out at, in the site's payout currency (0.05 euro a token by default).
  await expect(performer.getByTestId('payout-preview-value')).toContainText(VALUE);
  await performer.getByTestId('payout-note').fill('First payout, thank you');
  await performer.getByTestId('payout-submit').click();
  const ownRow = performer.getByTestId('payout-request-table').locator('tbody tr', { hasText: 'Paxum' });
  await expect(ownRow.getByTestId('payout-status')).toHaveText('Pending');
  await expect(ownRow.getByTestId('payout-value')).toHaveText(VALUE);
  await expect(performer.getByTestId('payout-pending-exists')).toBeVisible();

  // The administrator approves, then marks it paid.
  const { context: adminContext, page: admin } = await signedInContext(
    browser,
    baseURL!,
    '/en/auth/login/user',
    'admin@demo.test',
    english,
  );
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByTestId('admin-payouts-link').click();
  await expect(admin).toHaveURL(/\/admin\/payouts$/);
  const adminRow = admin.getByTestId('payout-decision-table').locator('tbody tr', { hasText: PERFORMER.name });
  await expect(adminRow).toContainText(NET);
  await expect(adminRow.getByTestId('payout-value')).toHaveText(VALUE);
  await adminRow.getByTestId('payout-decide-approved').click();
  await admin.getByTestId('payout-decide-note').fill('Paying this week');
  await admin.getByTestId('payout-decide-confirm').click();
  await expect(adminRow.getByTestId('payout-status')).toHaveText('Approved');
  await expect(performer.getByText(`Your payout request of ${NET} tokens was approved`)).toBeVisible();
  await expect(ownRow.getByTestId('payout-status')).toHaveText('Approved');
  await adminRow.getByTestId('payout-decide-done').click();
  await admin.getByTestId('payout-decide-confirm').click();
  await expect(adminRow.getByTestId('payout-status')).toHaveText('Paid');

  // The performer sees it paid at once, the earnings paid and the tokens gone from the balance.
  await expect(performer.getByText(`Your payout of ${NET} tokens has been paid`)).toBeVisible();
  await expect(ownRow.getByTestId('payout-status')).toHaveText('Paid');
  await expect(performer.getByTestId('payout-stat-done')).toContainText(NET);
  await expect(performer.getByTestId('balance')).toHaveText('0 tokens');
  await performer.screenshot({ path: 'test-results/payout-paid-live.png' });
  await performer.goto('/en/performer/earnings');
  await expect(performer.getByTestId('earnings-stat-paid')).toContainText(NET);
  await expect(performer.getByTestId('earnings-stat-unpaid-value')).toHaveText('0');
  await expect(performer.getByTestId('balance')).toHaveText('0 tokens');

  await performerContext.close();
  await adminContext.close();
});
