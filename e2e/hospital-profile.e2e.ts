/**
 * The hospital profile end to end (issue 15): edit the base information, keep it as a draft across
 * a reload, submit it, the platform rejects it with a reason whose notice opens the base
 * information tab showing the reason, fix and resubmit, the platform approves; and the licences
 * tab counts the days left on the sandbox clock; a paper expiring in 10 days warns on home and on
 * its tab.
 */
import type { Page } from '@playwright/test';
import { expect, expectRoutePage, sandbox, signIn, socketsUp, test } from './fixtures.ts';

const brand = (page: Page) => page.getByLabel('Brand name', { exact: true });

/** Clicks submit and answers the audit id the platform created. */
async function submitForReview(page: Page): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().includes('/hospital/saveBaseInfo'));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const body = (await (await answered).json()) as { success: boolean; data: { id: number } };
  expect(body.success).toBe(true);
  await expectRoutePage(page, /#\/hospital\/hospitalInfo\?nowTab=1$/, 'Hospital information');
  await expect(page.getByText(/Your changes are under review/)).toBeVisible();
  return body.data.id;
}

async function openNotice(page: Page, text: RegExp) {
  const popup = page.getByTestId('alert-popup-notice').filter({ hasText: text });
  await popup.click();
  await expectRoutePage(page, /#\/hospital\/hospitalInfo\?nowTab=1$/, 'Hospital information');
}

test.describe('hospital profile (/hospital/hospitalInfo, /hospital/hospitalEdit)', () => {
  test('draft survives a reload; rejected with a reason the notice shows; fixed, resubmitted and approved', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    await page.goto('/#/hospital/hospitalEdit');
    await expectRoutePage(page, /#\/hospital\/hospitalEdit$/, 'Edit hospital information');
    await brand(page).fill('美莱医美旗舰');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();

    await page.reload();
    await expect(brand(page)).toHaveValue('美莱医美旗舰');
    await expect(page.getByText(/Your draft of .* is loaded/)).toBeVisible();
    const first = await submitForReview(page);

    await sandbox('POST', 'review', { kind: 'hospital', id: first, decision: 'reject', reason: 'E2E 品牌名需与执照一致' });
    await openNotice(page, /E2E 品牌名需与执照一致/);
    await expect(page.getByText('Your last changes were rejected: E2E 品牌名需与执照一致')).toBeVisible();

    await page.getByRole('button', { name: 'Edit information' }).click();
    await expectRoutePage(page, /#\/hospital\/hospitalEdit$/, 'Edit hospital information');
    await expect(brand(page)).toHaveValue('上海美莱');
    await brand(page).fill('美莱医疗美容');
    const second = await submitForReview(page);

    await sandbox('POST', 'review', { kind: 'hospital', id: second, decision: 'approve' });
    await openNotice(page, /已审核通过/);
    await expect(page.getByText('The information is approved.')).toBeVisible();
    await expect(page.getByRole('main').getByText('美莱医疗美容', { exact: true })).toBeVisible();
  });

  test('the licence notice 200107 opens the licences tab: days left per licence and the expiry warning', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    await sandbox('POST', 'push', { account: 'demo-main', type: 200107, text: 'E2E 医疗广告审查证明即将到期' });
    await page.getByTestId('alert-popup-notice').filter({ hasText: 'E2E 医疗广告审查证明即将到期' }).click();
    await expectRoutePage(page, /#\/hospital\/hospitalInfo\?nowTab=2$/, 'Hospital information');
    const licences = page.getByRole('table', { name: 'Licences' });
    await expect(licences.getByText(/^\d+ days left$/)).toHaveCount(4);
    await expect(licences.getByRole('row').nth(1)).toContainText('expiring soon');
    await expect(page.getByRole('alert').filter({ hasText: /2 licences have expired or expire within 30 days/ })).toBeVisible();
  });

  test('a paper expiring in 10 days shows its warning on home and, through its link, on the licences tab', async ({ page }) => {
    await signIn(page);
    const card = page.getByRole('main').locator('li').filter({ hasText: '医疗广告审查证明' });
    await expect(card).toContainText(/expires in 10 days, on \d{4}-\d{2}-\d{2}/);
    await card.getByRole('link', { name: 'View' }).click();
    await expectRoutePage(page, /#\/hospital\/hospitalInfo\?nowTab=2$/, 'Hospital information');
    // The tab names the licence kind in the page's language.
    const row = page.getByRole('table', { name: 'Licences' }).getByRole('row').filter({ hasText: 'ad-review proof' });
    await expect(row).toContainText('10 days left');
    await expect(row).toContainText('expiring soon');
  });
});
