import type { Page } from '@playwright/test';
import { test, expect, signedInContext, newBuyer, DEMO_PASSWORD } from './fixtures';

/** The messages page of one person: the conversation list, the open conversation and its composer. */
class MessagesPage {
  constructor(private readonly page: Page) {}

  conversation(name: string) {
    return this.page.getByTestId('conversation').filter({ hasText: name });
  }

  thread() {
    return this.page.getByTestId('message-thread');
  }

  async write(text: string) {
    await this.page.getByTestId('message-input').fill(text);
    await this.page.getByTestId('message-input').press('Enter');
    await expect(this.thread().getByTestId('message-mine').filter({ hasText: text })).toBeVisible();
  }
}

test("a user and a performer write live: counts, order, read receipts, and the viewer's profile from the thread", async ({
  page,
  loginPage,
  browser,
  baseURL,
  request,
}) => {
  const question = `Hoi Daan, are you streaming tonight? ${Date.now()}`;
  const answer = `Yes, from eight! ${Date.now()}`;

  // The performer waits on the messages page in a browser of their own.
  const { context: performerContext, page: performerPage } = await signedInContext(
    browser,
    baseURL!,
    '/en/auth/login/performer',
    'daan-utrecht',
  );
  await expect(performerPage.getByTestId('balance')).toBeVisible();
  await performerPage.goto('/en/messages');
  await expect(performerPage.getByTestId('messages-page')).toBeVisible();
  const performerMessages = new MessagesPage(performerPage);

  // Another viewer writes first (through the API): live, their conversation is listed and counted.
  const otherEmail = await newBuyer(request, 'Olga Other');
  const other = await request.post('/api/auth/users/login', { data: { username: otherEmail, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await other.json()).data.token}` };
  const daanId = (await (await request.get('/api/performers/daan-utrecht/view')).json()).data._id;
  const opened = await request.post('/api/conversations', { headers, data: { source: 'performer', sourceId: daanId } });
  await request.post(`/api/messages/conversations/${(await opened.json()).data._id}`, { headers, data: { text: 'Hello from Olga' } });
  await expect(performerPage.getByTestId('messages-unread')).toHaveText('1');
  await expect(performerPage.getByTestId('conversation').first()).toContainText('Hello from Olga');

  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn('user@demo.test');
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.goto('/en/profile/daan-utrecht');
  await page.getByTestId('send-message-button').click();
  await expect(page).toHaveURL(/\/en\/messages\?conversationId=[0-9a-f-]{36}$/);
  const userMessages = new MessagesPage(page);
  await expect(userMessages.thread()).toContainText('Daan');
  await userMessages.write(question);

  // Without a reload: the unread badge, the conversation moved to the top, then the message.
  await expect(performerPage.getByTestId('messages-unread')).toHaveText('2');
  const fromUser = performerMessages.conversation('Demo User');
  await expect(performerPage.getByTestId('conversation').first()).toContainText(question);
  await expect(fromUser.getByTestId('conversation-unread')).toHaveText('1');
  // On the picture: the row opens its conversation (a performer's click on the name opens the viewer's profile).
  await fromUser.getByTestId('conversation-open').click({ position: { x: 24, y: 24 } });
  await expect(performerMessages.thread().getByTestId('message-theirs')).toContainText(question);
  await expect(performerPage.getByTestId('messages-unread')).toHaveText('1');
  // The user sees that the performer read it.
  await expect(userMessages.thread().getByTestId('message-seen')).toBeVisible();

  // The performer opens the viewer's profile from the thread: their public profile, the block at hand.
  await performerMessages.thread().getByTestId('viewer-name').click();
  const profile = performerPage.getByTestId('viewer-profile');
  await expect(profile.getByTestId('viewer-profile-name')).toHaveText('Demo User');
  await expect(profile.getByTestId('viewer-block')).toBeVisible();
  await performerPage.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await performerMessages.write(answer);
  await expect(userMessages.thread().getByTestId('message-theirs')).toContainText(answer);
  await expect(userMessages.conversation('Daan')).toContainText(answer);
  await performerContext.close();
});
