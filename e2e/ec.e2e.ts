/**
 * E-commerce end to end (issue 17): a product created with two SKUs goes to review, is approved
 * by the platform (control API), put on sale (status 0 sent), taken down (status 5 sent to the same
 * endpoint) and is found under the right tab; an order export holds exactly the filtered orders.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, expectRoutePage, sandbox, signIn, test } from './fixtures.ts';

// A 1×1 PNG: enough for the upload's type and size checks.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const products = (page: Page) => page.getByRole('table', { name: 'Products' });
const totalOf = async (page: Page) =>
  Number(
    (
      (await page
        .getByText(/^\d[\d,]* items? in total$/)
        .first()
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );

/** Clicks a status button of the product's row, confirms, and returns the status the call sent. */
async function changeStatus(page: Page, name: string, button: 'Put on sale' | 'Take down'): Promise<unknown> {
  const sent = page.waitForRequest((request) => request.url().includes('/sku/product/updateStatus'));
  await products(page).getByRole('row').filter({ hasText: name }).getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  return ((await sent).postDataJSON() as { ids: number[]; status: number }).status;
}

async function openTab(page: Page, tab: RegExp, name: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(products(page).getByRole('row').filter({ hasText: name })).toBeVisible();
}

test.describe('e-commerce (/ec)', () => {
  test('create a product with two SKUs, put it on sale (0), take it down (5), find it under the right tab', async ({ page }) => {
    const name = `E2E水光针体验装${Date.now() % 100000}`;
    await signIn(page);
    await page.goto('/#/ec/product-info');
    await expect(page.getByRole('main')).toContainText('Save and submit for review');

    await page.getByLabel('Product name').fill(name);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('combobox', { name: 'Category' }).fill('水光针');
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '水光针' }).first().click();
    const files = page.locator('input[type=file]');
    await files.nth(0).setInputFiles(image('cover.png'));
    await files.nth(1).setInputFiles(image('detail-1.png'));
    await page.getByLabel('Name of specification 1', { exact: true }).fill('单次');
    await page.getByLabel('Original price of specification 1', { exact: true }).fill('1280');
    await page.getByLabel('Price of specification 1', { exact: true }).fill('999.90');
    await page.getByLabel('Stock of specification 1', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Add a specification' }).click();
    await page.getByLabel('Name of specification 2', { exact: true }).fill('三次疗程');
    await page.getByLabel('Original price of specification 2', { exact: true }).fill('3280');
    await page.getByLabel('Price of specification 2', { exact: true }).fill('2680.5');
    await page.getByLabel('Stock of specification 2', { exact: true }).fill('8');
    await page.getByLabel('Details').fill('<p>补水提亮，<b>一次见效</b></p>');
    await expect(page.getByText('一次见效', { exact: true })).toBeVisible(); // the safe preview (the textarea holds the source)
    await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(2);

    const saved = page.waitForResponse((response) => response.url().includes('/sku/product/save'));
    await page.getByRole('button', { name: 'Save and submit for review' }).click();
    const { data } = (await (await saved).json()) as { data: { id: number } };
    await expectRoutePage(page, /#\/ec\/product-list/, 'Products');
    await openTab(page, /^Under review/, name);

    // The platform approves it: taken down, ready to be put on sale by the hospital.
    await sandbox('POST', 'ec/review', { id: data.id, approve: true });
    await page.reload();
    await openTab(page, /^Taken down/, name);
    expect(await changeStatus(page, name, 'Put on sale')).toBe(0);
    await expect(products(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await openTab(page, /^On sale/, name);
    expect(await changeStatus(page, name, 'Take down')).toBe(5);
    await expect(products(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await openTab(page, /^Taken down/, name);
    await expect(products(page).getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Put on sale' })).toBeVisible();

    // Its detail keeps the two SKUs with their prices.
    await products(page).getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Price of specification 2', { exact: true })).toHaveValue('2680.50');
    await expect(page.getByLabel('Name of specification 1', { exact: true })).toHaveValue('单次');
  });

  test("an order export's row count equals the filtered total", async ({ page }) => {
    await signIn(page);
    await page.goto('/#/ec/order-list?verify=2');
    await expectRoutePage(page, /#\/ec\/order-list/, 'E-commerce orders');
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('link').first()).toBeVisible();
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export$/ }).click();
    const file = await (await download).path();
    const sheet = strFromU8(unzipSync(new Uint8Array(await readFile(file)))['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect([...sheet.matchAll(/<row r="\d+">/g)].length - 1).toBe(total);
  });
});
