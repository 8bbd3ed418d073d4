/**
 * Chat auto-reply settings (issue 14), found from the chat toolbar: a rule is added, moved up and
 * kept with the switch and its wait for a person over a reload; a customer's message then gets the
 * rule's reply in the chat once the wait is over; a rule is deleted only after confirming, and the
 * switch is turned off again (the sandbox is shared: no later test's customer gets a bot reply).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, sandbox, signIn, test } from './fixtures.ts';

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Auto reply', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Chat auto-reply' });
  await expect(drawer.locator('strong', { hasText: '营业时间' })).toBeVisible();
  return drawer;
}

const titles = (drawer: Locator) => drawer.getByTestId('auto-reply-rule').locator('strong').allTextContents();

test('a rule is added, reordered and kept with the switch; customers get its reply; delete asks first', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/chat');
  let drawer = await openSettings(page);

  // A new keyword rule goes last.
  await drawer.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New auto-reply rule' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('水光针咨询');
  await dialog.getByRole('combobox', { name: 'Keywords' }).pressSequentially('水光针,');
  await dialog.getByRole('textbox', { name: 'Reply' }).fill('水光针单次体验价980元，可预约周末面诊。');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await titles(drawer)).at(-1)).toBe('水光针咨询');

  // Moved up one place, then before any other keyword rule could answer it (its own keyword only).
  const before = await titles(drawer);
  await drawer.getByRole('button', { name: 'Move “水光针咨询” up' }).click();
  await expect.poll(async () => (await titles(drawer)).indexOf('水光针咨询')).toBe(before.length - 2);

  // The off-hours rule would answer outside working hours (whenever this runs): turned off for the test.
  await drawer.getByRole('button', { name: 'Edit “下班时间回复”' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit auto-reply rule' });
  await edit.getByRole('switch', { name: 'Enabled' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  await drawer.getByRole('switch', { name: 'Auto reply' }).click();
  await expect(drawer.getByRole('switch', { name: 'Auto reply' })).toBeChecked();
  // The rules wait 8 seconds for a person before answering.
  await drawer.getByRole('button', { name: 'Edit hours and wait' }).click();
  const timing = page.getByRole('dialog', { name: 'Working hours and wait' });
  await timing.getByRole('spinbutton', { name: 'Wait for a staff reply (seconds)' }).fill('8');
  await timing.getByRole('button', { name: 'Save' }).click();
  await expect(timing).toBeHidden();
  await expect(drawer.getByText('Answers after 8 s without a staff reply')).toBeVisible();
  const order = await titles(drawer);

  await page.reload();
  drawer = await openSettings(page);
  expect(await titles(drawer)).toEqual(order);
  await expect(drawer.getByRole('switch', { name: 'Auto reply' })).toBeChecked();
  await expect(drawer.getByText('Answers after 8 s without a staff reply')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();

  // A customer writes in a private chat: after the greeting of the day, the keyword rule answers.
  await page.getByText('Private', { exact: true }).click();
  // A customer's chat (not the dispatch assistant's).
  const row = page.getByTestId('chat-row').filter({ hasNotText: '派单助手' }).first();
  await expect(row).toBeVisible();
  const chatId = (await row.getAttribute('data-chat-id')) ?? '';
  await row.click();
  await sandbox('POST', 'chat/message', { account: 'demo-main', chatId, content: '你好' });
  await sandbox('POST', 'chat/message', { account: 'demo-main', chatId, content: '请问水光针怎么收费' });
  const messages = page.getByRole('log', { name: 'Messages' }).getByTestId('message');
  const reply = messages.filter({ hasText: '水光针单次体验价980元，可预约周末面诊。' });
  await expect(messages.filter({ hasText: '请问水光针怎么收费' })).toBeVisible();
  // The customer's question is on screen and nobody has answered: the rule is still waiting.
  await expect(reply).toHaveCount(0);
  await expect(reply).toBeVisible({ timeout: 20_000 });

  // Delete asks first.
  drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Delete “水光针咨询”' }).click();
  await expect(page.getByText('Delete the rule “水光针咨询”?')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(drawer.locator('strong', { hasText: '水光针咨询' })).toBeHidden();
  await page.reload();
  drawer = await openSettings(page);
  expect(await titles(drawer)).not.toContain('水光针咨询');

  // Off again for the hospital.
  await drawer.getByRole('switch', { name: 'Auto reply' }).click();
  await expect(drawer.getByRole('switch', { name: 'Auto reply' })).not.toBeChecked();
});
