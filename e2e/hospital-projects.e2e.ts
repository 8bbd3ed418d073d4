/**
 * Project opening end to end (issue 15): apply again for the closed 脱毛 with a doctor and the two
 * documents its category needs → under review in the list; the platform rejects it with a reason
 * (control API `review`, kind `project`) → the list says why; resubmitted and approved → opened;
 * closed with a reason → closed, the reason shown.
 */
import type { Page } from '@playwright/test';
import type { SetupProjectPage } from '../generated/main/model/index.ts';
import { closeIntroGuide, expect, sandbox, signIn, test } from './fixtures.ts';
import { dataOf, mainGateway } from './gateway.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const field = (page: Page, label: string) => page.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });

test('apply to open a project, walk its review, close it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/#/hospital/project');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  await page.getByRole('button', { name: 'Apply to open projects' }).click();
  const drawer = page.getByRole('dialog');
  // 玻尿酸 is opened: offered, but cannot be chosen.
  await drawer.getByLabel('Projects to open').click();
  await expect(page.locator('.ant-select-item-option[title="玻尿酸（opened）"]')).toHaveClass(/ant-select-item-option-disabled/);
  await drawer.getByLabel('Projects to open').fill('脱毛');
  // Picked with the keyboard (the only match is the active option): a click could land while the
  // filtered list re-renders and be lost.
  await expect(page.locator('.ant-select-item-option[title="脱毛"]')).toHaveClass(/ant-select-item-option-active/);
  await page.keyboard.press('Enter');
  // Chosen: the documents its category needs are asked for (the uploads below wait on them).
  await expect(drawer.getByText('光电设备购置凭证: images', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await drawer.getByLabel('Doctors').click();
  // The doctors' dropdown is the last one opened (the projects' may still be closing).
  await page.locator('.ant-select-dropdown').last().locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  for (const name of ['医疗美容科（美容皮肤科）诊疗科目登记', '光电设备购置凭证']) {
    const images = field(page, `${name}: images`);
    await images.locator('input[type=file]').setInputFiles({ name: 'doc.png', mimeType: 'image/png', buffer: PNG });
    await expect(images.locator('.ant-upload-list-item-done')).toHaveCount(1, { timeout: 10_000 });
  }
  await drawer.getByLabel('Remark (optional)').fill('新购冰点脱毛仪');
  await drawer.getByRole('button', { name: 'Submit for review' }).click();
  await expect(drawer).toBeHidden();

  const search = page.getByRole('search').getByLabel('Project name');
  await search.fill('脱毛');
  // The list narrowed to 脱毛 (the search stays in the address across the reloads below); the
  // application of before stays listed as closed beside the new one.
  const project = (state: string) => page.getByRole('row').filter({ hasText: '脱毛' }).filter({ hasText: state });
  const pending = project('under review');
  await expect(pending).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // The platform rejects it with a reason: the list says why, and it can be resubmitted.
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('hospital-client:token'))) ?? '""') as string;
  const rows = await dataOf<SetupProjectPage>(
    mainGateway(token).POST('/api/pc/1.0/setupProject/getList', { body: { page: 1, limit: 20, keyword: '脱毛', status: 0 } }),
  );
  const id = rows.list[0]?.id ?? 0;
  await sandbox('POST', 'review', { kind: 'project', id, decision: 'reject', reason: '设备购置凭证不清晰' });
  await page.reload();
  await closeIntroGuide(page);
  const rejected = project('rejected');
  await expect(rejected.getByText('Reason for rejection: 设备购置凭证不清晰')).toBeVisible();
  await rejected.getByRole('button', { name: 'Resubmit' }).click();
  await expect(page.getByRole('dialog').getByText('Reason for rejection: 设备购置凭证不清晰')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
  await expect(project('under review')).toBeVisible();

  // Approved: opened; closed with a reason.
  await sandbox('POST', 'review', { kind: 'project', id, decision: 'approve' });
  await page.reload();
  await closeIntroGuide(page);
  const opened = project('opened');
  await opened.getByRole('button', { name: 'Close' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal.getByText('Enter the reason for closing')).toBeVisible();
  await modal.getByLabel('Reason').fill('设备送修');
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByText('Reason for closing: 设备送修')).toBeVisible();
});
