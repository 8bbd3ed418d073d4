import type { Page } from '@playwright/test';
import { installFakeDesktop } from '../src/testing/fake-desktop.ts';
import { expect, expectHome, expectRoutePage, sandbox, signIn, test } from './fixtures.ts';

test.describe('header: notification centre', () => {
  test('lists notifications and jumps to the page of a clicked one', async ({ page }) => {
    await sandbox('POST', 'push', { account: 'demo-main', type: 200902, assid: 1212, text: 'E2E platform activity result' });
    await signIn(page);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByText('E2E platform activity result').click();
    await expectRoutePage(page, /#\/activity\/platform\/platDetail\?id=1212$/, 'Platform activity detail');
  });

  test('warns that an unknown notification type is not supported yet', async ({ page }) => {
    await sandbox('POST', 'push', { account: 'demo-main', type: 999999, text: 'E2E unknown kind' });
    await signIn(page);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByText('E2E unknown kind').click();
    await expect(page.getByText('not supported yet')).toBeVisible();
    await expectHome(page);
  });

  test('shows the unread count on the bell', async ({ page }) => {
    await signIn(page);
    const bell = page.getByRole('button', { name: /Notifications, (\d+) unread/ });
    const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
    await sandbox('POST', 'push', { account: 'demo-main', type: 1, assid: 880001, text: 'E2E new order' });
    await page.reload();
    await expect(page.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
  });
});

test.describe('header: quick search', () => {
  test('finds an order by its follow number and opens it in the order list', async ({ page }) => {
    const { order } = (await sandbox('POST', 'dispatch', { account: 'demo-main', followNumber: 'F99990002' })) as { order: { id: number } };
    await signIn(page);
    await page.getByRole('combobox', { name: 'Search orders and customers' }).fill('F99990002');
    // The only match: the order just dispatched, listed by the follow number staff searched for.
    const results = page.locator('.ant-select-item-option');
    await expect(results).toHaveCount(1);
    await expect(results).toContainText('F99990002');
    await results.click();
    await expectRoutePage(page, new RegExp(`#/order/alllist\\?id=${order.id}&open=true$`), 'All orders');
  });
});

test.describe('home page', () => {
  test('shows the unprocessed order counts the platform reports', async ({ page }) => {
    const counts = page.waitForResponse((response) => response.url().includes('GetUnprocessedCountV1'));
    await signIn(page);
    const body = (await (await counts).json()) as { data: { newDispatchCount: number; remindDueCount: number } };
    const card = page.locator('.ant-card', { hasText: 'Orders to handle' });
    await expect(card.locator('.ant-statistic', { hasText: 'New dispatches' })).toContainText(String(body.data.newDispatchCount));
    await expect(card.locator('.ant-statistic', { hasText: 'Reminders due' })).toContainText(String(body.data.remindDueCount));
  });

  test('fetches the business-page kit after signing in, and not on the sign-in page', async ({ page }) => {
    const isKit = (url: string) => /\/assets\/business-kit-[^/]+\.js$/.test(url);
    const kitRequests: string[] = [];
    page.on('request', (request) => {
      if (isKit(request.url())) kitRequests.push(request.url());
    });
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(kitRequests).toEqual([]);
    const kitLoaded = page.waitForResponse((response) => isKit(response.url()), { timeout: 20_000 });
    await signIn(page);
    expect((await kitLoaded).ok()).toBe(true);
  });
});

test.describe('shell dialogs', () => {
  test('the hidden system-notice form enforces the specification rules', async ({ page }) => {
    await signIn(page);
    await page.keyboard.press('Control+Alt+N');
    const dialog = page.getByRole('dialog', { name: 'System notice' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    // Both empty fields show the title message, as the specification says.
    await expect(dialog.getByText('please fill in the notice title')).toHaveCount(2);
    await dialog.getByLabel('Title').fill(' / \n/ ');
    await dialog.getByLabel('Content').fill('订单系统今晚 22:00 升级');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('please fill in the notice title')).toHaveCount(1);
    await dialog.getByLabel('Title').fill('x'.repeat(101));
    await expect(dialog.getByText('the notice title can be at most 100 characters')).toBeVisible();
    await dialog.getByLabel('Content').fill('y'.repeat(501));
    await expect(dialog.getByText('the notice content can be at most 500 characters')).toBeVisible();
  });

  test('the desktop update dialog asks again 10 minutes after remind later', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(installFakeDesktop, { updateState: { kind: 'available' as const, version: '1.1.0' } });
    await page.goto('/#/login');
    await page.clock.runFor(100);
    const text = page.getByText('detected an update, update now or remind in 10 minutes');
    await expect(text).toBeVisible();
    await page.getByRole('button', { name: 'remind later' }).click();
    await expect(text).toBeHidden();
    await page.clock.runFor(10 * 60 * 1000 - 1000);
    await expect(text).toBeHidden();
    await page.clock.runFor(2000);
    await expect(text).toBeVisible();
    await page.getByRole('button', { name: 'update now' }).click();
    expect(await page.evaluate(() => window.desktopCalls)).toContain('installUpdate');
  });
});

/** Picks a language in the user menu; `menuLabel` is 'Language' in the current language. */
async function chooseLanguage(page: Page, menuLabel: string, language: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: menuLabel }).hover();
  await page.getByRole('menuitem', { name: language }).click();
}

test.describe('language', () => {
  test('the user menu switches every text at once, and the choice survives a reload', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('.ant-card', { hasText: 'Orders to handle' })).toBeVisible();
    await chooseLanguage(page, 'Language', '简体中文');

    // The page, the header's lazy tools, the layout, the tab title and the page language together.
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('.ant-card', { hasText: '待处理订单' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^消息通知/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();
    await expect(page).toHaveTitle(/首页 - 医美机构工作台$/);

    await page.reload();
    await expect(page.locator('.ant-card', { hasText: '待处理订单' })).toBeVisible();
    await chooseLanguage(page, '语言', 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('.ant-card', { hasText: 'Orders to handle' })).toBeVisible();
    await expect(page).toHaveTitle(/Home - Hospital workbench$/);
  });
});
