/**
 * Global message search (Ctrl+Shift+F, or the button above the chat list): words typed here are
 * looked for in every private chat or every group chat (the platform searches texts and file
 * names), newest first, a page at a time. Picking a hit opens its chat at that message.
 *
 * Found text is shown as text: the keyword is marked by splitting the string, never by building
 * HTML from it (messages come from other people).
 */
import { type ChatMessageSearchHit, type ChatType, MsgType } from '@generated/chat/model';
import { useGlobalSearchGroupMessages, useGlobalSearchMessages } from '@generated/chat/messages/messages.ts';
import { Drawer, Flex, Input, Pagination, Segmented, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { SEARCH_KEYWORD_MAX } from '@/lib/chat/message-search-limit.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { EmptyState, LoadFailed, LoadingBlock } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { MUTED_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';
import { messagePreview, senderName } from './message-content.ts';
import { messageSearchTexts } from './message-search-texts.ts';

const PAGE_SIZE = 20;

/** `text` with every case-insensitive occurrence of `keyword` in a <mark>. */
export function markKeyword(text: string, keyword: string): ReactNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [text];
  const parts: ReactNode[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

export interface MessageSearchProps {
  onPick: (hit: ChatMessageSearchHit) => void;
  onClose: () => void;
}

/** Mounted while open (the page loads it on first use). */
export function MessageSearch({ onPick, onClose }: MessageSearchProps) {
  const t = useT(messageSearchTexts);
  const tc = useT(chatTexts);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chatType, setChatType] = useState<ChatType>('0');
  const [page, setPage] = useState(1);
  const request = { keyword, page, limit: PAGE_SIZE, msgTypes: [MsgType.Text, MsgType.File] };
  const enabled = keyword !== '';
  const privateHits = useGlobalSearchMessages(request, { query: { enabled: enabled && chatType === '0' } });
  const groupHits = useGlobalSearchGroupMessages(request, { query: { enabled: enabled && chatType === '2' } });
  const hits = chatType === '0' ? privateHits : groupHits;
  const tooLong = draft.trim().length > SEARCH_KEYWORD_MAX;

  const search = () => {
    if (tooLong) return;
    setKeyword(draft.trim());
    setPage(1);
  };

  let body: ReactNode;
  if (!enabled) body = <Typography.Text style={{ color: MUTED_TEXT }}>{t('chatMessageSearch.prompt')}</Typography.Text>;
  else if (hits.isPending) body = <LoadingBlock />;
  else if (hits.isError) body = <LoadFailed onRetry={() => void hits.refetch()} />;
  else if (hits.data.data.total === 0) body = <EmptyState>{t('chatMessageSearch.none')}</EmptyState>;
  else {
    const found = hits.data.data;
    body = (
      <>
        <Typography.Text style={{ color: MUTED_TEXT }}>{t('chatMessageSearch.results', { count: found.total })}</Typography.Text>
        <ul aria-label={t('chatMessageSearch.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {found.list.map((hit) => {
            const text = messagePreview(tc, hit.message);
            return (
              <li key={`${hit.chatId}-${hit.message.fingerPrint}`} style={{ borderBottom: '1px solid #f0f0f0' }}>
                <button
                  type="button"
                  onClick={() => onPick(hit)}
                  aria-label={t('chatMessageSearch.openHit', { chat: hit.chatName, text })}
                  className="chat-search-hit"
                  style={{ all: 'unset', display: 'block', width: '100%', padding: '8px 4px', cursor: 'pointer', boxSizing: 'border-box' }}
                >
                  <Flex justify="space-between" gap={8}>
                    <Typography.Text strong ellipsis>
                      {hit.chatName}
                    </Typography.Text>
                    <Typography.Text style={{ color: MUTED_TEXT, fontSize: 12, flexShrink: 0 }}>{hit.message.sendTime}</Typography.Text>
                  </Flex>
                  <Typography.Text style={{ color: MUTED_TEXT, fontSize: 12 }}>{senderName(hit.message.fromUser)}: </Typography.Text>
                  <span style={{ wordBreak: 'break-word' }}>{markKeyword(text, keyword)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination
          size="small"
          current={found.page}
          pageSize={found.limit}
          total={found.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      </>
    );
  }

  return (
    <Drawer open onClose={onClose} title={t('chatMessageSearch.title')} size={420} destroyOnHidden>
      <Flex vertical gap={12}>
        <Segmented<ChatType>
          aria-label={t('chatMessageSearch.typeLabel')}
          value={chatType}
          onChange={(value) => {
            setChatType(value);
            setPage(1);
          }}
          options={[
            { value: '0', label: t('chatMessageSearch.private') },
            { value: '2', label: t('chatMessageSearch.groups') },
          ]}
        />
        <Input.Search
          autoFocus
          aria-label={t('chatMessageSearch.keyword')}
          placeholder={t('chatMessageSearch.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={search}
          status={tooLong ? 'error' : undefined}
          allowClear
        />
        {tooLong ? <Typography.Text type="danger">{t('chatMessageSearch.tooLong', { max: SEARCH_KEYWORD_MAX })}</Typography.Text> : null}
        {body}
      </Flex>
    </Drawer>
  );
}
