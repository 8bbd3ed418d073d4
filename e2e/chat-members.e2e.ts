/**
 * Group members against the sandbox: in the platform liaison group (平台-…派单对接群: demo-main is
 * its admin, a platform counselor its owner; no other end-to-end test uses it) demo-main adds a
 * colleague — the join line appears in the conversation and the count in the header rises —
 * removes them again after confirming, and leaves the group, which closes the conversation and
 * drops the group from the list. The lines and counts come back over the chat socket.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, socketsUp, test } from './fixtures.ts';

/** Finds the liaison group through the search, opens it, and clears the search again. */
async function openLiaisonGroup(page: Page): Promise<{ chatId: string; count: number }> {
  await page.goto('/#/chat');
  const list = page.getByRole('region', { name: 'Chats' });
  await expect(list).toBeVisible();
  await page.getByText('Groups', { exact: true }).click();
  const search = list.getByRole('searchbox', { name: 'Search chats' });
  await search.fill('派单对接群');
  const row = page.getByTestId('chat-row').filter({ hasText: '派单对接群' }).first();
  const chatId = (await row.getAttribute('data-chat-id')) ?? '';
  await row.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}`));
  // Back to the whole group list (its row, perhaps scrolled out of the virtual list, is what the
  // header reads), which the socket's notices keep current.
  await search.fill('');
  await expect(page.getByTestId('chat-row').first()).toBeVisible();
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toContainText(/\(\d+ members\)/);
  const count = Number(/\((\d+) members\)/.exec((await heading.textContent()) ?? '')?.[1]);
  await expect(
    page
      .getByRole('log', { name: 'Messages' })
      .getByTestId(/^(message|system-line)$/)
      .first(),
  ).toBeVisible();
  return { chatId, count };
}

/**
 * A system line at the end of the conversation, as a person reaches it: a chat opened at an unread
 * mention further back (the seed may leave one, depending on its hour) is not at its end, and a
 * new line there shows the "New messages" jump, which brings it into view.
 */
async function expectLineAtEnd(page: Page, text: string): Promise<void> {
  const line = page.getByRole('log', { name: 'Messages' }).getByTestId('system-line').filter({ hasText: text });
  const jump = page.getByRole('button', { name: /New messages/ });
  await expect(async () => {
    if (await jump.isVisible()) await jump.click();
    await expect(line).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test('an admin adds a colleague (line and count follow), then removes them after confirming', async ({ page }) => {
  await signIn(page);
  await socketsUp();
  const { count } = await openLiaisonGroup(page);
  const heading = page.getByRole('heading', { level: 2 });
  const panel = page.getByRole('complementary', { name: 'Chat details' });

  await panel.getByRole('button', { name: /Add members/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add members to the group' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Choose at least one person to add')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'People to add' }).click();
  // The first colleague offered (members already in the group are not).
  const option = page.locator('.ant-select-item-option').first();
  await expect(option).toBeVisible();
  const name = ((await option.getAttribute('title')) ?? '').replace(/（.*$/, '');
  // Clicked until chosen: the list's opening animation can swallow a click on a loaded machine.
  await expect(async () => {
    if ((await dialog.locator('.ant-select-selection-item').count()) === 0) await option.click();
    await expect(dialog.locator('.ant-select-selection-item')).not.toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  // The picker stays open for more; a click on the dialog's title closes it.
  await dialog.getByText('Add members to the group').click();
  const { violations } = await new AxeBuilder({ page }).include('.ant-modal').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  await expectLineAtEnd(page, `邀请${name}加入了群聊`);
  await expect(heading).toContainText(`(${count + 1} members)`);
  const row = panel.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(new RegExp(`^Remove .*${name} from the group\\?$`))).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expectLineAtEnd(page, `将${name}移出了群聊`);
  await expect(heading).toContainText(`(${count} members)`);
  await expect(row).toHaveCount(0);
});

test('leaving a group asks first, then closes it and drops it from the list', async ({ page }) => {
  await signIn(page);
  await socketsUp();
  const { chatId } = await openLiaisonGroup(page);
  const panel = page.getByRole('complementary', { name: 'Chat details' });

  await panel.getByRole('button', { name: 'Leave group' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}`));

  await panel.getByRole('button', { name: 'Leave group' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Choose a chat on the left to start')).toBeVisible();
  await expect(page).not.toHaveURL(/chatId=/);
  // The group is no longer mine: the search that found it finds nothing now.
  const list = page.getByRole('region', { name: 'Chats' });
  await list.getByRole('searchbox', { name: 'Search chats' }).fill('派单对接群');
  await expect(list.getByText('No chats')).toBeVisible();
  await expect(page.locator(`[data-testid="chat-row"][data-chat-id="${chatId}"]`)).toHaveCount(0);
});
