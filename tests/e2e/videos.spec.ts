/**
 * A performer uploads a video from her area (the bar shows the upload going, on a
 * connection slowed down so that it takes a few seconds), sets its price; the server makes
 * a version of the WebM every browser plays, and her list says when it is ready without
 * being reloaded. A new
 * viewer finds it on her page, buys it, plays it and seeks in it; the video is then
 * among the viewer's bought videos, and the site's videos page finds it by its title.
 */
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { test, expect, openedDialog, performerOnLivePage, signedInBuyerWithTokens } from './fixtures';

const PERFORMER = 'kasia-bloom';
const TITLE = 'Sunset on the dunes';
const POLISH_TITLE = 'Zachód słońca na wydmach';

let dir: string;
let videoFile: string;

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-video-'));
  videoFile = path.join(dir, 'sunset.webm');
  // Six seconds of moving noise at a high rate: a file of a few megabytes, as a phone's clip would be.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=25:duration=6',
    '-f',
    'lavfi',
    '-i',
    'anoisesrc=duration=6',
    '-vf',
    'noise=alls=60:allf=t',
    '-c:v',
    'libvpx',
    '-b:v',
    '4M',
    '-c:a',
    'libvorbis',
    '-shortest',
    videoFile,
  ]);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a performer uploads a video, and a viewer buys it, plays it, seeks in it and finds it among the site's videos", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const { page: performer, context } = await performerOnLivePage(browser, baseURL!, PERFORMER);
  await performer.goto('/en/performer/videos');
  await performer.getByTestId('video-add').click();
  const dialog = await openedDialog(performer);
  await dialog.getByTestId('video-title').fill(TITLE);
  await dialog.getByTestId('video-price').fill('5');
  await dialog.locator('input[type=file]').first().setInputFiles(videoFile);

  // About a megabit a second upwards: the file takes some seconds, and the bar moves on the way.
  const cdp = await context.newCDPSession(performer);
  await cdp.send('Network.enable');
  const bytes = statSync(videoFile).size;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytes / 4 });
  // Every value the bar shows is written down in the page itself: a test that polled the bar
  // from outside could first look when a busy machine had already finished the upload.
  await performer.evaluate(() => {
    const shown: number[] = [];
    (window as unknown as { shownProgress: number[] }).shownProgress = shown;
    new MutationObserver(() => {
      const value = document.querySelector('[data-testid=video-upload-progress]')?.getAttribute('aria-valuenow');
      if (value != null && Number(value) !== shown.at(-1)) shown.push(Number(value));
      // Sent whole, the editor says the server is reading the video until it answers.
      if (document.querySelector('[data-testid=video-processing]')) shown.push(-1);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    // And every state of the new video the list shows, in this same page (a reload would lose them).
    const states: string[] = [];
    (window as unknown as { shownStates: string[] }).shownStates = states;
    new MutationObserver(() => {
      const state = document.querySelector('[data-testid=own-video-processing]')?.getAttribute('data-state');
      if (state && state !== states.at(-1)) states.push(state);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await dialog.getByTestId('video-save').click();
  await expect(performer.getByTestId('video-upload-progress')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const shown = await performer.evaluate(() => (window as unknown as { shownProgress: number[] }).shownProgress);
  const onTheWay = shown.filter((value) => value > 0 && value < 100);
  expect(onTheWay.length, `the bar showed ${shown.join(', ')}`).toBeGreaterThan(3);
  expect(onTheWay, 'the bar only goes forward').toEqual([...onTheWay].sort((a, b) => a - b));
  expect(shown.filter((value) => value >= 0).at(-1)).toBe(100);
  expect(shown.indexOf(-1), 'processing is said once the bar is full').toBeGreaterThan(shown.indexOf(100));
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(performer.getByTestId('own-videos')).toContainText(TITLE);
  await expect(performer.getByTestId('own-videos')).toContainText('0:06');
  const row = performer.getByTestId('own-videos').getByRole('row').filter({ hasText: TITLE });
  await expect(row.getByTestId('own-video-processing')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  const states = await performer.evaluate(() => (window as unknown as { shownStates: string[] }).shownStates);
  expect(states.at(-1), `the list showed ${states.join(', ')}`).toBe('ready');
  expect(states.filter((state) => state !== 'processing' && state !== 'ready')).toEqual([]);
  // Its title in Polish, for readers of the Polish site.
  await performer.getByTestId('own-videos').getByRole('row').filter({ hasText: TITLE }).getByTestId('own-video-translate').click();
  const translations = await openedDialog(performer);
  await translations.getByRole('tab', { name: 'Polski' }).click();
  await translations.getByTestId('translation-title-pl').fill(POLISH_TITLE);
  await translations.getByTestId('translation-save').click();
  await expect(performer.getByText('The translation has been saved')).toBeVisible();
  await performer.keyboard.press('Escape');
  await expect(translations).toBeHidden();

  // A new viewer with the starter tokens finds it on the performer's page.
  await signedInBuyerWithTokens(page, request);
  await page.goto(`/en/profile/${PERFORMER}`);
  const card = page.getByTestId('performer-videos').getByTestId('video-card').filter({ hasText: TITLE });
  await expect(card).toContainText('5 tokens');
  await card.click();
  await expect(page.getByTestId('video-page')).toContainText(TITLE);
  await expect(page.getByTestId('video-player')).toHaveCount(0);
  const videoPath = new URL(page.url()).pathname;

  await page.getByTestId('video-buy').click();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-playing', 'video');
  await expect(page.getByTestId('balance')).toContainText('95');

  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  // Seeking asks the server for a range of the file.
  await player.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = 4.5;
      }),
  );
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThanOrEqual(4.5);

  await page.goto('/en/user/videos');
  await expect(page.getByTestId('purchased-videos')).toContainText(TITLE);
  await expect(page.getByTestId('purchased-videos')).toContainText('Bought');

  // The site's videos page, one click from the header, finds it by a word of its title, marked bought.
  await page.locator('.site-nav').getByRole('link', { name: 'Videos', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/videos$/);
  const search = page.getByTestId('video-search').getByRole('searchbox');
  await search.fill('dunes');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/videos\?q=dunes$/);
  const found = page.getByTestId('video-browser-cards').getByTestId('video-card');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(TITLE);
  await expect(found).toContainText('Bought');
  await expect(found.getByTestId('video-card-performer')).toHaveText('Kasia Bloom');
  await expect(page.getByTestId('video-total')).toHaveText('1 video');

  // A reader of the Polish site gets the Polish title.
  await page.goto(videoPath.replace(/^\/en\//, '/pl/'));
  await expect(page.getByTestId('video-page')).toContainText(POLISH_TITLE);
});
