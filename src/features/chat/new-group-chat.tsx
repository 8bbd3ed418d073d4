/**
 * A new group chat (`POST /group_chats`): a name (at most 30 characters; blank: the platform names
 * it after its first members), the people picked from the hospital's and the platform's official
 * counselors (at least 1 besides me, at most 199: a group has 200 members at most), and
 * optionally the customer it is about, one of the customers I chat with. While a name is typed,
 * the light search of my groups (`/group_chats/lightSearch`) warns when I am already in a group of
 * that name. I become the owner; the group opens at once.
 */
import { useCreateGroupChat, useLightSearchGroupChats, useListChats } from '@generated/chat/chats/chats.ts';
import type { ChatGroup, ChatListItem } from '@generated/chat/model';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { MAX_GROUP_MEMBERS } from './member-rules.ts';
import { newChatTexts } from './new-chat-texts.ts';
import { CHAT_LIST_LIMIT } from './use-chat-lists.ts';
import { useCounselors } from './use-counselors.ts';
import { useSettledValue } from './use-settled-value.ts';

/** The contract's limits (ChatGroupCreateRequest): name maxLength 30; memberIds 1 to 199, me not counted. */
export const GROUP_NAME_MAX = 30;
export const MIN_OTHER_MEMBERS = 1;
export const MAX_OTHER_MEMBERS = MAX_GROUP_MEMBERS - 1;
/** Names the same-name warning lists at most. */
const SIMILAR_SHOWN = 3;

interface Values {
  name?: string;
  memberIds: string[];
  customerImId?: string;
}

/** The new group as a chat-list row, so it opens before the list has been asked for again. */
export function groupRow(group: ChatGroup): ChatListItem {
  return {
    chatId: group.chatId,
    chatType: group.chatType,
    name: group.name,
    avatar: group.avatar,
    isTop: group.isTop,
    memberCount: group.memberCount,
    customer: group.customer,
    peerUserId: null,
    unreadCount: 0,
    isAtAll: false,
    isAtMe: false,
    atMeFingerPrint: null,
    atAllFingerPrint: null,
    lastMessage: null,
    lastMessageTime: group.createTime,
    isAlert: group.isAlert,
    isBlock: false,
    isCurrTransfer: false,
  };
}

const length = (text: string) => [...text].length;

/** Under the name: my groups of that name (same name: a warning), found by the light search. */
function SameNameWarning() {
  const t = useT(newChatTexts);
  const form = Form.useFormInstance<Values>();
  const typed = (Form.useWatch('name', form) ?? '').trim();
  const keyword = useSettledValue(typed);
  const found = useLightSearchGroupChats(
    { keyword, limit: SIMILAR_SHOWN + 1 },
    { query: { enabled: keyword.length > 0 && length(keyword) <= GROUP_NAME_MAX } },
  );
  const groups = keyword === typed ? (found.data?.data ?? []) : [];
  if (groups.length === 0) return null;
  if (groups.some((g) => g.name === typed)) {
    return <Alert role="status" type="warning" showIcon title={t('chatNew.sameNameExists', { name: typed })} style={{ marginTop: 4 }} />;
  }
  return (
    <Typography.Text role="status" type="secondary">
      {t('chatNew.similarNames', {
        names: groups
          .slice(0, SIMILAR_SHOWN)
          .map((g) => g.name)
          .join('、'),
      })}
    </Typography.Text>
  );
}

function Fields({ myImId }: { myImId: string }) {
  const t = useT(newChatTexts);
  const counselors = useCounselors(myImId);
  const chats = useListChats({ page: 1, limit: CHAT_LIST_LIMIT });
  const option = (c: { userId: string; realName: string }) => ({ value: c.userId, label: c.realName });
  const people = [
    { label: t('chatNew.hospitalCounselors'), title: t('chatNew.hospitalCounselors'), options: counselors.hospital.map(option) },
    { label: t('chatNew.officialCounselors'), title: t('chatNew.officialCounselors'), options: counselors.official.map(option) },
  ].filter((group) => group.options.length > 0);
  // The customers of my private chats, once each.
  const customers = new Map<string, string>();
  for (const row of chats.data?.data.list ?? []) if (row.customer) customers.set(row.customer.customerImId, row.customer.customerName);
  return (
    <>
      <Form.Item<Values>
        name="name"
        label={t('chatNew.groupName')}
        rules={[
          {
            validator: (_, value?: string) =>
              length(value?.trim() ?? '') > GROUP_NAME_MAX
                ? Promise.reject(new Error(t('chatNew.nameTooLong', { max: GROUP_NAME_MAX })))
                : Promise.resolve(),
          },
        ]}
        extra={<SameNameWarning />}
      >
        <Input count={{ show: true, max: GROUP_NAME_MAX }} placeholder={t('chatNew.groupNamePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item<Values>
        name="memberIds"
        label={t('chatNew.members')}
        rules={[
          { required: true, type: 'array', min: MIN_OTHER_MEMBERS, message: t('chatNew.chooseMembers', { min: MIN_OTHER_MEMBERS }) },
          {
            validator: (_, value?: string[]) =>
              (value?.length ?? 0) > MAX_OTHER_MEMBERS
                ? Promise.reject(new Error(t('chatNew.tooManyMembers', { max: MAX_GROUP_MEMBERS, count: MAX_OTHER_MEMBERS })))
                : Promise.resolve(),
          },
        ]}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('chatNew.searchMembers')}
          loading={counselors.loading}
          options={people}
        />
      </Form.Item>
      <Form.Item<Values> name="customerImId" label={t('chatNew.customer')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('chatNew.customerPlaceholder')}
          loading={chats.isPending}
          options={[...customers].map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
    </>
  );
}

export interface NewGroupChatProps {
  open: boolean;
  myImId: string;
  onClose: () => void;
  onCreated: (chat: ChatListItem) => void;
}

export function NewGroupChat({ open, myImId, onClose, onCreated }: NewGroupChatProps) {
  const t = useT(newChatTexts);
  const create = useCreateGroupChat();
  return (
    <FormModal<Values>
      open={open}
      title={t('chatNew.groupTitle')}
      submitText={t('chatNew.create')}
      successText={t('chatNew.created')}
      onClose={onClose}
      onSubmit={async ({ name, memberIds, customerImId }) => {
        const trimmed = name?.trim();
        const answer = await create.mutateAsync({
          data: { memberIds, ...(trimmed ? { name: trimmed } : {}), ...(customerImId ? { customerImId } : {}) },
        });
        onCreated(groupRow(answer.data));
      }}
    >
      {open ? <Fields myImId={myImId} /> : null}
    </FormModal>
  );
}
