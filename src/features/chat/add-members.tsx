/**
 * Adding people to a group: a picker of who can be added — the hospital's colleagues
 * (`/hospital-counselors`, enabled staff accounts) and the platform's official counselors
 * (`/commons/official_counselors`) — less those already in the group, searchable by name. At
 * least one, and no more than the group's room (200 members). The platform announces the change
 * to the members (group notice 1) and the line and the new count arrive over the socket.
 */
import { UserAddOutlined } from '@ant-design/icons';
import { useGetHospitalCounselors, useGetOfficialCounselors } from '@generated/chat/counselors/counselors.ts';
import { getListChatMembersQueryKey, useAddChatMembers } from '@generated/chat/members/members.ts';
import type { ChatCounselor } from '@generated/chat/model';
import { Button, Form, Select, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { MAX_GROUP_MEMBERS, roomLeft } from './member-rules.ts';
import { memberTexts } from './member-texts.ts';

interface Values {
  userIds: string[];
}

const option = (c: ChatCounselor) => ({ value: c.userId, label: c.realName });

function Picker({ memberIds, memberCount }: { memberIds: ReadonlySet<string>; memberCount: number }) {
  const t = useT(memberTexts);
  const colleagues = useGetHospitalCounselors();
  const official = useGetOfficialCounselors();
  const outside = (rows: ChatCounselor[] | undefined) => (rows ?? []).filter((c) => !memberIds.has(c.userId)).map(option);
  const groups = [
    { label: t('chatMembers.colleagues'), title: t('chatMembers.colleagues'), options: outside(colleagues.data?.data) },
    { label: t('chatMembers.platformCounselors'), title: t('chatMembers.platformCounselors'), options: outside(official.data?.data) },
  ].filter((group) => group.options.length > 0);
  const loading = colleagues.isPending || official.isPending;
  const room = roomLeft(memberCount);
  return (
    <>
      {!loading && groups.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('chatMembers.nobodyToAdd')}</Typography.Paragraph>
      ) : null}
      <Form.Item<Values>
        name="userIds"
        label={t('chatMembers.people')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('chatMembers.choosePeople') },
          {
            validator: (_, value: string[] | undefined) =>
              (value?.length ?? 0) > room
                ? Promise.reject(new Error(t('chatMembers.tooMany', { max: MAX_GROUP_MEMBERS, count: room })))
                : Promise.resolve(),
          },
        ]}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('chatMembers.searchPeople')}
          loading={loading}
          options={groups}
        />
      </Form.Item>
    </>
  );
}

export function AddMembers({ chatId, memberIds, memberCount }: { chatId: string; memberIds: ReadonlySet<string>; memberCount: number }) {
  const t = useT(memberTexts);
  const [open, setOpen] = useState(false);
  const add = useAddChatMembers();
  const full = roomLeft(memberCount) === 0;
  return (
    <>
      <Tooltip title={full ? t('chatMembers.groupFull', { max: MAX_GROUP_MEMBERS }) : undefined}>
        <Button size="small" icon={<UserAddOutlined />} disabled={full} onClick={() => setOpen(true)}>
          {t('chatMembers.addMembers')}
        </Button>
      </Tooltip>
      <FormModal<Values>
        open={open}
        title={t('chatMembers.addMembersTitle')}
        submitText={t('chatMembers.add')}
        successText={t('chatMembers.added')}
        onClose={() => setOpen(false)}
        invalidates={[getListChatMembersQueryKey(chatId)]}
        onSubmit={({ userIds }) => add.mutateAsync({ chatId, data: { userIds } })}
      >
        {open ? <Picker memberIds={memberIds} memberCount={memberCount} /> : null}
      </FormModal>
    </>
  );
}
