/**
 * Incentives end to end (issue 16): notifications 20230508 and 20230727 open their incentive order
 * over /incentive/orderList; a follow-up there counts on the board; joining an open plan works and
 * a plan past its join deadline is refused with the sandbox's message.
 */
import { expect, expectRoutePage, sandbox, signIn, test } from './fixtures.ts';

/** A seeded incentive order (any will do for the jump). */
const ORDER = 12050;

test.describe('incentives (/incentive/orderList, /incentive/board)', () => {
  for (const type of [20230508, 20230727]) {
    test(`notification ${type} opens its incentive order`, async ({ page }) => {
      await sandbox('POST', 'push', { account: 'demo-main', type, assid: ORDER, text: `E2E incentive ${type}` });
      await signIn(page);
      await page.getByRole('button', { name: /Notifications/ }).click();
      await page.getByText(`E2E incentive ${type}`).click();
      await expectRoutePage(page, new RegExp(`#/incentive/orderList\\?id=${ORDER}&open=true$`), 'Incentive orders');
      await expect(page.getByRole('dialog', { name: 'Incentive order' }).getByRole('heading', { level: 2 })).toContainText(/\*\* · PD\d+/);
    });
  }

  test('a new dispatch counts toward the plan; followed up at once it is in time on the board; join a plan, a closed join is refused', async ({
    page,
  }) => {
    await signIn(page);
    const figure = async (label: string) => {
      const item = page.getByRole('list', { name: 'Progress' }).getByRole('listitem').filter({ hasText: label });
      await expect(item).toBeVisible();
      return Number(((await item.locator('.ant-statistic-content-value').textContent()) ?? '').replace(/\D/g, ''));
    };
    // Orders without a first follow-up: awaiting it, or overdue (a seeded order may pass its
    // deadline while the test runs, moving from one to the other; the sum stays).
    const unfollowed = async () => (await figure('Awaiting follow-up')) + (await figure('Overdue'));
    await page.goto('/#/incentive/board');
    const awaiting = await unfollowed();
    const { order } = (await sandbox('POST', 'dispatch', { account: 'demo-main' })) as { order: { number: string } };
    await page.reload();
    await expect.poll(unfollowed).toBe(awaiting + 1);

    // Awaiting a first follow-up, still in time: the new dispatch, found by its number (a seeded
    // order listed there may reach its deadline while the test runs, and turn overdue).
    await page.goto(`/#/incentive/orderList?incentiveStatus=1&keyword=${order.number}`);
    await page.getByRole('table', { name: 'Incentive orders' }).locator('tr[data-row-key]').first().click();
    const drawer = page.getByRole('dialog', { name: 'Incentive order' });
    await expect(drawer.getByText('awaiting follow-up', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Add follow-up' }).click();
    const form = page.getByRole('dialog', { name: 'Add follow-up' });
    await form.getByLabel('Follow-up', { exact: true }).fill('E2E 已电话联系，客户周六到院');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('E2E 已电话联系，客户周六到院')).toBeVisible();
    await expect(drawer.getByText('followed in time', { exact: true })).toBeVisible();

    await page.goto('/#/incentive/board');
    await expect.poll(unfollowed).toBe(awaiting);

    const plan = page.getByRole('combobox', { name: 'Plan' });
    await plan.click();
    await page.getByTitle('2027年1月订单量激励计划').click();
    await page.getByRole('button', { name: 'Join this plan' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Joined the plan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join this plan' })).toBeHidden();

    await plan.click();
    await page.getByTitle('新客到院专项激励').click();
    await page.getByRole('button', { name: 'Join this plan' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('该激励计划报名已截止')).toBeVisible();
    await page.reload();
    await plan.click();
    await page.getByTitle('新客到院专项激励').click();
    await expect(page.getByText('Not joined', { exact: true })).toBeVisible();
  });
});
