/**
 * The renderer's desktop paths in real Chromium, with the shared fake `window.desktop` standing in
 * for the Electron shell (its binary cannot run on these machines): what the client asks of the
 * shell when dispatches, messages, system messages, unread counts and a lost session happen.
 */
import { installFakeDesktop } from '../src/testing/fake-desktop.ts';
import type { Page } from '@playwright/test';
import { chatBadgeCount, expect, sandbox, signIn, socketsUp, test, underTheBadgeCap, watchSocketFrames } from './fixtures.ts';

// Every call the page made to the shell, kept here so a reload (the 401 path) loses none.
let recorded: string[] = [];
const callsNamed = async (name: string) => recorded.filter((call) => call.split(':')[0] === name);
/** The shakes so far, read in the page itself: exact at the moment of reading, no message in flight. */
const shakesInPage = (page: Page) => page.evaluate(() => (window.desktopCalls ?? []).filter((call) => call === 'shakeWindow').length);

test.beforeEach(async ({ page }) => {
  recorded = [];
  await page.exposeFunction('desktopCallSink', (call: string) => void recorded.push(call));
  await page.addInitScript(installFakeDesktop, {});
});

test.describe('desktop shell (fake window.desktop)', () => {
  test('signing in hands off to the main window and tells the shell the language', async ({ page }) => {
    await signIn(page);
    expect(await callsNamed('signedIn')).not.toHaveLength(0);
    expect(await callsNamed('setLocale')).toContain('setLocale:en-US');
  });

  test('a dispatch shakes the window and shows the popup', async ({ page }) => {
    const frames = watchSocketFrames(page);
    await signIn(page);
    await socketsUp();
    expect(await shakesInPage(page), 'shakes before the dispatch').toBe(0);
    await sandbox('POST', 'dispatch', { account: 'demo-main', followNumber: 'F99990021' });
    await expect.poll(() => frames.handled('F99990021')).toBe(true);
    expect(await shakesInPage(page), 'shakes once the dispatch was handled').toBe(1);
    await expect(page.getByTestId('alert-popup-dispatch')).toContainText('F99990021');
  });

  test('a message in a chat that is not open flashes the tray and sends the message-box preview', async ({ page }) => {
    await signIn(page, 'demo-sub');
    await socketsUp();
    await sandbox('POST', 'chat/message', { account: 'demo-sub', content: 'E2E 预约周六可以吗' });
    await expect.poll(() => callsNamed('showMessagePreview')).toHaveLength(1);
    const [preview] = await callsNamed('showMessagePreview');
    expect(preview).toContain('E2E 预约周六可以吗');
    expect(await callsNamed('requestAttention')).toHaveLength(1);
  });

  test('the tray badge follows the same count as the chat menu badge', async ({ page }) => {
    await signIn(page, 'demo-sub');
    await socketsUp();
    await underTheBadgeCap(page);
    const menuBadge = page.getByTestId('menu-badge-chat');
    const before = await chatBadgeCount(page);
    await expect.poll(async () => (await callsNamed('setBadgeCount')).at(-1)).toBe(`setBadgeCount:${before}`);
    await sandbox('POST', 'chat/message', { account: 'demo-sub', content: 'E2E badge' });
    await expect.poll(async () => (await callsNamed('setBadgeCount')).at(-1)).toBe(`setBadgeCount:${before + 1}`);
    await expect(menuBadge).toHaveText(String(before + 1));
  });

  test('a special system message with bizType 19 shakes the window; 20 does not', async ({ page }) => {
    // shakeWindow() carries no argument, so which message shook is told by order: each notice is
    // proven handled (received and ACKed in the same step as its alerts) before the shakes are counted.
    const frames = watchSocketFrames(page);
    await signIn(page, 'demo-sub');
    await socketsUp();
    const group = (await sandbox('POST', 'chat/message', { account: 'demo-sub', chatType: '2', content: 'E2E group' })) as {
      chatId: string;
    };
    await sandbox('POST', 'chat/group-notice', { account: 'demo-sub', chatId: group.chatId, nType: 8, bizType: 20, content: 'E2E 提示' });
    await expect.poll(() => frames.handled('E2E 提示')).toBe(true);
    expect(await shakesInPage(page), 'shakes after the bizType 20 notice').toBe(0);
    await sandbox('POST', 'chat/group-notice', { account: 'demo-sub', chatId: group.chatId, nType: 8, bizType: 19, content: 'E2E 紧急' });
    await expect.poll(() => frames.handled('E2E 紧急')).toBe(true);
    expect(await shakesInPage(page), 'shakes after the bizType 19 notice').toBe(1);
    expect(await callsNamed('shakeWindow')).toEqual(['shakeWindow']);
  });

  test('the tray menu’s settings opens the settings page', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => window.fakeDesktop?.emitNavigate('/setting'));
    await expect(page).toHaveURL(/#\/setting$/);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Message preview' })).toBeVisible();
  });

  test('logging out closes the main window for the login window', async ({ page }) => {
    await signIn(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /Log out/ }).click();
    // The shell then destroys this window; what it showed last does not matter.
    await expect.poll(() => callsNamed('closeToLogin')).toHaveLength(1);
  });

  test('a lost session (HTTP 401) closes the main window for the login window', async ({ page }) => {
    await signIn(page);
    await sandbox('POST', 'faults', { fault: 'http-401', match: { path: 'NotificationCenter/GetUnreadCount' }, times: 1 });
    await page.reload();
    await expect.poll(() => callsNamed('closeToLogin')).toHaveLength(1);
  });
});
