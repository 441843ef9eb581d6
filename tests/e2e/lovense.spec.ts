/**
 * A tip reaches the performer's toy and ears: the live page loads the Lovense Cam
 * Extension script (here a stand-in served at the configured address, since the real
 * one needs the network and the browser extension), connects as the performer, hands
 * it the tip with the tipper's name and amount, and plays the tip sound.
 *
 * The performer is Lotte Fox, not the demo performer: the payout test counts the demo
 * performer's earnings to the token. The tipper is a fresh buyer, since other tests
 * count the demo viewer's balance.
 */
import type { BrowserContext } from '@playwright/test';
import { test, expect, goLive, signedInBuyerWithTokens, performerOnLivePage } from './fixtures';
import { LOVENSE_SCRIPT_URL } from '@/shared/constants';

const PERFORMER = 'lotte-fox';
const TIP = 25;

/** What the stand-in recorded: how it was made and every tip it got. */
interface StandIn {
  websiteName: string;
  modelName: string;
  tips: { amount: number; tipperName: string }[];
}

/** The SDK's documented surface: `new CamExtension(websiteName, modelName)`, `on('ready')`, `receiveTip(amount, tipperName)`. */
const STAND_IN_SCRIPT = `
window.CamExtension = class {
  constructor(websiteName, modelName) {
    window.__lovense = { websiteName, modelName, tips: [] };
  }
  on(event, callback) {
    if (event === 'ready') setTimeout(() => callback(this), 50);
  }
  receiveTip(amount, tipperName) {
    window.__lovense.tips.push({ amount, tipperName });
  }
};`;

/** Serves the stand-in at the configured script address and records every sound (media from an address) the page asks to play. */
async function withStandInAndSoundLog(context: BrowserContext) {
  await context.route(
    (url) => url.href.startsWith(LOVENSE_SCRIPT_URL),
    (route) => route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPT }),
  );
  await context.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { __played: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      // Sounds come from an address; camera streams (the preview) do not count.
      if (!this.srcObject) played.push(this.currentSrc || this.src);
      // The browser may still refuse it (no click yet); the page must take that quietly.
      return play.call(this);
    };
  });
}

test('a tip on the live page reaches the Lovense extension and plays the tip sound', async ({ page, browser, baseURL, request }) => {
  const performer = await performerOnLivePage(browser, baseURL!, PERFORMER, withStandInAndSoundLog);
  const status = performer.page.getByTestId('lovense-status');
  await expect(status).toHaveAttribute('data-status', 'connected');
  await expect(status).toContainText('Lovense extension connected');
  const standIn = () => performer.page.evaluate(() => (window as unknown as { __lovense: StandIn }).__lovense);
  expect(await standIn()).toEqual({ websiteName: 'Camlive', modelName: PERFORMER, tips: [] });
  await expect(performer.page.getByTestId('tip-sound-toggle')).toBeChecked();
  await goLive(performer.page, 'Quiz night');

  await signedInBuyerWithTokens(page, request);
  await page.goto(`/en/profile/${PERFORMER}`);
  const sound = performer.page.waitForResponse((response) => new URL(response.url()).pathname === '/sounds/tip.mp3');
  await page.getByTestId('tip-button').click();
  await page.getByTestId(`tip-${TIP}`).click();
  await expect(page.getByTestId('balance')).toContainText(`${100 - TIP} tokens`);

  await expect(performer.page.getByText(`Bea Buyer tipped you ${TIP} tokens`)).toBeVisible();
  await expect.poll(async () => (await standIn()).tips).toEqual([{ amount: TIP, tipperName: 'Bea Buyer' }]);
  await expect
    .poll(() => performer.page.evaluate(() => (window as unknown as { __played: string[] }).__played))
    .toEqual([`${baseURL}/sounds/tip.mp3`]);
  expect([200, 206]).toContain((await sound).status());

  await performer.page.getByTestId('end-show').click();
  await expect(performer.page.getByTestId('go-live')).toBeVisible();
  await performer.context.close();
});
