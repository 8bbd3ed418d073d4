/**
 * Read receipts of my group message: "N unread" (or "All read"); opening it asks the platform who
 * has read it and who has not (`read_detail`), loaded when first opened (the popover renders its
 * content then).
 */
import { useGetGroupMessageReadDetail } from '@generated/chat/read-state/read-state.ts';
import type { ChatReadUser } from '@generated/chat/model';
import { Flex, List, Popover, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import type { ConversationMessage } from '@/lib/chat/conversation-cache.ts';
import { chatTexts } from './chat-texts.ts';
import { TextAction } from './text-action.tsx';

function Users({ title, users }: { title: string; users: ChatReadUser[] }) {
  return (
    <div style={{ minWidth: 140 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <List
        size="small"
        dataSource={users}
        rowKey="userId"
        renderItem={(user) => <List.Item>{user.chatName || user.realName}</List.Item>}
      />
    </div>
  );
}

function Detail({ message }: { message: ConversationMessage }) {
  const t = useT(chatTexts);
  const detail = useGetGroupMessageReadDetail({ chatId: message.chatId, fingerPrint: message.fingerPrint });
  if (detail.isPending) return <Spin size="small" />;
  const data = detail.data?.data;
  if (!data) return null;
  return (
    <Flex gap={16} data-testid="read-detail">
      <Users title={t('chat.readUsers', { count: data.readCount })} users={data.readUsers} />
      <Users title={t('chat.unreadUsers', { count: data.unReadCount })} users={data.unReadUsers} />
    </Flex>
  );
}

export function ReadDetail({ message }: { message: ConversationMessage }) {
  const t = useT(chatTexts);
  const [open, setOpen] = useState(false);
  // The popover mounts on first press (a conversation shows many of these), keeping focus on the trigger.
  const [armed, setArmed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (armed) trigger.current?.focus();
  }, [armed]);
  const unread = message.unReadUserIds?.length;
  const label = unread === undefined ? t('chat.readStatus') : unread > 0 ? t('chat.unreadCount', { count: unread }) : t('chat.allRead');
  const button = (
    <TextAction
      ref={trigger}
      aria-expanded={open}
      onClick={
        armed
          ? undefined
          : () => {
              setArmed(true);
              setOpen(true);
            }
      }
    >
      {label}
    </TextAction>
  );
  if (!armed) return button;
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={<Detail message={message} />}>
      {button}
    </Popover>
  );
}
