/**
 * The chat side panel's extras against the sandbox, in a customer's follow-up group of demo-main
 * (覃雨泽's, 520004, with pictures in its history): three pictures sent through the composer, the
 * first of them clicked opens the chat's gallery at it, → and ← step through the chat's pictures,
 * Esc closes the gallery only; my mark on the customer is saved and still there after a reload;
 * a customer tracking event recorded by the platform (bizType 25 notice) shows in the tracking tab
 * without a reload.
 */
import { expect, sandbox, signIn, socketsUp, test } from './fixtures.ts';

const GROUP = '520004';
/** A 2×2 PNG: a real picture the browser decodes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DA0PCfAUIBACFyBP1TVaZ3AAAAAElFTkSuQmCC', 'base64');

test('pictures open the chat’s gallery at the clicked one, which steps with the arrows and closes with Esc', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await socketsUp();
  await page.goto(`/#/chat?chatId=${GROUP}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByTestId(/^(message|system-line)$/).first()).toBeVisible();
  const stamp = Date.now();
  const names = ['术前', '术后7天', '术后30天'].map((name) => `${name}-${stamp}.png`);
  await expect(page.getByRole('button', { name: 'Send a picture or file' })).toBeEnabled();
  await page.getByTestId('composer-file-input').setInputFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
  await expect(log.getByRole('progressbar')).toHaveCount(0);
  const mine = log.getByTestId('message').filter({ has: page.getByRole('img', { name: '[Image]' }) });
  const last3 = [mine.nth(-3), mine.nth(-2), mine.last()];
  for (const message of last3) await expect(message.getByText('Sending')).toHaveCount(0);
  const srcOf = async (index: number) =>
    ((await last3[index]?.getByRole('img', { name: '[Image]' }).getAttribute('src')) ?? '').replace(/-m$/, '-o');

  await last3[0]?.getByRole('link', { name: 'Open the original image' }).click();
  const gallery = page.getByRole('dialog');
  await expect(gallery).toBeVisible();
  const counter = gallery.getByText(/^\d+ \/ \d+$/);
  const [at, total] = ((await counter.textContent()) ?? '').split(' / ').map(Number);
  // My three pictures are the chat's newest: the first of them is third from the end.
  expect(total).toBeGreaterThanOrEqual(3);
  expect(at).toBe((total ?? 0) - 2);
  const shown = gallery.locator('img.ant-image-preview-img');
  await expect(shown).toHaveAttribute('src', await srcOf(0));

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`${(total ?? 0) - 1} / ${total}`);
  await expect(shown).toHaveAttribute('src', await srcOf(1));
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAttribute('src', await srcOf(2));
  await page.keyboard.press('ArrowLeft');
  await expect(shown).toHaveAttribute('src', await srcOf(1));
  if ((total ?? 0) > 3) {
    // Back past my pictures: the chat's earlier pictures are in the gallery too.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${(total ?? 0) - 3} / ${total}`);
  }

  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  // Esc closed the gallery, not the side panel.
  await expect(page.getByRole('complementary', { name: 'Chat details' })).toBeVisible();
});

test('my mark on the chat’s customer is saved and still there after a reload; a tracking event shows live', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await socketsUp();
  await page.goto(`/#/chat?chatId=${GROUP}`);
  const panel = page.getByRole('complementary', { name: 'Chat details' });
  const mark = panel.getByRole('region', { name: 'My mark' });
  await mark.getByRole('button', { name: /Edit my mark/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit my mark' });
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  await tags.fill('很'.repeat(21));
  await tags.press('Enter');
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog.getByText('Each tag at most 20 characters.')).toBeVisible();
  // Backspace in the empty tag input takes the last tag off again.
  await tags.press('Backspace');
  await expect(dialog.getByText('很'.repeat(21))).toHaveCount(0);
  await tags.fill('高意向');
  await tags.press('Enter');
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('周末方便到院，预算1万左右');
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog).toBeHidden();
  await expect(mark.getByText('高意向')).toBeVisible();
  await expect(mark.getByText('周末方便到院，预算1万左右')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('complementary', { name: 'Chat details' }).getByRole('region', { name: 'My mark' });
  await expect(reloaded.getByText('高意向')).toBeVisible();
  await expect(reloaded.getByText('周末方便到院，预算1万左右')).toBeVisible();

  // The customer tracking tab: the platform records an event and tells the chat (bizType 25).
  await page.getByRole('complementary', { name: 'Chat details' }).getByRole('tab', { name: 'Customer tracking' }).click();
  const tab = page.getByRole('region', { name: 'Customer tracking' });
  const content = `浏览了贵院的「热玛吉全脸紧致 600发」${Date.now()}`;
  await expect(tab.or(page.getByText('Nothing recorded for this customer yet'))).toBeVisible();
  await sandbox('POST', 'chat/customer-track', { account: 'demo-main', chatId: GROUP, eventType: 3, content });
  await expect(page.getByRole('region', { name: 'Customer tracking' }).getByText(content)).toBeVisible();
});
