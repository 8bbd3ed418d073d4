import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getListGroupMessageImagesMockHandler,
  getListGroupMessagesMockHandler,
  getListMessagesMockHandler,
} from '@generated/chat/messages/messages.msw.ts';
import { getReadGroupMessagesMockHandler, getReadMessagesMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import { getListChatMembersMockHandler } from '@generated/chat/members/members.msw.ts';
import type { ChatImageRecord, ChatMessage } from '@generated/chat/model';
import { ME, chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { renderConversation, settled } from '@/testing/chat-conversation.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { mergeImages } from './use-chat-images.ts';

installGatewayServer();
configure({ asyncUtilTimeout: 4000 });

const me = { imId: ME, fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' } };
const customer = { realName: '李女士', chatName: '李女士', avatar: '' };
const url = (name: string) => `https://img.yimei.example/chat/2026/11/22/${name}.jpg`;

function picture(chatId: string, chatType: '0' | '2', name: string, minute: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return chatMessage({
    chatId,
    chatType,
    msgType: 2,
    content: JSON.stringify({ url: url(name), width: 800, height: 600 }),
    fingerPrint: `fp-${name}`,
    sendTime: `2026-11-22 10:${String(minute).padStart(2, '0')}:00`,
    sendTimestamp: Date.parse(`2026-11-22T10:${String(minute).padStart(2, '0')}:00`),
    fromUser: customer,
    ...extra,
  });
}

const record = (name: string, minute: number, isVideo = false): ChatImageRecord => ({
  fingerPrint: `fp-${name}`,
  url: isVideo ? url(name).replace('.jpg', '.mp4') : url(name),
  isVideo,
  videoCover: null,
  sendTime: `2026-11-22 10:${String(minute).padStart(2, '0')}:00`,
  fromUserId: 'c_1',
  fromUser: customer,
});

let albumAsked = 0;

beforeEach(() => {
  albumAsked = 0;
  const groupHistory = [
    picture('g1', '2', 'b', 20),
    chatMessage({ chatId: 'g1', chatType: '2', fingerPrint: 'fp-text', content: '这是术后第三天', sendTime: '2026-11-22 10:25:00' }),
    // Sent in the same second as b: the album's order (newest first) tells them apart.
    picture('g1', '2', 'c', 20),
    picture('g1', '2', 'gone', 35, { isRecalled: true }),
  ];
  const privateHistory = [picture('c1', '0', 'p1', 10), picture('c1', '0', 'p2', 11), picture('c1', '0', 'p3', 12)];
  server.use(
    getListGroupMessagesMockHandler(() => success({ records: groupHistory, hasMore: true })),
    getListMessagesMockHandler(() => success({ records: privateHistory, hasMore: false })),
    getReadGroupMessagesMockHandler(() => success(true)),
    getReadMessagesMockHandler(() => success(true)),
    getListChatMembersMockHandler(() => success([])),
    // The album, newest first: a video, the two loaded pictures and an older one not loaded yet.
    getListGroupMessageImagesMockHandler(() => {
      albumAsked += 1;
      return success({ total: 4, page: 1, limit: 500, list: [record('v', 40, true), record('c', 20), record('b', 20), record('a', 5)] });
    }),
  );
});

const gallery = () => screen.findByRole('dialog');
// The preview reads the key's code (`keyCode`), which a browser sets and user-event leaves out.
const press = (key: 'ArrowLeft' | 'ArrowRight') =>
  act(() => fireEvent.keyDown(document.activeElement ?? document.body, { key, code: key, keyCode: key === 'ArrowLeft' ? 37 : 39 }));
const shownSrc = (dialog: HTMLElement) => dialog.querySelector('img')?.getAttribute('src');

describe('the chat’s image gallery', () => {
  it('opens at the clicked picture of a group and steps through every picture of its album with the arrows, Esc closing it', async () => {
    const user = userEvent.setup();
    renderConversation(chatRow({ chatId: 'g1', chatType: '2', name: '李女士的群' }), me);
    await settled();
    expect(albumAsked).toBe(0);
    const links = await screen.findAllByRole('link', { name: 'Open the original image' });
    await user.click(links[0] as HTMLElement);

    const dialog = await gallery();
    // a (album only), b (clicked), c; the video and the recalled picture are not in it.
    await waitFor(() => expect(within(dialog).getByText('2 / 3')).toBeInTheDocument());
    expect(shownSrc(dialog)).toBe(`${url('b')}-o`);
    expect(albumAsked).toBe(1);

    press('ArrowRight');
    await waitFor(() => expect(within(dialog).getByText('3 / 3')).toBeInTheDocument());
    expect(shownSrc(dialog)).toBe(`${url('c')}-o`);
    press('ArrowLeft');
    press('ArrowLeft');
    await waitFor(() => expect(within(dialog).getByText('1 / 3')).toBeInTheDocument());
    expect(shownSrc(dialog)).toBe(`${url('a')}-o`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('1 / 3')).not.toBeInTheDocument());
  });

  it('reaching the oldest picture held asks for the album’s next older page, staying on the picture shown', async () => {
    const pagesAsked: number[] = [];
    server.use(
      getListGroupMessageImagesMockHandler(({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pagesAsked.push(page);
        // Two pictures a page, newest first: b and c, then two older ones.
        const list = page === 1 ? [record('c', 20), record('b', 20)] : [record('a', 5), record('a0', 1)];
        return success({ total: 4, page, limit: 2, list });
      }),
    );
    const user = userEvent.setup();
    renderConversation(chatRow({ chatId: 'g1', chatType: '2', name: '李女士的群' }), me);
    await settled();
    const links = await screen.findAllByRole('link', { name: 'Open the original image' });
    await user.click(links[0] as HTMLElement);

    const dialog = await gallery();
    // b was the oldest held: the older page is put before it, and b stays on screen.
    await waitFor(() => expect(within(dialog).getByText('3 / 4')).toBeInTheDocument());
    expect(shownSrc(dialog)).toBe(`${url('b')}-o`);
    press('ArrowLeft');
    press('ArrowLeft');
    await waitFor(() => expect(within(dialog).getByText('1 / 4')).toBeInTheDocument());
    expect(shownSrc(dialog)).toBe(`${url('a0')}-o`);
    // The album has no more: nothing else is asked for.
    expect(pagesAsked).toEqual([1, 2]);
  });

  it('in a private chat steps through the loaded pictures, without asking for an album', async () => {
    const user = userEvent.setup();
    renderConversation(chatRow({ chatId: 'c1', chatType: '0' }), me);
    await settled();
    const links = await screen.findAllByRole('link', { name: 'Open the original image' });
    await user.click(links[2] as HTMLElement);
    const dialog = await gallery();
    await waitFor(() => expect(within(dialog).getByText('3 / 3')).toBeInTheDocument());
    expect(shownSrc(dialog)).toBe(`${url('p3')}-o`);
    // The previous-picture button steps back.
    const previous = dialog.querySelector('.ant-image-preview-switch-prev, [class*="switch-prev"]');
    if (!previous) throw new Error('no previous button');
    act(() => fireEvent.click(previous));
    await waitFor(() => expect(within(dialog).getByText('2 / 3')).toBeInTheDocument());
    expect(shownSrc(dialog)).toBe(`${url('p2')}-o`);
    expect(albumAsked).toBe(0);
  });
});

describe('mergeImages', () => {
  it('keeps pictures of the same second in their sources’ order', () => {
    const image = (fingerPrint: string) => ({ fingerPrint, url: url(fingerPrint), sendTime: '2026-11-22 10:30:00', sender: '王雅琴' });
    expect(mergeImages([image('x'), image('y')], [image('y'), image('z')]).map((i) => i.fingerPrint)).toEqual(['x', 'y', 'z']);
  });

  it('keeps the conversation order of pictures of one second that the album lacks in part', () => {
    const image = (fingerPrint: string) => ({ fingerPrint, url: url(fingerPrint), sendTime: '2026-11-22 10:30:00', sender: '王雅琴' });
    expect(mergeImages([image('old'), image('b'), image('c')], [image('a'), image('b'), image('c')]).map((i) => i.fingerPrint)).toEqual([
      'old',
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps each picture once, oldest first', () => {
    const image = (fingerPrint: string, sendTime: string) => ({ fingerPrint, url: url(fingerPrint), sendTime, sender: '李女士' });
    expect(
      mergeImages(
        [image('c', '2026-11-22 10:30:00'), image('a', '2026-11-22 10:05:00')],
        [image('b', '2026-11-22 10:20:00'), image('c', '2026-11-22 10:30:00')],
      ).map((i) => i.fingerPrint),
    ).toEqual(['a', 'b', 'c']);
  });
});
