/**
 * /msgBox: the content of the desktop's message-box preview window for an incoming message. The
 * shell opens it with `title`, `text`, `avatar` and `chatId` in the hash query; it shows them in
 * one compact row, and a click asks the main window to open that chat (in a plain browser it
 * opens the chat in place).
 */
import { Avatar } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isDesktop } from '@/lib/desktop/desktop.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { routeTitles } from '@/lib/routing/route-texts.ts';
import { requestOpenChat } from './open-chat-request.ts';
import { publicPagesTexts } from './public-pages-texts.ts';

const oneLine: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** Only web and data images are shown; anything else falls back to the initial. */
function safeAvatar(avatar: string | null): string | undefined {
  return avatar && /^(https?:|data:image\/)/i.test(avatar) ? avatar : undefined;
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export default function MsgBoxPage() {
  const t = useT(publicPagesTexts, routeTitles);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const title = params.get('title') ?? '';
  const text = params.get('text') ?? '';
  const chatId = params.get('chatId') ?? '';
  const avatar = safeAvatar(params.get('avatar'));

  const open = () => {
    if (!chatId) return;
    if (isDesktop() && requestOpenChat(chatId)) return;
    void navigate(linkTo('chat', { chatId }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <main>
      {/* The window's name for screen readers; the row itself is what a person sees. */}
      <h1 style={VISUALLY_HIDDEN}>{t('routes.msgBox')}</h1>
      <div
        role="button"
        tabIndex={0}
        title={t('pages.msgBoxOpen')}
        onClick={open}
        onKeyDown={onKeyDown}
        style={{
          display: 'flex',
          gap: 10,
          alignItems: 'center',
          padding: '10px 12px',
          cursor: chatId ? 'pointer' : 'default',
          userSelect: 'none',
        }}
      >
        <Avatar src={avatar} size={40} style={{ flex: 'none' }}>
          {title.slice(0, 1)}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <div style={{ ...oneLine, fontWeight: 600 }}>{title}</div>
          <div style={{ ...oneLine, color: 'rgba(0, 0, 0, 0.55)', fontSize: 13 }}>{text || t('pages.msgBoxEmpty')}</div>
        </div>
      </div>
    </main>
  );
}
