/**
 * What the main layout adds around pages: the intro guide, the hidden system-notice form (opened
 * with Ctrl+Alt+N by support staff) and the message-box window's "open this chat" requests.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onOpenChatRequest } from '@/features/public-pages/open-chat-request.ts';
import { IntroGuide } from '@/features/shell-dialogs/intro-guide.tsx';
import { linkTo } from '@/lib/routing/links.ts';
import { useSystemNoticeForm } from '@/features/shell-dialogs/system-notice-form.tsx';

export const SYSTEM_NOTICE_SHORTCUT = { key: 'n', ctrlKey: true, altKey: true } as const;

export function ShellExtras() {
  const navigate = useNavigate();
  const notice = useSystemNoticeForm();
  const { open } = notice;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SYSTEM_NOTICE_SHORTCUT.key && event.ctrlKey && event.altKey) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => onOpenChatRequest(({ chatId }) => navigate(linkTo('chat', { chatId }))), [navigate]);

  return (
    <>
      <IntroGuide />
      {notice.holder}
    </>
  );
}
