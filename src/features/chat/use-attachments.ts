/**
 * Pictures and files picked, pasted or dropped into a chat: each checked against the chat's limits
 * before anything is uploaded (a refusal says which file and why), then uploaded with the chat's
 * media token (`getMediaToken`) through the kit's upload (object storage with progress, the
 * server upload as its fallback) and sent (send-attachment.ts).
 */
import { getMediaToken } from '@generated/chat/chat-tools/chat-tools.ts';
import type { ChatListItem, ChatMessage } from '@generated/chat/model';
import { useQueryClient } from '@tanstack/react-query';
import { attachmentKindOf, checkAttachment } from '@/lib/chat/chat-media-limits.ts';
import type { ConversationMessage } from '@/lib/chat/conversation-cache.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { UploadRefused } from '@/lib/upload/upload-file.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { type StorageTicketSource, useUpload } from '@/shared/ui/upload/use-upload.ts';
import { chatTexts } from './chat-texts.ts';
import { type AttachmentContext, retryMessage, sendAttachment } from './send-attachment.ts';
import type { Me } from './send-message.ts';

/** The media token as object storage's ticket: one key, the policy in its `token` field. */
const mediaTicket: StorageTicketSource = async (file, signal) => {
  const answer = await getMediaToken({ kind: attachmentKindOf(file.name), fileName: file.name }, { signal }).catch((error: unknown) => {
    // The platform refused this file (its toast said why): the server upload must not take it anyway.
    if (isApiError(error) && (error.kind === 'business' || (error.kind === 'http' && error.status >= 400 && error.status < 500))) {
      throw new UploadRefused(error.message);
    }
    throw error;
  });
  const token = answer.data;
  return { baseUrl: token.domain, ticket: { host: token.uploadUrl, key: token.key, fields: { token: token.token } } };
};

export function useAttachments(chat: Pick<ChatListItem, 'chatId' | 'chatType' | 'peerUserId'>, me: Me) {
  const t = useT(chatTexts);
  const queryClient = useQueryClient();
  const upload = useUpload({ folder: 'chat', ticketSource: mediaTicket });
  const context: AttachmentContext = {
    queryClient,
    me,
    upload,
    onFailed: (name) => feedback.message.error(t('chat.uploadFailed', { name })),
  };
  /** Sends the files the limits allow (the first quoting `quote`); how many were sent. */
  const attach = (files: readonly File[], quote?: ChatMessage): number => {
    let sent = 0;
    for (const file of files) {
      const check = checkAttachment(file);
      if (!check.ok) {
        const name = file.name;
        feedback.message.error(
          check.reason === 'tooLarge'
            ? t('chat.attachmentTooLarge', { name, max: check.maxMb })
            : check.reason === 'empty'
              ? t('chat.attachmentEmpty', { name })
              : t('chat.attachmentWrongType', { name }),
        );
        continue;
      }
      sendAttachment(context, chat, file, sent === 0 ? quote : undefined);
      sent += 1;
    }
    return sent;
  };
  return { attach, retry: (message: ConversationMessage) => retryMessage(context, message) };
}
