import { useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { sendAttachment } from './send-attachment.ts';

const me = { imId: 'h_3001', fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' } };
const chat = { chatId: '510001', chatType: '0' as const, peerUserId: 'c_889201' };

/** A file on its way: 40% uploaded, and storage never answers (the story stays pending). */
function PendingAttachment({ onAttach }: { onAttach: (files: File[]) => void }) {
  const queryClient = useQueryClient();
  const [message] = useState(() =>
    sendAttachment(
      {
        queryClient,
        me,
        upload: (_file, onProgress) => {
          onProgress(40);
          return new Promise(() => undefined);
        },
      },
      chat,
      new File([new Uint8Array(2048)], '光子嫩肤价目表.pdf', { type: 'application/pdf' }),
    ),
  );
  return (
    <Flex vertical style={{ width: 560, border: '1px solid #f0f0f0' }}>
      <MessageBubble message={{ ...message, sendStatus: 'pending' }} myImId={me.imId} now={message.sendTimestamp} />
      <Composer chatId={chat.chatId} onSend={() => undefined} onAttach={onAttach} />
    </Flex>
  );
}

const meta = preview.meta({ title: 'Chat/Composer attachment', component: PendingAttachment, args: { onAttach: fn() } });

/** The composer's paper clip, and my file above it uploading: its progress and a cancel. */
export const AttachmentPending = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/光子嫩肤价目表\.pdf \(2 KB\)/)).toBeVisible();
    const bar = await canvas.findByRole('progressbar', { name: /Upload of 光子嫩肤价目表\.pdf|光子嫩肤价目表\.pdf 的上传进度/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText(/^(Sending|发送中)$/)).toBeVisible();
    // The paper clip is a labelled button reached from the keyboard.
    const clip = canvas.getByRole('button', { name: /^(Send a picture or file|发送图片或文件)$/ });
    clip.focus();
    await expect(clip).toHaveFocus();
    // A pasted picture goes to onAttach, not into the text.
    const input = canvas.getByRole('textbox', { name: /^(Message|输入消息)$/ });
    await userEvent.click(input);
    await userEvent.paste({ files: [new File(['x'], '截图.png', { type: 'image/png' })] } as unknown as DataTransfer);
    await waitFor(() => expect(args.onAttach).toHaveBeenCalled());
    // Cancel: the upload is gone.
    await userEvent.click(canvas.getByRole('button', { name: /^(Cancel the upload of|取消上传) 光子嫩肤价目表\.pdf$/ }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
});
