/**
 * The composer: Enter sends, Shift+Enter breaks the line (and Enter while an input method is
 * composing only confirms the candidate), a counter towards the length limit, and a draft per chat
 * kept across chat switches and reloads. In a group, '@' typed offers the members (typed-mention.tsx).
 * Pictures and files are picked with the paper clip or pasted into the input (`onAttach`).
 * Stickers and my business card are sent from the toolbar (`onSendBody`); the hospital bot's
 * suggestions for the customer's latest message fill the input (`botQuestion`).
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { BizType } from '@generated/chat/model';
import { Button, Flex, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { ATTACHMENT_ACCEPT } from '@/lib/chat/chat-media-limits.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { type BotQuestion, BotReplies } from './bot-replies.tsx';
import { BusinessCardTool } from './business-card-tool.tsx';
import { readDraft, writeDraft } from './chat-drafts.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { ComposerTools, type Mentionable, mentionCandidates } from './composer-tools.tsx';
import { chatTexts } from './chat-texts.ts';
import { FaceBagPicker } from './face-bag-picker.tsx';
import { MAX_MESSAGE_LENGTH, type OutgoingBody } from './send-message.ts';
import { MentionSuggestions, type TypedMention, matchingMembers, suggestionId, typedMention } from './typed-mention.tsx';

export interface ComposerProps {
  chatId: string;
  /** Sending is not possible (a blocked contact). */
  disabled?: boolean;
  /** The text, the user ids it mentions (`all` for everyone), and bizType 5 when it is the bot's suggestion. */
  onSend: (text: string, atUserIds: string[], bizType?: BizType) => void;
  inputRef?: Ref<TextAreaRef>;
  /** The message being replied to, shown above the input with a way to drop it. */
  quote?: { label: string; onCancel: () => void };
  /** In a group: who can be mentioned ('@' picker). */
  mentions?: { members: Mentionable[]; canAtAll: boolean };
  /** More tools at the end of the toolbar (the chat's reminders). */
  tools?: ReactNode;
  /** Pictures or files picked or pasted, to send. */
  onAttach?: (files: File[]) => void;
  /** Stickers and my business card, sent as they are (their tools show when given). */
  onSendBody?: (body: OutgoingBody) => void;
  /** The customer's latest message, which the hospital bot suggests replies to. */
  botQuestion?: BotQuestion;
}

export function Composer({ chatId, disabled, onSend, inputRef, quote, mentions, tools, onAttach, onSendBody, botQuestion }: ComposerProps) {
  const t = useT(chatTexts);
  // Keyed by chat where it is used, so another chat starts from its own draft.
  const [text, setText] = useState(() => readDraft(chatId));

  // The text is the bot's suggestion (possibly edited) until it is sent or cleared.
  const fromBot = useRef(false);
  const change = (value: string) => {
    if (value.trim() === '') fromBot.current = false;
    setText(value);
    writeDraft(chatId, value);
  };
  // The input is the composer's own and offered to the page (Alt+C focuses it).
  const input = useRef<TextAreaRef>(null);
  useImperativeHandle(inputRef, () => input.current as TextAreaRef, []);
  // The '@…' being typed in a group, and which of the members it matches is highlighted.
  const [typed, setTyped] = useState<TypedMention | undefined>();
  const [active, setActive] = useState(0);
  // Where the caret was last: emoji and quick phrases go there.
  const caret = useRef<number | undefined>(undefined);
  const remember = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const { value, selectionStart } = event.currentTarget;
    caret.current = selectionStart;
    const next = mentions ? typedMention(value, selectionStart) : undefined;
    if (next?.start !== typed?.start || next?.query !== typed?.query) {
      setTyped(next);
      setActive(0);
    }
  };
  /** Puts `snippet` in place of the text from `start` to `end`, the caret after it. */
  const replace = (start: number, end: number, snippet: string) => {
    change(text.slice(0, start) + snippet + text.slice(end));
    const after = start + snippet.length;
    caret.current = after;
    setTyped(undefined);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.resizableTextArea?.textArea.setSelectionRange(after, after);
    });
  };
  const insert = (snippet: string) => {
    const at = Math.min(caret.current ?? text.length, text.length);
    replace(at, at, snippet);
  };
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
  const blank = text.trim().length === 0;
  // Members picked with '@': mentioned when their "@name" is still in the text at sending.
  const mentioned = useRef(new Map<string, string>());
  const mention = (who: Mentionable, at?: TypedMention) => {
    mentioned.current.set(who.userId, who.name);
    if (at) replace(at.start, at.end, `@${who.name} `);
    else insert(`@${who.name} `);
  };
  const suggestions =
    mentions && typed ? matchingMembers(mentionCandidates(mentions.members, mentions.canAtAll, t('chat.mentionAllName')), typed.query) : [];
  const listId = useId();
  const send = () => {
    if (blank || tooLong || disabled) return;
    const atUserIds = [...mentioned.current].filter(([, name]) => text.includes(`@${name}`)).map(([userId]) => userId);
    onSend(text, atUserIds, fromBot.current ? BizType.BotReply : undefined);
    fromBot.current = false;
    mentioned.current.clear();
    change('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (typed && suggestions.length > 0 && !event.nativeEvent.isComposing) {
      const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (step !== undefined) {
        event.preventDefault();
        setActive((active + step + suggestions.length) % suggestions.length);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        mention(suggestions[active] ?? (suggestions[0] as Mentionable), typed);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only, not the drawer or dialog around the chat.
        event.preventDefault();
        event.stopPropagation();
        setTyped(undefined);
        return;
      }
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const counterId = `chat-composer-counter-${chatId}`;
  const picker = useRef<HTMLInputElement>(null);
  // A pasted picture (a screenshot) or copied files are sent; pasted text stays text.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (!onAttach || disabled || files.length === 0) return;
    event.preventDefault();
    onAttach(files);
  };
  return (
    <Flex vertical gap={4} style={{ padding: 8, borderTop: '1px solid #f0f0f0' }}>
      {quote ? (
        <Flex
          justify="space-between"
          align="center"
          style={{ background: '#f5f5f5', padding: '2px 8px', borderRadius: 4 }}
          data-testid="composer-quote"
        >
          <Typography.Text ellipsis style={{ color: MUTED_TEXT, fontSize: 12 }}>
            {t('chat.quote')} {quote.label}
          </Typography.Text>
          <Button size="small" type="text" aria-label={t('chat.cancelQuote')} onClick={quote.onCancel}>
            ×
          </Button>
        </Flex>
      ) : null}
      <Flex justify="space-between" align="center" wrap gap={4}>
        <Flex gap={4} align="center">
          <ComposerTools
            onInsert={insert}
            disabled={disabled}
            mentions={mentions ? { ...mentions, onMention: (who) => mention(who) } : undefined}
          />
          {onSendBody ? <FaceBagPicker onSend={onSendBody} disabled={disabled} /> : null}
          {onAttach ? (
            <>
              <Button
                size="small"
                type="text"
                icon={<PaperClipOutlined />}
                disabled={disabled}
                aria-label={t('chat.attach')}
                title={t('chat.attach')}
                onClick={() => picker.current?.click()}
              />
              <input
                ref={picker}
                type="file"
                multiple
                hidden
                accept={ATTACHMENT_ACCEPT}
                aria-label={t('chat.attach')}
                data-testid="composer-file-input"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  // The same file may be picked again later.
                  event.target.value = '';
                  if (files.length > 0) onAttach(files);
                }}
              />
            </>
          ) : null}
          {onSendBody ? <BusinessCardTool onSend={onSendBody} disabled={disabled} /> : null}
        </Flex>
        {tools}
      </Flex>
      {botQuestion ? (
        <BotReplies
          key={botQuestion.fingerPrint}
          chatId={chatId}
          question={botQuestion}
          disabled={disabled}
          onPick={(reply) => {
            change(reply);
            fromBot.current = true;
            caret.current = reply.length;
            requestAnimationFrame(() => {
              input.current?.focus();
              input.current?.resizableTextArea?.textArea.setSelectionRange(reply.length, reply.length);
            });
          }}
        />
      ) : null}
      <div style={{ position: 'relative' }}>
        {typed && suggestions.length > 0 ? (
          <MentionSuggestions
            id={listId}
            label={t('chat.mention')}
            options={suggestions}
            active={active}
            onPick={(who) => mention(who, typed)}
          />
        ) : null}
        <Input.TextArea
          ref={input}
          value={text}
          onChange={(event) => {
            change(event.target.value);
            remember(event);
          }}
          onSelect={remember}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder={disabled ? t('chat.blocked') : t('chat.composerHint')}
          aria-label={t('chat.composer')}
          aria-describedby={counterId}
          aria-invalid={tooLong}
          aria-controls={typed && suggestions.length > 0 ? listId : undefined}
          aria-activedescendant={typed && suggestions.length > 0 ? suggestionId(listId, active) : undefined}
          disabled={disabled}
        />
      </div>
      <Flex justify="space-between" align="center">
        <Typography.Text
          id={counterId}
          type={tooLong ? 'danger' : undefined}
          style={{ color: tooLong ? undefined : MUTED_TEXT, fontSize: 12 }}
          data-testid="composer-counter"
        >
          {tooLong ? `${t('chat.tooLong', { max: MAX_MESSAGE_LENGTH })} · ` : ''}
          {text.length}/{MAX_MESSAGE_LENGTH}
        </Typography.Text>
        <Button type="primary" onClick={send} disabled={blank || tooLong || disabled}>
          {t('chat.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
