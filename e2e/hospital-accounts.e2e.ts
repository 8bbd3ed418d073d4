/**
 * Staff accounts end to end (issue 15): a sub-account created with two menus signs in and sees
 * exactly those menus; a staff member's WeChat is bound by scanning the QR code (the control
 * call `wechat/scan`), the open dialog turns bound by itself, and unbinding asks first.
 */
import { expect, PASSWORD, sandbox, signIn, test } from './fixtures.ts';

test.describe('accounts (/hospital/account)', () => {
  test('a sub-account created with two menus signs in and sees exactly those menus', async ({ page, browser, baseURL }) => {
    await signIn(page);
    await page.goto('/#/hospital/account');
    await page.getByRole('button', { name: 'New sub-account' }).click();
    const drawer = page.getByRole('dialog', { name: 'New sub-account' });
    // The rule is stated on screen; the shared sandbox password follows it.
    await expect(drawer.getByText(/8 to 20 characters and contains both letters and digits/)).toBeVisible();
    await drawer.getByLabel('Account', { exact: true }).fill('e2e-kefu01');
    await drawer.getByLabel('Name', { exact: true }).fill('赵静怡');
    await drawer.getByLabel('Mobile phone').fill('13912340901');
    await drawer.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await drawer.getByLabel('Confirm password').fill(PASSWORD);
    const menus = drawer.getByRole('group', { name: 'Menus the account may open' });
    await menus.getByText('首页', { exact: true }).click();
    await menus.getByText('客户管理', { exact: true }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: /e2e-kefu01/ })).toContainText('首页、客户管理');

    // The new staff member signs in on their own machine (a browser of their own).
    const staff = await browser.newContext({ baseURL });
    const staffPage = await staff.newPage();
    await signIn(staffPage, 'e2e-kefu01');
    const nav = staffPage.getByRole('navigation', { name: 'main menu' });
    await expect(nav.getByRole('menuitem')).toHaveText(['首页', '客户管理']);
    await expect(staffPage.getByTestId('user-menu')).toContainText('Sub-account');
    await staff.close();
  });

  test('WeChat: the QR code is scanned, the open dialog turns bound, unbinding asks first', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/hospital/account?keyword=liujiaqi');
    const row = page.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: /liujiaqi/ });
    await expect(row).toContainText('Not bound');
    await row.getByRole('button', { name: 'WeChat binding' }).click();
    const dialog = page.getByRole('dialog', { name: 'WeChat binding of liujiaqi' });
    const qr = dialog.getByRole('img', { name: 'QR code binding WeChat to liujiaqi' });
    await expect(qr).toBeVisible();
    // The image really is drawn (a decoded picture, not a broken link).
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);

    await sandbox('POST', 'wechat/scan', { account: 'liujiaqi', subAccountId: 3005, nickName: '佳琪Kiki' });
    // The dialog polls every 2.5 s while it waits.
    await expect(dialog.getByText('佳琪Kiki')).toBeVisible({ timeout: 8_000 });
    await expect(qr).toBeHidden();
    await expect(row).toContainText('Bound');

    await dialog.getByRole('button', { name: 'Unbind' }).click();
    await expect(page.getByText('Unbind WeChat “佳琪Kiki” from liujiaqi? It stops receiving notices.')).toBeVisible();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(dialog.getByRole('img', { name: 'QR code binding WeChat to liujiaqi' })).toBeVisible();
    await expect(row).toContainText('Not bound');
  });
});
