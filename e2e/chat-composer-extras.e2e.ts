/**
 * The composer's extras against the sandbox: a sticker from a face bag and my business card are
 * sent and stay in the conversation after a reload; the hospital bot suggests replies to the
 * customer's question (the sandbox's price for the project asked about), one fills the input, is
 * edited and sent. The chat is a customer's, found by kind, and the question is posted by this
 * test, so other specs' messages do not matter.
 */
import type { Page } from '@playwright/test';
import { expect, sandbox, signIn, socketsUp, test } from './fixtures.ts';

const QUESTION = '请问热玛吉多少钱？';

/** Posts the customer's question into one of demo-main's private customer chats; that chat's id. */
async function askInACustomerChat(page: Page): Promise<string> {
  const rows = page.getByTestId('chat-row').filter({ hasNotText: '派单助手' });
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < Math.min(10, await rows.count()); i += 1) {
    const chatId = (await rows.nth(i).getAttribute('data-chat-id')) ?? '';
    const posted = (await sandbox('POST', 'chat/message', { account: 'demo-main', chatId, content: QUESTION })) as { fromUserId: string };
    // A customer's IM id starts with c_ (a platform counselor's chat has no bot question).
    if (posted.fromUserId.startsWith('c_')) return chatId;
  }
  throw new Error('no customer chat among the first private chats');
}

test('a sticker and a business card are sent and stay after a reload; a bot suggestion is edited and sent', async ({ page }) => {
  await signIn(page);
  await socketsUp();
  await page.goto('/#/chat');
  await expect(page.getByRole('region', { name: 'Chats' })).toBeVisible();
  await page.getByText('Private', { exact: true }).click();
  const chatId = await askInACustomerChat(page);
  const row = page.locator(`[data-testid="chat-row"][data-chat-id="${chatId}"]`);
  await row.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}`));
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toHaveAttribute('aria-busy', 'false');
  await expect(log.getByTestId('message').filter({ hasText: QUESTION }).last()).toBeVisible();

  // A sticker from the second bag: shown at once, its picture served by the sandbox.
  await page.getByRole('button', { name: 'Stickers' }).click();
  // The popover zooms in; a click while it is still moving can miss the tab (seen once under load).
  const bunnies = page.getByRole('tab', { name: /萌兔问候/ });
  await expect(async () => {
    await bunnies.click();
    await expect(bunnies).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Send sticker [比心]' }).click();
  const sticker = log.getByRole('img', { name: '[比心]' }).last();
  await expect(sticker).toBeVisible();
  await expect.poll(() => sticker.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

  // My business card, previewed with the signature switch, then sent.
  await page.getByRole('button', { name: 'Business card' }).click();
  const preview = page.getByTestId('business-card-preview');
  await expect(preview.getByRole('switch', { name: 'Signature' })).toBeVisible();
  const myName = (await preview.locator('strong').first().textContent()) ?? '';
  expect(myName).not.toBe('');
  await preview.getByRole('button', { name: 'Send business card' }).click();
  const card = log.getByTestId('message-card').filter({ hasText: myName }).filter({ hasText: 'Business card' });
  await expect(card.last()).toBeVisible();

  // The bot's suggestion for the customer's question fills the input; edited, then sent.
  await page.getByRole('button', { name: /Bot suggestions$/ }).click();
  const suggestions = page.getByRole('group', { name: 'Suggested replies' });
  await expect(suggestions).toContainText('16800元');
  const first = suggestions.getByRole('button').first();
  const suggested = (await first.textContent()) ?? '';
  await first.click();
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveValue(suggested);
  const edited = `${suggested}本周到院还有术后修护礼包。`;
  await input.press('End');
  await input.pressSequentially('本周到院还有术后修护礼包。');
  await expect(input).toHaveValue(edited);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const reply = log.getByTestId('message').filter({ hasText: edited });
  await expect(reply).toBeVisible();
  await expect(reply).not.toContainText('Not sent');

  // After a reload the platform's history has all three: the list opens at the newest, and the
  // sticker, above a tall card and a long reply, is scrolled to with the wheel as a person does.
  await page.reload();
  await expect(page.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-busy', 'false');
  await expect(log.getByTestId('message').filter({ hasText: edited })).toBeVisible();
  await expect(card.last()).toBeVisible();
  const keptSticker = log.getByRole('img', { name: '[比心]' }).last();
  await expect(async () => {
    if (!(await keptSticker.isVisible())) {
      await log.hover();
      await page.mouse.wheel(0, -150);
    }
    await expect(keptSticker).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});
