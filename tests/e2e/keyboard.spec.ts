/**
 * The main journeys with the keyboard alone: Tab and Shift+Tab to reach a control, Enter
 * or Space to press it, Escape to close what is open, typing where the focus is; no
 * mouse. On the way, the control that has the focus shows it (an outline or a ring), an
 * opened panel or dialog takes the focus and gives it back to its opener, and a modal
 * dialog keeps the focus inside it. One browser context per person.
 */
import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, adultContext, newBuyer } from './fixtures';
import { expectFocusIndicator, focusInside, press, tabTo } from './keyboard';

const PERFORMER = 'giulia-bella';
const PERFORMER_NAME = 'Giulia Bella';

/** Signs in through the login form at `path` with the keyboard. */
async function logIn(page: Page, path: string, username: string) {
  await page.goto(path);
  await tabTo(page, page.locator('input#username'));
  await expectFocusIndicator(page);
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.locator('input#password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test('with the keyboard alone, a performer goes live, a viewer buys tokens, finds her, tips, writes in her chat and asks for a private show, she opens the viewer from her chat and ends the stream', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // The performer goes live from her live page.
  const performerContext = await adultContext(browser, baseURL!);
  const performer = await performerContext.newPage();
  await logIn(performer, '/en/auth/login/performer', PERFORMER);
  await expect(performer).toHaveURL(new RegExp(`/live/lovense/${PERFORMER}$`));
  await tabTo(performer, performer.getByTestId('go-live-title'));
  await expectFocusIndicator(performer);
  await performer.keyboard.type('Keys only');
  await press(performer, performer.getByTestId('go-live'));
  await expect(performer.getByTestId('end-show')).toBeVisible();

  // The viewer signs in and buys the starter package through the test checkout.
  const viewerName = `Kay ${Date.now()}`;
  await logIn(page, '/en/auth/login/user', await newBuyer(request, viewerName));
  await expect(page.getByTestId('balance')).toContainText('0 tokens');
  await page.goto('/en/user/buy-tokens');
  await press(
    page,
    page
      .getByTestId('token-package')
      .filter({ hasText: '100 tokens' })
      .getByRole('button', { name: /Buy for/ }),
  );
  await expect(page.getByTestId('sandbox-checkout')).toContainText('TEST MODE');
  await press(page, page.getByTestId('sandbox-approve'));
  await expect(page.getByTestId('payment-success')).toContainText('100 tokens have been added');
  await expect(page.getByTestId('balance')).toContainText('100 tokens');

  // She finds the performer with the search box and opens her page from her card. The first
  // Tab reaches the skip link, which takes her past the header to the page's content.
  await page.goto('/en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusIndicator(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await expectFocusIndicator(page);
  await page.keyboard.type('Giulia');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Giulia/);
  await press(page, page.locator(`[data-testid="performer-card"][data-username="${PERFORMER}"]`).getByRole('link'));
  await expect(page).toHaveURL(new RegExp(`/profile/${PERFORMER}$`));
  await expect(page.getByTestId('stream-area')).toHaveAttribute('data-status', 'public');

  // The live player's buttons are reached and named: the sound (on or off, as the browser let it start) and full screen.
  const player = page.getByTestId('live-video');
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await expect(player.getByRole('button', { name: 'Full screen' })).toBeVisible();
  const sound = player.getByRole('button', { name: /^(Mute|Sound on)$/ });
  const muted = (await sound.textContent()) === 'Sound on';
  await press(page, sound);
  await expect(player.getByRole('button', { name: muted ? 'Mute' : 'Sound on' })).toBeFocused();

  // The tip panel takes the focus, Escape gives it back to its button; a tip sent does the same.
  const tipButton = page.getByTestId('tip-button');
  await press(page, tipButton);
  await expect(page.getByTestId('tip-send')).toBeVisible();
  await expect(page.getByTestId('tip-panel').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tip-panel')).toHaveCount(0);
  await expect(tipButton).toBeFocused();
  await page.keyboard.press('Space');
  await press(page, page.getByTestId('tip-20'));
  await expect(page.getByRole('alert').filter({ hasText: `You tipped ${PERFORMER_NAME} 20 tokens` })).toBeVisible();
  await expect(page.getByTestId('tip-panel')).toHaveCount(0);
  await expect(tipButton).toBeFocused();
  await expect(page.getByTestId('balance')).toContainText('80 tokens');

  // She asks for a private show, beside the tip, which reaches the performer, and takes the request back: the focus follows.
  const ask = page.getByTestId('request-private-show');
  await press(page, ask);
  await expect(page.getByTestId('private-show-waiting')).toContainText(`Waiting for ${PERFORMER_NAME}`);
  await expect(performer.getByTestId('private-request').filter({ hasText: viewerName })).toBeVisible();
  await expect(page.getByTestId('private-show-cancel')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(performer.getByTestId('private-request')).toHaveCount(0);
  await expect(ask).toBeFocused();

  // She writes in the chat; her line and her tip are in the chat's log, which a screen reader reads out.
  const text = `Hello by keys ${Date.now()}`;
  await tabTo(page, page.getByTestId('stream-chat-input'));
  await expectFocusIndicator(page);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  const log = page.getByRole('log');
  await expect(log.getByTestId('stream-chat-message').filter({ hasText: text })).toBeVisible();
  await expect(log.getByTestId('stream-chat-tip').filter({ hasText: viewerName })).toBeVisible();

  // The performer opens the viewer's profile from her chat: the dialog keeps the focus inside and gives it back on Escape.
  const name = performer.getByTestId('stream-chat-message').filter({ hasText: text }).getByTestId('viewer-name');
  await press(performer, name);
  const dialog = performer.getByRole('dialog');
  // Once loaded, with the mute's reason field.
  await expect(dialog.getByTestId('viewer-mute-reason')).toBeVisible();
  // Round its controls and further, both ways: the focus never leaves it.
  const controls = await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < controls + 2; presses++) {
      await performer.keyboard.press(key);
      expect(await focusInside(dialog), `the focus in the dialog after ${key}`).toBe(true);
    }
  }
  await performer.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(name).toBeFocused();

  // She ends the stream; the viewer's page follows.
  await press(performer, performer.getByTestId('end-show'), 'Space');
  await expect(performer.getByTestId('go-live')).toBeVisible();
  await expect(page.getByTestId('stream-area')).not.toHaveAttribute('data-status', 'public');
  await performerContext.close();
});
