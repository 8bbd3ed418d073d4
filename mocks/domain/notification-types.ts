/**
 * Notification types: the category tab each type code belongs to (contract schema
 * NotificationCategory) and the title the notification centre shows. The notifications collection
 * indexes the category (mocks/db/collections.ts).
 */
import type { NotificationCategory } from '@generated/main/model';

const inRange = (type: number, from: number, to: number) => type >= from && type <= to;

/** The category tab of a notification type (contract schema NotificationCategory). */
export function notificationCategory(type: number): Exclude<NotificationCategory, 0> {
  if ([1, 2, 3, 133085, 133112, 200801, 200802, 20230508, 20230727].includes(type)) return 1;
  if (
    [128, 133093, 133094, 133095, 133102, 200401, 200601, 200602, 2024040801, 2024040802].includes(type) ||
    inRange(type, 13310201, 13310204) ||
    inRange(type, 200101, 200108) ||
    inRange(type, 2024060112, 2024060114)
  )
    return 2;
  if (inRange(type, 200701, 200704) || inRange(type, 200901, 200904)) return 3;
  if (type === 133098 || type === 200002) return 4;
  return 5;
}

/** Titles of the notification types, as the notification centre shows them. */
const TITLES: Record<number, string> = {
  1: '新派单提醒',
  2: '订单跟进提醒',
  3: '订单回复',
  133085: '客户联系方式变更',
  133098: '对账通知',
  133112: '最新评价通知',
  133093: '机构审核通知',
  133094: '医生审核通知',
  133095: '商品审核通知',
  133102: '合同审核通知',
  128: '项目开通审核',
  200002: '发票申请通知',
  200401: '商品下架通知',
  200301: '子账号即将到期',
  200108: '合同即将到期',
  200104: '合同已到期',
  200801: '严选新订单',
  200802: '严选订单跟进',
  200701: '严选新活动',
  200702: '严选活动报名开始',
  200703: '严选活动结果',
  200704: '严选活动报名截止',
  200901: '平台活动报名开始',
  200902: '平台活动报名结果',
  200903: '平台活动报名即将截止',
  200904: '机构公告驳回',
  20230508: '订单量激励计划',
  20230727: '订单量激励跟进',
  2024040801: '药械分类审核通过',
  2024040802: '药械分类审核驳回',
  20250508: '数据预警',
};

export function notificationTitle(type: number): string {
  return TITLES[type] ?? '系统通知';
}
