import type { ChatListItem } from '@generated/chat/model';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSession } from '@/lib/session/session-store.ts';
import { startStorySession } from '@/testing/story-session.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { NewChatMenu } from './new-chat-menu.tsx';

function withSession(Story: () => ReactNode) {
  startStorySession();
  return <Story />;
}

/** The "New chat" menu as the chat list shows it, signed in as demo-main; the chat it opens is named below. */
function NewConversations() {
  const session = useSession();
  const [opened, setOpened] = useState<ChatListItem | undefined>();
  return (
    <div style={{ padding: 12 }}>
      <NewChatMenu myImId={session?.userInfo.imId ?? ''} onCreated={setOpened} />
      <p>
        <output aria-label="opened chat">{opened ? `${opened.chatType === '2' ? 'group' : 'private'}: ${opened.name}` : ''}</output>
      </p>
    </div>
  );
}

const meta = preview.meta({
  title: 'Chat/New conversations',
  component: NewConversations,
  decorators: [withRouter('/chat'), withSession],
});

async function openDialog(canvasElement: HTMLElement, item: RegExp) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: /New chat|发起会话/ }));
  await userEvent.click(await body.findByRole('menuitem', { name: item }));
  const dialog = within(await body.findByRole('dialog'));
  return { canvas, body, dialog };
}

/**
 * A private chat with a platform official counselor: a person is required; the official tab
 * lists the platform's counselors; the chat made opens.
 */
export const PrivateChatWithOfficialCounselor = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openDialog(canvasElement, /^(Private chat|发起私聊)$/);
    const start = await dialog.findByRole('button', { name: /Start chat|开始聊天/ });
    await waitFor(() => expect(start).toBeVisible(), { timeout: 3000 });
    await userEvent.click(start);
    // The error slides in (antd's motion): visible once it has.
    const missing = await dialog.findByText(/Choose the person to chat with|请选择要私聊的人/);
    await waitFor(() => expect(missing).toBeVisible(), { timeout: 3000 });

    await userEvent.click(dialog.getByRole('tab', { name: /Official counselors|平台官方咨询师/ }));
    // The open tab's list (the other tab's stays in the page, hidden).
    const people = await within(dialog.getByRole('tabpanel')).findAllByRole('radio');
    const first = people[0] as HTMLElement;
    const name = (first.closest('label')?.textContent ?? '').split(' · ')[0] ?? '';
    await expect(name.length).toBeGreaterThan(0);
    await userEvent.click(first);
    await userEvent.click(start);
    await waitFor(() => expect(canvas.getByRole('status', { name: 'opened chat' })).toHaveTextContent(`private: ${name}`));
  },
});

/** A new group: at least one member is required; with a colleague picked and a name, the group made opens. */
export const GroupChatValidatesAndCreates = meta.story({
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openDialog(canvasElement, /^(Group chat|创建群聊)$/);
    const create = await dialog.findByRole('button', { name: /Create group|创建群聊/ });
    await waitFor(() => expect(create).toBeVisible(), { timeout: 3000 });
    await userEvent.click(create);
    const missing = await dialog.findByText(/Choose at least 1 person besides you|请至少选择1位除您以外的群成员/);
    await waitFor(() => expect(missing).toBeVisible(), { timeout: 3000 });

    await userEvent.type(dialog.getByRole('textbox', { name: /Group name|群名称/ }), '故事书新建群');
    await userEvent.click(dialog.getByRole('combobox', { name: /^(Members|群成员)$/ }));
    const option = await waitFor(() => {
      const found = canvasElement.ownerDocument.querySelector<HTMLElement>('.ant-select-item-option');
      if (!found) throw new Error('no option yet');
      return found;
    });
    await userEvent.click(option);
    await userEvent.click(create);
    await waitFor(() => expect(canvas.getByRole('status', { name: 'opened chat' })).toHaveTextContent('group: 故事书新建群'));
  },
});
