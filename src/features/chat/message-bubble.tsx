/**
 * One row of the conversation: a system line (group notices, bizType 19/20 notices, "X recalled
 * a message") centred, or a bubble with the sender, the quoted message, the body by kind, and for
 * my messages the send state (sending, a picture's or file's upload, failed with resend), the read
 * mark and recall.
 *
 * A conversation renders a few dozen of these, again on every scroll step of the list: a row is
 * memoised and built from plain elements (antd's components each cost style hooks per render);
 * the popups (read detail, urge) mount on first use.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { BizType, type ChatVideoContent, MsgType } from '@generated/chat/model';
import { Tag } from 'antd';
import { type CSSProperties, type ReactNode, memo, useState } from 'react';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import type { ConversationMessage } from '@/lib/chat/conversation-cache.ts';
import { withImageSuffix } from '@/lib/media/image-suffix.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { LINK_ATTRIBUTES } from '@/lib/safe-html/sanitize-html.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { AttachmentProgress } from './attachment-progress.tsx';
import { chatTexts } from './chat-texts.ts';
import { type MessageBody, fileSize, messageBody, messagePreview, safeSrc, senderName } from './message-content.ts';
import { MessageCard } from './message-card.tsx';
import { MessageText } from './message-text.tsx';
import { ReadDetail } from './read-detail.tsx';
import { TextAction } from './text-action.tsx';

/** Recall of one's own message is offered this long after sending (the platform's limit). */
export const RECALL_WINDOW_MS = 2 * 60 * 1000;

export interface MessageBubbleProps {
  message: ConversationMessage;
  myImId: string;
  /** Private chats show read / unread on my messages; groups, who has read them. */
  showReadMark?: boolean;
  showReadDetail?: boolean;
  /** Now on the server's clock, for the recall window. */
  now: number;
  onRecall?: (message: ConversationMessage) => void;
  onRetry?: (message: ConversationMessage) => void;
  onQuoteClick?: (fingerPrint: string) => void;
  /** Urge the members who have not read my message (resolves when the platform took it). */
  onUrge?: (message: ConversationMessage) => Promise<unknown>;
  /** Reply quoting this message. */
  onReply?: (message: ConversationMessage) => void;
  /** Just jumped to (from a quote of it): marked for a moment. */
  highlighted?: boolean;
  /** A picture of the message arrived (the list keeps its end in view if it was there). */
  onMediaLoad?: () => void;
  /** The picture was clicked: the chat's gallery opens at it (a modified click still opens a tab). */
  onImageOpen?: (message: ConversationMessage) => void;
}

/** Shown as a centred line rather than a bubble. */
export function isSystemLine(message: Pick<ConversationMessage, 'msgType' | 'bizType' | 'isRecalled'>): boolean {
  return (
    message.isRecalled ||
    message.msgType === MsgType.System ||
    message.bizType === BizType.SpecialSystem ||
    message.bizType === BizType.SpecialSystemShake
  );
}

const MEDIA_WIDTH = 240;
const MEDIA_MAX_HEIGHT = 320;

/**
 * The box an image or video takes on screen, from the sizes its message carries (16:9 when it
 * carries none): the row has its final height before the picture arrives, so the conversation
 * opened at its end stays there while pictures load.
 */
export function mediaBox(width: number | undefined, height: number | undefined): { width: number; height: number } {
  const shownWidth = Math.min(MEDIA_WIDTH, width && width > 0 ? width : MEDIA_WIDTH);
  const ratio = width && height && width > 0 && height > 0 ? height / width : 9 / 16;
  return { width: shownWidth, height: Math.min(MEDIA_MAX_HEIGHT, Math.round(shownWidth * ratio)) };
}

/**
 * A video, its cover shown until played. One the file host no longer has (the platform's links
 * expire) says so under the cover, instead of a player that stays silent when pressed.
 */
function MessageVideo({ src, body, onMediaLoad }: { src: string; body: ChatVideoContent; onMediaLoad?: () => void }): ReactNode {
  const t = useT(chatTexts);
  const [failed, setFailed] = useState(false);
  const box = mediaBox(body.width, body.height);
  return (
    <>
      <video
        src={src}
        poster={safeSrc(body.coverUrl)}
        controls
        preload="none"
        width={box.width}
        height={box.height}
        onLoadedMetadata={onMediaLoad}
        onError={() => setFailed(true)}
        aria-label={t('chat.video')}
        style={{ display: 'block' }}
      />
      {failed ? (
        <div role="status" style={{ color: MUTED_TEXT, fontSize: 12, marginTop: 4 }}>
          {t('chat.videoUnavailable')}
        </div>
      ) : null}
    </>
  );
}

function Body({
  body,
  fallback,
  onMediaLoad,
  onImageOpen,
}: {
  body: MessageBody;
  fallback: string;
  onMediaLoad?: () => void;
  onImageOpen?: () => void;
}): ReactNode {
  const t = useT(chatTexts);
  switch (body.kind) {
    case 'text':
    case 'system':
      return <MessageText text={body.text} />;
    case 'image': {
      const src = safeSrc(body.image.url);
      const box = mediaBox(body.image.width, body.image.height);
      // The medium variant inline; a click opens the chat's gallery, the link the original in a tab.
      return src ? (
        <a
          href={src}
          {...LINK_ATTRIBUTES}
          aria-label={t('chat.openImage')}
          onClick={(event) => {
            if (!onImageOpen || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onImageOpen();
          }}
        >
          <img
            src={withImageSuffix(src, 'm')}
            alt={t('chat.image')}
            loading="lazy"
            width={box.width}
            height={box.height}
            onLoad={onMediaLoad}
            style={{ objectFit: 'cover', display: 'block', borderRadius: 4 }}
          />
        </a>
      ) : (
        fallback
      );
    }
    case 'video': {
      const src = safeSrc(body.video.url);
      return src ? <MessageVideo src={src} body={body.video} onMediaLoad={onMediaLoad} /> : fallback;
    }
    case 'file': {
      const href = safeSrc(body.file.url);
      const label = `${body.file.fileName} (${fileSize(body.file.size)})`;
      return href ? (
        <a href={href} {...LINK_ATTRIBUTES} download={body.file.fileName} aria-label={t('chat.openFile', { name: body.file.fileName })}>
          <PaperClipOutlined /> {label}
        </a>
      ) : (
        label
      );
    }
    case 'emoji': {
      const src = safeSrc(body.emoji.url);
      return src ? <img src={src} alt={body.emoji.name || t('chat.emoji')} width={80} height={80} /> : fallback;
    }
    case 'link': {
      const href = safeSrc(body.link.url);
      return href ? (
        <a href={href} {...LINK_ATTRIBUTES}>
          <strong>{body.link.title}</strong>
          {body.link.desc ? <div>{body.link.desc}</div> : null}
        </a>
      ) : (
        fallback
      );
    }
    case 'card':
    case 'order':
    case 'product':
      return <MessageCard body={body} />;
    default:
      return fallback;
  }
}

const SYSTEM_LINE: CSSProperties = { display: 'flex', justifyContent: 'center', padding: '4px 16px' };
const SYSTEM_TEXT: CSSProperties = { color: MUTED_TEXT, fontSize: 12, textAlign: 'center' };

function SystemLine({ text, fingerPrint }: { text: string; fingerPrint: string }) {
  return (
    <div style={SYSTEM_LINE} data-fingerprint={fingerPrint}>
      <span style={SYSTEM_TEXT} data-testid="system-line">
        <MessageText text={text} />
      </span>
    </div>
  );
}

/** 加急 on my unread message: asks first, naming who is urged (a private chat's peer, a group's unread members). */
function UrgeAction({ message, onUrge }: { message: ConversationMessage; onUrge: (message: ConversationMessage) => Promise<unknown> }) {
  const t = useT(chatTexts);
  // The popconfirm mounts on first press (a conversation shows many of these).
  const [armed, setArmed] = useState(false);
  const unread = message.unReadUserIds?.length ?? 0;
  if (!armed) return <TextAction onClick={() => setArmed(true)}>{t('chat.urge')}</TextAction>;
  return (
    <ConfirmAction
      type="text"
      size="small"
      defaultOpen
      title={message.chatType === '2' && unread > 0 ? t('chat.urgeMembers', { count: unread }) : t('chat.urgePeer')}
      onConfirm={async () => {
        await onUrge(message);
        feedback.message.success(t('chat.urgeSent'));
      }}
    >
      {t('chat.urge')}
    </ConfirmAction>
  );
}

const ROW: CSSProperties = { display: 'flex', flexDirection: 'column', padding: '6px 16px', transition: 'background 0.3s' };
const LINE: CSSProperties = { display: 'flex', gap: 8, alignItems: 'center' };
const FOOTER: CSSProperties = { display: 'flex', gap: 4, alignItems: 'center' };
const META: CSSProperties = { color: MUTED_TEXT, fontSize: 12 };
const BUBBLE: CSSProperties = { maxWidth: '70%', padding: '8px 12px', borderRadius: 8 };
const QUOTE: CSSProperties = {
  display: 'block',
  border: 0,
  borderLeft: '3px solid #aab',
  background: 'transparent',
  padding: '0 8px',
  marginBottom: 6,
  textAlign: 'start',
  cursor: 'pointer',
  color: '#555',
};

function MessageBubbleRow({
  message,
  myImId,
  showReadMark,
  showReadDetail,
  now,
  onRecall,
  onRetry,
  onQuoteClick,
  onReply,
  onUrge,
  onMediaLoad,
  onImageOpen,
  highlighted,
}: MessageBubbleProps) {
  const t = useT(chatTexts);
  const mine = message.fromUserId === myImId;
  if (isSystemLine(message)) {
    return <SystemLine text={messagePreview(t, message, mine)} fingerPrint={message.fingerPrint} />;
  }
  const body = messageBody(message);
  const fallback = messagePreview(t, message, mine);
  const canRecall = mine && !message.sendStatus && now - message.sendTimestamp <= RECALL_WINDOW_MS;
  const ref = message.refMessage;
  return (
    <div
      style={{ ...ROW, alignItems: mine ? 'flex-end' : 'flex-start', background: highlighted ? '#fff7d6' : undefined }}
      data-testid="message"
      data-fingerprint={message.fingerPrint}
      data-highlighted={highlighted || undefined}
    >
      <div style={LINE}>
        <span style={META}>
          {mine ? '' : `${senderName(message.fromUser)} · `}
          {message.sendTime}
        </span>
        {onReply && !message.sendStatus ? (
          <TextAction onClick={() => onReply(message)} aria-label={`${t('chat.quote')} ${senderName(message.fromUser)}`}>
            {t('chat.quote')}
          </TextAction>
        ) : null}
      </div>
      <div style={{ ...BUBBLE, background: mine ? '#d6e8ff' : '#f3f4f6' }}>
        {ref ? (
          <button type="button" onClick={() => onQuoteClick?.(ref.fingerPrint)} aria-label={t('chat.quoted')} style={QUOTE}>
            {ref.isRecalled ? t('chat.quotedRecalled') : `${senderName(ref.fromUser)}: ${messagePreview(t, ref)}`}
          </button>
        ) : null}
        <Body
          body={body}
          fallback={fallback}
          onMediaLoad={onMediaLoad}
          onImageOpen={onImageOpen && !message.sendStatus ? () => onImageOpen(message) : undefined}
        />
      </div>
      {mine ? (
        <div style={FOOTER}>
          {message.sendStatus === 'pending' ? <span style={{ color: MUTED_TEXT }}>{t('chat.sending')}</span> : null}
          {message.sendStatus ? <AttachmentProgress fingerPrint={message.fingerPrint} /> : null}
          {message.sendStatus === 'failed' ? (
            <>
              <Tag color="error">{t('chat.sendFailed')}</Tag>
              <TextAction onClick={() => onRetry?.(message)}>{t('chat.retry')}</TextAction>
            </>
          ) : null}
          {!message.sendStatus && showReadMark ? <span style={META}>{message.isRead ? t('chat.read') : t('chat.unreadMark')}</span> : null}
          {!message.sendStatus && showReadDetail ? <ReadDetail message={message} /> : null}
          {!message.sendStatus && !message.isRead && onUrge ? <UrgeAction message={message} onUrge={onUrge} /> : null}
          {canRecall && onRecall ? <TextAction onClick={() => onRecall(message)}>{t('chat.recall')}</TextAction> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Re-rendered only when its message or a handler changes (the conversation keeps its handlers stable). */
export const MessageBubble = memo(MessageBubbleRow);
