/**
 * A performer makes a photo gallery from her area: its details, then three pictures
 * chosen at once (each with its own bar), a new order and a cover; a new viewer finds
 * it on her page, sees only the cover until buying it, buys it, sees the photos and
 * opens one full size; the gallery is then among the viewer's bought galleries and on
 * the site's galleries page.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { test, expect, openedDialog, signedInBuyerWithTokens, signedInContext } from './fixtures';

const PERFORMER = 'elise-moon';
const COLOURS = ['#d4380d', '#389e0d', '#096dd9'];

let dir: string;
let pictures: string[];

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-gallery-'));
  pictures = await Promise.all(
    COLOURS.map(async (colour, i) => {
      const file = path.join(dir, `harbour-${i + 1}.jpg`);
      await sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a performer makes a gallery of three photos, and a viewer buys it and sees them', async ({ browser, baseURL, page, request }) => {
  // A word of its own in the title, so that the gallery is found alone whatever ran before on this server.
  const MARK = `m${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const TITLE = `Harbour lights ${MARK}`;
  const { page: performer } = await signedInContext(browser, baseURL!, '/en/auth/login/performer', PERFORMER);
  await expect(performer).toHaveURL(new RegExp(`/live/lovense/${PERFORMER}$`));
  await performer.goto('/en/performer/galleries');
  await performer.getByTestId('gallery-add').click();
  const editor = await openedDialog(performer);
  await editor.getByTestId('gallery-title').fill(TITLE);
  await editor.getByTestId('gallery-price').fill('8');
  await editor.getByTestId('gallery-save').click();

  // Saved, the gallery opens its photos: three pictures chosen at once.
  const manager = performer.getByRole('dialog', { name: `Photos of “${TITLE}”` });
  await expect(manager).toBeVisible();
  await expect(manager).toContainText('No photos yet');
  await manager.locator('input[type=file]').setInputFiles(pictures);
  const photos = manager.getByTestId('own-photo');
  await expect(photos).toHaveCount(3, { timeout: 30_000 });
  await expect(manager.getByTestId('photo-upload')).toHaveCount(0);
  const previews = () => photos.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  const uploaded = await previews();

  // The last photo one place earlier, then made the cover.
  await photos.nth(2).getByTestId('photo-earlier').click();
  await expect.poll(previews).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
  await photos.nth(1).getByTestId('photo-cover').click();
  await expect(photos.nth(1)).toHaveAttribute('data-cover', 'true');
  await expect(photos.nth(0)).toHaveAttribute('data-cover', 'false');
  await manager.getByRole('button', { name: 'Done' }).click();
  await expect(manager).toBeHidden();
  const row = performer.getByTestId('own-galleries').locator('tr', { hasText: TITLE });
  await expect(row.getByTestId('own-gallery-photo-count')).toHaveText('3');
  await expect(row.locator('img')).toHaveAttribute('src', uploaded[2]);

  // The order and the cover were saved: the manager opens again as it was left.
  await row.getByTestId('own-gallery-photos').click();
  await expect.poll(previews).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
  await expect(photos.nth(1)).toHaveAttribute('data-cover', 'true');

  // A new viewer finds it on her page: the cover and the price, no photos.
  await signedInBuyerWithTokens(page, request);
  await page.goto(`/en/profile/${PERFORMER}`);
  const card = page.getByTestId('performer-galleries').getByTestId('gallery-card').filter({ hasText: TITLE });
  await expect(card).toContainText('3 photos');
  await expect(card).toContainText('8 tokens');
  await expect(card.locator('img')).toHaveAttribute('src', uploaded[2]);
  await card.click();
  await expect(page.getByTestId('gallery-page')).toContainText(TITLE);
  await expect(page.getByTestId('gallery-locked')).toContainText('Buy this gallery to see its 3 photos');
  await expect(page.getByTestId('gallery-photos')).toHaveCount(0);

  await page.getByTestId('gallery-buy').click();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const shown = page.getByTestId('gallery-photos').getByRole('img');
  await expect(shown).toHaveCount(3);
  await expect(page.getByTestId('balance')).toContainText('92');
  await expect(page.getByTestId('gallery-locked')).toHaveCount(0);

  // A photo opens full size, from the signed address of its display version, which loads.
  await shown.nth(0).click();
  const full = page.getByTestId('photo-viewer-image');
  await expect(full).toBeVisible();
  await expect(full).toHaveAttribute('src', /\/photos\/.+\.jpg/);
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  const first = await full.getAttribute('src');
  // The others are a key press away.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('photo-viewer-position')).toHaveText('2 / 3');
  await expect(full).not.toHaveAttribute('src', first!);
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();

  // Among the viewer's purchases, one click from the account menu, and from there among the bought galleries.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'My purchases' }).click();
  await expect(page).toHaveURL(/\/en\/user\/purchases$/);
  const purchase = page.getByTestId('purchased-items').locator('tr', { hasText: TITLE });
  await expect(purchase).toContainText('Gallery');
  await page.getByRole('link', { name: 'Bought galleries' }).click();
  await expect(page).toHaveURL(/\/en\/user\/galleries$/);
  await expect(page.getByTestId('purchased-galleries')).toContainText(TITLE);
  await expect(page.getByTestId('purchased-galleries')).toContainText('Bought');

  // The site's galleries page, one click from the header, finds it by a word of its title, cheapest first.
  await page.locator('.site-nav').getByRole('link', { name: 'Galleries', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/galleries$/);
  const search = page.getByTestId('gallery-search').getByRole('searchbox');
  await search.fill(MARK);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/galleries\\?q=${MARK}$`));
  await page.getByTestId('gallery-sort').selectOption('price');
  await expect(page).toHaveURL(new RegExp(`/en/galleries\\?q=${MARK}&sort=price$`));
  const found = page.getByTestId('gallery-browser-cards').getByTestId('gallery-card');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(TITLE);
  await expect(found).toContainText('Bought');
  await expect(found.getByTestId('gallery-card-performer')).toHaveText('Elise Moon');
  await expect(page.getByTestId('gallery-total')).toHaveText('1 gallery');
});
