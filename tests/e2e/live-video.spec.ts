/**
 * A live show end to end with Chromium's fake camera, peer to peer: the performer
 * goes live, a viewer in another browser sees real frames and hears the show, chat
 * and a tip cross both ways, the performer deletes a message, a reconnect of either
 * side brings the picture back, and ending the show shows the offline picture.
 */
import { test, expect, goLive, signedInBuyerWithTokens, performerOnLivePage, expectVideoPlaying } from './fixtures';

test('a viewer watches a live show peer to peer, chats and tips, and the picture survives reconnects', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const performer = await performerOnLivePage(browser, baseURL!, 'naomi-rose');
  await expectVideoPlaying(performer.page, 'camera-preview');
  await goLive(performer.page, 'Sunday sketching');

  await signedInBuyerWithTokens(page, request);
  await page.goto('/en/profile/naomi-rose');
  await expect(page.getByTestId('live-video')).toContainText('Sunday sketching');
  await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expectVideoPlaying(page, 'live-video-element');
  // The fake device sends a tone: the show arrives with its sound track.
  expect(
    await page.getByTestId('live-video-element').evaluate((el: HTMLVideoElement) => (el.srcObject as MediaStream).getAudioTracks().length),
  ).toBe(1);

  // Chat both ways.
  const fromViewer = `Lovely colours ${Date.now()}`;
  await page.getByTestId('stream-chat-input').fill(fromViewer);
  await page.getByTestId('stream-chat-send').click();
  await expect(performer.page.getByTestId('stream-chat-message').filter({ hasText: fromViewer })).toContainText('Bea Buyer');
  const fromPerformer = `Thank you Bea ${Date.now()}`;
  await performer.page.getByTestId('stream-chat-input').fill(fromPerformer);
  await performer.page.getByTestId('stream-chat-send').click();
  await expect(page.getByTestId('stream-chat-message').filter({ hasText: fromPerformer })).toBeVisible();

  // A tip from the stream shows, highlighted, in both chats.
  await page.getByTestId('tip-button').click();
  await page.getByTestId('tip-20').click();
  await expect(page.getByTestId('balance')).toContainText('80 tokens');
  await expect(performer.page.getByTestId('stream-chat-tip')).toContainText('20');
  await expect(page.getByTestId('stream-chat-tip')).toContainText('20');

  // The performer deletes the viewer's message for everyone.
  await performer.page.getByTestId('stream-chat-message').filter({ hasText: fromViewer }).getByTestId('stream-chat-delete').click();
  await expect(page.getByTestId('stream-chat-message').filter({ hasText: 'Message deleted' })).toContainText('Bea Buyer');

  // The performer's page reloads (a new socket within the grace period): still live, and the viewer's picture comes back.
  await performer.page.reload();
  await expect(performer.page.getByTestId('end-show')).toBeVisible();
  await expect(page.getByTestId('stream-area')).toHaveAttribute('data-status', 'public');
  await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expectVideoPlaying(page, 'live-video-element');

  // The viewer's connection drops and comes back. The browser says it is offline, so the socket
  // closes at once and the picture stops with it (the server hangs up a dropped viewer's pair);
  // the socket reconnects and the video resumes.
  await page.context().setOffline(true);
  await expect(page.getByTestId('live-video')).not.toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
  await page.context().setOffline(false);
  await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
  await expectVideoPlaying(page, 'live-video-element');

  await performer.page.getByTestId('end-show').click();
  await expect(page.getByTestId('stream-area')).toHaveAttribute('data-status', 'offline');
  await performer.context.close();
});
