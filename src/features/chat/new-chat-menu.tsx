/**
 * "New chat" above the chat list: a menu of a private chat or a group chat, each a dialog loaded
 * on first use. The chat made (or the private one that existed) opens at once, and the lists are
 * asked for again so it takes its place in the shared order.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { ChatListItem } from '@generated/chat/model';
import { Button, Dropdown } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { newChatTexts } from './new-chat-texts.ts';
import { useRefreshChatLists } from './use-chat-lists.ts';

const NewPrivateChat = lazy(() => import('./new-private-chat.tsx').then((m) => ({ default: m.NewPrivateChat })));
const NewGroupChat = lazy(() => import('./new-group-chat.tsx').then((m) => ({ default: m.NewGroupChat })));

type Dialog = 'private' | 'group';

export function NewChatMenu({ myImId, onCreated }: { myImId: string; onCreated: (chat: ChatListItem) => void }) {
  const t = useT(newChatTexts);
  const refresh = useRefreshChatLists();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const created = (chat: ChatListItem) => {
    onCreated(chat);
    void refresh();
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        // Opened from the keyboard, the arrow keys move through the menu at once.
        autoFocus
        menu={{
          items: [
            { key: 'private', label: t('chatNew.privateChat') },
            { key: 'group', label: t('chatNew.groupChat') },
          ],
          onClick: ({ key }) => setDialog(key as Dialog),
        }}
      >
        {/* Icon only beside the chat search: the name is its label and its title. */}
        <Button
          type="primary"
          icon={<PlusOutlined />}
          aria-haspopup="menu"
          aria-label={t('chatNew.newChat')}
          title={t('chatNew.newChat')}
        />
      </Dropdown>
      <Suspense fallback={null}>
        {dialog === 'private' ? <NewPrivateChat open myImId={myImId} onClose={close} onCreated={created} /> : null}
        {dialog === 'group' ? <NewGroupChat open myImId={myImId} onClose={close} onCreated={created} /> : null}
      </Suspense>
    </>
  );
}
