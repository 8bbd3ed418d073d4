/**
 * The order workbench end to end (issue 13): a notification's deep link opens that order over the
 * list; the follow path follow-up → appointment → met → dealt (deposit) shows in the timeline, the
 * status tag and the tab counts and survives a reload; a forbidden action is disabled and the
 * sandbox refuses it; the back button closes the drawer and keeps the list's filters and page.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectEvery } from '../test-support/expect-every.ts';
import { SANDBOX, closeIntroGuide, expect, sandbox, test } from './fixtures.ts';

/** A new order dispatched to demo-main (follow status 1, follow-up). */
async function dispatch(): Promise<{ id: number; followNumber: string }> {
  const { order } = (await sandbox('POST', 'dispatch', { account: 'demo-main' })) as { order: { id: number; followNumber: string } };
  return order;
}

/** Signs demo-main in by the account centre's token (no login form), straight onto `hashPath`. */
async function openAsMain(page: Page, hashPath: string): Promise<void> {
  const { ucToken } = (await sandbox('POST', 'uc-token', { account: 'demo-main' })) as { ucToken: string };
  await page.goto(`/?token=${ucToken}#${hashPath}`);
  // The guard takes the token out of the address once signed in; only then is the page settled.
  await expect(page).toHaveURL(new RegExp(`^[^?]*#${hashPath.replace(/[?]/g, '\\?')}$`));
  await closeIntroGuide(page);
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Order detail' });

/** A figure of home's cards by its title ('Deals this month' → 12). */
async function homeFigure(page: Page, title: string): Promise<number> {
  const value = page.locator('.ant-statistic', { has: page.getByText(title, { exact: true }) }).locator('.ant-statistic-content-value');
  await expect(value).toBeVisible();
  return Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

/** The count on a follow-status tab: `deposit paid (3)` → 3. */
async function tabCount(page: Page, label: string): Promise<number> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label} \\(`) });
  await expect(tab).toBeVisible();
  return Number(/\(([\d,]+)\)/.exec((await tab.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
}

/** Types a date-time into the picker labelled `label` in the open dialog and confirms it. */
async function pickTime(page: Page, dialog: string, label: string, text: string): Promise<void> {
  const input = page.getByRole('dialog', { name: dialog }).getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** 'yyyy-MM-dd HH:mm', `days` after now in China Standard Time (the platform's zone). */
function chinaTime(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 16).replace('T', ' ');
}

async function submitAction(page: Page, name: string): Promise<void> {
  await page.getByRole('dialog', { name }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByText(`${name}: done`)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('dialog', { name })).toBeHidden();
}

test.describe('order workbench (/order/alllist)', () => {
  test('a notification link opens that order; a forbidden action is disabled and refused by the sandbox', async ({ page }) => {
    const order = await dispatch();
    const listCall = page.waitForRequest((request) => request.url().endsWith('/transferTreatmentOrder/getOrderListData'));
    await openAsMain(page, `/order/alllist?id=${order.id}&open=true`);
    const detail = drawer(page);
    await expect(detail.getByRole('heading', { name: new RegExp(`· ${order.followNumber}$`) })).toBeVisible();
    await expect(detail.getByTestId('order-status')).toHaveText('follow-up');

    // Dealt needs a visit first: disabled, and the reason on hover.
    const dealt = detail.getByRole('button', { name: 'Dealt', exact: true });
    await expect(dealt).toBeDisabled();
    await detail.getByLabel('Not possible while the order is “follow-up”').first().hover();
    await expect(page.getByRole('tooltip')).toHaveText('Not possible while the order is “follow-up”');

    // Sent anyway (signed like the client's own POST without a query): refused, nothing changed.
    const signed = await (listCall as Promise<Request>).then((request) => request.allHeaders());
    const headers = Object.fromEntries(
      ['accept', 'appid', 'nonce', 'timestamp', 'deviceid', 'signature', 'token'].map((name) => [name, signed[name] ?? '']),
    );
    const refused = await page.request.post(`${SANDBOX}/api/pc/1.0/TransferTreatmentOrder/SetDealt`, {
      headers: { ...headers, 'content-type': 'application/json' },
      data: {
        followId: order.id,
        dealType: 1,
        amount: 2000,
        projectIds: [305],
        dealTime: chinaTime(0).concat(':00'),
        images: [{ url: 'order/receipt.jpg' }],
      },
    });
    expect(await refused.json()).toMatchObject({ success: false, msg: '当前状态「跟进中」不能登记成交' });
    await page.reload();
    await expect(drawer(page).getByTestId('order-status')).toHaveText('follow-up');
  });

  test('the follow path to a deposit shows in the timeline, the status tag, the tab counts and home, after reload too', async ({
    page,
  }) => {
    const order = await dispatch();
    await openAsMain(page, '/dashbord');
    const monthDeals = await homeFigure(page, 'Deals this month');
    await page.goto('/#/order/alllist');
    const depositPaid = await tabCount(page, 'deposit paid');
    await page.goto(`/#/order/alllist?id=${order.id}&open=true`);
    const detail = drawer(page);
    await expect(detail.getByTestId('order-status')).toHaveText('follow-up');

    await detail.getByRole('button', { name: 'Follow up', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Follow up' })
      .getByRole('textbox', { name: 'Follow-up', exact: true })
      .fill('电话联系客户，约本周到院面诊');
    await submitAction(page, 'Follow up');
    await expect(detail.getByText('电话联系客户，约本周到院面诊')).toBeVisible({ timeout: 10_000 });

    await detail.getByRole('button', { name: 'Set meeting appointment' }).click();
    await pickTime(page, 'Set meeting appointment', 'Visit time', chinaTime(1));
    await submitAction(page, 'Set meeting appointment');

    await detail.getByRole('button', { name: 'Met', exact: true }).click();
    await submitAction(page, 'Met');
    await expect(detail.getByTestId('order-status')).toHaveText('met');

    await detail.getByRole('button', { name: 'Dealt', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Dealt' });
    await form.getByLabel('Deal type').click();
    await page.getByTitle('deposit').click();
    await form.getByLabel('Amount (yuan)').fill('2000.50');
    await form.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(1, { timeout: 10_000 });
    await submitAction(page, 'Dealt');

    await expect(detail.getByTestId('order-status')).toHaveText('deposit paid');
    // The deal's line and the order's deal amount.
    await expect(detail.getByRole('strong').filter({ hasText: '¥2,000.50' })).toBeVisible();
    await expect(detail.getByRole('article', { name: 'Dealt' })).toContainText('met → deposit paid');
    // The receipt went to the sandbox's object storage under the ticket's prefix, and shows from its file host.
    const receipt = detail.getByRole('article', { name: 'Dealt' }).locator('img');
    await expect(receipt).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:4010\/sandbox-files\/hospital\/\d+\/\d{4}\/\d{2}\//);
    await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => tabCount(page, 'deposit paid')).toBe(depositPaid + 1);

    await page.reload();
    await expect(drawer(page).getByTestId('order-status')).toHaveText('deposit paid');
    await expect(drawer(page).getByRole('article', { name: 'Met' })).toBeVisible();
    await expect(drawer(page).getByRole('article', { name: 'Follow up' })).toContainText('电话联系客户，约本周到院面诊');
    expect(await tabCount(page, 'deposit paid')).toBe(depositPaid + 1);
    // Home counts the deal too.
    await page.goto('/#/dashbord');
    await expect.poll(() => homeFigure(page, 'Deals this month')).toBe(monthDeals + 1);
  });

  test('the export holds exactly the filtered rows', async ({ page }) => {
    await openAsMain(page, '/order/alllist?status=7');
    const total = await tabCount(page, 'deposit paid');
    expect(total).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await (await download).path();
    const sheet = strFromU8(unzipSync(new Uint8Array(await readFile(file)))['xl/worksheets/sheet1.xml'] as Uint8Array);
    // The header row, then one row per order of the tab.
    expect([...sheet.matchAll(/<row r="\d+"/g)].length - 1).toBe(total);
    expectEvery([...sheet.matchAll(/<c r="H\d+" t="inlineStr"><is><t[^>]*>([^<]*)<\/t>/g)].slice(1), (m) => m[1] === '已交定金');
  });

  test('the back button closes the drawer and keeps the list’s filters and page', async ({ page }) => {
    await openAsMain(page, '/order/alllist');
    await page.getByRole('tab', { name: /^follow-up \(/ }).click();
    await expect(page).toHaveURL(/#\/order\/alllist\?status=1$/);
    // At once: the page builds on the tab even while the router is still rendering it.
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/#\/order\/alllist\?status=1&page=2$/);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(page.getByRole('listitem', { name: '2', exact: true })).toHaveClass(/ant-pagination-item-active/);
    const row = table.locator('tr[data-row-key]').first();
    const followNumber = (await row.locator('td').first().textContent()) ?? '';
    await row.locator('td').nth(1).click();
    await expect(drawer(page).getByRole('heading', { name: new RegExp(`· ${followNumber}$`) })).toBeVisible();
    await expect(page).toHaveURL(/\?status=1&page=2&id=\d+&open=true$/);

    await page.goBack();
    await expect(page).toHaveURL(/#\/order\/alllist\?status=1&page=2$/);
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByRole('tab', { name: /^follow-up \(/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listitem', { name: '2', exact: true })).toHaveClass(/ant-pagination-item-active/);
    await expect(table.locator('tr[data-row-key]').first().locator('td').first()).toHaveText(followNumber);
    const statuses = await table.locator('tr[data-row-key] td:nth-child(5)').allTextContents();
    expectEvery(statuses, (status) => status === 'follow-up', 'the follow-up tab');
  });
});

/** A 1×1 PNG (the deal's receipt). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
