/**
 * The face-bag picker beside the emoji (表情包, `GET /face/bags`, asked for when the panel first
 * opens): one tab per bag (arrow keys move between them), its stickers as labelled buttons; a
 * sticker picked is sent at once as a sticker message (msgType 6), the way text goes.
 */
import { HeartOutlined } from '@ant-design/icons';
import { useGetFaceBags } from '@generated/chat/chat-tools/chat-tools.ts';
import { type ChatEmojiContent, type ChatFace, type ChatFaceBag, MsgType } from '@generated/chat/model';
import { Button, Spin, Tabs, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { isWebUrl } from '@/lib/safe-html/sanitize-html.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { composerExtrasTexts } from './composer-extras-texts.ts';
import type { OutgoingBody } from './send-message.ts';
import { ToolPopover } from './tool-popover.tsx';

/** The sticker message for a face of a bag (ChatEmojiContent). */
export function stickerBody(bag: Pick<ChatFaceBag, 'id'>, face: ChatFace): OutgoingBody {
  const content: ChatEmojiContent = { bagId: bag.id, faceId: face.id, name: face.name, url: face.url };
  return { msgType: MsgType.Emoji, content: JSON.stringify(content) };
}

function BagPanels({ onPick }: { onPick: (body: OutgoingBody) => void }) {
  const t = useT(composerExtrasTexts);
  const bags = useGetFaceBags();
  if (bags.isPending) return <Spin size="small" />;
  if (bags.isError) return <Typography.Text type="danger">{t('chatComposerExtras.stickersFailed')}</Typography.Text>;
  const rows = bags.data.data.filter((bag) => bag.faces.length > 0);
  if (rows.length === 0) return <Typography.Text style={{ color: MUTED_TEXT }}>{t('chatComposerExtras.noStickers')}</Typography.Text>;
  return <BagTabs bags={rows} onPick={onPick} />;
}

/** The bags' tabs; the open bag's tab takes the focus when they appear, so the keyboard goes on from there. */
function BagTabs({ bags, onPick }: { bags: ChatFaceBag[]; onPick: (body: OutgoingBody) => void }) {
  const t = useT(composerExtrasTexts);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, []);
  return (
    <div ref={box}>
      <Tabs
        size="small"
        aria-label={t('chatComposerExtras.stickerBags')}
        style={{ width: 336 }}
        items={bags.map((bag) => ({
          key: String(bag.id),
          label: (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {isWebUrl(bag.cover) ? <img src={bag.cover} alt="" width={20} height={20} /> : null}
              {bag.name}
            </span>
          ),
          children: (
            <div role="group" aria-label={bag.name} style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 72px)', gap: 4 }}>
              {bag.faces.map((face) => (
                <Button
                  key={face.id}
                  type="text"
                  style={{ width: 72, height: 72, padding: 4 }}
                  aria-label={t('chatComposerExtras.sendSticker', { name: face.name })}
                  title={face.name}
                  onClick={() => onPick(stickerBody(bag, face))}
                >
                  {isWebUrl(face.url) ? <img src={face.url} alt="" width={56} height={56} loading="lazy" /> : face.name}
                </Button>
              ))}
            </div>
          ),
        }))}
      />
    </div>
  );
}

export function FaceBagPicker({ onSend, disabled }: { onSend: (body: OutgoingBody) => void; disabled?: boolean }) {
  const t = useT(composerExtrasTexts);
  return (
    <ToolPopover
      label={t('chatComposerExtras.stickers')}
      // An icon, not an emoji: a machine without a colour emoji font shows an empty box.
      face={<HeartOutlined />}
      disabled={disabled}
      onSend={onSend}
      panel={(send) => <BagPanels onPick={send} />}
    />
  );
}
