/**
 * A studio brings a performer in, across two people: the studio invites a performer no
 * other browser test uses from its members page; the performer, in a browser of her own,
 * accepts on her account page; the studio sets her share on its commission page, sees
 * her go live on its dashboard and, after a viewer's tip, the studio's part of it; its
 * menu leads to its members' payout requests.
 */
import type { BrowserContext } from '@playwright/test';
import { test, expect, buyTokens, chooseLocale, goLive, newBuyer, openedDialog, signedInContext } from './fixtures';
import { PDF, PNG } from '../support/multipart';

const PERFORMER = { username: 'sophie-lane', name: 'Sophie Lane' };
/** A 50-token tip at the demo studio's 20 %: 40 remain, 75 % of them (30) for the member, 10 for the studio. */
const TIP = 50;
const STUDIO_PART = '10';

test('a studio invites a performer, who accepts; her share is set and the dashboard follows her live and her tip', async ({
  browser,
  baseURL,
  request,
}) => {
  const english = (context: BrowserContext) => chooseLocale(context, baseURL!, 'en');
  const { page: studio } = await signedInContext(browser, baseURL!, '/en/studio/login', 'studio@demo.test', english);
  await expect(studio).toHaveURL(/\/studio\/account-settings$/);

  // The dashboard is one click away; the studio starts with its two demo members.
  await studio.getByTestId('account-menu').click();
  await studio.locator('[role=menu] a[href$="/studio/dashboard"]').click();
  await expect(studio).toHaveURL(/\/studio\/dashboard$/);
  await expect(studio.getByTestId('studio-stat-totalPerformer')).toContainText('2');

  await studio.goto('/en/studio/members');
  await studio.getByTestId('studio-invite-open').click();
  const dialog = await openedDialog(studio);
  await dialog.getByLabel('Username or e-mail address').fill(PERFORMER.username);
  await dialog.getByTestId('studio-member-send').click();
  await expect(studio.getByText('The invitation has been sent')).toBeVisible();
  await studio.getByTestId('studio-members-filter').getByText('Invited').click();
  const invited = studio.getByTestId('studio-members-table').getByRole('row', { name: new RegExp(PERFORMER.name) });
  await expect(invited).toBeVisible();

  // The performer accepts in her own browser.
  const { page: performer } = await signedInContext(browser, baseURL!, '/en/auth/login/performer', PERFORMER.username, english);
  await expect(performer).toHaveURL(new RegExp(`/live/lovense/${PERFORMER.username}$`));
  await performer.goto('/en/performer/account-settings');
  const invitation = performer.getByTestId('studio-invitation');
  await expect(invitation).toContainText('Demo Studio invites you');
  await invitation.getByTestId('studio-invitation-accept').click();
  await expect(performer.getByTestId('studio-membership-studio')).toContainText('You are a member of Demo Studio');
  // The studio's open list hears the answer: she is no longer among the invited.
  await expect(invited).toBeHidden();

  // The studio sets her share.
  await studio.goto('/en/studio/commission');
  const row = studio.getByTestId('studio-commission-members').getByRole('row', { name: new RegExp(PERFORMER.name) });
  await row.getByTestId('member-share-input').fill('75');
  await row.getByTestId('member-share-save').click();
  await expect(studio.getByText('The share has been saved')).toBeVisible();
  await performer.reload();
  await expect(performer.getByTestId('studio-membership-studio')).toContainText('75%');

  // She goes live: the dashboard counts her.
  await performer.goto(`/en/live/lovense/${PERFORMER.username}`);
  await goLive(performer, 'With my studio');
  await studio.goto('/en/studio/dashboard');
  await expect(studio.getByTestId('studio-stat-totalPerformer')).toContainText('3');
  await expect(studio.getByTestId('studio-stat-liveNow')).toContainText('1');

  // A viewer tips her; the studio's part is on the dashboard.
  const buyer = await buyTokens(request, await newBuyer(request, 'Stella Studiofan'), 100);
  const view = await request.get(`/api/performers/${PERFORMER.username}/view`);
  const tip = await request.post(`/api/member/send-tip-token/${(await view.json()).data._id}`, {
    headers: { authorization: `Bearer ${buyer}` },
    data: { token: TIP },
  });
  expect(tip.status()).toBe(200);
  await studio.reload();
  await expect(studio.getByTestId('studio-stat-studio')).toContainText(STUDIO_PART);
  await expect(studio.getByTestId('earnings-chart-bar')).toHaveCount(1);

  // The members' payout requests are in the studio's menu beside its members.
  await studio.getByTestId('account-menu').click();
  await studio.locator('[role=menu] a[href$="/studio/payout-requests?tab=members"]').click();
  await expect(studio.getByRole('tab', { name: "Members' requests" })).toHaveAttribute('aria-selected', 'true');

  // New identity documents, sent from the studio's settings for the administrators to review.
  await studio.goto('/en/studio/account-settings');
  await studio.getByRole('tab', { name: 'Documents' }).click();
  await studio
    .getByLabel('Company registration document')
    .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
  await studio.getByLabel("Photo of the owner's ID").setInputFiles({ name: 'owner.png', mimeType: 'image/png', buffer: PNG });
  await studio.getByTestId('documents-submit').click();
  await expect(studio.getByText('Your documents have been uploaded')).toBeVisible();
  await expect(studio.getByTestId('documents-state')).toHaveText('Uploaded');
});
