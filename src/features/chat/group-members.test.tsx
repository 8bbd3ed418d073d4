import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetHospitalCounselorsMockHandler, getGetOfficialCounselorsMockHandler } from '@generated/chat/counselors/counselors.msw.ts';
import {
  getAddChatMembersMockHandler,
  getExitGroupChatMockHandler,
  getListChatMembersMockHandler,
  getRemoveChatMembersMockHandler,
} from '@generated/chat/members/members.msw.ts';
import type { ChatMember } from '@generated/chat/model';
import { chatCounselor, ME } from '@/testing/chat-fixtures.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { GroupMembers } from './group-members.tsx';

installGatewayServer();

const member = (userId: string, name: string, role: ChatMember['role'], userType: ChatMember['userType'] = 2): ChatMember => ({
  userId,
  userType,
  realName: name,
  chatName: name,
  avatar: '',
  role,
  state: 0,
  joinTime: '2026-11-20 10:00:00',
});

const counselor = chatCounselor;

let members: ChatMember[];
let added: string[][];
let removed: string[];
let exited: string[];

beforeEach(() => {
  members = [member(ME, '王雅琴', 1), member('h_2', '李思远', 2), member('h_3', '张医生', 3), member('p_9001', '平台咨询师小美', 3, 3)];
  added = [];
  removed = [];
  exited = [];
  server.use(
    getListChatMembersMockHandler(() => success(members)),
    getGetHospitalCounselorsMockHandler(() =>
      success([counselor(ME, '王雅琴', false), counselor('h_3', '张医生', false), counselor('h_4', '刘佳琪', false)]),
    ),
    getGetOfficialCounselorsMockHandler(() =>
      success([counselor('p_9001', '平台咨询师小美', true), counselor('p_9002', '平台咨询师小雅', true)]),
    ),
    getAddChatMembersMockHandler(async ({ request }) => {
      added.push(((await request.json()) as { userIds: string[] }).userIds);
      return success(true);
    }),
    getRemoveChatMembersMockHandler(({ request }) => {
      removed.push(...new URL(request.url).searchParams.getAll('userIds'));
      return success(true);
    }),
    getExitGroupChatMockHandler(({ params }) => {
      exited.push(String(params.id));
      return success(true);
    }),
  );
});

const render = (memberCount = 4, onLeft = () => undefined) =>
  renderAtRoute(<GroupMembers chatId="g1" myImId={ME} memberCount={memberCount} onLeft={onLeft} />, '/chat?chatId=g1');
const rowOf = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;
const removeIn = async (name: string) => within(await rowOf(name)).getByRole('button', { name: 'Remove' });

describe('adding members', () => {
  it('offers colleagues and platform counselors not in the group, asks for at least one, and posts the chosen', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: /Add members/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add members to the group' }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Choose at least one person to add')).toBeInTheDocument();
    expect(added).toEqual([]);

    await user.click(dialog.getByRole('combobox', { name: 'People to add' }));
    const offered = await waitFor(() => {
      const titles = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
      expect(titles.length).toBeGreaterThan(0);
      return titles;
    });
    expect(offered.sort()).toEqual(['刘佳琪', '平台咨询师小雅']);
    await user.click(document.querySelector('.ant-select-item-option[title="平台咨询师小雅"]') as HTMLElement);
    await user.click(document.querySelector('.ant-select-item-option[title="刘佳琪"]') as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(added).toEqual([['p_9002', 'h_4']]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add members to the group' })).toBeNull());
  });

  it('refuses more people than the group has room for (200)', async () => {
    const user = userEvent.setup();
    render(199);
    await user.click(await screen.findByRole('button', { name: /Add members/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add members to the group' }));
    await user.click(dialog.getByRole('combobox', { name: 'People to add' }));
    await user.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="刘佳琪"]') as HTMLElement));
    await user.click(document.querySelector('.ant-select-item-option[title="平台咨询师小雅"]') as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('A group has at most 200 members: choose at most 1 more person')).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  it('is disabled when the group is full', async () => {
    render(200);
    expect(await screen.findByRole('button', { name: /Add members/ })).toBeDisabled();
  });
});

describe('what my role allows', () => {
  it('the owner removes admins and members but cannot leave before handing over', async () => {
    render();
    expect(await removeIn('李思远')).toBeEnabled();
    expect(await removeIn('张医生')).toBeEnabled();
    expect(within(await rowOf('王雅琴')).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(await rowOf('王雅琴')).getByText('owner')).toBeInTheDocument();
    expect(within(await rowOf('平台咨询师小美')).getByText('platform counselor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeDisabled();
  });

  it('an admin removes members only, never the owner or another admin', async () => {
    members = [member('h_1', '陈主任', 1), member(ME, '王雅琴', 2), member('h_2', '李思远', 2), member('h_3', '张医生', 3)];
    render();
    expect(await removeIn('张医生')).toBeEnabled();
    expect(await removeIn('陈主任')).toBeDisabled();
    expect(await removeIn('李思远')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeEnabled();
  });

  it('a plain member removes nobody', async () => {
    members = [member('h_1', '陈主任', 1), member('h_2', '李思远', 2), member(ME, '王雅琴', 3), member('h_3', '张医生', 3)];
    render();
    for (const name of ['陈主任', '李思远', '张医生']) expect(await removeIn(name)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeEnabled();
  });
});

describe('confirming first', () => {
  it('removes a member only after OK; Cancel changes nothing', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await removeIn('张医生'));
    await waitFor(() => expect(screen.getByText('Remove 张医生 from the group?')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);
    await user.click(await removeIn('张医生'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(removed).toEqual(['h_3']));
  });

  it('leaves the group only after OK, then closes the chat', async () => {
    members = [member('h_1', '陈主任', 1), member(ME, '王雅琴', 3)];
    const onLeft = vi.fn();
    const user = userEvent.setup();
    render(2, onLeft);
    await screen.findByText('陈主任');
    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(screen.getByText('Leave this group? You will no longer receive its messages.')).toBeVisible());
    expect(exited).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(exited).toEqual(['g1']));
    expect(onLeft).toHaveBeenCalled();
  });
});
