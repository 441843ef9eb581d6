/**
 * The review queue end to end: a new performer registers with their documents, waits
 * (cannot go live), the administrator opens the ID in the queue and approves, and the
 * performer, logging in again, lands on the live page and goes live, and a visitor on
 * her page sees the show. The administrator's part is done with the keyboard alone. The queue is photographed at desktop and phone width while
 * the performer waits in it.
 */
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { test, expect, chooseLocale, expectVideoPlaying, goLive, performerOnLivePage, signedInContext, DEMO_PASSWORD } from './fixtures';
import { PDF, PNG } from '../support/multipart';
import { press } from './keyboard';

const MAIL_DIR = path.join('tests/.tmp/e2e-data/mail');

/** The `token=` of the newest mail to `to`. */
function linkToken(to: string) {
  const mail = readdirSync(MAIL_DIR)
    .sort()
    .map((file) => readFileSync(path.join(MAIL_DIR, file), 'utf8'))
    .filter((text) => text.includes(`To: ${to}`))
    .pop()!;
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.match(/token=([A-Za-z0-9_-]+)/)![1];
}

test('a new performer registers with documents, is approved in the queue and goes live', async ({ browser, baseURL, page, request }) => {
  const stamp = Date.now().toString(36);
  const username = `newstar${stamp}`;
  const email = `${username}@example.com`;
  const name = `Nova ${stamp}`;

  // Registration, with the two documents.
  await chooseLocale(page.context(), baseURL!, 'en');
  await page.goto('/en/auth/register/performer');
  const form = page.getByTestId('register-form-performer');
  await form.locator('input#name').fill(name);
  await form.locator('input#username').fill(username);
  await form.locator('input#email').fill(email);
  await form.locator('input#password').fill(DEMO_PASSWORD);
  await form.locator('input#confirmPassword').fill(DEMO_PASSWORD);
  await form.locator('select#country').selectOption({ label: 'Netherlands' });
  await form.locator('input#dateOfBirth').fill('1995-06-15');
  // The file inputs in the form's order: the verification document, then the ID.
  const fileInputs = form.locator('input[type=file]');
  await fileInputs.nth(0).setInputFiles({ name: 'document.pdf', mimeType: 'application/pdf', buffer: PDF });
  await fileInputs.nth(1).setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-success')).toBeVisible();
  expect((await request.post('/api/verification/verify-email', { data: { token: linkToken(email) } })).ok()).toBe(true);

  // Waiting for review, the performer cannot go live.
  const login = await request.post('/api/auth/performers/login', { data: { username, password: DEMO_PASSWORD } });
  const performerToken = (await login.json()).data.token as string;
  const refused = await request.post('/api/performers/streaming-status/update', {
    headers: { authorization: `Bearer ${performerToken}` },
    data: { status: 'public' },
  });
  expect(refused.status()).toBe(400);
  // Signed in, "Go live" takes them to their documents (not home without a word), which say the review is under way.
  const waiting = await signedInContext(browser, baseURL!, '/en/auth/login/performer', username);
  await expect(waiting.page.getByTestId('account-menu')).toBeVisible();
  await waiting.page.getByTestId('account-menu').click();
  await waiting.page.getByRole('menuitem', { name: 'Go live' }).click();
  await expect(waiting.page).toHaveURL(/\/en\/performer\/account-settings\?tab=documents$/);
  await expect(waiting.page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  await expect(waiting.page.getByTestId('verification-pending')).toContainText('We are checking your documents');
  await waiting.page.screenshot({ path: 'test-results/verification-pending.png', fullPage: true });
  await waiting.context.close();

  // The administrator finds them in the queue, looks at the ID and approves.
  const { context: adminContext, page: admin } = await signedInContext(browser, baseURL!, '/en/auth/login/user', 'admin@demo.test');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.waitForURL(/\/admin/);
  await admin.goto('/en/admin/verifications');
  const row = admin.getByTestId('verification-table').locator('tr', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('verification-age')).toContainText('15/06/1995');
  await admin.screenshot({ path: 'test-results/admin-verifications-1280.png', fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(
    admin.getByTestId('verification-cards').getByTestId('verification-card').filter({ hasText: name }).getByTestId('verification-approve'),
  ).toBeVisible();
  await admin.screenshot({ path: 'test-results/admin-verifications-390.png', fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });

  // With the keyboard alone: open the ID, close it (the focus comes back), approve.
  const openId = row.getByTestId('verification-document-idVerification');
  await press(admin, openId);
  await expect(admin.getByTestId('verification-document-image')).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(admin.getByTestId('verification-document-image')).toBeHidden();
  await expect(openId).toBeFocused();
  await press(admin, row.getByTestId('verification-approve'));
  await expect(admin.getByTestId('verification-table').locator('tr', { hasText: name })).toHaveCount(0);
  await adminContext.close();

  // Approved: the performer logs in, lands on the live page and goes live.
  const { context: performerContext, page: performer } = await performerOnLivePage(browser, baseURL!, username);
  await goLive(performer, 'My first show');

  // A visitor on her page sees the show.
  await page.goto(`/en/profile/${username}`);
  await expect(page.getByTestId('live-video')).toContainText('My first show');
  await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expectVideoPlaying(page, 'live-video-element');
  await performerContext.close();
});
