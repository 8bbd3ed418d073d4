import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getGlobalSearchGroupMessagesMockHandler, getGlobalSearchMessagesMockHandler } from '@generated/chat/messages/messages.msw.ts';
import { type ChatGlobalSearchRequest, type ChatMessageSearchHit, MsgType } from '@generated/chat/model';
import { chatMessage } from '@/testing/chat-fixtures.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { MessageSearch, markKeyword } from './message-search.tsx';

installGatewayServer();
configure({ asyncUtilTimeout: 4000 });

const hit = (chatId: string, chatName: string, content: string, msgType: MsgType = MsgType.Text): ChatMessageSearchHit => ({
  chatId,
  chatType: chatId.startsWith('g') ? '2' : '0',
  chatName,
  chatAvatar: '',
  message: chatMessage({ chatId, content, msgType, fingerPrint: `fp-${chatId}-${content.length}` }),
});

let asked: { kind: 'private' | 'group'; body: ChatGlobalSearchRequest }[];

beforeEach(() => {
  asked = [];
  server.use(
    getGlobalSearchMessagesMockHandler(async ({ request }) => {
      const body = (await request.json()) as ChatGlobalSearchRequest;
      asked.push({ kind: 'private', body });
      return success({
        total: 2,
        page: 1,
        limit: 20,
        list: [
          hit('101', '李女士', '水光针多久打一次？'),
          hit('102', '陈先生', JSON.stringify({ url: 'chat/plan.pdf', fileName: '水光针方案.pdf', size: 2048 }), MsgType.File),
        ],
      });
    }),
    getGlobalSearchGroupMessagesMockHandler(async ({ request }) => {
      asked.push({ kind: 'group', body: (await request.json()) as ChatGlobalSearchRequest });
      return success({ total: 0, page: 1, limit: 20, list: [] });
    }),
  );
});

describe('markKeyword', () => {
  it('marks every occurrence whatever its case, and keeps markup-looking text as text', () => {
    const { container } = render(<p>{markKeyword('<b>Abc</b> abc ABC', 'abc')}</p>);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Abc', 'abc', 'ABC']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>Abc</b> abc ABC');
  });
});

describe('MessageSearch', () => {
  it('searches private chats for texts and file names, and a picked hit is handed back', async () => {
    const onPick = vi.fn();
    renderAtRoute(<MessageSearch onPick={onPick} onClose={() => undefined} />);
    const box = await screen.findByRole('searchbox', { name: 'Words to find' });
    expect(screen.getByText('Type words and press Enter to search every chat of this kind.')).toBeVisible();
    await userEvent.type(box, ' 水光针 {Enter}');
    expect(await screen.findByText('2 messages found')).toBeVisible();
    expect(asked).toEqual([{ kind: 'private', body: { keyword: '水光针', page: 1, limit: 20, msgTypes: [MsgType.Text, MsgType.File] } }]);
    const results = screen.getByRole('list', { name: 'Search messages' });
    const file = within(results).getByRole('button', { name: /^Open in 陈先生: / });
    expect(file).toHaveTextContent('水光针方案.pdf');
    expect(within(file).getByText('水光针', { selector: 'mark' })).toBeVisible();
    await userEvent.click(within(results).getByRole('button', { name: 'Open in 李女士: 水光针多久打一次？' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ chatId: '101', chatName: '李女士' }));
  });

  it('searches group chats when asked, and says when nothing matches', async () => {
    renderAtRoute(<MessageSearch onPick={() => undefined} onClose={() => undefined} />);
    await userEvent.click(await screen.findByText('Group chats'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Words to find' }), '报价{Enter}');
    expect(await screen.findByText('No message contains these words.')).toBeVisible();
    expect(asked.map((a) => a.kind)).toEqual(['group']);
  });

  it('refuses more than 50 characters before sending anything', async () => {
    renderAtRoute(<MessageSearch onPick={() => undefined} onClose={() => undefined} />);
    const box = await screen.findByRole('searchbox', { name: 'Words to find' });
    await userEvent.click(box);
    await userEvent.paste('字'.repeat(51));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('At most 50 characters.')).toBeVisible();
    await waitFor(() => expect(asked).toEqual([]));
  });
});
