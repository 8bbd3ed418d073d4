import { describe, expect, it } from 'vitest';
import { dispatchInfo } from './dispatch-message.ts';

const base = { fromUserId: 's_dispatch', chatType: '0' as const };

describe('dispatch message recognition', () => {
  it('recognises a new-customer dispatch and its follow number', () => {
    expect(dispatchInfo({ ...base, content: '您有一条新的派单，请及时跟进：张女士，玻尿酸，派单号 F30005001' })).toEqual({
      oldCustomer: false,
      followNumber: 'F30005001',
    });
  });
  it('recognises an old-customer re-dispatch', () => {
    expect(dispatchInfo({ ...base, content: '您有一条老客户再次派单，请及时跟进：派单号 F12345678' })).toEqual({
      oldCustomer: true,
      followNumber: 'F12345678',
    });
  });
  it('takes the follow number whole, whatever its length', () => {
    const numbers = ['F1234', 'F30005001', 'F20261122001', 'GJ202611220015', 'F2026112200012345'];
    for (const followNumber of numbers) {
      expect(dispatchInfo({ ...base, content: `您有一条新的派单，请及时跟进：张女士，玻尿酸，派单号 ${followNumber}` })?.followNumber).toBe(
        followNumber,
      );
      expect(
        dispatchInfo({ ...base, content: `您有一条新的派单，请及时跟进：张女士 上海 玻尿酸（跟进单号 ${followNumber}）` })?.followNumber,
      ).toBe(followNumber);
    }
  });
  it('finds an unlabelled follow number whole', () => {
    expect(dispatchInfo({ ...base, content: '您有一条新的派单 F20261122001 请及时跟进' })?.followNumber).toBe('F20261122001');
  });
  it('ignores other senders, group chats and other texts', () => {
    expect(dispatchInfo({ ...base, fromUserId: 'c_1', content: '您有一条新的派单' })).toBeUndefined();
    expect(dispatchInfo({ ...base, chatType: '2', content: '您有一条新的派单' })).toBeUndefined();
    expect(dispatchInfo({ ...base, content: '系统维护通知' })).toBeUndefined();
  });
});
