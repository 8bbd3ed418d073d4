/**
 * Reminders against the sandbox: shaking a private customer chat appends the platform's line to
 * the conversation, and a second shake within the minute is refused with the platform's message
 * and adds nothing. The seeded chats vary with the hour the sandbox seeded around: the chat is
 * found by kind (a customer's, not the dispatch assistant's), never by a count.
 */
import { expect, signIn, socketsUp, test } from './fixtures.ts';

test('shaking a private chat shows the line; a second shake within the minute is refused', async ({ page }) => {
  await signIn(page);
  await socketsUp();
  await page.goto('/#/chat');
  await expect(page.getByRole('region', { name: 'Chats' })).toBeVisible();
  await page.getByText('Private', { exact: true }).click();
  // A customer's chat: the dispatch assistant (a system sender) cannot be shaken.
  const row = page.getByTestId('chat-row').filter({ hasNotText: '派单助手' }).first();
  const chatId = (await row.getAttribute('data-chat-id')) ?? '';
  await row.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}`));

  const log = page.getByRole('log', { name: 'Messages' });
  const shakeLines = log.getByTestId('system-line').filter({ hasText: '抖了抖' });
  await expect(log.getByTestId(/^(message|system-line)$/).first()).toBeVisible();
  const before = await shakeLines.count();
  const shake = page.getByRole('group', { name: 'Reminders' }).getByRole('button', { name: 'Shake' });
  await shake.click();
  await expect(shakeLines).toHaveCount(before + 1);
  await expect(shakeLines.last()).toBeInViewport();

  await shake.click();
  await expect(page.getByText('1分钟内只能抖一抖一次，请稍后再试')).toBeVisible();
  await expect(shakeLines).toHaveCount(before + 1);
});
