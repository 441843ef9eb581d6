import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, buyTokens, newBuyer, expectVideoPlaying, performerOnLivePage, signInUser, adultContext } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { BROWSER_TESTS_PRESENCE_GRACE_MS } from '../support/app-server';

const PERFORMER = 'robin-sky';

// A browser of its own (launch options of its own give these tests a worker of their own): in a
// browser shared with earlier camera tests, Chromium's fake camera now and then delivers no frames.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-features=Translate'] } });

/** A new buyer with tokens bought through the sandbox gateway, signed in on `page`. */
async function signedInViewerWithTokens(page: Page, request: APIRequestContext) {
  const email = await newBuyer(request);
  await buyTokens(request, email);
  await signInUser(page, email);
}

/** The header's balance as a number ("1.234 tokens" in English: thousands grouped). */
async function headerBalance(page: Page) {
  const text = (await page.getByTestId('balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, '').replace(/,/g, ''));
}

test('a user asks for a private show, the performer accepts, both are in the show, the user pays per minute and the show ends for both', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { context: performerContext, page: performer } = await performerOnLivePage(browser, baseURL!, PERFORMER);
  await expect(performer.getByTestId('private-requests')).toBeVisible();
  // She sees herself before anyone asks: the camera the show page takes over is running.
  await expectVideoPlaying(performer, 'camera-preview');

  await signedInViewerWithTokens(page, request);
  await page.goto(`/en/profile/${PERFORMER}`);
  const ask = page.getByTestId('request-private-show');
  await expect(ask).toBeVisible();
  const price = Number(((await ask.textContent()) ?? '').match(/\((\d+) tokens\/min\)/)![1]);
  const before = await headerBalance(page);
  expect(before).toBeGreaterThanOrEqual(price);
  await ask.click();
  await expect(page.getByTestId('private-show-waiting')).toContainText('Waiting for');
  await page.getByTestId('profile-card').screenshot({ path: 'test-results/shows-waiting.png' });

  // The request reaches the performer's live page at once.
  const incoming = performer.getByTestId('private-request').filter({ hasText: 'Bea Buyer' });
  await expect(incoming).toBeVisible();
  await expect(incoming).toContainText(`${price} tokens/min`);
  await performer.getByTestId('private-requests').screenshot({ path: 'test-results/shows-request.png' });
  await incoming.getByTestId('accept-private-request').click();

  // Both land on the show page.
  await expect(performer).toHaveURL(/\/shows\/[0-9a-f-]+$/);
  await expect(page).toHaveURL(performer.url());
  for (const party of [page, performer]) {
    await expect(party.getByTestId('show-status')).toHaveText('Live');
    await expect(party.getByTestId('show-media')).toContainText('Robin');
    await expect(party.getByTestId('show-media')).toContainText('Bea Buyer');
    await expect(party.getByTestId('show-price')).toHaveText(`${price} tokens/min`);
  }
  // Minute 1 is paid at once.
  await expect(page.getByTestId('show-charged')).toHaveText(`${price} tokens`);
  await expect.poll(() => headerBalance(page)).toBe(before - price);
  await expect(page.getByTestId('show-elapsed')).toHaveText(/^0:[0-5]\d$/);
  await expect(performer.getByTestId('show-earned')).not.toHaveText('0 tokens');
  // The user sees and hears the performer's camera; turning on their own, the performer sees them too.
  await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expectVideoPlaying(page, 'live-video-element');
  await expectVideoPlaying(performer, 'show-own-video');
  await page.getByTestId('show-camera-toggle').click();
  await expectVideoPlaying(page, 'show-own-video');
  await expectVideoPlaying(performer, 'show-guest-video');
  // The show's chat works for both.
  await page.getByTestId('stream-chat-input').fill('Hi Robin');
  await page.getByTestId('stream-chat-send').click();
  await expect(performer.getByTestId('stream-chat-message').filter({ hasText: 'Hi Robin' })).toBeVisible();
  await performer.getByTestId('stream-chat-input').fill('Hello Bea');
  await performer.getByTestId('stream-chat-send').click();
  await expect(page.getByTestId('stream-chat-message').filter({ hasText: 'Hello Bea' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shows-user.png', fullPage: true });
  await performer.screenshot({ path: 'test-results/shows-performer.png', fullPage: true });

  // The user ends it; both see it over, and why.
  await page.getByTestId('end-private-show').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('show-ended')).toContainText('The show is over');
  await expect(page.getByTestId('show-end-reason')).toHaveText('The viewer ended the show.');
  await expect(performer.getByTestId('show-ended')).toBeVisible();
  await expect(performer.getByTestId('show-end-reason')).toHaveText('The viewer ended the show.');
  await expect(performer.getByTestId('show-status')).toHaveText('Ended');
  // The show's chat stays for both to read, also on opening the show again.
  await page.reload();
  for (const party of [page, performer]) {
    await expect(party.getByTestId('stream-chat-message').filter({ hasText: 'Hi Robin' })).toBeVisible();
    await expect(party.getByTestId('stream-chat-message').filter({ hasText: 'Hello Bea' })).toBeVisible();
    await expect(party.getByTestId('stream-chat-archived')).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/shows-ended.png' });

  // The performer is back where they were (online, free): the user may ask again.
  await performer.getByTestId('show-back').click();
  await expect(performer).toHaveURL(new RegExp(`/live/lovense/${PERFORMER}$`));
  await page.getByTestId('show-back').click();
  await expect(page.getByTestId('request-private-show')).toBeVisible();
  // Her picture and her card say the same: online, not live.
  await expect(page.getByTestId('profile-status')).toHaveText('Online');
  await expect(page.getByTestId('stream-area')).toContainText('Robin Sky is online but not live right now');
  await page.getByTestId('performer-profile').screenshot({ path: 'test-results/shows-after-show-profile.png' });
  await performerContext.close();
});

test('a performer starts a group show, a paying viewer joins and watches, the public sees the group picture, and it ends for everyone', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const group = 'kasia-bloom';
  const performer = await performerOnLivePage(browser, baseURL!, group);
  await performer.page.getByTestId('start-group-show').click();
  await expect(performer.page).toHaveURL(/\/shows\/[0-9a-f-]+$/);
  await expectVideoPlaying(performer.page, 'show-own-video');

  // Someone not in the show sees the group picture, not the show.
  const guestContext = await adultContext(browser, baseURL!);
  const guest = await guestContext.newPage();
  await guest.goto(`/en/profile/${group}`);
  await expect(guest.getByTestId('stream-area')).toHaveAttribute('data-status', 'group');
  await expect(guest.getByTestId('live-video')).toHaveCount(0);

  await signedInViewerWithTokens(page, request);
  await page.goto(`/en/profile/${group}`);
  const join = page.getByTestId('join-group-show');
  const price = Number(((await join.textContent()) ?? '').match(/\((\d+) tokens\/min\)/)![1]);
  const before = await headerBalance(page);
  await join.click();
  await expect(page).toHaveURL(performer.page.url());
  await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expectVideoPlaying(page, 'live-video-element');
  await expect(page.getByTestId('show-charged')).toHaveText(`${price} tokens`);
  await expect.poll(() => headerBalance(page)).toBe(before - price);
  await expect(performer.page.getByTestId('show-participants')).toContainText('Bea Buyer');

  // The viewer leaves: they read that they left, not that the show ended, for it goes on.
  await page.getByTestId('end-private-show').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('show-over-title')).toHaveText('You are no longer in the group show');
  await expect(page.getByTestId('show-end-reason')).toHaveText('You left the show.');
  await expect(page.getByTestId('show-goes-on')).toHaveText("The show goes on: you can join it again from Kasia Bloom's page.");
  await expect(page.getByTestId('show-status')).toHaveText('Left');
  await page.screenshot({ path: 'test-results/shows-group-left.png' });
  await expect(performer.page.getByTestId('show-participants')).toContainText('No viewers yet');
  await expect(performer.page.getByTestId('show-participant')).toHaveCount(0);
  await expect(performer.page.getByTestId('show-status')).toHaveText('Live');

  await performer.page.getByTestId('end-private-show').click();
  await performer.page.getByRole('button', { name: 'Yes' }).click();
  await expect(performer.page.getByTestId('show-ended')).toContainText('The show is over');
  await expect(guest.getByTestId('stream-area')).not.toHaveAttribute('data-status', 'group');
  await performer.context.close();
  await guestContext.close();
});

test('a viewer who closes their page in a private show leaves it after the grace period: the performer sees it end, and what was earned stops', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // The grace period is waited out once.
  test.setTimeout(test.info().timeout + BROWSER_TESTS_PRESENCE_GRACE_MS);
  const name = 'freya-nord';
  const performer = await performerOnLivePage(browser, baseURL!, name);
  await expect(performer.page.getByTestId('private-requests')).toBeVisible();

  await signedInViewerWithTokens(page, request);
  await page.goto(`/en/profile/${name}`);
  await page.getByTestId('request-private-show').click();
  await performer.page.getByTestId('private-request').filter({ hasText: 'Bea Buyer' }).getByTestId('accept-private-request').click();
  await expect(performer.page).toHaveURL(/\/shows\/[0-9a-f-]+$/);
  await expect(page).toHaveURL(performer.page.url());
  const showUrl = page.url();

  // Once the viewer's show page is in, the performer sees them there (not away) and earns minute 1.
  await expect(performer.page.getByTestId('show-participant')).toContainText('Bea Buyer');
  await expect(performer.page.getByTestId('show-participant-away')).toHaveCount(0);
  const earned = performer.page.getByTestId('show-earned');
  await expect(earned).not.toHaveText('0 tokens');
  const earnedBefore = await earned.textContent();

  // The viewer closes the tab: away at once, out after the grace period; the show ends for the performer.
  await page.close();
  await expect(performer.page.getByTestId('show-participant-away')).toBeVisible();
  await performer.page.screenshot({ path: 'test-results/shows-viewer-away.png' });
  await expect(performer.page.getByTestId('show-ended')).toContainText('The show is over', {
    timeout: BROWSER_TESTS_PRESENCE_GRACE_MS + 20_000,
  });
  await expect(performer.page.getByTestId('show-end-reason')).toHaveText(
    'The viewer left the show page or lost the connection and did not come back in time.',
  );
  await expect(performer.page.getByTestId('show-status')).toHaveText('Ended');
  await expect(performer.page.getByTestId('show-participants')).toHaveCount(0);
  // Earned stops where it was, and so does the clock.
  await expect(earned).toHaveText(earnedBefore!);
  const elapsed = await performer.page.getByTestId('show-elapsed').textContent();
  await performer.page.waitForTimeout(2_000);
  await expect(performer.page.getByTestId('show-elapsed')).toHaveText(elapsed!);
  await expect(earned).toHaveText(earnedBefore!);
  await performer.page.screenshot({ path: 'test-results/shows-viewer-gone.png' });

  // The viewer, opening the show again, reads why it ended.
  const again = await page.context().newPage();
  await again.goto(showUrl);
  await expect(again.getByTestId('show-end-reason')).toHaveText(
    'You left the show page or lost the connection and did not come back in time. Nothing was charged after you left.',
  );
  await again.screenshot({ path: 'test-results/shows-viewer-reads-why.png' });
  await performer.context.close();
});
