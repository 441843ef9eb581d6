import { test, expect, adultContext, goLive, newBuyer, performerOnLivePage, signInUser } from './fixtures';

test('a performer goes live, a viewer writes in her chat, she mutes the viewer who reads why, deletes the message for everyone and blocks the viewer, who is taken out of the stream', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { context: performerContext, page: performer } = await performerOnLivePage(browser, baseURL!, 'mei-lin');
  await goLive(performer, 'Tea and talk');

  // A name of their own, so the performer finds exactly this viewer to block.
  const viewerName = `Bea ${Date.now()}`;
  const email = await newBuyer(request, viewerName);
  await signInUser(page, email);
  await page.goto('/en/profile/mei-lin');
  await expect(page.getByTestId('stream-area')).toHaveAttribute('data-status', 'public');
  // People watching: the viewer; the performer is not counted.
  await expect(page.getByTestId('stream-chat-viewers')).toContainText('1 viewer');
  const text = `Hello Mei ${Date.now()}`;
  await page.getByTestId('stream-chat-input').fill(text);
  await page.getByTestId('stream-chat-send').click();
  await expect(page.getByTestId('stream-chat-message').filter({ hasText: text })).toContainText(viewerName);

  // The performer sees it without a reload, mutes the viewer with a reason the viewer reads, and deletes it.
  const atPerformer = performer.getByTestId('stream-chat-message').filter({ hasText: text });
  await expect(atPerformer).toBeVisible();
  // Her live page counts the session: the time on air, what it earned, who watches, the title.
  await expect(performer.getByTestId('live-session')).toContainText('Tea and talk');
  await expect(performer.getByTestId('live-session-viewers')).toHaveText('1');
  await expect(performer.getByTestId('live-session-earned')).toHaveText('0 tokens');
  await expect(performer.getByTestId('live-session-time')).toHaveText(/^\d+:\d\d$/);
  await expect(performer.getByTestId('live-own-page')).toHaveAttribute('href', '/en/profile/mei-lin');
  await atPerformer.getByTestId('stream-chat-moderate').click();
  await performer.getByTestId('stream-chat-moderate-reason').fill('Calm down, please');
  await performer.getByTestId('stream-chat-moderate-panel').screenshot({ path: 'test-results/stream-chat-moderate.png' });
  await performer.getByTestId('stream-chat-mute-5').click();
  const notice = page.getByTestId('stream-chat-sanction-notice');
  await expect(notice).toContainText('You are muted until');
  await expect(notice).toContainText('Reason: Calm down, please');
  await expect(page.getByTestId('stream-chat-input')).toHaveCount(0);
  await page.getByTestId('stream-chat').screenshot({ path: 'test-results/stream-chat-muted.png' });
  await performer.getByTestId('stream-chat-rules').click();
  await expect(performer.getByTestId('stream-chat-sanction').filter({ hasText: viewerName })).toContainText('Calm down, please');
  await performer.screenshot({ path: 'test-results/stream-chat-rules.png' });
  await performer.keyboard.press('Escape');
  await atPerformer.getByTestId('stream-chat-delete').click();

  const deleted = page.getByTestId('stream-chat-message').filter({ hasText: 'Message deleted' });
  await expect(deleted).toContainText(viewerName);
  await expect(page.getByText(text)).toHaveCount(0);

  // She blocks the viewer from her settings, in another tab, while still live: the viewer is out at once.
  const settings = await performerContext.newPage();
  await settings.goto('/en/performer/account-settings');
  await settings.getByRole('tab', { name: 'Blocking' }).click();
  await settings.getByTestId('block-user-search').locator('input').fill(viewerName);
  await settings.getByTestId('block-user-search').getByRole('option').filter({ hasText: viewerName }).click();
  await expect(settings.getByTestId('blocked-user').filter({ hasText: viewerName })).toBeVisible();
  await expect(page.getByTestId('stream-area')).toHaveAttribute('data-status', 'blocked');
  await expect(page.getByTestId('stream-area')).toContainText('You cannot join this stream');
  await expect(page.getByTestId('live-video')).toHaveCount(0);
  await expect(page.getByTestId('stream-chat-blocked')).toBeVisible();
  await expect(page.getByTestId('stream-chat-viewers')).toHaveCount(0);
  await expect(performer.getByTestId('stream-chat-viewers')).toContainText('0 viewers');
  await page.screenshot({ path: 'test-results/stream-blocked.png' });
  await settings.close();

  await performer.getByTestId('end-show').click();
  await expect(performer.getByTestId('go-live')).toBeVisible();
  await performerContext.close();
});

test('a fan the performer names a moderator mutes another viewer from the performer page, until the performer takes it back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { context: performerContext, page: performer } = await performerOnLivePage(browser, baseURL!, 'fleur-red');
  await goLive(performer, 'A calm evening');

  // A fan: signed in, the performer among their favourites, writing in the chat.
  const fanName = `Fay ${Date.now()}`;
  await signInUser(page, await newBuyer(request, fanName));
  await page.goto('/en/profile/fleur-red');
  await expect(page.getByTestId('stream-area')).toHaveAttribute('data-status', 'public');
  const liked = page.waitForResponse((r) => r.url().includes('/api/favourite/') && r.url().endsWith('/like'));
  await page.getByTestId('profile-card').getByTestId('favourite-toggle').click();
  await liked;
  await page.getByTestId('stream-chat-input').fill('Hello Fleur');
  await page.getByTestId('stream-chat-send').click();
  await expect(page.getByTestId('stream-chat-rules')).toHaveCount(0);

  // The performer names the fan a moderator from their line; the fan's page offers the moderation at once.
  await performer.getByTestId('stream-chat-message').filter({ hasText: fanName }).getByTestId('stream-chat-moderate').click();
  await performer.getByTestId('stream-chat-name-moderator').click();
  await expect(page.getByTestId('stream-chat-rules')).toBeVisible();

  // Another viewer writes; the moderator mutes them with a reason they read.
  const otherContext = await adultContext(browser, baseURL!);
  const other = await otherContext.newPage();
  await signInUser(other, await newBuyer(request, `Olaf ${Date.now()}`));
  await other.goto('/en/profile/fleur-red');
  const spam = `Buy my stuff ${Date.now()}`;
  await other.getByTestId('stream-chat-input').fill(spam);
  await other.getByTestId('stream-chat-send').click();
  await expect(other.getByTestId('stream-chat-rules')).toHaveCount(0);
  await expect(other.getByTestId('stream-chat-moderate')).toHaveCount(0);
  await page.getByTestId('stream-chat-message').filter({ hasText: spam }).getByTestId('stream-chat-moderate').click();
  await page.getByTestId('stream-chat-moderate-reason').fill('No selling here');
  await expect(page.getByTestId('stream-chat-name-moderator')).toHaveCount(0);
  await page.getByTestId('stream-chat-mute-5').click();
  await expect(other.getByTestId('stream-chat-sanction-notice')).toContainText('Reason: No selling here');
  await page.getByTestId('stream-chat').screenshot({ path: 'test-results/stream-chat-moderator.png' });

  // The performer takes it back: the controls leave the fan's page without a reload.
  await performer.getByTestId('stream-chat-rules').click();
  await performer.getByTestId('stream-chat-moderator').filter({ hasText: fanName }).getByTestId('stream-chat-remove-moderator').click();
  await expect(page.getByTestId('stream-chat-rules')).toHaveCount(0);
  await expect(page.getByTestId('stream-chat-moderate')).toHaveCount(0);
  await performer.keyboard.press('Escape');

  // On the muted viewer's profile the performer reads until when, and lets him write again.
  await performer.getByTestId('stream-chat-message').filter({ hasText: spam }).getByTestId('viewer-name').click();
  await expect(performer.getByTestId('viewer-chat-standing')).toContainText('Muted in your chat until');
  await performer.getByTestId('viewer-profile').screenshot({ path: 'test-results/viewer-profile-muted.png' });
  await performer.getByTestId('viewer-chat-lift').click();
  await expect(performer.getByTestId('viewer-mute-reason')).toBeVisible();
  await performer.getByTestId('viewer-profile').screenshot({ path: 'test-results/viewer-profile-mute.png' });
  await expect(other.getByTestId('stream-chat-sanction-notice')).toHaveCount(0);
  await expect(other.getByTestId('stream-chat-input')).toBeVisible();
  await performer.keyboard.press('Escape');

  await performer.getByTestId('end-show').click();
  await expect(performer.getByTestId('go-live')).toBeVisible();
  await otherContext.close();
  await performerContext.close();
});
