import { test, expect, chooseLocale, DEMO_PASSWORD } from './fixtures';

test.describe('each role logs in through the UI and lands on its landing page', () => {
  test('user lands on the home page and sees the balance', async ({ page, loginPage }) => {
    await loginPage.open('/auth/login/user');
    await loginPage.logIn('user@demo.test');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('balance')).toContainText('1.000');
    await expect(page.getByTestId('performer-grid')).toBeVisible();
  });

  test('verified performer lands on the live page with the username', async ({ page, loginPage }) => {
    await loginPage.open('/auth/login/performer');
    await loginPage.logIn('demo-performer');
    await expect(page).toHaveURL(/\/live\/lovense\/demo-performer$/);
    await expect(page.getByTestId('live-page')).toBeVisible();
  });

  test('studio lands on its account settings', async ({ page, loginPage }) => {
    await loginPage.open('/studio/login');
    await loginPage.logIn('studio@demo.test');
    await expect(page).toHaveURL(/\/studio\/account-settings$/);
    // The page's own title, then the site's name, also once the page has started and the account is known.
    await expect(page.getByTestId('account-settings-studio')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe('Accountinstellingen | Camlive');
  });

  test('administrator logs in with the user form and reaches the administration', async ({ page, loginPage }) => {
    await loginPage.open('/auth/login/user');
    await loginPage.logIn('admin@demo.test');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-stats')).toBeVisible();
  });

  test('a wrong password is refused with a message and no navigation', async ({ page, loginPage }) => {
    await loginPage.open('/en/auth/login/user');
    await loginPage.logIn('user@demo.test', 'not-the-password');
    await expect(page.getByTestId('login-error')).toContainText('not correct');
    await expect(page).toHaveURL(/\/auth\/login\/user$/);
  });
});

test.describe('access rules', () => {
  test('a role mismatch lands on /403', async ({ page, loginPage }) => {
    await loginPage.open('/auth/login/user');
    await loginPage.logIn('user@demo.test');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/studio/account-settings');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByTestId('forbidden-page')).toBeVisible();
  });

  test('a logged-out visit to a studio page lands on the studio login', async ({ page }) => {
    await page.goto('/studio/account-settings');
    await expect(page).toHaveURL(/\/studio\/login$/);
  });

  test('a logged-out visit to another protected page lands on the user login', async ({ page }) => {
    await page.goto('/user/account-settings');
    await expect(page).toHaveURL(/\/auth\/login\/user$/);
  });
});

test('logout goes home and shows its message', async ({ page, context, baseURL, loginPage }) => {
  await chooseLocale(context, baseURL!, 'en');
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn('user@demo.test');
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Log out!')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await expect(page.getByTestId('login-menu')).toBeVisible();
});

test('the language switch turns a page from Dutch to English', async ({ page }) => {
  await page.goto('/auth/login/user');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login\/user$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // the choice is remembered: the Dutch address now leads to English
  await page.goto('/auth/login/user');
  await expect(page).toHaveURL(/\/en\/auth\/login\/user$/);
});

test('a first visit asks for 18+ confirmation and remembers it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('popup-18')).toBeVisible();
  await page.getByTestId('popup-18-enter').click();
  await expect(page.getByTestId('popup-18')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('performer-grid')).toBeVisible();
  await expect(page.getByTestId('popup-18')).toHaveCount(0);
  await context.close();
});

test('pages run their scripts under the content security policy, the 404 page too', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/en/no-such-page');
  await expect(page.getByText('This page does not exist (any more).')).toBeVisible();
  // In the site's frame: the header with its menu (loaded by the browser) and the footer.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Videos' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('performer-grid')).toBeVisible();
  expect(violations).toEqual([]);
});

test('pages carry no antd styles in their HTML, and the site’s buttons have the theme’s colour', async ({ page, request, loginPage }) => {
  // The pages every visitor opens, the sign-in and registration forms among them, are the site's own elements.
  for (const path of ['/', '/auth/login/user', '/auth/register/performer', '/contact']) {
    const plain = await (await request.get(path, { headers: { cookie: 'confirm18=1' } })).text();
    expect(plain).not.toContain('.ant-');
  }
  // The home page is light: no inline style sheet of a component library.
  const home = await (await request.get('/', { headers: { cookie: 'confirm18=1' } })).text();
  expect(home.length).toBeLessThan(100_000);
  // So are a signed-in viewer's settings and the administration's pages.
  const viewer = await request.post('/api/auth/users/login', { data: { username: 'user@demo.test', password: DEMO_PASSWORD } });
  const viewerToken = (await viewer.json()).data.token as string;
  const settings = await (
    await request.get('/user/account-settings', { headers: { cookie: `confirm18=1; token=${viewerToken}; role=user` } })
  ).text();
  expect(settings).toContain('profile-form');
  expect(settings).not.toContain('.ant-');
  const login = await request.post('/api/auth/users/login', { data: { username: 'admin@demo.test', password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const html = await (await request.get('/admin/settings', { headers: { cookie: `confirm18=1; token=${token}; role=admin` } })).text();
  expect(html).toContain('settings-save-site');
  expect(html).not.toContain('.ant-');
  // The site's own primary button on the home page has the theme's strong shade, from its CSS variables.
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCSS('background-color', 'rgb(171, 90, 4)');
  // And so has the administration's save button.
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn('admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/en/admin/settings');
  await expect(page.getByTestId('settings-save-site')).toHaveCSS('background-color', 'rgb(171, 90, 4)');
});
