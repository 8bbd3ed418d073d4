/**
 * Doctors end to end (issue 15): add a doctor with certificate images → it is in the list and its
 * detail, under review; the platform rejects it with a reason (control API `review`) → the detail
 * shows the reason and the history; fixed and resubmitted, approved → put online from the list.
 */
import type { Page } from '@playwright/test';
import { closeIntroGuide, expect, sandbox, test } from './fixtures.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openAsMain(page: Page, hashPath: string): Promise<void> {
  const { ucToken } = (await sandbox('POST', 'uc-token', { account: 'demo-main' })) as { ucToken: string };
  await page.goto(`/?token=${ucToken}#${hashPath}`);
  await expect(page).toHaveURL(new RegExp(`^[^?]*#${hashPath.replace(/[?]/g, '\\?')}$`));
  await closeIntroGuide(page);
}

const field = (page: Page, label: string) => page.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });

test('add a doctor with images, find it, walk its review to online', async ({ page }) => {
  const stamp = String(Date.now());
  const name = `顾清妍${stamp.slice(-4)}`;
  const practisingNo = `13${stamp.slice(-13)}`;

  await openAsMain(page, '/hospital/doctorEdit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit doctor' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Title', { exact: true }).click();
  await page.getByTitle('associate chief physician').click();
  await page.getByLabel('Practising certificate no.').fill(practisingNo);
  const certificates = field(page, 'Licence and title certificates');
  // One image: the sandbox does not serve uploads yet, so every upload answers the contract's one example path.
  await certificates.locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(certificates.locator('.ant-upload-list-item-done')).toHaveCount(1, { timeout: 10_000 });
  // The project tree opens collapsed: typing filters it down to the project.
  await page.getByRole('combobox', { name: 'Projects' }).fill('双眼皮');
  await page.locator('.ant-select-tree-title', { hasText: '双眼皮' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Years in practice').fill('8');
  await page.getByRole('button', { name: 'Submit for review' }).click();

  // The detail of the new doctor, under review, with its certificate.
  await expect(page).toHaveURL(/#\/hospital\/doctorDetail\?id=\d+$/);
  const id = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
  await expect(page.getByText(practisingNo)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Licence and title certificates \d$/ })).toHaveCount(1);
  await expect(page.getByText('The profile is under review and can be edited once the platform has decided.')).toBeVisible();

  // In the list, found by name.
  await page.getByRole('link', { name: 'Back to doctors' }).click();
  await page.getByRole('search').getByLabel('Doctor name').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('under review')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Put online' })).toBeDisabled();

  // The platform rejects it with a reason: the detail says why and the history has it.
  await sandbox('POST', 'review', { kind: 'doctor', id, decision: 'reject', reason: '职称证照片不清晰' });
  await row.getByRole('link', { name }).click();
  await expect(page.getByText('Reason for rejection: 职称证照片不清晰').first()).toBeVisible();
  await expect(page.locator('.ant-card', { hasText: 'Review history' }).getByText('职称证照片不清晰')).toBeVisible();

  // Fixed and resubmitted, then approved: online from the list.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Years in practice').fill('9');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(new RegExp(`#/hospital/doctorDetail\\?id=${id}$`));
  await expect(page.getByText('9 years')).toBeVisible();
  await sandbox('POST', 'review', { kind: 'doctor', id, decision: 'approve' });
  await page.getByRole('link', { name: 'Back to doctors' }).click();
  await page.getByRole('search').getByLabel('Doctor name').fill(name);
  await row.getByRole('button', { name: 'Put online' }).click();
  await expect(row.getByText('online', { exact: true })).toBeVisible();
  await expect(row.getByText('approved')).toBeVisible();
});
