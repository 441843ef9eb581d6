import type { Page } from '@playwright/test';
import { test, expect, signedInContext } from './fixtures';

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

test('a user writes to a performer from their page and both see the conversation live', async ({ page, loginPage, browser, baseURL }) => {
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

  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn('user@demo.test');
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.goto('/en/profile/daan-utrecht');
  await page.getByTestId('send-message-button').click();
  await expect(page).toHaveURL(/\/en\/messages\?conversationId=[0-9a-f-]{36}$/);
  const userMessages = new MessagesPage(page);
  await expect(userMessages.thread()).toContainText('Daan');
  await userMessages.write(question);

  // Without a reload: the unread badge, the conversation in the list, then the message.
  await expect(performerPage.getByTestId('messages-unread')).toHaveText('1');
  const fromUser = performerMessages.conversation('Demo User');
  await expect(fromUser).toContainText(question);
  await expect(fromUser.getByTestId('conversation-unread')).toHaveText('1');
  await fromUser.click();
  await expect(performerMessages.thread().getByTestId('message-theirs')).toContainText(question);
  await expect(performerPage.getByTestId('messages-unread')).toHaveText('');
  await performerMessages.write(answer);

  await expect(userMessages.thread().getByTestId('message-theirs')).toContainText(answer);
  await expect(userMessages.conversation('Daan')).toContainText(answer);
  await performerContext.close();
});
