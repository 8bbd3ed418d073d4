import { useListGroupChats } from '@generated/chat/chats/chats.ts';
import type { ChatMessage } from '@generated/chat/model';
import { Spin } from 'antd';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { startStorySession } from '@/testing/story-session.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import { chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import preview from '../../../.storybook/preview.tsx';
import { CustomerMark } from './customer-mark.tsx';
import { ImageGallery } from './image-gallery.tsx';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
/** The gallery's pictures (their `-o` variants too), answered by a 1×1 PNG. */
const galleryImages = http.get(
  /\/story-gallery\/.+\.jpg(-[omds])?$/,
  () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } }),
);

function withSession(Story: () => ReactNode) {
  startStorySession();
  return <Story />;
}

const picture = (name: string, minute: number): ChatMessage =>
  chatMessage({
    chatId: 'c-story',
    msgType: 2,
    content: JSON.stringify({ url: `https://img.yimei.example/story-gallery/${name}.jpg`, width: 800, height: 600 }),
    fingerPrint: `fp-${name}`,
    sendTime: `2026-11-22 10:${String(minute).padStart(2, '0')}:00`,
  });

/** A private chat's gallery over its three loaded pictures, opened at the second. */
function PrivateGallery() {
  return (
    <ImageGallery
      chat={chatRow({ chatId: 'c-story', chatType: '0' })}
      messages={[picture('before', 10), picture('after-7-days', 20), picture('after-30-days', 30)]}
      openAt="fp-after-7-days"
      onClose={() => undefined}
    />
  );
}

/** My mark on the customer of the first group with one (the sandbox's seed), as the side panel shows it. */
function FirstCustomerMark() {
  const groups = useListGroupChats({ page: 1, limit: 100 });
  const chat = groups.data?.data.list.find((row) => row.customer);
  if (!chat?.customer) return <Spin />;
  return (
    <div style={{ width: 280, padding: 12 }}>
      <CustomerMark chatId={chat.chatId} customer={chat.customer} />
    </div>
  );
}

const meta = preview.meta({ title: 'Chat/Side panel extras', decorators: [withRouter('/chat'), withSession] });

/** The gallery opens at the clicked picture and steps to the next and back. */
export const Gallery = meta.story({
  render: () => <PrivateGallery />,
  beforeEach: ({ msw }) => {
    msw.use(galleryImages);
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // Visible once the preview's zoom-in has ended.
    await waitFor(() => expect(within(dialog).getByText('2 / 3')).toBeVisible(), { timeout: 3000 });
    const shown = () => dialog.querySelector('img.ant-image-preview-img')?.getAttribute('src');
    await expect(shown()).toMatch(/after-7-days\.jpg-o$/);
    await userEvent.click(within(dialog).getByRole('button', { name: /right/ }));
    await waitFor(() => expect(within(dialog).getByText('3 / 3')).toBeVisible());
    await waitFor(() => expect(shown()).toMatch(/after-30-days\.jpg-o$/));
    await userEvent.click(within(dialog).getByRole('button', { name: /left/ }));
    await waitFor(() => expect(within(dialog).getByText('2 / 3')).toBeVisible());
  },
});

/** My mark: edited in a dialog, saved on the platform and shown. */
export const MyMark = meta.story({
  render: () => <FirstCustomerMark />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The button waits for the mark to be read.
    const edit = await canvas.findByRole('button', { name: /Edit my mark|编辑我的标记/ }, { timeout: 5000 });
    await waitFor(() => expect(edit).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    const remark = within(dialog).getByRole('textbox', { name: /Remark|备注/ });
    await userEvent.clear(remark);
    await userEvent.type(remark, '故事书里写的备注');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save|保存/ }));
    await waitFor(() => expect(canvas.getByText('故事书里写的备注')).toBeVisible(), { timeout: 5000 });
  },
});
