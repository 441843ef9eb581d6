/**
 * Pictures and money in private messages: with paid messages on, a new viewer sees the
 * performer's own price before writing and pays it per message; sends a picture that the
 * performer sees live as a preview and opens large; and pays the performer directly for a
 * custom request, which both see in the thread. The site's and the performer's prices are
 * put back afterwards.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, newBuyer, buyTokens, signInUser, signedInContext, DEMO_PASSWORD } from './fixtures';
import { picture } from '../support/pictures';

const PERFORMER = 'daan-utrecht';

async function apiToken(request: APIRequestContext, kind: 'users' | 'performers', username: string) {
  const login = await request.post(`/api/auth/${kind}/login`, { data: { username, password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).data.token as string}` };
}

async function setPaidMessages(request: APIRequestContext, on: boolean) {
  const admin = await apiToken(request, 'users', 'admin@demo.test');
  const saved = await request.put('/api/admin/settings?group=public', { headers: admin, data: { enableTokenPerMessage: on } });
  expect(saved.ok()).toBe(true);
}

/** Sets the performer's own price per message (null: the site's), keeping their show prices. */
async function setMessagePrice(request: APIRequestContext, messagePrice: number | null) {
  const performer = await apiToken(request, 'performers', PERFORMER);
  const me = (await (await request.get('/api/performers/me', { headers: performer })).json()).data;
  const saved = await request.post('/api/performers/default-price/update', {
    headers: performer,
    data: { privateCallPrice: me.privateCallPrice, groupCallPrice: me.groupCallPrice, messagePrice },
  });
  expect(saved.ok()).toBe(true);
}

const thread = (page: Page) => page.getByTestId('message-thread');

test('a viewer pays for a message, sends a picture the performer sees live, and pays the performer directly', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await setPaidMessages(request, true);
  await setMessagePrice(request, 3);
  try {
    const email = await newBuyer(request, 'Pia Picture');
    await buyTokens(request, email, 100);

    const { context: performerContext, page: performerPage } = await signedInContext(
      browser,
      baseURL!,
      '/en/auth/login/performer',
      PERFORMER,
    );
    await expect(performerPage.getByTestId('balance')).toBeVisible();
    await performerPage.goto('/en/messages');
    await expect(performerPage.getByTestId('messages-page')).toBeVisible();

    await signInUser(page, email);
    await expect(page.getByTestId('balance')).toContainText('100');
    await page.goto(`/en/profile/${PERFORMER}`);
    await page.getByTestId('send-message-button').click();
    await expect(page).toHaveURL(/\/en\/messages\?conversationId=[0-9a-f-]{36}$/);

    // The price is there before anything is written, and each message pays it.
    await expect(page.getByTestId('message-cost')).toContainText('Each message costs 3 tokens.');
    await page.getByTestId('message-input').fill('Could you make me a short video?');
    await page.getByTestId('message-input').press('Enter');
    const paid = thread(page).getByTestId('message-mine').filter({ hasText: 'Could you make me a short video?' });
    await expect(paid.getByTestId('message-price')).toContainText('3 tokens');
    await expect(page.getByTestId('balance')).toContainText('97');

    // The performer opens the conversation the message brought in.
    const conversation = performerPage.getByTestId('conversation').filter({ hasText: 'Pia Picture' });
    await conversation.click();
    await expect(thread(performerPage).getByTestId('message-theirs')).toContainText('Could you make me a short video?');

    // A picture: sent with its progress, seen live by the performer as a preview, opened large.
    const idea = await picture(320, 240).png().toBuffer();
    await page.getByTestId('message-file-input').setInputFiles({ name: 'idea.png', mimeType: 'image/png', buffer: idea });
    await expect(thread(page).getByTestId('message-mine').getByTestId('message-picture')).toBeVisible();
    await expect(page.getByTestId('balance')).toContainText('94');
    const preview = thread(performerPage).getByTestId('message-theirs').getByTestId('message-picture');
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    await preview.click();
    await expect(performerPage.getByTestId('message-picture-large')).toBeVisible();
    await performerPage.keyboard.press('Escape');

    // The agreed request, paid directly: both see it in the thread.
    await page.getByTestId('message-pay').click();
    await page.getByTestId('pay-performer-amount').fill('20');
    await page.getByTestId('pay-performer-note').fill('Custom video, 2 minutes');
    await page.getByTestId('pay-performer-submit').click();
    await expect(thread(page).getByTestId('message-payment')).toContainText('Paid 20 tokens');
    await expect(page.getByTestId('balance')).toContainText('74');
    await expect(thread(performerPage).getByTestId('message-payment')).toContainText('Custom video, 2 minutes');
    await performerContext.close();
  } finally {
    await setMessagePrice(request, null);
    await setPaidMessages(request, false);
  }
});
