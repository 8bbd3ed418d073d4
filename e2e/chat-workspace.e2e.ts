/**
 * The chat workspace's done-when checks (issue 14) against the sandbox, each on its own: a message
 * in the open chat is read after 500 ms and one in another chat counts and sounds once; a quote
 * jumps to its original through older history; recall in time and refused late; a group message's
 * read detail; @ a member and the at-me jump; mute; a message written while the socket is down is
 * sent once after it comes back; and the workspace from the keyboard alone.
 *
 * Other specs share the sandbox (reset before each test) and the demo accounts: every check looks
 * at messages this test posted, found by a text of its own.
 */
import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { chatBadgeCount, chatListToTop, chatRowAt, expect, sandbox, signIn, socketsUp, test } from './fixtures.ts';

type Posted = { fingerPrint: string; chatId: string };

/** Every `play()` of an audio or video element, by source: the alert sound is one of them. */
async function countPlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const plays: string[] = [];
    (window as unknown as { __plays: string[] }).__plays = plays;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      plays.push(this.currentSrc || this.src);
      // Played as far as the page can tell (headless Chromium has no audio output to refuse it).
      return Promise.resolve();
    };
  });
}

function soundPlays(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __plays: string[] }).__plays.filter((src) => src.includes('/sounds/')));
}

async function openChatPage(page: Page, tab?: 'Private' | 'Groups'): Promise<void> {
  await page.goto('/#/chat');
  await expect(page.getByRole('region', { name: 'Chats' })).toBeVisible();
  await expect(page.getByTestId('chat-row').first()).toBeVisible();
  if (tab) await page.getByText(tab, { exact: true }).click();
}

/** How far the conversation's scroller is from its end, in pixels. */
function distanceFromEnd(page: Page): Promise<number> {
  return page
    .getByRole('log', { name: 'Messages' })
    .getByTestId('virtuoso-scroller')
    .evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
}

const rowOf = (page: Page, chatId: string) => page.locator(`[data-testid="chat-row"][data-chat-id="${chatId}"]`);

/** Opens the chat of a row on screen; returns its id. */
async function openRow(page: Page, row: Locator): Promise<string> {
  const chatId = (await row.getAttribute('data-chat-id')) ?? '';
  await row.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}`));
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-busy', 'false');
  return chatId;
}

/**
 * The first of these rows other than the open chat's. Found by id, not by place: the open chat
 * sorted first while it had unread messages and drops below other pinned chats once read.
 */
function rowBesides(page: Page, rows: Locator, openChatId: string): Promise<Locator> {
  return chatRowAt(page, rows.and(page.locator(`:not([data-chat-id="${openChatId}"])`)), 0);
}

/** A row without unread messages other than the open chat's. */
const quietRowBesides = (page: Page, rows: Locator, openChatId: string) =>
  rowBesides(page, rows.filter({ hasNot: page.getByTestId('unread-count') }), openChatId);

/** Rows whose notifications are on, without a mention marker (which would open elsewhere). */
const alertingRows = (page: Page) =>
  page
    .getByTestId('chat-row')
    .filter({ has: page.getByRole('button', { name: /^Mute notifications / }) })
    .filter({ hasNotText: /\[@(me|all)\]/ });

/**
 * Signed in with the sockets up, on the chat list (its tab when given), with the first chat whose
 * notifications are on open: those chats' rows and the open one's id.
 */
async function openAlertingChat(page: Page, tab?: 'Private' | 'Groups'): Promise<{ rows: Locator; chatId: string }> {
  await signIn(page);
  await socketsUp();
  await openChatPage(page, tab);
  const rows = alertingRows(page);
  return { rows, chatId: await openRow(page, rows.first()) };
}

const messageRow = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Messages' }).getByTestId('message').filter({ hasText: text });

/** Sends a text from the composer and waits until the server acknowledged it. */
async function send(page: Page, text: string): Promise<Locator> {
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  const row = messageRow(page, text);
  await expect(row).toBeVisible();
  await expect(row.getByText('Sending')).toHaveCount(0);
  return row;
}

/** The signed-in user's IM id, as the client stored it. */
function myImId(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('hospital-client:userInfo') ?? '{}') as { imId: string }).imId);
}

function post(body: Record<string, unknown>): Promise<Posted> {
  return sandbox('POST', 'chat/message', { account: 'demo-main', ...body }) as Promise<Posted>;
}

test('a message in the open chat is read after about 500 ms and never counts as unread', async ({ page }) => {
  // When each frame arrived and each read call went out, on one clock (the test's).
  const frames: { at: number; text: string }[] = [];
  const reads: { at: number; lastFingerPrint: string }[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push({ at: Date.now(), text: String(payload) })));
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/(group_)?messages\/read$/.test(new URL(request.url()).pathname)) {
      reads.push({ at: Date.now(), lastFingerPrint: (request.postDataJSON() as { lastFingerPrint: string }).lastFingerPrint });
    }
  });
  const { chatId } = await openAlertingChat(page, 'Private');
  const text = `E2E 打开时来信 ${Date.now()}`;
  const posted = await post({ chatId, content: text });
  await expect(messageRow(page, text)).toBeVisible();
  // Read up to the message just posted, half a second after it arrived (not at once, not much later).
  await expect.poll(() => reads.find((read) => read.lastFingerPrint === posted.fingerPrint)).toBeDefined();
  const arrived = frames.find((frame) => frame.text.includes(posted.fingerPrint))?.at ?? 0;
  const readAt = reads.find((read) => read.lastFingerPrint === posted.fingerPrint)?.at ?? 0;
  expect(arrived).toBeGreaterThan(0);
  expect(readAt - arrived).toBeGreaterThanOrEqual(450);
  expect(readAt - arrived).toBeLessThan(2000);
  // The open chat's row never shows it as unread.
  await expect(rowOf(page, chatId).getByTestId('unread-count')).toHaveCount(0);
});

test('a message in another chat raises its unread count and the menu badge, and sounds once', async ({ page }) => {
  await countPlays(page);
  const { rows, chatId: opened } = await openAlertingChat(page, 'Private');
  // Another chat without unread messages: its count goes from none to one.
  const other = (await (await quietRowBesides(page, rows, opened)).getAttribute('data-chat-id')) ?? '';
  const row = rowOf(page, other);
  const badgeBefore = await chatBadgeCount(page);
  const text = `E2E 别处来信 ${Date.now()}`;
  const recounted = page.waitForResponse((response) => response.url().includes('/chats/unread_message'));
  await post({ chatId: other, content: text });
  await expect(row).toContainText(text);
  await expect(row.getByTestId('unread-count')).toHaveAttribute('title', '1 unread message');
  await expect.poll(() => chatBadgeCount(page)).toBe(badgeBefore + 1);
  // The server's figures a second later agree, and the sound played once for the message.
  await recounted;
  await expect.poll(() => chatBadgeCount(page)).toBe(badgeBefore + 1);
  await expect.poll(() => soundPlays(page)).toHaveLength(1);
  await page.waitForTimeout(1000);
  expect(await soundPlays(page)).toHaveLength(1);
});

test('clicking a quote jumps to the original, loading older history first', async ({ page }) => {
  test.setTimeout(60_000);
  const { chatId } = await openAlertingChat(page, 'Private');
  const stamp = Date.now();
  const original = await post({ chatId, content: `E2E 原话 ${stamp}` });
  const originalRow = messageRow(page, `E2E 原话 ${stamp}`);
  await originalRow.getByRole('button', { name: /^Reply to / }).click();
  await expect(page.getByTestId('composer-quote')).toContainText(`E2E 原话 ${stamp}`);
  // Further back than the page a chat opens with (30 messages).
  for (let n = 1; n <= 40; n += 1) await post({ chatId, content: `E2E 中间 ${stamp} #${n}` });
  await expect(rowOf(page, chatId)).toContainText(`E2E 中间 ${stamp} #40`);
  await send(page, `E2E 回复 ${stamp}`);
  await page.reload();
  const reply = messageRow(page, `E2E 回复 ${stamp}`);
  await expect(reply).toBeInViewport();
  // Settled at its end (the list shows itself once there).
  await expect(page.getByRole('log', { name: 'Messages' }).getByTestId('virtuoso-item-list')).toBeVisible();
  await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(2);
  await expect(page.locator(`[data-fingerprint="${original.fingerPrint}"]`)).toHaveCount(0);
  await reply.getByRole('button', { name: 'Quoted message' }).click();
  const target = page.locator(`[data-testid="message"][data-fingerprint="${original.fingerPrint}"]`);
  await expect(target).toBeInViewport();
  await expect(target).toHaveAttribute('data-highlighted', 'true');
});

test('my message is recalled within the limit; after it the platform refuses, and the message stays', async ({ page }) => {
  await openAlertingChat(page, 'Private');
  const stamp = Date.now();
  const first = await send(page, `E2E 撤回 ${stamp}`);
  await first.getByRole('button', { name: 'Recall' }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('You recalled a message')).toBeVisible();
  await expect(messageRow(page, `E2E 撤回 ${stamp}`)).toHaveCount(0);

  const late = await send(page, `E2E 过时 ${stamp}`);
  // Two and a half minutes pass on the platform (the client still offers recall on its clock).
  await sandbox('POST', 'clock', { offsetSeconds: 150 });
  await late.getByRole('button', { name: 'Recall' }).click();
  await expect(page.getByText('消息发送超过2分钟，无法撤回')).toBeVisible();
  await expect(messageRow(page, `E2E 过时 ${stamp}`)).toBeVisible();
  await page.reload();
  await expect(messageRow(page, `E2E 过时 ${stamp}`)).toBeVisible();
});

test('"N unread" on my group message opens who has read it and who has not', async ({ page }) => {
  await openAlertingChat(page, 'Groups');
  const heading = await page.getByRole('heading', { level: 2 }).innerText();
  const members = Number(heading.match(/\((\d+) members?\)/)?.[1]);
  expect(members).toBeGreaterThan(1);
  const mine = await send(page, `E2E 已读详情 ${Date.now()}`);
  const others = members - 1;
  const status = mine.getByRole('button', { name: `${others} unread` });
  await expect(status).toBeVisible();
  await status.click();
  const detail = page.getByTestId('read-detail');
  await expect(detail).toContainText('Read (0)');
  await expect(detail).toContainText(`Unread (${others})`);
  await expect(detail.locator('.ant-list-item')).toHaveCount(others);
});

test('@ a member: the message carries the mention', async ({ page }) => {
  const sent: { content: string; atUserIds?: string[] }[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      try {
        const frame = JSON.parse(String(payload)) as { dataContent?: string };
        if (frame.dataContent?.includes('E2E 提到')) sent.push(JSON.parse(frame.dataContent) as (typeof sent)[number]);
      } catch {
        // not a frame of ours
      }
    }),
  );
  await openAlertingChat(page, 'Groups');
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.pressSequentially('@');
  const options = page.getByRole('listbox', { name: 'Mention a member' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const name = await options.first().innerText();
  await options.first().click();
  await expect(composer).toHaveValue(`@${name} `);
  const text = `E2E 提到 ${Date.now()}`;
  await composer.pressSequentially(text);
  await composer.press('Enter');
  const row = messageRow(page, text);
  await expect(row).toContainText(`@${name} ${text}`);
  await expect(row.getByText('Sending')).toHaveCount(0);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent[0]?.atUserIds).toHaveLength(1);
  // The server kept it: still there, with the name, after a reload.
  await page.reload();
  await expect(messageRow(page, text)).toContainText(`@${name}`);
});

test('the at-me marker on a chat row opens the chat at the message that mentions me', async ({ page }) => {
  test.setTimeout(60_000);
  const { rows, chatId: opened } = await openAlertingChat(page, 'Groups');
  const me = await myImId(page);
  const group = (await (await rowBesides(page, rows, opened)).getAttribute('data-chat-id')) ?? '';
  const stamp = Date.now();
  const mention = await post({ chatId: group, content: `E2E 找你 ${stamp}`, atUserIds: [me] });
  // More than a page of messages after it: the chat's newest page does not hold the mention.
  for (let n = 1; n <= 40; n += 1) await post({ chatId: group, content: `E2E 后来 ${stamp} #${n}` });
  // Its new messages took it up the list, which may have been scrolled down to find it.
  await chatListToTop(page);
  const row = rowOf(page, group);
  await expect(row).toContainText(`E2E 后来 ${stamp} #40`);
  const marker = row.getByText('[@me]');
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(page).toHaveURL(new RegExp(`chatId=${group}`));
  await expect(page.locator(`[data-testid="message"][data-fingerprint="${mention.fingerPrint}"]`)).toBeInViewport();
  // Read: the marker is gone.
  await expect(row.getByText('[@me]')).toHaveCount(0);
});

test('a muted chat shows its bell off, and its new message leaves the menu badge and the sound alone', async ({ page }) => {
  await countPlays(page);
  const { rows, chatId: opened } = await openAlertingChat(page, 'Private');
  // A chat without unread messages: muting it does not change the badge by itself.
  const target = await quietRowBesides(page, rows, opened);
  const chatId = (await target.getAttribute('data-chat-id')) ?? '';
  const row = rowOf(page, chatId);
  await row.getByRole('button', { name: /^Mute notifications / }).click();
  await expect(row.getByRole('button', { name: /^Turn notifications on / })).toHaveAttribute('aria-pressed', 'true');
  await expect(row.locator('.anticon-muted')).toBeVisible();
  const badgeBefore = await chatBadgeCount(page);
  const text = `E2E 免打扰 ${Date.now()}`;
  const recounted = page.waitForResponse((response) => response.url().includes('/chats/unread_message'));
  await post({ chatId, content: text });
  // Counted on its row, not on the menu badge, and no sound.
  await expect(row).toContainText(text);
  await expect(row.getByTestId('unread-count')).toHaveAttribute('title', /^1 unread message/);
  await recounted;
  await page.waitForTimeout(300);
  expect(await chatBadgeCount(page)).toBe(badgeBefore);
  expect(await soundPlays(page)).toHaveLength(0);
  // Back on: the same chat's next message counts and sounds.
  await row.getByRole('button', { name: /^Turn notifications on / }).click();
  await expect(row.getByRole('button', { name: /^Mute notifications / })).toBeVisible();
  await expect.poll(() => chatBadgeCount(page)).toBe(badgeBefore + 1);
  await post({ chatId, content: `${text} 再来` });
  await expect.poll(() => chatBadgeCount(page)).toBe(badgeBefore + 2);
  await expect.poll(() => soundPlays(page)).toHaveLength(1);
});

test('a message written while the connection is down is kept and sent exactly once when it is back', async ({ page }) => {
  test.setTimeout(60_000);
  // The chat socket goes through here, so the test decides when the connection is down: while it
  // is, new connections are refused at once.
  let online = true;
  const sockets = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/ws\/chat/, (socket) => {
    if (!online) {
      void socket.close({ code: 4000, reason: 'offline' });
      return;
    }
    const server = socket.connectToServer();
    sockets.add(socket);
    socket.onClose(() => {
      sockets.delete(socket);
      void server.close();
    });
  });
  const { chatId } = await openAlertingChat(page, 'Private');
  online = false;
  for (const socket of sockets) await socket.close({ code: 4000, reason: 'offline' });
  const text = `E2E 断线时写的 ${Date.now()}`;
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  const row = messageRow(page, text);
  await expect(row.getByText('Sending')).toBeVisible();
  // Down for a while (the client retries meanwhile): the message stays, waiting.
  await page.waitForTimeout(3000);
  await expect(row.getByText('Sending')).toBeVisible();
  online = true;
  await expect(row.getByText('Sending')).toHaveCount(0, { timeout: 20_000 });
  await expect(row.getByText('Not sent')).toHaveCount(0);
  await expect(messageRow(page, text)).toHaveCount(1);
  // Stored once on the server: after a reload, from the server's history, exactly once.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`chatId=${chatId}`));
  await expect(messageRow(page, text)).toBeVisible();
  await expect(messageRow(page, text)).toHaveCount(1);
  await expect(rowOf(page, chatId)).toContainText(text);
});

test('from the keyboard alone: switch chats, send with Enter, search chats', async ({ page }) => {
  await signIn(page);
  await socketsUp();
  await openChatPage(page);
  const names = await page.getByTestId('chat-row').locator('strong').allInnerTexts();
  const name = names[2] ?? '';
  // Ctrl+K: the switcher; typing picks the chat, Enter opens it with the composer focused.
  await page.keyboard.press('Control+K');
  const switcher = page.getByRole('dialog', { name: 'Switch chat' });
  await expect(switcher).toBeVisible();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(switcher).toBeHidden();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(name);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeFocused();
  const text = `E2E 键盘 ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  const sent = messageRow(page, text);
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Sending')).toHaveCount(0);
  // Alt+↓ / Alt+↑: the next and the previous chat of the list.
  const opened = new URL(page.url().replace('/#/', '/')).searchParams.get('chatId');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page).not.toHaveURL(new RegExp(`chatId=${opened}$`));
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page).toHaveURL(new RegExp(`chatId=${opened}$`));
  // Ctrl+F: the chat search; typing searches.
  await page.keyboard.press('Control+F');
  const search = page.getByRole('searchbox', { name: 'Search chats' }).or(page.getByRole('textbox', { name: 'Search chats' }));
  await expect(search).toBeFocused();
  const searched = page.waitForRequest(
    (request) => request.url().includes('/chats/search') && (request.postDataJSON() as { keyword?: string }).keyword === name,
  );
  await page.keyboard.type(name);
  await searched;
  await expect(page.getByTestId('chat-row').filter({ hasText: name }).first()).toBeVisible();
});
