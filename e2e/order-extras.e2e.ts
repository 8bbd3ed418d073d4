/**
 * The order workbench's side areas in the browser on the sandbox: a reply to an appraisal is
 * there after a reload; a verification code is written off once and the second write-off is
 * refused with the platform's message; "not duplicate" on the auto-check page moves the order
 * from "to judge" to "not duplicate".
 */
import { DEMO_CODES } from '../mocks/db/seed-order-extras.ts';
import { expect, expectRoutePage, signIn, test } from './fixtures.ts';

test.describe('order extras', () => {
  test('a reply to an appraisal is published once and still there after a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/order/appraislist?reply=unreplied');
    await expectRoutePage(page, /#\/order\/appraislist\?reply=unreplied$/, 'Appraisals');
    await page.getByRole('table').getByRole('link', { name: 'Reply' }).first().click();
    await expectRoutePage(page, /#\/order\/appraisDetail\?id=\d+$/, 'Appraisal detail');
    const reply = `感谢您的反馈，已安排专人回访 ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await page.getByRole('button', { name: 'Publish reply' }).click();
    await expect(page.getByText(reply)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(reply)).toBeVisible();
    await expect(page.getByText(/replied on/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  });

  test('a verification code is written off once; the second write-off is refused', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/order/appraislist');
    await expectRoutePage(page, /#\/order\/appraislist$/, 'Appraisals');
    const lookUp = async () => {
      await page.getByRole('button', { name: 'Write off a code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Write off a verification code' });
      await dialog.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODES.strictSelect);
      await dialog.getByRole('button', { name: 'Look up' }).click();
      await expect(dialog.getByText('strict-select order')).toBeVisible();
      return dialog;
    };
    let dialog = await lookUp();
    await expect(dialog.getByText('unused', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Write off', exact: true }).click();
    await expect(dialog.getByText(/^Written off: /)).toBeVisible();
    await expect(dialog.getByText('used', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    dialog = await lookUp();
    await expect(dialog.getByText('used', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Write off', exact: true }).click();
    await expect(dialog.getByText(/^该核销码已于.+核销，不能重复核销$/)).toBeVisible();
  });

  test('confirming "not duplicate" moves a flagged order from "to judge" to "not duplicate"', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/order/autoCheck');
    await expectRoutePage(page, /#\/order\/autoCheck$/, 'Auto duplicate check');
    const table = page.getByRole('table');
    // An order still being followed up: the transition table allows the judgement there.
    const row = table
      .getByRole('row')
      .filter({ has: page.getByText('follow-up', { exact: true }) })
      .first();
    const followNumber = (await row.getByRole('link').first().textContent()) ?? '';
    expect(followNumber).not.toBe('');
    await row.getByRole('button', { name: 'Not duplicate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('手机号相同但非同一人，家属代为咨询');
    await dialog.getByRole('button', { name: 'Not duplicate' }).click();
    await expect(page.getByText('Marked as not a duplicate')).toBeVisible();
    await expect(table.getByRole('link', { name: followNumber, exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Not duplicate' }).click();
    await expect(page).toHaveURL(/tab=notRepeat/);
    await page
      .getByRole('searchbox', { name: /Name, phone/ })
      .or(page.getByRole('textbox', { name: /Name, phone/ }))
      .fill(followNumber);
    await expect(table.getByRole('link', { name: followNumber, exact: true })).toBeVisible();
  });
});
