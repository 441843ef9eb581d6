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
  await page.goto('/');
  await expect(page.getByTestId('performer-grid')).toBeVisible();
  expect(violations).toEqual([]);
});

test('a page links its antd styles as a stylesheet the browser keeps, not inline in the HTML', async ({ page, request, loginPage }) => {
  // The pages every visitor opens, the sign-in and registration forms among them, are the site's own elements: no antd styles at all.
  for (const path of ['/', '/auth/login/user', '/auth/register/performer', '/contact']) {
    const plain = await (await request.get(path, { headers: { cookie: 'confirm18=1' } })).text();
    expect(plain).not.toContain('.ant-');
    expect(plain).not.toContain('/_styles/');
  }
  // The account area's pages draw with antd: a signed-in viewer's settings.
  const login = await request.post('/api/auth/users/login', { data: { username: 'user@demo.test', password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const html = await (
    await request.get('/user/account-settings', { headers: { cookie: `confirm18=1; token=${token}; role=user` } })
  ).text();
  expect(html).not.toContain('.ant-btn');
  const href = /<link rel="stylesheet" href="(\/_styles\/[\w-]+\.css)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  const sheet = await request.get(href!);
  expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sheet.text()).toContain('.ant-btn');
  // A page the build prerendered (404) links no stylesheet that only a server process keeps.
  const missing = await (await request.get('/en/no-such-page')).text();
  expect(missing).toContain('This page does not exist (any more).');
  expect(missing).not.toContain('/_styles/');
  // The site's own primary button on the home page has the theme's colour, from its CSS variables.
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCSS('background-color', 'rgb(250, 140, 22)');
  // And so has antd's primary button, from the sheet, on the page as the viewer sees it.
  await loginPage.open('/en/auth/login/user');
  await loginPage.logIn('user@demo.test');
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.goto('/en/user/account-settings');
  await expect(page.getByTestId('profile-submit')).toHaveCSS('background-color', 'rgb(250, 140, 22)');
});
