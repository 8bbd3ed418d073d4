/**
 * A new private chat with a hospital counselor or a platform official counselor: tabs for the two
 * kinds, a search by name, one person picked (arrow keys move through the list). The platform
 * returns the chat that exists with that person or makes it (`POST /chats`), and it opens at once.
 */
import { useCreateChat } from '@generated/chat/chats/chats.ts';
import type { ChatCounselor, ChatListItem } from '@generated/chat/model';
import { Empty, Flex, Form, Input, Radio, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { MUTED_TEXT } from './chat-colors.ts';
import { newChatTexts } from './new-chat-texts.ts';
import { useCounselors } from './use-counselors.ts';
import { useSettledValue } from './use-settled-value.ts';

interface Values {
  userId: string;
}

type Kind = 'hospital' | 'official';

function People({
  people,
  loading,
  value,
  onChange,
}: {
  people: ChatCounselor[];
  loading: boolean;
  value?: string;
  onChange?: (id: string) => void;
}) {
  const t = useT(newChatTexts);
  if (loading) return <Spin />;
  if (people.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chatNew.nobodyFound')} />;
  return (
    <Radio.Group
      aria-label={t('chatNew.person')}
      value={value}
      onChange={(event) => onChange?.(String(event.target.value))}
      style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 280, overflowY: 'auto', padding: 2 }}
    >
      {people.map((c) => (
        <Radio key={c.userId} value={c.userId}>
          {c.realName}
          {c.chatName && c.chatName !== c.realName ? <span style={{ color: MUTED_TEXT }}> · {c.chatName}</span> : null}
        </Radio>
      ))}
    </Radio.Group>
  );
}

/** The form control: tabs of the two kinds over one search box; its value is the picked IM id. */
function CounselorChoice({ myImId, value, onChange }: { myImId: string; value?: string; onChange?: (id: string) => void }) {
  const t = useT(newChatTexts);
  const [kind, setKind] = useState<Kind>('hospital');
  const [text, setText] = useState('');
  const keyword = useSettledValue(text);
  const lists = useCounselors(myImId, keyword);
  const pane = (k: Kind) => <People people={lists[k]} loading={lists.loading} value={value} onChange={onChange} />;
  return (
    <Flex vertical gap={8}>
      <Input.Search
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('chatNew.searchByName')}
        aria-label={t('chatNew.searchByName')}
      />
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as Kind)}
        items={[
          { key: 'hospital', label: `${t('chatNew.hospitalCounselors')} (${lists.hospital.length})`, children: pane('hospital') },
          { key: 'official', label: `${t('chatNew.officialCounselors')} (${lists.official.length})`, children: pane('official') },
        ]}
      />
    </Flex>
  );
}

export interface NewPrivateChatProps {
  open: boolean;
  myImId: string;
  onClose: () => void;
  /** The chat to open: the one that existed with that person, or the new one. */
  onCreated: (chat: ChatListItem) => void;
}

export function NewPrivateChat({ open, myImId, onClose, onCreated }: NewPrivateChatProps) {
  const t = useT(newChatTexts);
  const create = useCreateChat();
  return (
    <FormModal<Values>
      open={open}
      title={t('chatNew.privateTitle')}
      submitText={t('chatNew.start')}
      successText={false}
      onClose={onClose}
      onSubmit={async ({ userId }) => {
        const answer = await create.mutateAsync({ data: { toUserId: userId } });
        onCreated(answer.data);
      }}
    >
      <Form.Item<Values> name="userId" label={t('chatNew.person')} rules={[{ required: true, message: t('chatNew.choosePerson') }]}>
        <CounselorChoice myImId={myImId} />
      </Form.Item>
    </FormModal>
  );
}
