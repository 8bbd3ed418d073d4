/**
 * The reminders in the composer's toolbar (contract part reminders): shake (抖一抖) the peer of
 * a private chat at once, or in a group the members picked (none picked: everyone); remind a
 * colleague of a group through WeCom (企业微信) with an optional text. The platform's line
 * joins the conversation; a refusal (once a minute, 5 minutes per colleague…) is the transport's
 * toast with the platform's message, and the dialog stays open with what was chosen.
 */
import { useListChatMembers } from '@generated/chat/members/members.ts';
import { type ChatListItem, ChatUserType } from '@generated/chat/model';
import { Button, Flex, Tooltip } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { chatTexts } from './chat-texts.ts';
import type { Reminders } from './use-reminders.ts';

const ReminderDialogs = lazy(() => import('./reminder-dialogs.tsx'));

const COLLEAGUE_TYPES: ReadonlySet<number> = new Set([ChatUserType.HospitalStaff, ChatUserType.PlatformCounselor]);

export interface ReminderToolsProps {
  chat: Pick<ChatListItem, 'chatId' | 'chatType'>;
  myImId: string;
  reminders: Reminders;
  disabled?: boolean;
}

export function ReminderTools({ chat, myImId, reminders, disabled }: ReminderToolsProps) {
  const t = useT(chatTexts);
  const isGroup = chat.chatType === '2';
  // The side panel's and the '@' picker's query: asked for once.
  const members = useListChatMembers(chat.chatId, undefined, { query: { enabled: isGroup } });
  const others = (members.data?.data ?? []).filter((m) => m.userId !== myImId && m.userType !== ChatUserType.System);
  const colleagues = others.filter((m) => COLLEAGUE_TYPES.has(m.userType));
  const [open, setOpen] = useState<'shake' | 'weCom' | undefined>();
  const close = () => setOpen(undefined);

  const shakePeer = () =>
    reminders.shake().then(
      () => feedback.message.success(t('chat.shakeSent')),
      () => undefined, // The transport showed the platform's refusal.
    );

  return (
    <Flex gap={4} role="group" aria-label={t('chat.reminders')}>
      <Tooltip title={isGroup ? t('chat.shakeGroupHint') : t('chat.shakeHint')}>
        <Button
          size="small"
          type="text"
          disabled={disabled}
          loading={!isGroup && reminders.shaking}
          aria-haspopup={isGroup ? 'dialog' : undefined}
          onClick={() => (isGroup ? setOpen('shake') : void shakePeer())}
        >
          {t('chat.shake')}
        </Button>
      </Tooltip>
      {isGroup ? (
        <Tooltip title={colleagues.length > 0 ? t('chat.weComHint') : t('chat.noColleagues')}>
          <Button
            size="small"
            type="text"
            disabled={disabled || colleagues.length === 0}
            aria-haspopup="dialog"
            onClick={() => setOpen('weCom')}
          >
            {t('chat.weCom')}
          </Button>
        </Tooltip>
      ) : null}
      {isGroup && open ? (
        // The dialogs (a form, checkboxes, radios) load on first use, so the chat page paints without them.
        <Suspense fallback={null}>
          <ReminderDialogs open={open} onClose={close} others={others} colleagues={colleagues} reminders={reminders} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
