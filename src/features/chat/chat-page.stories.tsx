import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { startStorySession } from '@/testing/story-session.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import ChatPage from './chat-page.tsx';

function withSession(Story: () => ReactNode) {
  startStorySession();
  return <Story />;
}

const meta = preview.meta({ title: 'Pages/Chat (/chat)', component: ChatPage, decorators: [withRouter('/chat'), withSession] });

const rowsOf = (canvas: ReturnType<typeof within>) => canvas.findAllByTestId('chat-row');

/** The chat list pane: the sandbox's chats of demo-main, tabs, search, pin and mute on each row. */
export const ChatListPane = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: /Chats|会话列表/ });
    // The virtual list measures its first row, then fills the viewport.
    await waitFor(() => expect(canvas.getAllByTestId('chat-row').length).toBeGreaterThan(3));
    const rows = await rowsOf(canvas);
    await expect(within(list).getByRole('searchbox')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByRole('button', { name: /^(Pin|Unpin|置顶|取消置顶) / })).toBeVisible();
    await expect(canvas.getByText(/Choose a chat|从左侧选择/)).toBeVisible();
  },
});

/** The conversation pane: a private chat opened from the list, its history and the composer. */
export const ConversationPane = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(/^(Private|单聊)$/));
    const rows = await rowsOf(canvas);
    await userEvent.click(within(rows[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    const log = await canvas.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId(/^(message|system-line)$/).length).toBeGreaterThan(0));
    await expect(canvas.getByRole('textbox', { name: /Message|输入消息/ })).toBeVisible();
    await expect(canvas.getByTestId('composer-counter')).toHaveTextContent('/2000');
    // A quick phrase of the platform goes into the composer (the popover renders in the body).
    const box = canvas.getByRole('textbox', { name: /Message|输入消息/ });
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: /^(Quick phrases|快捷话术)$/ }));
    // The phrases are asked for when the popover first opens: give a cold page time for them.
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: /^如需预约面诊/ }, { timeout: 5000 }),
    );
    await expect(box).toHaveValue('如需预约面诊，请直接回复“预约”，我们将为您安排专属咨询师。');
    await userEvent.clear(box);
  },
});

/** The side panel of a group: phone, orders and the members with the owner marked. */
export const GroupSidePanel = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(/^(Groups|群聊)$/));
    const rows = await rowsOf(canvas);
    await userEvent.click(within(rows[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    const panel = await canvas.findByRole('complementary', { name: /Chat details|会话详情/ });
    await expect(within(panel).getByText(/Members|群成员/)).toBeVisible();
    await expect(await within(panel).findByText(/^(owner|群主)$/)).toBeVisible();
  },
});

/** '@' typed in a group's composer offers the members, the first highlighted. */
export const MentionTypedInGroup = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(/^(Groups|群聊)$/));
    const rows = await rowsOf(canvas);
    await userEvent.click(within(rows[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    // The group's own conversation is on screen (only a group offers the WeCom reminder), so the
    // composer found next is its own and not the one of a chat shown before.
    await canvas.findByRole('button', { name: /^(WeCom reminder|企业微信提醒)$/ });
    const composer = () => canvas.getByRole('textbox', { name: /^(Message|输入消息)$/ });
    // On a cold page the composer does not always take the focus at once (seen in the smoke, not
    // yet explained); the keyboard path (arrows, Enter, Escape) is pinned by conversation.test.tsx.
    await waitFor(
      () => {
        composer().focus();
        expect(composer()).toHaveFocus();
      },
      { timeout: 5000 },
    );
    await userEvent.clear(composer());
    await userEvent.type(composer(), '@');
    // Generous waits: on a loaded machine a cold page takes seconds to answer a keystroke.
    const list = await canvas.findByRole('listbox', { name: /Mention a member|@群成员/ }, { timeout: 5000 });
    const first = within(list).getAllByRole('option')[0] as HTMLElement;
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(1);
    // Picking is left to conversation.test.tsx (arrows, Enter, Escape, a click): driven by the
    // play function's simulated events the pick did not always reach the composer on a cold
    // page, while real input (Playwright's mouse and keyboard) picked every time.
    await userEvent.clear(composer());
  },
});

/** Reminders: shaking a customer's private chat adds the platform's line to the conversation. */
export const ShakeAPrivateChat = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(/^(Private|单聊)$/));
    await waitFor(() => expect(canvas.getAllByTestId('chat-row').length).toBeGreaterThan(0));
    // A customer's chat: the dispatch assistant (a system sender) cannot be shaken.
    const row = (await rowsOf(canvas)).find((r: HTMLElement) => !r.textContent?.includes('派单助手')) as HTMLElement;
    await userEvent.click(within(row).getAllByRole('button')[0] as HTMLElement);
    const log = await canvas.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId(/^(message|system-line)$/).length).toBeGreaterThan(0));
    const shakeLines = () => within(log).queryAllByText(/抖了抖/);
    const before = shakeLines().length;
    const shake = within(canvas.getByRole('group', { name: /Reminders|提醒/ })).getByRole('button', { name: /^(Shake|抖一抖)$/ });
    await userEvent.click(shake);
    await waitFor(() => expect(shakeLines()).toHaveLength(before + 1));
    await waitFor(() => expect(shake).toBeEnabled());
    // The refusal of a second shake within the minute is the chat gateway's HTTP 400, which the
    // smoke counts as a failed request: the component test and the end-to-end test show it.
  },
});

/** Reminders in a group: the WeCom reminder's dialog offers the group's colleagues and an optional text. */
export const WeComReminderInGroup = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByText(/^(Groups|群聊)$/));
    const rows = await rowsOf(canvas);
    await userEvent.click(within(rows[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    const weCom = await canvas.findByRole('button', { name: /^(WeCom reminder|企业微信提醒)$/ });
    await waitFor(() => expect(weCom).toBeEnabled());
    await userEvent.click(weCom);
    const dialog = await body.findByRole('dialog', { name: /Remind a colleague on WeCom|企业微信提醒同事/ });
    await expect(within(dialog).getAllByRole('radio').length).toBeGreaterThan(0);
    // Seen once the dialog's opening motion is over.
    const text = within(dialog).getByRole('textbox', { name: /Message \(optional\)|提醒内容（选填）/ });
    await waitFor(() => expect(text).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Cancel|取消)$/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
});
