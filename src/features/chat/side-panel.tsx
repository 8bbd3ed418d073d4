/**
 * The side panel beside the conversation: for a group, the linked customer's phone, the
 * customer's orders (each a link into the orders area's detail) and the members (group-members.tsx:
 * add, remove, leave); for a private chat, the peer and the linked customer. With a customer,
 * my mark on them (customer-mark.tsx) and, when the app gives one, the customer tracking tab
 * (the client-track feature's, composed in src/app: features do not import each other).
 */
import { useGetGroupChatOrders, useGetGroupChatPhone } from '@generated/chat/chats/chats.ts';
import type { ChatCustomerLink, ChatListItem } from '@generated/chat/model';
import { Descriptions, Empty, Flex, List, Spin, Tabs, Typography } from 'antd';
import { type ReactNode, memo } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';
import { CustomerMark } from './customer-mark.tsx';
import { GroupMembers } from './group-members.tsx';
import { sideExtrasTexts } from './side-extras-texts.ts';

/** The customer tracking tab's content for the chat's customer (given by the app). */
export type CustomerTrackingSlot = (customer: ChatCustomerLink) => ReactNode;

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

export interface SidePanelProps {
  chat: ChatListItem;
  myImId: string;
  /** I left the group: the page closes the chat. */
  onLeft: () => void;
  customerTracking?: CustomerTrackingSlot;
}

function SidePanelView({ chat, myImId, onLeft, customerTracking }: SidePanelProps) {
  const t = useT(chatTexts);
  const ts = useT(sideExtrasTexts);
  const customer = chat.customer;
  const profile = <Profile chat={chat} myImId={myImId} onLeft={onLeft} />;
  return (
    <Flex vertical gap={12} style={{ padding: 12, height: '100%', overflow: 'auto' }} role="complementary" aria-label={t('chat.sidePanel')}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {chat.name}
      </Typography.Title>
      {customer && customerTracking ? (
        <Tabs
          size="small"
          items={[
            { key: 'profile', label: ts('chatSide.tabProfile'), children: profile },
            { key: 'tracking', label: ts('chatSide.tabTracking'), children: customerTracking(customer) },
          ]}
        />
      ) : (
        profile
      )}
    </Flex>
  );
}

/** What the panel shows of the chat's row (not its preview, time or unread count, which change with every message). */
const SHOWN_FIELDS = ['chatId', 'chatType', 'name', 'customer', 'memberCount'] as const satisfies readonly (keyof ChatListItem)[];

/**
 * Rendered again only when what it shows changes: the chat's row is a new object on every message
 * in the chat (its preview), and the panel's members and orders would otherwise render again with
 * each one, before the conversation has scrolled to it.
 */
export const SidePanel = memo(
  SidePanelView,
  (before, after) =>
    before.myImId === after.myImId &&
    before.onLeft === after.onLeft &&
    before.customerTracking === after.customerTracking &&
    SHOWN_FIELDS.every((field) => before.chat[field] === after.chat[field]),
);

/** The chat's details: the peer or the group's phone, the customer and my mark, orders, members. */
function Profile({ chat, myImId, onLeft }: Pick<SidePanelProps, 'chat' | 'myImId' | 'onLeft'>) {
  const t = useT(chatTexts);
  const isGroup = chat.chatType === '2';
  return (
    <Flex vertical gap={12}>
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
      {chat.customer ? <CustomerMark chatId={chat.chatId} customer={chat.customer} /> : null}
      {isGroup ? (
        <>
          <Typography.Text strong>{t('chat.groupOrders')}</Typography.Text>
          {chat.customer ? <GroupOrders chatId={chat.chatId} /> : <Empty description={t('chat.noOrders')} />}
          <GroupMembers chatId={chat.chatId} myImId={myImId} memberCount={chat.memberCount} onLeft={onLeft} />
        </>
      ) : null}
    </Flex>
  );
}
