import {
  PASSWORD,
  SANDBOX,
  expect,
  expectAccountCentre,
  expectHome,
  expectLoginPage,
  expectNotFound,
  expectRoutePage,
  sandbox,
  signIn,
  storedUserKeys,
  test,
} from './fixtures.ts';

test.describe('signing in', () => {
  test('with account and password, and a clear error for a wrong password', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('tabpanel').getByLabel('Account', { exact: true }).fill('demo-main');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectHome(page);
    await expect(page.getByTestId('user-menu')).toContainText('Main account');
    expect((await storedUserKeys(page)).length).toBeGreaterThanOrEqual(6);
  });

  test('validates the password form before sending anything', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('please enter your account')).toBeVisible();
    await expect(page.getByText('please enter your password')).toBeVisible();
    await page.getByLabel('Password').fill('123');
    await expect(page.getByText('the password has 6 to 32 characters')).toBeVisible();
  });

  test('with phone and SMS code, with a resend countdown', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('please enter your mobile phone number')).toBeVisible();
    await page.getByLabel('Mobile phone').fill('1380000');
    await expect(page.getByText('please enter an 11-digit mainland mobile number')).toBeVisible();
    await page.getByLabel('Mobile phone').fill('13800000001');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.getByLabel('SMS code').fill('246810');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectHome(page);
    await expect(page.getByTestId('user-menu')).toContainText('Main account');
  });

  test('by a token in the URL, which then leaves the address bar', async ({ page }) => {
    const { ucToken } = (await sandbox('POST', 'uc-token', { account: 'demo-sub' })) as { ucToken: string };
    await page.goto(`/?token=${ucToken}#/dashbord`);
    await expect(page.getByTestId('user-menu')).toContainText('Sub-account');
    await expect(page).toHaveURL('http://127.0.0.1:5173/#/dashbord');
  });

  test('through the account centre, end to end on the web', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('tab', { name: 'Account centre' }).click();
    await page.getByRole('link', { name: 'Go to the account centre' }).click();
    await expectAccountCentre(page);
    await page.getByLabel(/账号/).fill('demo-main');
    await page.getByLabel(/密码/).fill(PASSWORD);
    await page.getByRole('button', { name: /登录/ }).click();
    await expect(page.getByTestId('user-menu')).toContainText('Main account');
    await expect(page).toHaveURL('http://127.0.0.1:5173/#/dashbord');
  });
});

test.describe('auto login and logout', () => {
  test('signs in again by itself after a reload', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page.getByTestId('user-menu')).toContainText('Main account');
  });

  test('logs out at start when the stored session is incomplete', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.removeItem('hospital-client:pushToken'));
    await page.reload();
    await expect(page.getByText('your login information is invalid or expired, please log in again')).toBeVisible();
    expect(await storedUserKeys(page)).toEqual([]);
  });

  test('logout clears the session, local storage and session storage', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => sessionStorage.setItem('draft', 'unsent reply'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectLoginPage(page);
    expect(await storedUserKeys(page)).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.goto('/#/dashbord');
    await expect(page.getByText('your login information is invalid or expired, please log in again')).toBeVisible();
  });
});

test.describe('route guard', () => {
  test('sends a web visitor without a session to the account centre after the login-invalid alert', async ({ page }) => {
    await page.goto('/#/order/alllist');
    await expect(page.getByRole('dialog', { name: 'login invalid' })).toBeVisible();
    await expect(page.getByText('your login information is invalid or expired, please log in again')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/account-center/\\?redirect=`));
    await expectAccountCentre(page);
  });

  test('refuses a menu the account is not authorised for', async ({ page }) => {
    await signIn(page, 'demo-sub');
    await page.goto('/#/finance/bill');
    await expect(page.getByRole('dialog', { name: 'menu not authorised' })).toBeVisible();
    await expect(page.getByText('you have not been authorised to access this menu, contact the institution administrator')).toBeVisible();
    await expectHome(page);
  });

  test('lets public routes through and sends unknown ones to notFound', async ({ page }) => {
    await page.goto('/#/download');
    await expect(page).toHaveURL(/#\/download$/);
    await expect(page.getByText('Download the desktop client')).toBeVisible();
    await page.goto('/#/nowhere/at/all');
    await expectNotFound(page);
  });

  test('redirects the root to home and section roots to their first page', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/');
    await expectHome(page);
    await page.goto('/#/order');
    await expectRoutePage(page, /#\/order\/alllist$/, 'All orders');
    await page.goto('/#/finance');
    await expectRoutePage(page, /#\/finance\/ecommerce$/, 'E-commerce bills');
  });
});

test.describe('menus follow the account', () => {
  test('the main account sees every module', async ({ page }) => {
    await signIn(page, 'demo-main');
    const menu = page.getByRole('menu', { name: 'main menu' });
    for (const name of ['首页', '订单管理', '机构管理', '财务管理', '电商管理'])
      await expect(menu.getByText(name, { exact: true })).toBeVisible();
  });

  test('a sub-account sees its subset', async ({ page }) => {
    await signIn(page, 'demo-sub');
    const menu = page.getByRole('menu', { name: 'main menu' });
    await expect(menu.getByText('订单管理', { exact: true })).toBeVisible();
    await expect(menu.getByText('财务管理', { exact: true })).toHaveCount(0);
  });

  test('a restricted account sees only home and customers', async ({ page }) => {
    await signIn(page, 'demo-restricted');
    const items = page.getByRole('menu', { name: 'main menu' }).getByRole('menuitem');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('user-menu')).toContainText('Restricted mode');
  });
});
