import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ME, chatMessage } from '@/testing/chat-fixtures.ts';
import { applyChatEffect } from './chat-cache.ts';
import {
  type Conversation,
  applySendStatus,
  conversationKey,
  withMessage,
  withOlder,
  withReadUpTo,
  withRecalled,
  withPendingUpdates,
  withSendStatus,
} from './conversation-cache.ts';

const m = (fp: string, extra = {}) => chatMessage({ fingerPrint: fp, content: fp, ...extra });
const of = (...fps: string[]): Conversation => ({ messages: fps.map((fp) => m(fp)), hasMore: true, prepended: 0 });
const fps = (c: Conversation) => c.messages.map((x) => x.fingerPrint);

describe('conversation cache', () => {
  it('appends a new message and replaces a held one (the server copy wins, never twice)', () => {
    const c = withMessage(withMessage(of('a'), m('b')), { ...m('b'), content: 'server' });
    expect(fps(c)).toEqual(['a', 'b']);
    expect(c.messages[1]?.content).toBe('server');
  });

  it('prepends an older page without doubles and counts what it prepended', () => {
    const c = withOlder(of('c', 'd'), [m('a'), m('b'), m('c')], false);
    expect(fps(c)).toEqual(['a', 'b', 'c', 'd']);
    expect(c.prepended).toBe(2);
    expect(c.hasMore).toBe(false);
  });

  it('a recall empties the message and the quotes of it', () => {
    const quoting = m('r', {
      refFingerPrint: 'a',
      refMessage: { fingerPrint: 'a', fromUserId: 'x', fromUser: m('a').fromUser, msgType: 1, content: 'a', isRecalled: false },
    });
    const c = withRecalled({ ...of('a'), messages: [m('a'), quoting] }, 'a');
    expect(c.messages[0]).toMatchObject({ isRecalled: true, content: '' });
    expect(c.messages[1]?.refMessage).toMatchObject({ isRecalled: true, content: '' });
  });

  it('the peer reading up to a message marks my messages up to it read', () => {
    const c = withReadUpTo(
      { messages: [m('a', { fromUserId: ME }), m('b', { fromUserId: ME }), m('c', { fromUserId: ME })], hasMore: false, prepended: 0 },
      'b',
      ME,
    );
    expect(c.messages.map((x) => x.isRead)).toEqual([true, true, false]);
  });

  it('send status is set, and removed when the server has it', () => {
    const pending = withSendStatus(of('a'), 'a', 'pending');
    expect(pending.messages[0]?.sendStatus).toBe('pending');
    expect(withSendStatus(pending, 'a', undefined).messages[0]).not.toHaveProperty('sendStatus');
  });

  it('live effects reach a cached conversation and leave uncached chats alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(conversationKey('c1'), of('a'));
    const ctx = { myImId: ME, openChatId: 'c1' };
    applyChatEffect(queryClient, { kind: 'message', message: m('b', { chatId: 'c1' }) }, ctx);
    applyChatEffect(queryClient, { kind: 'message', message: m('x', { chatId: 'c2' }) }, ctx);
    applyChatEffect(queryClient, { kind: 'recalled', chatId: 'c1', fingerPrint: 'a' }, ctx);
    const c1 = queryClient.getQueryData<Conversation>(conversationKey('c1'));
    expect(c1 && fps(c1)).toEqual(['a', 'b']);
    expect(c1?.messages[0]?.isRecalled).toBe(true);
    expect(queryClient.getQueryData(conversationKey('c2'))).toBeUndefined();
    applySendStatus(queryClient, 'b', 'failed');
    expect(queryClient.getQueryData<Conversation>(conversationKey('c1'))?.messages[1]?.sendStatus).toBe('failed');
  });

  it('a message that arrives while the first page loads joins the page once it is there, once', async () => {
    const queryClient = new QueryClient();
    const ctx = { myImId: ME, openChatId: 'c1' };
    let deliver: (page: Conversation) => void = () => undefined;
    const loading = queryClient.fetchQuery({
      queryKey: conversationKey('c1'),
      queryFn: async () => withPendingUpdates(queryClient, 'c1', await new Promise<Conversation>((resolve) => (deliver = resolve))),
    });
    // On the way: the live message, a recall of an older one, and my own message's send state.
    applyChatEffect(queryClient, { kind: 'message', message: m('live', { chatId: 'c1' }) }, ctx);
    applyChatEffect(queryClient, { kind: 'recalled', chatId: 'c1', fingerPrint: 'a' }, ctx);
    applyChatEffect(queryClient, { kind: 'message', message: m('mine', { chatId: 'c1', fromUserId: ME }) }, ctx);
    applySendStatus(queryClient, 'mine', 'pending');
    // The server's page already holds the live message: it stays one.
    deliver({ messages: [m('a'), m('live', { chatId: 'c1' })], hasMore: true, prepended: 0 });
    await loading;
    const c1 = queryClient.getQueryData<Conversation>(conversationKey('c1'));
    expect(c1 && fps(c1)).toEqual(['a', 'live', 'mine']);
    expect(c1?.messages[0]?.isRecalled).toBe(true);
    expect(c1?.messages[2]?.sendStatus).toBe('pending');
    // Applied once: a later load of the chat starts clean.
    expect(withPendingUpdates(queryClient, 'c1', of('z'))).toEqual(of('z'));
  });
});
