import { useGetGroupChat } from '@generated/chat/chats/chats.ts';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSession } from '@/lib/session/session-store.ts';
import { startStorySession } from '@/testing/story-session.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { GroupMembers } from './group-members.tsx';

/** The seed's first group: the consultation team's, owned by demo-main, demo-sub its admin. */
const TEAM_GROUP = '520001';

function withSession(Story: () => ReactNode) {
  startStorySession();
  return <Story />;
}

/** The member panel of the team group as the side panel shows it, signed in as demo-main. */
function TeamGroupMembers() {
  const session = useSession();
  const group = useGetGroupChat(TEAM_GROUP);
  if (!group.data) return <Spin />;
  return (
    <div style={{ width: 300, padding: 12 }}>
      <GroupMembers
        chatId={TEAM_GROUP}
        myImId={session?.userInfo.imId ?? ''}
        memberCount={group.data.data.memberCount}
        onLeft={() => undefined}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'Chat/Group members',
  component: TeamGroupMembers,
  decorators: [withRouter('/chat?chatId=520001'), withSession],
});

/**
 * The owner's view: roles tagged, leaving disabled until ownership is handed over; adding asks
 * for at least one person, then the colleague picked joins the list; removing them asks first.
 */
export const OwnerManagesMembers = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('group', { name: /^(Members|群成员)$/ });
    const me = (await within(list).findByText(/王雅琴/)).closest('li') as HTMLElement;
    await expect(within(me).getByText(/^(owner|群主)$/)).toBeVisible();
    await expect(within(list).getByText(/^(admin|管理员)$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Leave group|退出群聊)$/ })).toBeDisabled();
    const before = within(list).getAllByRole('listitem').length;

    await userEvent.click(canvas.getByRole('button', { name: /Add members|添加成员/ }));
    const dialog = within(await body.findByRole('dialog'));
    // The button shows its spinner ("loading Add") until the people who can be added have loaded.
    await userEvent.click(await dialog.findByRole('button', { name: /^(Add|添 ?加)$/ }, { timeout: 10_000 }));
    // The error slides in (antd's motion): visible once its animation has started showing it.
    const required = await dialog.findByText(/Choose at least one person to add|请至少选择一位要添加的成员/);
    await waitFor(() => expect(required).toBeVisible(), { timeout: 3000 });
    await userEvent.click(dialog.getByRole('combobox'));
    const option = await waitFor(() => {
      const found = canvasElement.ownerDocument.querySelector<HTMLElement>('.ant-select-item-option');
      if (!found) throw new Error('no option yet');
      return found;
    });
    const name = (option.getAttribute('title') ?? '').replace(/（.*$/, '');
    await userEvent.click(option);
    await userEvent.click(dialog.getByRole('button', { name: /^(Add|添 ?加)$/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before + 1));
    const added = within(list).getByText(new RegExp(name)).closest('li') as HTMLElement;

    await userEvent.click(within(added).getByRole('button', { name: /^(Remove|移 ?出)$/ }));
    await userEvent.click(await body.findByRole('button', { name: /^(OK|确 ?定)$/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before));
  },
});
