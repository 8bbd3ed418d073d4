/**
 * Pictures and files in a private chat against the sandbox: picked in the composer, uploaded with
 * the chat's media token to the sandbox's object storage (progress on the pending messages while
 * the storage is held back), sent over the socket, shown (the picture served back by the sandbox's
 * file host, the file downloadable with its bytes) and still there after a reload (history).
 */
import { expect, signIn, socketsUp, test } from './fixtures.ts';

/** A 2×2 PNG: a real picture the browser decodes (its size goes into the message). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DA0PCfAUIBACFyBP1TVaZ3AAAAAElFTkSuQmCC', 'base64');

test('a picture and a file sent in a private chat show their upload, then stay after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await socketsUp();
  await page.goto('/#/chat');
  await page.getByText('Private', { exact: true }).click();
  const row = page.getByTestId('chat-row').first();
  const chatId = (await row.getAttribute('data-chat-id')) ?? '';
  await row.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}`));
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByTestId('message').first()).toBeVisible();

  // Object storage waits until the progress has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sandbox-oss/**', async (route) => {
    await held;
    await route.continue();
  });
  const stamp = Date.now();
  const picture = `术前照片-${stamp}.png`;
  const document = `光子嫩肤价目表-${stamp}.pdf`;
  const pdf = Buffer.from(`%PDF-1.4\n% 价目表 ${stamp}\n`);
  await expect(page.getByRole('button', { name: 'Send a picture or file' })).toBeEnabled();
  await page.getByTestId('composer-file-input').setInputFiles([
    { name: picture, mimeType: 'image/png', buffer: PNG },
    { name: document, mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(log.getByRole('progressbar', { name: `Upload of ${picture}` })).toBeVisible();
  await expect(log.getByRole('progressbar', { name: `Upload of ${document}` })).toBeVisible();
  await expect(log.getByRole('button', { name: `Cancel the upload of ${document}` })).toBeVisible();
  release();

  // Stored, sent and acknowledged: no progress, nothing "Sending".
  await expect(log.getByRole('progressbar')).toHaveCount(0);
  const file = log.getByRole('link', { name: `Download ${document}` });
  await expect(file).toBeVisible();
  const [pictureMessage, fileMessage] = [log.getByTestId('message').nth(-2), log.getByTestId('message').last()];
  await expect(fileMessage.getByText('Sending')).toHaveCount(0);
  await expect(pictureMessage.getByText('Sending')).toHaveCount(0);
  const image = pictureMessage.getByRole('img', { name: '[Image]' });
  await expect(image).toHaveAttribute('src', /\/sandbox-files\/hospital\/.+\/chat\/[a-z0-9]+\.png-m$/);
  // The sandbox's file host serves the picture (its -m variant) and the file's very bytes.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  const href = (await file.getAttribute('href')) ?? '';
  expect(Buffer.from(await (await page.request.get(href)).body()).equals(pdf)).toBe(true);

  // In the history: both are there after a reload, the picture before the file.
  const src = await image.getAttribute('src');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}`));
  const reloaded = page.getByRole('log', { name: 'Messages' });
  await expect(reloaded.getByRole('link', { name: `Download ${document}` })).toBeVisible();
  await expect(reloaded.getByTestId('message').nth(-2).getByRole('img', { name: '[Image]' })).toHaveAttribute('src', src ?? '');
});
