/**
 * Platform activities end to end on the sandbox: the notification codes 200901, 200902 and 200903
 * open their pages and record; signing up for an open activity lists it among the hospital's
 * registrations; a sign-up sent after the registration deadline is refused with the sandbox's message.
 * Business activities: one is created, submitted for review and withdrawn back to draft.
 * Strict-select orders: notification 200801 opens the order's drawer; its code is written off
 * there once, and a second write-off is refused.
 */
import { PLATFORM_ACTIVITY_IDS } from '../mocks/db/seed-activities.ts';
import { DEMO_CODES } from '../mocks/db/seed-order-extras.ts';
import { expect, expectRoutePage, sandbox, signIn, socketsUp, test } from './fixtures.ts';

const DAY_SECONDS = 24 * 3600;

test.describe('platform activities', () => {
  test('notifications 200901, 200903 open the list; 200902 opens the registration result', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    for (const [type, assid] of [
      [200901, PLATFORM_ACTIVITY_IDS.registrationOpen],
      [200903, PLATFORM_ACTIVITY_IDS.closingSoon],
    ] as const) {
      const text = `E2E platform activity ${type}`;
      await sandbox('POST', 'push', { account: 'demo-main', type, assid: String(assid), text });
      await page.getByTestId('alert-popup-notice').filter({ hasText: text }).click();
      await expectRoutePage(page, /#\/activity\/platform$/, 'Platform activities');
      await expect(page.getByRole('table', { name: 'Platform activities' }).getByRole('link', { name: '冬季补水季' })).toBeVisible();
    }
    const text = 'E2E platform activity result';
    await sandbox('POST', 'push', { account: 'demo-main', type: 200902, assid: String(PLATFORM_ACTIVITY_IDS.result), text });
    await page.getByTestId('alert-popup-notice').filter({ hasText: text }).click();
    await expectRoutePage(page, /#\/activity\/platform\/platDetail\?id=1212$/, 'Platform activity detail');
    await expect(page.getByRole('heading', { level: 2, name: '双十二美肤季' })).toBeVisible();
    await expect(page.getByText('approved', { exact: true })).toBeVisible();
  });

  test('signs up for an open activity and sees it among my registrations', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/activity/platform?view=open');
    await expectRoutePage(page, /#\/activity\/platform\?view=open$/, 'Platform activities');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: '新春焕颜节' }) });
    await row.getByRole('link', { name: 'Sign up' }).click();
    await expectRoutePage(page, /#\/activity\/platform\/platSingup\?id=1213$/, 'Platform activity sign-up');

    const project = page.getByRole('group', { name: 'Project 1' });
    await project.getByRole('combobox', { name: 'Project' }).click();
    await page.getByTitle('水光针').click();
    await project.getByRole('spinbutton', { name: 'Original price (¥)' }).fill('1280');
    await project.getByRole('spinbutton', { name: 'Activity price (¥)' }).fill('880');
    await project.getByRole('spinbutton', { name: 'Places' }).fill('50');
    await page.getByRole('textbox', { name: 'Contact person' }).fill('王雅琴');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('13800000001');
    await page.getByRole('button', { name: 'Submit registration' }).click();

    await expectRoutePage(page, /#\/activity\/platform\/platDetail\?id=1213$/, 'Platform activity detail');
    await expect(page.getByText('pending review', { exact: true })).toBeVisible();
    await page.goto('/#/activity/platform?view=mine');
    const mine = page.getByRole('row').filter({ has: page.getByRole('link', { name: '新春焕颜节' }) });
    await expect(mine.getByText('pending review', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
  });

  test('a sign-up sent after the registration deadline is refused with the sandbox message', async ({ page }) => {
    // The browser's clock moves with the sandbox's, as a staff PC's clock does with the platform's.
    await page.clock.install();
    await signIn(page);
    await page.goto(`/#/activity/platform/platSingup?id=${PLATFORM_ACTIVITY_IDS.closingSoon}`);
    await expectRoutePage(page, /#\/activity\/platform\/platSingup\?id=1214$/, 'Platform activity sign-up');
    const project = page.getByRole('group', { name: 'Project 1' });
    // The pending registration opens filled in; change its price and send it after the deadline.
    await expect(project.getByRole('spinbutton', { name: 'Activity price (¥)' })).toHaveValue('880.00');
    await project.getByRole('spinbutton', { name: 'Activity price (¥)' }).fill('860');
    await page.getByRole('textbox', { name: 'Contact phone' }).fill('13800000001');

    await sandbox('POST', 'clock', { offsetSeconds: 3 * DAY_SECONDS });
    await page.clock.setSystemTime(Date.now() + 3 * DAY_SECONDS * 1000);
    await page.getByRole('button', { name: 'Submit registration' }).click();
    await expect(page.getByText('活动报名已截止，无法报名')).toBeVisible();
    await expect(page).toHaveURL(/#\/activity\/platform\/platSingup\?id=1214$/);
  });
});

test.describe('business activities', () => {
  test('creates an activity, submits it for review and withdraws it', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/activity/business');
    await expectRoutePage(page, /#\/activity\/business$/, 'Business activities');
    await page.getByRole('button', { name: 'New activity' }).click();
    await expectRoutePage(page, /#\/activity\/business\/businessEdit$/, 'Edit business activity');

    const title = `年末水光焕亮周 ${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .locator('.ant-form-item')
      .filter({ hasText: 'Cover' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.ant-form-item').filter({ hasText: 'Cover' }).locator('.ant-upload-list-item-done')).toHaveCount(1);
    const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);
    await page.getByPlaceholder('Start date').click();
    await page.getByPlaceholder('Start date').fill(`${day(5)} 10:00`);
    await page.keyboard.press('Enter');
    await page.getByPlaceholder('End date').fill(`${day(12)} 22:00`);
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Content' }).fill('水光针单次体验价680元，含术前面诊。');
    const project = page.getByRole('group', { name: 'Project 1' });
    // The project tree opens collapsed: search it.
    await project.getByRole('combobox', { name: 'Project' }).fill('水光针');
    await page.getByRole('tree').getByTitle('水光针').click();
    await project.getByRole('spinbutton', { name: 'Original price (¥)' }).fill('1280');
    await project.getByRole('spinbutton', { name: 'Activity price (¥)' }).fill('680');
    await page.getByRole('button', { name: 'Submit for review' }).click();

    await expectRoutePage(page, /#\/activity\/business\/businessDetail\?id=\d+$/, 'Business activity detail');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('under review', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('draft', { exact: true })).toBeVisible();

    await page.goto('/#/activity/business?status=0');
    await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) })).toContainText('draft');
  });
});

test.describe('strict-select orders', () => {
  test('notification 200802 (a follow-up) opens that order in its drawer over the list', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    const text = 'E2E strict-select order follow-up';
    await sandbox('POST', 'push', { account: 'demo-main', type: 200802, assid: '5501', text });
    await page.getByTestId('alert-popup-notice').filter({ hasText: text }).click();
    await expectRoutePage(page, /#\/yanOrder\?id=5501&open=true$/, 'Selected dispatch orders');
    await expect(page.getByRole('dialog', { name: 'Strict-select order' }).getByRole('heading', { level: 2 })).toContainText('· YX');
  });

  test('notification 200801 opens the order; its code is written off once, the second time refused', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    const text = 'E2E strict-select order';
    await sandbox('POST', 'push', { account: 'demo-main', type: 200801, assid: '5501', text });
    await page.getByTestId('alert-popup-notice').filter({ hasText: text }).click();
    await expectRoutePage(page, /#\/yanOrder\?id=5501&open=true$/, 'Selected dispatch orders');
    const drawer = page.getByRole('dialog', { name: 'Strict-select order' });
    await expect(drawer.getByRole('heading', { level: 2 })).toContainText('· YX');
    await expect(drawer.getByText('not written off', { exact: true })).toBeVisible();

    const writeOff = async (from: 'drawer' | 'header') => {
      await (from === 'drawer' ? drawer : page.getByRole('main')).getByRole('button', { name: 'Write off a code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Write off a verification code' });
      await dialog.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODES.strictSelect);
      await dialog.getByRole('button', { name: 'Look up' }).click();
      await expect(dialog.getByText('strict-select order')).toBeVisible();
      await dialog.getByRole('button', { name: 'Write off', exact: true }).click();
      return dialog;
    };
    let dialog = await writeOff('drawer');
    await expect(dialog.getByText(/^Written off: /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(drawer.getByText('written off', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Write off a code' })).toHaveCount(0);

    await drawer.getByRole('button', { name: 'Close', exact: true }).click();
    dialog = await writeOff('header');
    await expect(dialog.getByText(/^该核销码已于.+核销，不能重复核销$/)).toBeVisible();
  });
});

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
