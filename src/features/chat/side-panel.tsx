/**
 * The side panel beside the conversation: for a group, the linked customer's phone, the
 * customer's orders (each a link into the orders area's detail) and the members with the owner
 * marked; for a private chat, the peer and the linked customer.
 */
import { useGetGroupChatOrders, useGetGroupChatPhone } from '@generated/chat/chats/chats.ts';
import { getListChatMembersQueryKey, useExitGroupChat, useListChatMembers, useRemoveChatMembers } from '@generated/chat/members/members.ts';
import { type ChatListItem, ChatMemberRole } from '@generated/chat/model';
import { Descriptions, Empty, Flex, List, Spin, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { applyChatEffect } from '@/lib/chat/chat-cache.ts';
import { getOpenChatId } from '@/lib/chat/open-chat.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';

function GroupOrders({ chatId }: { chatId: string }) {
  const t = useT(chatTexts);
  const orders = useGetGroupChatOrders(chatId);
  if (orders.isPending) return <Spin size="small" />;
  const rows = orders.data?.data ?? [];
  if (rows.length === 0) return <Typography.Text style={{ color: MUTED_TEXT }}>{t('chat.noOrders')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={rows}
      rowKey="id"
      renderItem={(order) => (
        <List.Item>
          <Flex vertical>
            <Link to={linkTo('order/alllist', { id: String(order.id), open: true })}>{order.number}</Link>
            <Typography.Text style={{ color: MUTED_TEXT, fontSize: 12 }}>
              {order.orderList.map((spu) => spu.spuName).join('、')} · {order.taskStatusStr} · {order.createTime}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

function GroupPhone({ chatId }: { chatId: string }) {
  const phone = useGetGroupChatPhone(chatId);
  if (phone.isPending) return <Spin size="small" />;
  const data = phone.data?.data;
  return data ? (
    <span>
      {data.customerName} {data.phone}
    </span>
  ) : null;
}

function Members({ chatId, myImId }: { chatId: string; myImId: string }) {
  const t = useT(chatTexts);
  const queryClient = useQueryClient();
  const members = useListChatMembers(chatId);
  const remove = useRemoveChatMembers({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListChatMembersQueryKey(chatId) }) },
  });
  if (members.isPending) return <Spin size="small" />;
  const rows = members.data?.data ?? [];
  const iOwn = rows.some((member) => member.userId === myImId && member.role === ChatMemberRole.Owner);
  return (
    <List
      size="small"
      aria-label={t('chat.membersTitle')}
      dataSource={rows}
      rowKey="userId"
      renderItem={(member) => (
        <List.Item>
          <span>{member.chatName || member.realName}</span>
          {member.role === ChatMemberRole.Owner ? <Tag color="gold">{t('chat.owner')}</Tag> : null}
          {iOwn && member.userId !== myImId ? (
            <ConfirmAction
              size="small"
              danger
              title={t('chat.removeMemberConfirm', { name: member.chatName || member.realName })}
              onConfirm={() => remove.mutateAsync({ chatId, params: { userIds: [member.userId] } })}
            >
              {t('chat.removeMember')}
            </ConfirmAction>
          ) : null}
        </List.Item>
      )}
    />
  );
}

/** Leaving the group: it leaves my lists and the screen closes it (as nType 2 for me does). */
function ExitGroup({ chatId, myImId, onLeft }: { chatId: string; myImId: string; onLeft: () => void }) {
  const t = useT(chatTexts);
  const queryClient = useQueryClient();
  const exit = useExitGroupChat({
    mutation: {
      onSuccess: () => {
        applyChatEffect(queryClient, { kind: 'left', chatId }, { myImId, openChatId: getOpenChatId() });
        onLeft();
      },
    },
  });
  return (
    <ConfirmAction danger type="default" title={t('chat.exitGroupConfirm')} onConfirm={() => exit.mutateAsync({ id: chatId })}>
      {t('chat.exitGroup')}
    </ConfirmAction>
  );
}

export interface SidePanelProps {
  chat: ChatListItem;
  myImId: string;
  /** I left the group: the page closes the chat. */
  onLeft: () => void;
}

export function SidePanel({ chat, myImId, onLeft }: SidePanelProps) {
  const t = useT(chatTexts);
  const isGroup = chat.chatType === '2';
  return (
    <Flex vertical gap={12} style={{ padding: 12, height: '100%', overflow: 'auto' }} role="complementary" aria-label={t('chat.sidePanel')}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {chat.name}
      </Typography.Title>
      <Descriptions
        size="small"
        styles={{ label: { color: MUTED_TEXT } }}
        column={1}
        items={[
          ...(isGroup
            ? [
                {
                  key: 'phone',
                  label: t('chat.groupPhone'),
                  children: chat.customer ? <GroupPhone chatId={chat.chatId} /> : t('chat.noCustomer'),
                },
              ]
            : [{ key: 'peer', label: t('chat.peer'), children: chat.name }]),
          { key: 'customer', label: t('chat.customer'), children: chat.customer?.customerName ?? t('chat.noCustomer') },
        ]}
      />
      {isGroup ? (
        <>
          <Typography.Text strong>{t('chat.groupOrders')}</Typography.Text>
          {chat.customer ? <GroupOrders chatId={chat.chatId} /> : <Empty description={t('chat.noOrders')} />}
          <Typography.Text strong>
            {t('chat.membersTitle')} ({chat.memberCount})
          </Typography.Text>
          <Members chatId={chat.chatId} myImId={myImId} />
          <ExitGroup chatId={chat.chatId} myImId={myImId} onLeft={onLeft} />
        </>
      ) : null}
    </Flex>
  );
}
