/** The chat switcher (Ctrl+K): type part of a chat's name, Enter opens it. */
import type { ChatListItem } from '@generated/chat/model';
import { Modal, Select, type RefSelectProps } from 'antd';
import { useRef } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { chatTexts } from './chat-texts.ts';

export interface ChatSwitcherProps {
  rows: readonly ChatListItem[];
  onPick: (row: ChatListItem) => void;
  onClose: () => void;
}

/** Mounted while open (the page loads it on first use). */
export function ChatSwitcher({ rows, onPick, onClose }: ChatSwitcherProps) {
  const t = useT(chatTexts);
  const picker = useRef<RefSelectProps>(null);
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      title={t('chat.switcher')}
      destroyOnHidden
      // The dialog takes focus when it opens; typing goes to the picker.
      afterOpenChange={(visible) => visible && picker.current?.focus()}
    >
      <Select
        ref={picker}
        showSearch
        autoFocus
        defaultOpen
        style={{ width: '100%' }}
        aria-label={t('chat.switcher')}
        placeholder={t('chat.switcherHint')}
        optionFilterProp="label"
        options={rows.map((row) => ({ value: row.chatId, label: row.name }))}
        onChange={(chatId: string) => {
          const row = rows.find((r) => r.chatId === chatId);
          if (row) onPick(row);
        }}
      />
    </Modal>
  );
}
