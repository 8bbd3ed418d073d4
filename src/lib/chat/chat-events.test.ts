import { describe, expect, it } from 'vitest';
import { ME, chatMessage, groupNotice } from '@/testing/chat-fixtures.ts';
import { groupNoticeEffects, messageEffects, readEffects } from './chat-events.ts';

const kinds = (effects: { kind: string }[]) => effects.map((effect) => effect.kind);

describe('group notices (section 4)', () => {
  it('1 member added: the count grows by the members added, with the line the chat shows', () => {
    const effects = groupNoticeEffects(groupNotice({ nType: 1, memberIds: ['a', 'b'], content: '王医生邀请了张三、李四' }), ME);
    expect(effects[0]).toEqual({ kind: 'members', chatId: 'g1', delta: 2 });
    expect(effects[1]).toMatchObject({ kind: 'system-line', message: { content: '王医生邀请了张三、李四', msgType: 99 } });
  });

  it('2 member left: leaving the room when it is me, the count drops otherwise', () => {
    expect(groupNoticeEffects(groupNotice({ nType: 2, memberIds: [ME] }), ME)).toEqual([{ kind: 'left', chatId: 'g1' }]);
    expect(groupNoticeEffects(groupNotice({ nType: 2, memberIds: ['a'] }), ME)).toEqual([{ kind: 'members', chatId: 'g1', delta: -1 }]);
  });

  it('3 member removed: leaving the room when I was removed', () => {
    expect(kinds(groupNoticeEffects(groupNotice({ nType: 3, memberIds: ['a', ME] }), ME))).toEqual(['left']);
    expect(groupNoticeEffects(groupNotice({ nType: 3, memberIds: ['a', 'b'] }), ME)[0]).toMatchObject({ delta: -2 });
  });

  it('4 owner changed and 5 member state change refetch the group', () => {
    expect(kinds(groupNoticeEffects(groupNotice({ nType: 4, ownerId: 'a' }), ME))).toEqual(['group-changed']);
    expect(kinds(groupNoticeEffects(groupNotice({ nType: 5, memberState: 1 }), ME))).toEqual(['group-changed']);
  });

  it('6 read receipt: mine clears my unread, someone else’s marks my messages read', () => {
    expect(groupNoticeEffects(groupNotice({ nType: 6, operatorId: ME, targetFingerPrint: 'x' }), ME)).toEqual([
      { kind: 'read-by-me', chatId: 'g1' },
    ]);
    expect(groupNoticeEffects(groupNotice({ nType: 6, operatorId: 'a', targetFingerPrint: 'x' }), ME)).toEqual([
      { kind: 'read-by-other', chatId: 'g1', lastReadFingerPrint: 'x' },
    ]);
  });

  it('7 recall names the recalled message', () => {
    expect(groupNoticeEffects(groupNotice({ nType: 7, targetFingerPrint: 'fp-9' }), ME)).toEqual([
      { kind: 'recalled', chatId: 'g1', fingerPrint: 'fp-9' },
    ]);
  });

  it('8 special system messages: 19 shown and shaking, 20 shown, 25 refreshes tracking, 24 and 26 ignored', () => {
    expect(groupNoticeEffects(groupNotice({ nType: 8, bizType: 19, content: '紧急' }), ME)).toEqual([
      expect.objectContaining({ kind: 'system-line', shake: true }),
    ]);
    expect(groupNoticeEffects(groupNotice({ nType: 8, bizType: 20, content: '提示' }), ME)).toEqual([
      expect.objectContaining({ kind: 'system-line', shake: false }),
    ]);
    expect(groupNoticeEffects(groupNotice({ nType: 8, bizType: 25 }), ME)).toEqual([{ kind: 'refresh-tracking' }]);
    expect(groupNoticeEffects(groupNotice({ nType: 8, bizType: 24, content: 'x' }), ME)).toEqual([]);
    expect(groupNoticeEffects(groupNotice({ nType: 8, bizType: 26, content: 'x' }), ME)).toEqual([]);
  });

  it('9 is ignored; any other value is shown as a system message', () => {
    expect(groupNoticeEffects(groupNotice({ nType: 9, content: 'x' }), ME)).toEqual([]);
    expect(groupNoticeEffects(groupNotice({ nType: 42, content: '群公告已更新' }), ME)).toEqual([
      expect.objectContaining({ kind: 'system-line', message: expect.objectContaining({ content: '群公告已更新' }) }),
    ]);
  });
});

describe('incoming messages', () => {
  it('an ordinary message alerts; 19 and 20 are system lines (19 shakes); 25 refreshes tracking; 24 and 26 vanish', () => {
    expect(kinds(messageEffects(chatMessage()))).toEqual(['message']);
    expect(messageEffects(chatMessage({ bizType: 19 }))).toEqual([expect.objectContaining({ kind: 'system-line', shake: true })]);
    expect(messageEffects(chatMessage({ bizType: 20 }))).toEqual([expect.objectContaining({ kind: 'system-line', shake: false })]);
    expect(messageEffects(chatMessage({ bizType: 25 }))).toEqual([{ kind: 'refresh-tracking' }]);
    expect(messageEffects(chatMessage({ bizType: 24 }))).toEqual([]);
    expect(messageEffects(chatMessage({ bizType: 26 }))).toEqual([]);
  });

  it('a private read event by me clears my unread; by the peer marks my messages read', () => {
    const read = { chatId: 'c1', chatType: '0' as const, lastReadFingerPrint: 'fp', readTime: '2026-11-22 10:00:00' };
    expect(readEffects({ ...read, readUserId: ME }, ME)).toEqual([{ kind: 'read-by-me', chatId: 'c1' }]);
    expect(readEffects({ ...read, readUserId: 'u' }, ME)[0]?.kind).toBe('read-by-other');
  });
});
