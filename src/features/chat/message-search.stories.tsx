import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { startStorySession } from '@/testing/story-session.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { MessageSearch } from './message-search.tsx';

function withSession(Story: () => ReactNode) {
  startStorySession();
  return <Story />;
}

const meta = preview.meta({
  title: 'Chat/MessageSearch',
  component: MessageSearch,
  decorators: [withRouter('/chat'), withSession],
  args: { onPick: fn(), onClose: fn() },
});

/** Words found in the sandbox's private chats (texts and file names), each hit with its chat; a hit is picked. */
export const FoundInPrivateChats = meta.story({
  play: async ({ args, canvasElement }) => {
    // The drawer renders into the document body, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByRole('searchbox', { name: /Words to find|搜索内容/ }), '术后{Enter}');
    await expect(await page.findByText(/messages? found|共找到/, undefined, { timeout: 5000 })).toBeVisible();
    const hits = within(page.getByRole('list', { name: /Search messages|搜索聊天记录/ })).getAllByRole('button');
    await expect(hits.length).toBeGreaterThan(0);
    await expect(within(hits[0] as HTMLElement).getByText('术后', { selector: 'mark' })).toBeVisible();
    await userEvent.click(hits[0] as HTMLElement);
    await expect(args.onPick).toHaveBeenCalledTimes(1);
  },
});
