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
 * The owner's view: roles tagged, leaving disabled until ownership is handed over; adding opens
 * the picker; removing a member asks first, then the list is one shorter.
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
    // The picker offers the people who can be added (its validation and the adding itself are
    // pinned by group-members.test.tsx and e2e/chat-members.e2e.ts).
    const picker = await dialog.findByRole('combobox', { name: /People to add|要添加的人/ });
    // The dialog zooms in (antd's motion): visible once its animation has shown it.
    await waitFor(() => expect(picker).toBeVisible(), { timeout: 3000 });
    await userEvent.click(dialog.getByRole('button', { name: /^(Cancel|取 ?消)$/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // A plain member: removed after confirming.
    const plain = within(list)
      .getAllByRole('listitem')
      .find(
        (item) =>
          within(item)
            .queryByRole('button', { name: /^(Remove|移 ?出)$/ })
            ?.hasAttribute('disabled') === false,
      ) as HTMLElement;
    await userEvent.click(within(plain).getByRole('button', { name: /^(Remove|移 ?出)$/ }));
    await userEvent.click(await body.findByRole('button', { name: /^(OK|确 ?定)$/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before - 1));
  },
});
