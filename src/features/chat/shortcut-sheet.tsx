/** The '?' sheet: the workspace's keyboard shortcuts (mounted while open, loaded on first use). */
import { Modal } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { chatTexts } from './chat-texts.ts';

export function ShortcutSheet({ keys, onClose }: { keys: readonly string[]; onClose: () => void }) {
  const t = useT(chatTexts);
  return (
    <Modal open onCancel={onClose} footer={null} title={t('chat.shortcuts')}>
      <ul data-testid="shortcut-sheet">
        {keys.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </Modal>
  );
}
