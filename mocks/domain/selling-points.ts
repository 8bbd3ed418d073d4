/**
 * The hospital's selling points (/hospital/hospitalSelling/view and /edit): one list, edited as a
 * whole and reviewed by the platform (the control API's `review`, kind `selling`; id 1).
 *
 * Designed transitions: save → 1 (pending); 1 → 2 (approved) or 3 (rejected with a reason) by the
 * platform; saving again is refused while pending. Titles are unique within the list; blanks are
 * dropped from images; the order sent is the order shown (`sort` 1…n).
 */
import type { SellingPointInfo, SellingPointSaveRequest, SellingPointTemplate } from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { refuse } from './errors.ts';

/** The one stored list (the sandbox has one hospital). */
export type StoredSellingPoints = SellingPointInfo & { id: number };
export const SELLING_POINTS_ID = 1;

export const SELLING_POINT_TEMPLATES: readonly SellingPointTemplate[] = [
  { id: 11, category: 1, title: '正规医美机构', content: '持《医疗机构执业许可证》，医疗美容科诊疗科目齐全，可在卫健委官网查询。' },
  { id: 12, category: 2, title: '主任医师坐诊', content: '多位主任、副主任医师坐诊，由执业医师一对一面诊，根据脸型定制方案。' },
  { id: 13, category: 3, title: '正品仪器可验真', content: '光电仪器均为原装进口正品，治疗头当面拆封，可扫码验真。' },
  { id: 14, category: 4, title: '一对一专属顾问', content: '术前面诊、术中陪护、术后回访全程由专属顾问跟进。' },
  { id: 15, category: 4, title: '术后免费复查', content: '术后7天、30天、90天免费复查，效果不满意可免费修复评估。' },
  { id: 16, category: 5, title: '独立私密诊室', content: '独立面诊室与恢复室，层流手术室达到百级洁净标准。' },
  { id: 17, category: 6, title: '价格透明无隐形消费', content: '项目明码标价，术前签署费用确认单，无隐形消费。' },
];

const stored = (platform: SandboxPlatform): StoredSellingPoints | undefined => platform.db.sellingPoints.get(SELLING_POINTS_ID);

export function getSellingPoints(platform: SandboxPlatform): SellingPointInfo {
  const row = stored(platform);
  if (!row) return { points: [], auditStatus: null, rejectReason: null, submitTime: null, auditTime: null };
  const { id: _id, ...info } = row;
  return info;
}

export function saveSellingPoints(platform: SandboxPlatform, input: SellingPointSaveRequest): void {
  const current = stored(platform);
  if (current?.auditStatus === 1) refuse('卖点正在审核中，审核完成后才能修改');
  if (input.points.length === 0) refuse('请至少填写一条卖点');
  if (input.points.length > 10) refuse('卖点最多10条');
  const titles = new Set<string>();
  const points = input.points.map((point, index) => {
    const title = point.title.trim();
    const content = point.content.trim();
    if (isBlank(title)) refuse(`请填写第${index + 1}条卖点的标题`);
    if (isBlank(content)) refuse(`请填写卖点「${title}」的内容`);
    if (titles.has(title)) refuse(`卖点标题「${title}」重复`);
    titles.add(title);
    return {
      id: platform.nextId(),
      category: point.category,
      title,
      content,
      images: (point.images ?? []).filter((image) => !isBlank(image.url)),
      sort: index + 1,
    };
  });
  platform.db.sellingPoints.put({
    id: SELLING_POINTS_ID,
    points,
    auditStatus: 1,
    rejectReason: null,
    submitTime: formatDateTime(platform.now()),
    auditTime: null,
  });
}

/** The platform decides the pending submission: approved, or rejected with a reason. */
export function decideSellingPointsReview(platform: SandboxPlatform, decision: 'approve' | 'reject', reason?: string): SellingPointInfo {
  const current = stored(platform);
  if (current?.auditStatus !== 1) refuse('卖点没有待审核的提交');
  if (decision === 'reject' && isBlank(reason)) refuse('驳回时请填写原因');
  platform.db.sellingPoints.update(SELLING_POINTS_ID, (row) => {
    row.auditStatus = decision === 'approve' ? 2 : 3;
    row.rejectReason = decision === 'reject' ? (reason ?? '').trim() : null;
    row.auditTime = formatDateTime(platform.now());
  });
  return getSellingPoints(platform);
}
