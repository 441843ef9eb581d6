/**
 * The content store's products: a performer adds a digital product with its file from her
 * area; a new viewer finds it on her page, buys it (the page shows it bought at once and the
 * balance goes down) and downloads it (the bytes are the file's); the viewer asks for a
 * refund from their purchases, the administrator accepts it on /admin/refunds, and the
 * viewer's open purchases page shows it refunded, the balance comes back, and the product's
 * page no longer offers the download. The administrator then takes the product down from
 * /admin/content with a reason: the performer's list says why and viewers no longer find
 * it, until the administrator restores it.
 */
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { test, expect, openedDialog, performerOnLivePage, signedInBuyerWithTokens, signedInContext } from './fixtures';

const PERFORMER = 'freya-nord';
const TITLE = 'Backstage photo pack';

let dir: string;
let packFile: string;
let packBytes: Buffer;

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-store-'));
  packFile = path.join(dir, 'backstage.zip');
  // A zip archive's signature, then bytes of no pattern: the download must bring back every one of them.
  packBytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(200_000)]);
  writeFileSync(packFile, packBytes);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a performer sells a digital product; a viewer buys and downloads it, is refunded by the administrator, and loses the download', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const { page: performer } = await performerOnLivePage(browser, baseURL!, PERFORMER);
  await performer.goto('/en/performer/products');
  await performer.getByTestId('product-add').click();
  const dialog = await openedDialog(performer);
  await dialog.getByTestId('product-title').fill(TITLE);
  await dialog.getByTestId('product-price').fill('8');
  await expect(dialog.getByTestId('product-type')).toHaveValue('digital');
  // Without its file a digital product is not sent.
  await dialog.getByTestId('product-save').click();
  await expect(dialog).toContainText('Please choose the file your buyers will download');
  await dialog.getByTestId('upload-digitalFile').setInputFiles(packFile);
  await dialog.getByTestId('product-save').click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const row = performer.getByTestId('own-products').locator('tbody tr', { hasText: TITLE });
  await expect(row).toContainText('Digital');
  await expect(row).toContainText('8');

  // A new viewer with the starter tokens finds it on the performer's page and buys it.
  await signedInBuyerWithTokens(page, request);
  await page.goto(`/en/profile/${PERFORMER}`);
  const card = page.getByTestId('performer-products').getByTestId('product-card').filter({ hasText: TITLE });
  await expect(card).toContainText('8 tokens');
  await card.click();
  await expect(page.getByTestId('product-page')).toContainText(TITLE);
  const productPage = page.url();
  await expect(page.getByTestId('product-download')).toHaveCount(0);
  await page.getByTestId('product-buy').click();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByTestId('product-bought')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('92');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('product-download').click()]);
  expect(download.suggestedFilename()).toBe('backstage.zip');
  expect(readFileSync(await download.path()).equals(packBytes)).toBe(true);

  // The viewer asks for a refund, with a reason.
  await page.goto('/en/user/purchases');
  const purchase = page.getByTestId('purchased-items').locator('tbody tr', { hasText: TITLE });
  await purchase.getByTestId('refund-ask').click();
  const ask = await openedDialog(page);
  await ask.getByTestId('refund-send').click();
  await expect(ask).toContainText('This field is required');
  await ask.getByTestId('refund-reason').fill('The archive does not open');
  await ask.getByTestId('refund-send').click();
  await expect(ask).toBeHidden();
  await expect(purchase.getByTestId('refund-status')).toHaveText('Refund asked');
  await expect(purchase.getByTestId('refund-ask')).toHaveCount(0);

  // The administrator accepts it; the pending list lets it go.
  const { page: admin } = await signedInContext(browser, baseURL!, '/en/auth/login/user', 'admin@demo.test');
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/en/admin/refunds');
  const pending = admin.getByTestId('admin-refunds').locator('tbody tr', { hasText: TITLE });
  await expect(pending).toContainText('The archive does not open');
  await pending.getByTestId('refund-accept').click();
  await (await openedDialog(admin)).getByTestId('refund-decide-confirm').click();
  await expect(pending).toHaveCount(0);

  // The viewer's open page hears it: refunded, and the tokens are back.
  await expect(purchase.getByTestId('refund-status')).toHaveText('Refunded');
  await expect(page.getByTestId('balance')).toContainText('100');
  await page.goto(productPage);
  await expect(page.getByTestId('product-page')).toContainText(TITLE);
  await expect(page.getByTestId('product-bought')).toHaveCount(0);
  await expect(page.getByTestId('product-download')).toHaveCount(0);
  await expect(page.getByTestId('product-buy')).toBeVisible();

  // Content moderation: taken down with a reason, the performer reads why and viewers lose it.
  await admin.goto('/en/admin/content');
  await admin.getByTestId('moderation-kind').selectOption('products');
  const search = admin.getByTestId('moderation-search').getByRole('searchbox');
  await search.fill(TITLE);
  await search.press('Enter');
  const item = admin.getByTestId('moderated-items').locator('tbody tr', { hasText: TITLE });
  await expect(item.getByTestId('moderated-item-state')).toHaveText('Active');
  await item.getByTestId('item-take-down').click();
  const takeDown = await openedDialog(admin);
  await expect(takeDown.getByTestId('moderation-confirm')).toBeDisabled();
  await takeDown.getByTestId('moderation-reason').fill('Holds pictures of someone else');
  await takeDown.getByTestId('moderation-confirm').click();
  await expect(item.getByTestId('moderated-item-state')).toHaveText('Taken down');
  await expect(item).toContainText('Holds pictures of someone else');
  await performer.reload();
  await expect(row.getByTestId('own-product-title-taken-down')).toHaveText('Taken down by the administration');
  await expect(row).toContainText('Holds pictures of someone else');
  await page.goto(productPage);
  await expect(page.getByTestId('product-missing')).toBeVisible();

  await item.getByTestId('item-restore').click();
  await (await openedDialog(admin)).getByTestId('moderation-confirm').click();
  await expect(item.getByTestId('moderated-item-state')).toHaveText('Active');
  await page.goto(productPage);
  await expect(page.getByTestId('product-buy')).toBeVisible();
});
