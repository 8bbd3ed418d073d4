/**
 * New conversations from the chat list: the "New chat" menu's private chat (tabs of hospital and
 * official counselors, a name search, one person required) and group chat (name length, at least
 * one member, the same-name warning from the light search); what is made opens at once
 * (`?chatId=`) with its name in the header.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getCreateChatMockHandler,
  getCreateGroupChatMockHandler,
  getLightSearchGroupChatsMockHandler,
  getListChatsMockHandler,
  getListGroupChatsMockHandler,
} from '@generated/chat/chats/chats.msw.ts';
import {
  getGetHospitalCounselorsMockHandler,
  getGetOfficialCounselorsMockHandler,
  getQueryCounselorsMockHandler,
} from '@generated/chat/counselors/counselors.msw.ts';
import { getListChatMembersMockHandler } from '@generated/chat/members/members.msw.ts';
import { getListGroupMessagesMockHandler, getListMessagesMockHandler } from '@generated/chat/messages/messages.msw.ts';
import type { ChatGroup, ChatGroupCreateRequest, ChatListItem } from '@generated/chat/model';
import { setOpenChatId } from '@/lib/chat/open-chat.ts';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { chatCounselor, chatRow } from '@/testing/chat-fixtures.ts';
import { loginResult } from '@/testing/login-result.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import ChatPage from './chat-page.tsx';

installGatewayServer();
configure({ asyncUtilTimeout: 4000 });

const counselor = chatCounselor;

const HOSPITAL = [counselor('h_3001', '王雅琴', false), counselor('h_3005', '张敏', false), counselor('h_3006', '刘佳琪', false)];
const OFFICIAL = [counselor('p_9001', '平台咨询师小美', true), counselor('p_9002', '平台咨询师小雅', true)];

let privates: ChatListItem[];
let groups: ChatListItem[];
let chatsAsked: string[];
let groupsAsked: ChatGroupCreateRequest[];
let searchedNames: string[];
let queried: string[];

beforeEach(() => {
  startSession(loginResult());
  privates = [chatRow({ chatId: '700001', name: '李女士', customer: { customerId: 1, customerImId: 'c_1', customerName: '李女士' } })];
  groups = [];
  chatsAsked = [];
  groupsAsked = [];
  searchedNames = [];
  queried = [];
  server.use(
    getListChatsMockHandler(() => success({ total: privates.length, page: 1, limit: 500, list: privates })),
    getListGroupChatsMockHandler(() => success({ total: groups.length, page: 1, limit: 500, list: groups })),
    getGetHospitalCounselorsMockHandler(() => success(HOSPITAL)),
    getGetOfficialCounselorsMockHandler(() => success(OFFICIAL)),
    getQueryCounselorsMockHandler(({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      queried.push(keyword);
      const list = [...HOSPITAL, ...OFFICIAL].filter((c) => c.realName.includes(keyword));
      return success({ total: list.length, page: 1, limit: 200, list });
    }),
    getCreateChatMockHandler(async ({ request }) => {
      const { toUserId } = (await request.json()) as { toUserId: string };
      chatsAsked.push(toUserId);
      const person = [...HOSPITAL, ...OFFICIAL].find((c) => c.userId === toUserId);
      const row = chatRow({
        chatId: '700900',
        name: person?.realName ?? toUserId,
        peerUserId: toUserId,
        lastMessageTime: '2026-11-22 10:00:00',
      });
      privates = [row, ...privates.filter((r) => r.chatId !== row.chatId)];
      return success(row);
    }),
    getCreateGroupChatMockHandler(async ({ request }) => {
      const body = (await request.json()) as ChatGroupCreateRequest;
      groupsAsked.push(body);
      const group: ChatGroup = {
        chatId: '520900',
        chatType: '2',
        name: body.name ?? '王雅琴、张敏',
        avatar: '',
        ownerId: 'h_3001',
        memberCount: body.memberIds.length + 1,
        maxMemberCount: 200,
        isTop: false,
        isAlert: true,
        myRole: 1,
        customer: null,
        createTime: '2026-11-22 10:00:00',
      };
      groups = [chatRow({ chatId: group.chatId, chatType: '2', name: group.name, peerUserId: null, memberCount: group.memberCount })];
      return success(group);
    }),
    getLightSearchGroupChatsMockHandler(async ({ request }) => {
      const { keyword } = (await request.json()) as { keyword: string };
      searchedNames.push(keyword);
      const mine = [{ chatId: '520001', name: '美莱咨询部工作群', avatar: '', memberCount: 7 }];
      return success(mine.filter((g) => g.name.includes(keyword)));
    }),
    getListMessagesMockHandler(() => success({ records: [], hasMore: false })),
    getListGroupMessagesMockHandler(() => success({ records: [], hasMore: false })),
    getListChatMembersMockHandler(() => success([])),
  );
});

afterEach(() => {
  clearSession();
  setOpenChatId(undefined);
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage() {
  return renderAtRoute(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 60 }}>
      <Address />
      <ChatPage />
    </VirtuosoMockContext.Provider>,
    '/chat',
  );
}

async function openDialog(item: 'Private chat' | 'Group chat', title: string) {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: /New chat/ }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  return { user, dialog };
}

describe('new private chat', () => {
  it('asks for a person, searches by name over both tabs, and opens the chat made with the one picked', async () => {
    const { user, dialog } = await openDialog('Private chat', 'New private chat');
    // Me left out of my colleagues.
    expect(await dialog.findByRole('radio', { name: '张敏' })).toBeInTheDocument();
    expect(dialog.queryByRole('radio', { name: '王雅琴' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Start chat' }));
    expect(await dialog.findByText('Choose the person to chat with')).toBeInTheDocument();
    expect(chatsAsked).toEqual([]);

    await user.type(dialog.getByRole('searchbox', { name: 'Search by name' }), '小雅');
    await waitFor(() => expect(queried).toContain('小雅'));
    await user.click(dialog.getByRole('tab', { name: /Official counselors \(1\)/ }));
    await user.click(await dialog.findByRole('radio', { name: '平台咨询师小雅' }));
    await user.click(dialog.getByRole('button', { name: 'Start chat' }));

    await waitFor(() => expect(chatsAsked).toEqual(['p_9002']));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/chat?chatId=700900'));
    expect(await screen.findByRole('heading', { level: 2, name: '平台咨询师小雅' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New private chat' })).toBeNull());
  });
});

describe('new group chat', () => {
  it('checks the name and the members, warns of a group of the same name, and opens the group made', async () => {
    const { user, dialog } = await openDialog('Group chat', 'New group chat');
    const name = dialog.getByRole('textbox', { name: 'Group name' });
    await user.type(name, '长'.repeat(31));
    await user.click(dialog.getByRole('button', { name: 'Create group' }));
    expect(await dialog.findByText('A group name has at most 30 characters')).toBeInTheDocument();
    expect(await dialog.findByText('Choose at least 1 person besides you')).toBeInTheDocument();
    expect(groupsAsked).toEqual([]);

    await user.clear(name);
    await user.type(name, '美莱咨询部工作群');
    expect(await dialog.findByText('You are already in a group named “美莱咨询部工作群”; a second one will be made.')).toBeInTheDocument();
    expect(searchedNames).toContain('美莱咨询部工作群');
    await user.clear(name);
    await user.type(name, '咨询部');
    expect(await dialog.findByText('Your groups with this in their name: 美莱咨询部工作群')).toBeInTheDocument();
    expect(dialog.queryByText(/already in a group named/)).toBeNull();
    await user.clear(name);
    await user.type(name, '双眼皮术后跟进群');
    await waitFor(() => expect(dialog.queryByRole('status')).toBeNull());

    await user.click(dialog.getByRole('combobox', { name: 'Members' }));
    const offered = await waitFor(() => {
      const titles = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
      expect(titles.length).toBeGreaterThan(0);
      return titles;
    });
    expect(offered).toEqual(['张敏', '刘佳琪', '平台咨询师小美', '平台咨询师小雅']);
    await user.click(document.querySelector('.ant-select-item-option[title="张敏"]') as HTMLElement);
    await user.click(document.querySelector('.ant-select-item-option[title="平台咨询师小美"]') as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(groupsAsked).toEqual([{ name: '双眼皮术后跟进群', memberIds: ['h_3005', 'p_9001'] }]));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/chat?chatId=520900'));
    expect(await screen.findByRole('heading', { level: 2, name: /^双眼皮术后跟进群/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('chat-row').map((row) => row.getAttribute('data-chat-id'))).toContain('520900'));
  });

  it('links the customer picked among those I chat with', async () => {
    const { user, dialog } = await openDialog('Group chat', 'New group chat');
    await user.click(dialog.getByRole('combobox', { name: 'Members' }));
    await user.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="刘佳琪"]') as HTMLElement));
    await user.click(dialog.getByRole('combobox', { name: 'Customer the group is about (optional)' }));
    await user.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="李女士"]') as HTMLElement));
    await user.click(dialog.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(groupsAsked).toEqual([{ memberIds: ['h_3006'], customerImId: 'c_1' }]));
  });
});

describe('from the keyboard', () => {
  it('opens the menu with focus on its first item, and picks a person with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: /New chat/ });
    button.focus();
    await user.keyboard('{Enter}');
    // The menu takes the focus, so the arrow keys move through it (rc-menu finds its items by
    // layout, which jsdom has not: choosing one by key is left to the browser).
    const item = await screen.findByRole('menuitem', { name: 'Private chat' });
    await waitFor(() => expect(item).toHaveFocus());
    await user.click(item);
    const dialog = within(await screen.findByRole('dialog', { name: 'New private chat' }));
    (await dialog.findByRole('radio', { name: '张敏' })).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(dialog.getByRole('radio', { name: '刘佳琪' })).toBeChecked());
    dialog.getByRole('button', { name: 'Start chat' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chatsAsked).toEqual(['h_3006']));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/chat?chatId=700900'));
  });
});
