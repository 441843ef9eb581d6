/**
 * A tip reaches the performer's toy and ears: the live page loads the Lovense Cam
 * Extension script (here a stand-in served at the configured address, since the real
 * one needs the network and the browser extension), connects as the performer, hands
 * it the tip with the tipper's name and amount, and plays the tip sound.
 *
 * The performer is Lotte Fox, not the demo performer: the payout test counts the demo
 * performer's earnings to the token. The tipper is a fresh buyer who gets tokens from a
 * voucher, since other tests count the demo viewer's balance.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, newBuyer } from './fixtures';
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

async function login(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/users/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.token as string}` };
}

/** The administrator makes a one-time voucher and the buyer redeems it. */
async function giveTokens(request: APIRequestContext, email: string, tokens: number) {
  const code = `LOVENSE-${Date.now()}`;
  const created = await request.post('/api/admin/vouchers', { headers: await login(request, 'admin@demo.test'), data: { code, tokens, maxUses: 1 } });
  expect(created.ok()).toBe(true);
  const used = await request.post(`/api/vouchers/${code}/use`, { headers: await login(request, email), data: { amountUsed: tokens } });
  expect(used.ok()).toBe(true);
}

test('a tip on the live page reaches the Lovense extension and plays the tip sound', async ({ page, loginPage, browser, baseURL, request }) => {
  const performerContext = await browser.newContext();
  await performerContext.addCookies([{ name: 'confirm18', value: '1', url: baseURL! }]);
  await performerContext.route((url) => url.href.startsWith(LOVENSE_SCRIPT_URL), (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPT }),
  );
  // Records every sound the page asks to play (the browser may still refuse it).
  await performerContext.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { __played: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
  const performer = await performerContext.newPage();
  await performer.goto('/en/auth/login/performer');
  await performer.locator('input#username').fill(PERFORMER);
  await performer.locator('input#password').fill(DEMO_PASSWORD);
  await performer.getByTestId('login-submit').click();
  await expect(performer).toHaveURL(new RegExp(`/live/lovense/${PERFORMER}$`));
  await expect(performer.getByTestId('lovense-status')).toHaveAttribute('data-status', 'connected');
  await expect(performer.getByTestId('lovense-status')).toContainText('Lovense extension connected');
  const standIn = () => performer.evaluate(() => (window as unknown as { __lovense: StandIn }).__lovense);
  expect(await standIn()).toEqual({ websiteName: 'Camlive', modelName: PERFORMER, tips: [] });
  await expect(performer.getByTestId('tip-sound-toggle')).toBeChecked();
  await performer.getByTestId('go-live-title').fill('Quiz night');
  await performer.getByTestId('go-live').click();
  await expect(performer.getByTestId('end-show')).toBeVisible();

  const email = await newBuyer(request);
  await giveTokens(request, email, 100);
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn(email);
  await expect(page.getByTestId('balance')).toContainText('100 tokens');
  await page.goto(`/en/profile/${PERFORMER}`);
  const sound = performer.waitForResponse((response) => new URL(response.url()).pathname === '/sounds/tip.mp3');
  await page.getByTestId('tip-button').click();
  await page.getByTestId(`tip-${TIP}`).click();
  await expect(page.getByTestId('balance')).toContainText(`${100 - TIP} tokens`);

  await expect(performer.getByText(`Bea Buyer tipped you ${TIP} tokens`)).toBeVisible();
  await expect.poll(async () => (await standIn()).tips).toEqual([{ amount: TIP, tipperName: 'Bea Buyer' }]);
  await expect
    .poll(() => performer.evaluate(() => (window as unknown as { __played: string[] }).__played))
    .toEqual([`${baseURL}/sounds/tip.mp3`]);
  expect([200, 206]).toContain((await sound).status());

  await performer.getByTestId('end-show').click();
  await expect(performer.getByTestId('go-live')).toBeVisible();
  await performerContext.close();
});
