import { describe, expect, it } from 'vitest';
import { JUMP_TYPE_CODES, jumpTarget, notificationJump } from './notification-jump.ts';

/** The destination written out as the table gives it (route name = path without the slash). */
const go = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return { kind: 'navigate', name: path.slice(1), to: search ? `${path}?${search}` : path };
};

describe('notificationJump: the jump table of section 2', () => {
  it.each([
    // code, assid, destination
    [1, '11', go('/order/alllist', { id: '11', open: 'true' })],
    [2, '12', go('/order/alllist', { id: '12', open: 'true' })],
    [3, '13', go('/order/alllist', { id: '13', open: 'true' })],
    [133085, '14', go('/order/alllist', { id: '14', open: 'true' })],
    [200002, '15', go('/hospital/invoice')],
    [200801, '16', go('/yanOrder', { id: '16', open: 'true' })],
    [200802, '17', go('/yanOrder', { id: '17', open: 'true' })],
    [200703, '18', go('/yanActivityView/detail', { id: '18' })],
    [200701, '19', go('/yanActivityView', { id: '19' })],
    [200702, '20', go('/yanActivityView', { id: '20' })],
    [200704, '21', go('/yanActivityView', { id: '21' })],
    [200901, '22', go('/activity/platform')],
    [200903, '23', go('/activity/platform')],
    [200902, '24', go('/activity/platform/platDetail', { id: '24' })],
    [200904, '25', go('/hospital/institutionalNotice')],
    [133112, '26', go('/order/appraisDetail', { id: '26' })],
    [133102, '27', go('/hospital/contract', { id: '27', contractType: '1' })],
    [200108, '28', go('/hospital/contract', { id: '28', contractType: '1' })],
    [13310201, '29_2', go('/hospital/contract', { id: '29', contractType: '2' })],
    [13310202, '30_3', go('/hospital/contract', { id: '30', contractType: '3' })],
    [13310203, '31_4', go('/hospital/contract', { id: '31', contractType: '4' })],
    [13310204, '32_1', go('/hospital/contract', { id: '32', contractType: '1' })],
    [133094, '33', go('/hospital/doctorDetail', { id: '33' })],
    [200106, '34', go('/hospital/hospitalInfo', { nowTab: '1' })],
    [200105, '35', go('/hospital/hospitalInfo', { nowTab: '1' })],
    [200000, '36', go('/hospital/hospitalInfo', { nowTab: '1' })],
    [200101, '37', go('/hospital/hospitalInfo', { nowTab: '1' })],
    [2024060112, '38', go('/hospital/hospitalInfo', { nowTab: '1' })],
    [200107, '39', go('/hospital/hospitalInfo', { nowTab: '2' })],
    [200103, '40', go('/hospital/hospitalInfo', { nowTab: '2' })],
    [200102, '41', go('/hospital/hospitalInfo', { nowTab: '2' })],
    [200602, '42', go('/hospital/hospitalInfo', { nowTab: '2' })],
    [200601, '43', go('/hospital/hospitalInfo', { nowTab: '2' })],
    [2024060113, '44', go('/hospital/hospitalInfo', { nowTab: '2' })],
    [2024060114, '45', go('/hospital/hospitalInfo', { nowTab: '3' })],
    [20230508, '46', go('/incentive/orderList', { id: '46', open: 'true' })],
    [20230727, '47', go('/incentive/orderList', { id: '47', open: 'true' })],
    [2024040801, '48', go('/hospital/projectCertification')],
    [2024040802, '49', go('/hospital/projectCertification')],
    [20250508, '50', go('/learn/list', { id: '50' })],
  ])('type %i with assid %j', (type, assid, expected) => {
    expect(notificationJump(type, assid)).toEqual(expected);
  });

  it('covers exactly the codes of the table', () => {
    expect([...JUMP_TYPE_CODES].sort((a, b) => a - b)).toEqual(
      [
        1, 2, 3, 133085, 200002, 200801, 200802, 200703, 200701, 200702, 200704, 200901, 200903, 200902, 200904, 133112, 133102, 200108,
        13310201, 13310202, 13310203, 13310204, 133094, 200106, 200105, 200000, 200101, 2024060112, 200107, 200103, 200102, 200602, 200601,
        2024060113, 2024060114, 20230508, 20230727, 2024040801, 2024040802, 20250508,
      ].sort((a, b) => a - b),
    );
  });

  it('splits the contract id on the underscore into id and contractType', () => {
    expect(notificationJump(13310203, '9001_2')).toEqual(go('/hospital/contract', { id: '9001', contractType: '2' }));
    // Without an underscore only the id is known.
    expect(notificationJump(13310201, '9001')).toEqual(go('/hospital/contract', { id: '9001' }));
  });

  it('does not jump for a learning warning with id 0', () => {
    expect(notificationJump(20250508, '0')).toEqual({ kind: 'none' });
    expect(notificationJump(20250508, '')).toEqual({ kind: 'none' });
  });

  it.each([0, 4, 128, 133093, 133095, 133098, 200104, 200301, 200401, 13310205, 999999999])('type %i is not supported yet', (type) => {
    expect(notificationJump(type, '1')).toEqual({ kind: 'unsupported' });
  });

  it('adds no id when the notification has none', () => {
    expect(notificationJump(1, '')).toEqual(go('/order/alllist', { open: 'true' }));
    expect(notificationJump(133094, undefined)).toEqual(go('/hospital/doctorDetail'));
  });
});

describe('jumpTarget', () => {
  it('is the router address with the query', () => {
    expect(jumpTarget(notificationJump(1, '77'))).toBe('/order/alllist?id=77&open=true');
    expect(jumpTarget(notificationJump(13310202, '5_3'))).toBe('/hospital/contract?id=5&contractType=3');
    expect(jumpTarget(notificationJump(2024060114, ''))).toBe('/hospital/hospitalInfo?nowTab=3');
    expect(jumpTarget(notificationJump(200002, '1'))).toBe('/hospital/invoice');
  });

  it('is undefined without a destination', () => {
    expect(jumpTarget({ kind: 'none' })).toBeUndefined();
    expect(jumpTarget({ kind: 'unsupported' })).toBeUndefined();
  });

  it('encodes query values', () => {
    expect(jumpTarget(notificationJump(133112, 'a b&c'))).toBe('/order/appraisDetail?id=a+b%26c');
  });
});
