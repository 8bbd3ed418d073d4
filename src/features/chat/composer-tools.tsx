/**
 * The composer's tools above the input: emoji (a fixed set of common ones, no download) and the
 * platform's quick phrases (`/commons/signaturePitch`, asked for when the panel first opens).
 * Each inserts its text where the caret is; the composer decides how.
 */
import { useGetSignaturePitch } from '@generated/chat/counselors/counselors.ts';
import { Button, Flex, List, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { LINK_TEXT, MUTED_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';

/** The emoji offered: the ones clinic chats use most (greeting, thanks, reassurance, reactions). */
export const EMOJI = [
  '😀',
  '😊',
  '😂',
  '🥰',
  '😍',
  '😘',
  '😉',
  '🤔',
  '😅',
  '😭',
  '😱',
  '😴',
  '👍',
  '👌',
  '🙏',
  '👏',
  '💪',
  '🤝',
  '👋',
  '✌️',
  '❤️',
  '💕',
  '🌹',
  '🎉',
  '✨',
  '🔥',
  '💯',
  '✅',
  '❓',
  '⏰',
  '📅',
  '📍',
] as const;

function EmojiGrid({ onPick }: { onPick: (text: string) => void }) {
  const t = useT(chatTexts);
  return (
    <div role="group" aria-label={t('chat.emojiPicker')} style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 32px)', gap: 2 }}>
      {EMOJI.map((emoji) => (
        <Button key={emoji} type="text" size="small" style={{ fontSize: 18, padding: 0 }} onClick={() => onPick(emoji)} aria-label={emoji}>
          {emoji}
        </Button>
      ))}
    </div>
  );
}

function PhraseList({ onPick }: { onPick: (text: string) => void }) {
  const t = useT(chatTexts);
  const phrases = useGetSignaturePitch();
  if (phrases.isPending) return <Spin size="small" />;
  const rows = phrases.data?.data ?? [];
  if (rows.length === 0) return <Typography.Text style={{ color: MUTED_TEXT }}>{t('chat.noQuickPhrases')}</Typography.Text>;
  return (
    <List
      size="small"
      style={{ maxWidth: 360, maxHeight: 280, overflowY: 'auto' }}
      dataSource={rows}
      rowKey="id"
      renderItem={(phrase) => (
        <List.Item style={{ padding: 0 }}>
          <Button
            type="text"
            style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start', padding: '4px 8px' }}
            onClick={() => onPick(phrase.content)}
          >
            {phrase.content}
          </Button>
        </List.Item>
      )}
    />
  );
}

/** Someone a group message can mention; `AT_ALL` stands for everyone. */
export interface Mentionable {
  userId: string;
  name: string;
}

/** The platform's user id for "@all" (atUserIds). */
export const AT_ALL = 'all';

export interface MentionOptions {
  members: Mentionable[];
  /** The group's owner and admins may mention everyone. */
  canAtAll: boolean;
  onMention: (who: Mentionable) => void;
}

/** Who may be mentioned, in the order offered: everyone first where allowed, then the members. */
export function mentionCandidates(members: readonly Mentionable[], canAtAll: boolean, allName: string): Mentionable[] {
  return [...(canAtAll ? [{ userId: AT_ALL, name: allName }] : []), ...members];
}

function MemberList({ members, canAtAll, onPick }: { members: Mentionable[]; canAtAll: boolean; onPick: (who: Mentionable) => void }) {
  const t = useT(chatTexts);
  return (
    <div role="group" aria-label={t('chat.mention')} style={{ maxHeight: 280, overflowY: 'auto', minWidth: 160 }}>
      {mentionCandidates(members, canAtAll, t('chat.mentionAllName')).map((who) => (
        <Button key={who.userId} type="text" block style={{ textAlign: 'start' }} onClick={() => onPick(who)}>
          {who.name}
        </Button>
      ))}
    </div>
  );
}

export function ComposerTools({
  onInsert,
  disabled,
  mentions,
}: {
  onInsert: (text: string) => void;
  disabled?: boolean;
  mentions?: MentionOptions;
}) {
  const t = useT(chatTexts);
  const [open, setOpen] = useState<'emoji' | 'phrases' | 'mention' | undefined>();
  const pick = (text: string) => {
    setOpen(undefined);
    onInsert(text);
  };
  const toggle = (panel: 'emoji' | 'phrases' | 'mention') => (next: boolean) => setOpen(next ? panel : undefined);
  return (
    <Flex gap={4}>
      {mentions ? (
        <Popover
          trigger="click"
          open={open === 'mention'}
          onOpenChange={toggle('mention')}
          content={
            <MemberList
              members={mentions.members}
              canAtAll={mentions.canAtAll}
              onPick={(who) => {
                setOpen(undefined);
                mentions.onMention(who);
              }}
            />
          }
        >
          <Button size="small" type="text" disabled={disabled} aria-expanded={open === 'mention'} aria-label={t('chat.mention')}>
            @
          </Button>
        </Popover>
      ) : null}
      <Popover trigger="click" open={open === 'emoji'} onOpenChange={toggle('emoji')} content={<EmojiGrid onPick={pick} />}>
        <Button size="small" type="text" disabled={disabled} aria-expanded={open === 'emoji'} aria-label={t('chat.emojiPicker')}>
          😊
        </Button>
      </Popover>
      <Popover
        trigger="click"
        open={open === 'phrases'}
        onOpenChange={toggle('phrases')}
        // antd renders a popover's content when it first opens: the phrases are asked for then.
        content={<PhraseList onPick={pick} />}
      >
        <Button size="small" type="link" style={{ color: LINK_TEXT }} disabled={disabled} aria-expanded={open === 'phrases'}>
          {t('chat.quickPhrases')}
        </Button>
      </Popover>
    </Flex>
  );
}
