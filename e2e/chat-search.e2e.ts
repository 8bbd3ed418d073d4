/**
 * Global message search in the chat workspace (issue 14): words from an older message are found
 * from the keyboard (Ctrl+Shift+F), and picking the hit opens its chat at that message, loading
 * the history back to it.
 */
import { expect, sandbox, signIn, test } from './fixtures.ts';

test('a message further back is found from the keyboard and opened in its chat', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/chat');
  await page.getByText('Private', { exact: true }).click();
  const row = page.getByTestId('chat-row').first();
  await expect(row).toBeVisible();
  const chatId = (await row.getAttribute('data-chat-id')) ?? '';
  const word = `寻回${Date.now() % 100000}`;
  await sandbox('POST', 'chat/message', { account: 'demo-main', chatId, content: `术后第三天可以洗脸吗？${word}` });
  // Forty newer messages push it out of the first page of history.
  for (let i = 0; i < 40; i += 1) await sandbox('POST', 'chat/message', { account: 'demo-main', chatId, content: `后来的消息 ${i}` });

  await page.keyboard.press('Control+Shift+F');
  const box = page.getByRole('searchbox', { name: 'Words to find' });
  await expect(box).toBeFocused();
  await box.fill(word);
  await box.press('Enter');
  await expect(page.getByText('1 message found')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Open in .+: 术后第三天可以洗脸吗？${word}$`) }).click();

  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}&fingerPrint=`));
  const found = page.getByRole('log', { name: 'Messages' }).getByTestId('message').filter({ hasText: word });
  await expect(found).toBeInViewport();
});
