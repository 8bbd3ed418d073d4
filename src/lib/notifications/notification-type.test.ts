import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n.ts';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPE_CODES, notificationTypeLabel, notificationTypeLabelKey } from './notification-type.ts';

afterEach(() => setLocale('en-US'));

describe('notificationTypeLabel', () => {
  it('names every type code of section 3', () => {
    expect([...NOTIFICATION_TYPE_CODES].sort((a, b) => a - b)).toEqual(
      [
        1, 2, 3, 133085, 133098, 133112, 133093, 133094, 133095, 133102, 128, 200002, 200401, 200301, 200108, 200104, 200107, 200106,
        200105, 200103, 200102, 200101, 200602, 200601, 200703, 200701, 200702, 200704, 200801, 200802, 200901, 200902, 200903, 200904,
        20230508, 20230727, 2024040801, 2024040802, 20250508,
      ].sort((a, b) => a - b),
    );
    setLocale('en-US');
    const labels = NOTIFICATION_TYPE_CODES.map(notificationTypeLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).not.toContain('generic notice');
  });

  it.each([
    [1, 'new dispatched order', '新派单'],
    [2, 'order follow-up', '订单跟进'],
    [3, 'order reply', '订单回复'],
    [133085, 'customer contact change', '客户联系方式变更'],
    [133098, 'reconciliation notice', '对账通知'],
    [128, 'project-opening review', '项目开通审核'],
    [200104, 'contract expired', '合同已到期'],
    [200103, 'ad-review proof expired', '广告审查证明已过期'],
    [200102, 'medical licence expired', '医疗机构执业许可证已过期'],
    [200601, 'anaesthesia seal card expired', '麻醉印鉴卡已过期'],
    [20230727, 'order-volume incentive follow-up', '订单量激励跟进'],
    [20250508, 'data-warning triggered', '数据预警触发'],
  ])('type %i reads %j / %j', (type, en, zh) => {
    setLocale('en-US');
    expect(notificationTypeLabel(type)).toBe(en);
    setLocale('zh-CN');
    expect(notificationTypeLabel(type)).toBe(zh);
  });

  it.each([0, 200000, 13310201, 2024060112, 123])('any other code (%i) is a generic notice', (type) => {
    expect(notificationTypeLabelKey(type)).toBe('notification.type.generic');
    setLocale('en-US');
    expect(notificationTypeLabel(type)).toBe('generic notice');
    setLocale('zh-CN');
    expect(notificationTypeLabel(type)).toBe('系统通知');
  });

  it('has the six category tabs of the contract, all first', () => {
    expect(NOTIFICATION_CATEGORIES.map((c) => c.value)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
