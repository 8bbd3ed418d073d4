/**
 * Bulletins end to end (issue 15): a bulletin whose body carries XSS payloads — typed into the
 * rich-text editor, pasted into it as HTML, and (as an attacker who bypasses the editor would)
 * saved straight to the platform as raw HTML — lists, and its preview shows the text with nothing
 * run: no dialog opens and no page error is raised. The platform then rejects it (control API
 * `review`) and its row shows the reason.
 */
import type { Page } from '@playwright/test';
import { closeIntroGuide, expect, sandbox, test } from './fixtures.ts';
import { dataOf, mainGateway } from './gateway.ts';

const TYPED = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
const PASTED = '<p>粘贴的说明</p><img src=x onerror="alert(3)"><script>alert(4)</script>';
const RAW = '<p>原始正文</p><img src=x onerror="alert(5)"><script>alert(6)</script><a href="javascript:alert(7)">点我</a>';

async function openAsMain(page: Page, hashPath: string): Promise<string> {
  const { ucToken } = (await sandbox('POST', 'uc-token', { account: 'demo-main' })) as { ucToken: string };
  await page.goto(`/?token=${ucToken}#${hashPath}`);
  await expect(page).toHaveURL(new RegExp(`#${hashPath}$`));
  await closeIntroGuide(page);
  const stored = await page.evaluate(() => localStorage.getItem('hospital-client:token'));
  if (!stored) throw new Error('signing in stored no token');
  return JSON.parse(stored) as string;
}

/** Pastes HTML into the focused editor as a browser does from another page's copy. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', content.replace(/<[^>]*>/g, ''));
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Opens a row's preview and checks its body: the text is there, no script, handler or script link. */
async function expectInertPreview(page: Page, title: string, texts: string[]): Promise<void> {
  await page.getByRole('button', { name: title, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: title });
  const body = drawer.getByRole('region', { name: 'Content' });
  for (const text of texts) await expect(body).toContainText(text);
  await expect(body.locator('script, [onerror], [href^="javascript"]')).toHaveCount(0);
  // Any image left has finished (failed) loading: a handler would have run by now.
  for (const image of await body.locator('img').all())
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
}

test('a bulletin with XSS payloads lists, previews inert, and shows the platform’s rejection reason', async ({ page }) => {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const stamp = String(Date.now()).slice(-6);
  const typedTitle = `安全测试公告${stamp}`;
  const rawTitle = `原始HTML公告${stamp}`;
  const token = await openAsMain(page, '/hospital/institutionalNotice');

  // Written in the editor: payloads typed as text and pasted as HTML.
  await page.getByRole('button', { name: 'New bulletin' }).click();
  const drawer = page.getByRole('dialog', { name: 'New bulletin' });
  await drawer.getByLabel('Title', { exact: true }).fill(typedTitle);
  const editor = drawer.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type(`到院有礼 ${TYPED}`);
  await page.keyboard.press('Enter');
  await pasteHtml(page, PASTED);
  await expect(editor).toContainText('粘贴的说明');
  await expect(editor.locator('img, script')).toHaveCount(0);
  const saved = page.waitForResponse((response) => response.url().includes('/hospitalbulletin/save'));
  await drawer.getByRole('button', { name: 'Submit for review' }).click();
  const { data } = (await (await saved).json()) as { data: { id: number } };
  await expect(drawer).toBeHidden();

  // Saved straight to the platform, past the editor.
  await dataOf(mainGateway(token).POST('/api/pc/1.0/hospitalbulletin/save', { body: { title: rawTitle, content: RAW } }));

  await page.getByRole('search').getByLabel('Title or content').fill(stamp);
  await expect(page.getByRole('button', { name: typedTitle, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: rawTitle, exact: true })).toBeVisible();
  await expectInertPreview(page, typedTitle, ['到院有礼', TYPED, '粘贴的说明']);
  await expectInertPreview(page, rawTitle, ['原始正文', '点我']);

  // The platform rejects the typed one: its row says why.
  await sandbox('POST', 'review', { kind: 'bulletin', id: data.id, decision: 'reject', reason: '公告含有可疑代码，请删除后重新提交' });
  await page.reload();
  await closeIntroGuide(page);
  const row = page.getByRole('row', { name: new RegExp(typedTitle) });
  await expect(row.getByText('rejected', { exact: true })).toBeVisible();
  await expect(row.getByText('Rejected: 公告含有可疑代码，请删除后重新提交')).toBeVisible();

  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});
