import { screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetGroupChatOrdersMockHandler, getGetGroupChatPhoneMockHandler } from '@generated/chat/chats/chats.msw.ts';
import {
  getExitGroupChatMockHandler,
  getListChatMembersMockHandler,
  getRemoveChatMembersMockHandler,
} from '@generated/chat/members/members.msw.ts';
import type { ChatMember } from '@generated/chat/model';
import { getGetCustomerDetailMockHandler } from '@generated/main/customer/customer.msw.ts';
import { ME, chatRow } from '@/testing/chat-fixtures.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { SidePanel } from './side-panel.tsx';

installGatewayServer();
// The workspace renders a lot per step (virtual lists, antd): give slow, shared machines room.
configure({ asyncUtilTimeout: 4000 });

const member = (userId: string, name: string, role: ChatMember['role']): ChatMember => ({
  userId,
  userType: userId.startsWith('c_') ? 1 : 2,
  realName: name,
  chatName: name,
  avatar: '',
  role,
  state: 1,
  joinTime: '2026-11-20 10:00:00',
});

let members: ChatMember[];
let removed: string[];
let exited: string[];

beforeEach(() => {
  members = [member(ME, '王雅琴', 1), member('h_2', '张医生', 3), member('c_1', '李女士', 3)];
  removed = [];
  exited = [];
  server.use(
    // My mark on the customer (customer-mark.test.tsx tests it).
    getGetCustomerDetailMockHandler(),
    getListChatMembersMockHandler(() => success(members)),
    getRemoveChatMembersMockHandler(({ request }) => {
      const ids = new URL(request.url).searchParams.getAll('userIds');
      removed.push(...ids);
      members = members.filter((m) => !ids.includes(m.userId));
      return success(true);
    }),
    getExitGroupChatMockHandler(({ params }) => {
      exited.push(String(params.id));
      return success(true);
    }),
    getGetGroupChatPhoneMockHandler(() =>
      success({ customerId: 889201, customerName: '李女士', phone: '138****5678', isViewable: false, isForeignPhone: false }),
    ),
    getGetGroupChatOrdersMockHandler(() =>
      success([
        {
          id: 880123,
          number: 'PD202611220001',
          createTime: '2026-11-22 09:00:00',
          taskStatus: 1,
          taskStatusStr: '跟进中',
          orderList: [{ spuName: '双眼皮全切' }],
        },
      ]),
    ),
  );
});

const group = chatRow({
  chatId: 'g1',
  chatType: '2',
  name: '李女士-双眼皮咨询群',
  peerUserId: null,
  memberCount: 3,
  customer: { customerId: 889201, customerImId: 'c_1', customerName: '李女士' },
});

describe('side panel of a group', () => {
  it('shows the phone, the orders as links into the orders area, and the members with the owner', async () => {
    renderAtRoute(<SidePanel chat={group} myImId={ME} onLeft={() => undefined} />, '/chat?chatId=g1');
    const panel = screen.getByRole('complementary', { name: 'Chat details' });
    expect(await within(panel).findByText('李女士 138****5678')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'PD202611220001' })).toHaveAttribute(
      'href',
      '/order/alllist?id=880123&open=true',
    );
    const owner = (await within(panel).findByText('王雅琴')).closest('li') as HTMLElement;
    expect(within(owner).getByText('owner')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('the owner removes a member after confirming', async () => {
    const user = userEvent.setup();
    renderAtRoute(<SidePanel chat={group} myImId={ME} onLeft={() => undefined} />, '/chat?chatId=g1');
    const doctor = (await screen.findByText('张医生')).closest('li') as HTMLElement;
    await user.click(within(doctor).getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(removed).toEqual(['h_2']));
    await waitFor(() => expect(screen.queryByText('张医生')).toBeNull());
  });

  it('a member may remove nobody; leaving the group closes the chat', async () => {
    members = [member('h_owner', '陈主任', 1), member(ME, '王雅琴', 3)];
    const onLeft = vi.fn();
    const user = userEvent.setup();
    renderAtRoute(<SidePanel chat={group} myImId={ME} onLeft={onLeft} />, '/chat?chatId=g1');
    await screen.findByText('陈主任');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Leave group' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(exited).toEqual(['g1']));
    expect(onLeft).toHaveBeenCalled();
  });
});

describe('side panel of a private chat', () => {
  it('shows the peer and no group sections', () => {
    renderAtRoute(<SidePanel chat={chatRow({ chatId: 'c1', name: '李女士' })} myImId={ME} onLeft={() => undefined} />, '/chat?chatId=c1');
    const panel = screen.getByRole('complementary', { name: 'Chat details' });
    expect(within(panel).getByText('Contact')).toBeInTheDocument();
    expect(within(panel).queryByText('Members')).toBeNull();
  });
});
