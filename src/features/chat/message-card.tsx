/**
 * A card in the conversation: a staff member's business card (msgType 7), an order (8) or a
 * project (9), shown as a small bordered card with its kind, picture and lines, the way WeCom
 * shows a shared contact, instead of a one-line "[Business card] name".
 */
import type { CSSProperties } from 'react';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';
import { type MessageBody, safeSrc } from './message-content.ts';

type CardBody = Extract<MessageBody, { kind: 'card' | 'order' | 'product' }>;

const CARD: CSSProperties = {
  width: 240,
  border: '1px solid #e5e6eb',
  borderRadius: 6,
  background: '#fff',
  color: 'rgba(0, 0, 0, 0.88)',
  overflow: 'hidden',
};
const MAIN: CSSProperties = { display: 'flex', gap: 10, padding: 10, alignItems: 'center' };
const PICTURE: CSSProperties = { width: 44, height: 44, borderRadius: 4, objectFit: 'cover', flex: 'none', background: '#f2f3f5' };
const LINES: CSSProperties = { minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 };
const TITLE: CSSProperties = { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const LINE: CSSProperties = { color: MUTED_TEXT, fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const KIND: CSSProperties = { borderTop: '1px solid #f2f3f5', padding: '4px 10px', color: MUTED_TEXT, fontSize: 12 };

function card(t: TFor<typeof chatTexts>, body: CardBody) {
  switch (body.kind) {
    case 'card':
      return {
        kind: t('chat.cardKindBusiness'),
        picture: safeSrc(body.card.avatar),
        title: body.card.realName,
        lines: [body.card.position, body.card.hospitalName],
      };
    case 'order':
      return {
        kind: t('chat.cardKindOrder'),
        picture: undefined,
        title: body.order.spuName,
        lines: [
          t('chat.cardOrderNumber', { number: body.order.number }),
          body.order.price === undefined ? undefined : formatYuan(body.order.price),
        ],
      };
    case 'product':
      return {
        kind: t('chat.cardKindProject'),
        picture: safeSrc(body.product.cover),
        title: body.product.spuName,
        lines: [formatYuan(body.product.price)],
      };
  }
}

export function MessageCard({ body }: { body: CardBody }) {
  const t = useT(chatTexts);
  const shown = card(t, body);
  return (
    <div style={CARD} data-testid="message-card">
      <div style={MAIN}>
        {shown.picture ? <img src={shown.picture} alt="" width={44} height={44} style={PICTURE} /> : null}
        <div style={LINES}>
          <span style={TITLE}>{shown.title}</span>
          {shown.lines.filter(Boolean).map((line) => (
            <span key={line} style={LINE}>
              {line}
            </span>
          ))}
        </div>
      </div>
      <div style={KIND}>{shown.kind}</div>
    </div>
  );
}
