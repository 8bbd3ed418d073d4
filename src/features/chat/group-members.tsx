/**
 * A group's members in the side panel: the list (owner first, roles and platform counselors
 * tagged, me marked), adding people, removing a member and leaving the group, each removal and
 * the exit confirmed first. What my role does not allow is disabled with the reason
 * (member-rules.ts); the platform refuses it too. The count follows the chat row, which the
 * group notices move; the line each change leaves arrives over the socket like a message.
 */
import { getListChatMembersQueryKey, useExitGroupChat, useListChatMembers, useRemoveChatMembers } from '@generated/chat/members/members.ts';
import { type ChatMember, ChatMemberRole, ChatUserType } from '@generated/chat/model';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, List, Spin, Tooltip, Typography } from 'antd';
import { applyChatEffect } from '@/lib/chat/chat-cache.ts';
import { getOpenChatId } from '@/lib/chat/open-chat.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { AddMembers } from './add-members.tsx';
import { chatTexts } from './chat-texts.ts';
import { exitRefusal, removeRefusal } from './member-rules.ts';
import { memberTexts } from './member-texts.ts';

const nameOf = (member: ChatMember) => member.chatName || member.realName;

function MemberRow({ chatId, member, me, isMe }: { chatId: string; member: ChatMember; me: ChatMember | undefined; isMe: boolean }) {
  const t = useT(chatTexts, memberTexts);
  const queryClient = useQueryClient();
  const remove = useRemoveChatMembers({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListChatMembersQueryKey(chatId) }) },
  });
  const refusal = isMe ? null : removeRefusal(me, member);
  return (
    <List.Item>
      <Flex gap={4} align="center" wrap style={{ minWidth: 0 }}>
        <span>{nameOf(member)}</span>
        {isMe ? <Typography.Text type="secondary">{t('chatMembers.me')}</Typography.Text> : null}
        {member.role !== ChatMemberRole.Member ? <EnumTag kind="chatMemberRole" value={member.role} /> : null}
        {member.userType === ChatUserType.PlatformCounselor || member.userType === ChatUserType.Customer ? (
          <EnumTag kind="chatUserType" value={member.userType} />
        ) : null}
      </Flex>
      {isMe ? null : (
        <Tooltip title={refusal ? t(`chatMembers.${refusal}`) : undefined}>
          <span>
            <ConfirmAction
              size="small"
              danger
              disabled={refusal !== null}
              title={t('chat.removeMemberConfirm', { name: nameOf(member) })}
              onConfirm={() => remove.mutateAsync({ chatId, params: { userIds: [member.userId] } })}
            >
              {t('chat.removeMember')}
            </ConfirmAction>
          </span>
        </Tooltip>
      )}
    </List.Item>
  );
}

/** Leaving the group: it leaves my lists and the screen closes it (as nType 2 for me does). */
function ExitGroup({ chatId, myImId, me, onLeft }: { chatId: string; myImId: string; me: ChatMember | undefined; onLeft: () => void }) {
  const t = useT(chatTexts, memberTexts);
  const queryClient = useQueryClient();
  const exit = useExitGroupChat({
    mutation: {
      onSuccess: () => {
        applyChatEffect(queryClient, { kind: 'left', chatId }, { myImId, openChatId: getOpenChatId() });
        onLeft();
      },
    },
  });
  const refusal = exitRefusal(me);
  return (
    <Tooltip title={refusal ? t(`chatMembers.${refusal}`) : undefined}>
      <span>
        <ConfirmAction
          danger
          type="default"
          disabled={!me || refusal !== null}
          title={t('chat.exitGroupConfirm')}
          onConfirm={() => exit.mutateAsync({ id: chatId })}
        >
          {t('chat.exitGroup')}
        </ConfirmAction>
      </span>
    </Tooltip>
  );
}

export interface GroupMembersProps {
  chatId: string;
  myImId: string;
  /** The chat row's count: the group notices keep it current. */
  memberCount: number;
  /** I left the group: the page closes the chat. */
  onLeft: () => void;
}

export function GroupMembers({ chatId, myImId, memberCount, onLeft }: GroupMembersProps) {
  const t = useT(chatTexts, memberTexts);
  const members = useListChatMembers(chatId);
  const rows = members.data?.data ?? [];
  const me = rows.find((member) => member.userId === myImId);
  return (
    <Flex vertical gap={8} role="group" aria-label={t('chat.membersTitle')}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>
          {t('chat.membersTitle')} ({memberCount})
        </Typography.Text>
        <AddMembers chatId={chatId} memberIds={new Set(rows.map((m) => m.userId))} memberCount={Math.max(memberCount, rows.length)} />
      </Flex>
      {members.isPending ? (
        <Spin size="small" />
      ) : (
        <List
          size="small"
          aria-label={t('chat.membersTitle')}
          dataSource={rows}
          rowKey="userId"
          renderItem={(member) => <MemberRow chatId={chatId} member={member} me={me} isMe={member.userId === myImId} />}
        />
      )}
      <ExitGroup chatId={chatId} myImId={myImId} me={me} onLeft={onLeft} />
    </Flex>
  );
}
