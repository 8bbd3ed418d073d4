/**
 * Sale activities (特卖活动, /activity/business?tab=sale): time-limited prices on the hospital's
 * on-sale e-commerce products (designed; contracts/main-gateway/parts/sale-activity.yaml):
 *
 *   save → 1 not started | 2 in progress | 4 ended, by the start and end time against the clock;
 *   stop 2 → 3 stopped;  edit only 1;  delete 1, 3, 4 (a running one must be stopped first).
 *
 * A list's status filter is a condition on the stored times and the `stopped` field, so the
 * filter, keyword, sort and paging all run in the store (`listPage`). Any other move, or bad
 * input, is refused with the reason and nothing changes.
 */
import type {
  EcProductSku,
  SaleActivity,
  SaleActivityDetail,
  SaleActivityListRequest,
  SaleActivityPage,
  SaleActivityProduct,
  SaleActivitySaveRequest,
  SaleActivityStatus,
} from '@generated/main/model';
import { fromCents, parseCents, toCents } from '../../src/lib/money/money.ts';
import { formatDate, formatDateTime, parseDateTime } from '../db/random.ts';
import type { StoredSaleActivity } from '../db/seed-sale-activities.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';

export const SALE_STATUS_STR: Record<SaleActivityStatus, string> = { 1: '未开始', 2: '进行中', 3: '已停止', 4: '已结束' };

const NAME_MAX = 30;
const DESCRIPTION_MAX = 500;
const LINES_MAX = 20;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function saleActivityStatus(row: StoredSaleActivity, now: number): SaleActivityStatus {
  if (row.stopTime) return 3;
  if (now < parseDateTime(row.startTime)) return 1;
  if (now <= parseDateTime(row.endTime)) return 2;
  return 4;
}

function detailOf(row: StoredSaleActivity, now: number): SaleActivityDetail {
  const status = saleActivityStatus(row, now);
  return {
    ...row,
    status,
    statusStr: SALE_STATUS_STR[status],
    productCount: row.products.length,
    soldCount: row.products.reduce((n, p) => n + p.soldCount, 0),
    salesAmount: fromCents(row.products.reduce((sum, p) => sum + toCents(p.activityPrice) * p.soldCount, 0)),
  };
}

function summaryOf(row: StoredSaleActivity, now: number): SaleActivity {
  const { products: _products, description: _description, ...summary } = detailOf(row, now);
  return summary;
}

interface Bounds {
  stopped?: boolean;
  startAfter?: string;
  startBy?: string;
  endFrom?: string;
  endBefore?: string;
}

/** The bounds on the stored fields that mean "status is `status` at `at`". */
function statusBounds(status: SaleActivityStatus | undefined, at: string): Bounds {
  if (status === undefined) return {};
  if (status === 3) return { stopped: true };
  if (status === 1) return { stopped: false, startAfter: at };
  if (status === 2) return { stopped: false, startBy: at, endFrom: at };
  return { stopped: false, endBefore: at };
}

const earlier = (a?: string, b?: string) => (a !== undefined && b !== undefined ? (a < b ? a : b) : (a ?? b));
const later = (a?: string, b?: string) => (a !== undefined && b !== undefined ? (a > b ? a : b) : (a ?? b));

/** Newest first; keyword in the name or a product's name; the period overlapping startDate–endDate. */
export function listSaleActivities(platform: SandboxPlatform, query: SaleActivityListRequest): SaleActivityPage {
  const now = platform.now();
  const bounds = statusBounds(query.status, formatDateTime(now));
  // Overlapping the days: starts by the end of the last day and ends from the start of the first.
  const startBy = earlier(bounds.startBy, query.endDate ? `${query.endDate} 23:59:59` : undefined);
  const endFrom = later(bounds.endFrom, query.startDate || undefined);
  return listPage(
    platform.db.saleActivities,
    {
      where: {
        stopped: bounds.stopped,
        activityType: query.activityType,
        startTime: { gt: bounds.startAfter, lte: startBy },
        endTime: { gte: endFrom, lt: bounds.endBefore },
      },
      keyword: query.keyword?.trim(),
      sort: ['-createTime', '-id'],
      page: query.page,
      limit: query.limit,
    },
    (row) => summaryOf(row, now),
  );
}

function stored(platform: SandboxPlatform, id: number): StoredSaleActivity {
  return found(platform.db.saleActivities.get(id), '特卖活动不存在或已删除');
}

export function getSaleActivity(platform: SandboxPlatform, id: number): SaleActivityDetail {
  return detailOf(stored(platform, id), platform.now());
}

const overlaps = (a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }) =>
  a.startTime <= b.endTime && b.startTime <= a.endTime;

/** The request's lines as stored lines, or a refusal naming the first bad one. */
function checkedLines(
  platform: SandboxPlatform,
  request: SaleActivitySaveRequest,
  keep: StoredSaleActivity | undefined,
): SaleActivityProduct[] {
  if (request.products.length === 0) refuse('请至少添加一个参与特卖的商品规格');
  if (request.products.length > LINES_MAX) refuse(`一个特卖活动最多${LINES_MAX}个商品规格`);
  const seen = new Set<number>();
  return request.products.map((input, index) => {
    const n = index + 1;
    const product = found(platform.db.products.get(input.productId), `第${n}个商品不存在`);
    if (product.status !== 0) refuse(`「${product.spuName}」未在售，不能参加特卖`);
    const sku = product.skus.find((s: EcProductSku) => s.skuId === input.skuId);
    if (!sku) refuse(`「${product.spuName}」没有所选规格`);
    if (seen.has(input.skuId)) refuse(`「${product.spuName} ${sku.skuName}」重复添加`);
    seen.add(input.skuId);
    const label = `「${product.spuName} ${sku.skuName}」`;
    const price = parseCents(input.activityPrice);
    if (price === null) refuse(`${label}的特卖价最多两位小数`);
    if (price <= 0) refuse(`${label}的特卖价须大于0`);
    if (price >= toCents(sku.salePrice)) refuse(`${label}的特卖价须低于售价${sku.salePrice}元`);
    if (!Number.isInteger(input.activityStock) || input.activityStock < 1) refuse(`${label}的活动库存须为正整数`);
    if (input.activityStock > sku.stock) refuse(`${label}的活动库存不能超过商品库存${sku.stock}`);
    const limit = input.limitPerUser ?? 0;
    if (!Number.isInteger(limit) || limit < 0) refuse(`${label}的每人限购须为0或正整数`);
    if (limit > input.activityStock) refuse(`${label}的每人限购不能超过活动库存`);
    const before = keep?.products.find((p) => p.skuId === input.skuId);
    return {
      productId: product.id,
      skuId: input.skuId,
      spuName: product.spuName,
      skuName: sku.skuName,
      cover: product.cover,
      salePrice: sku.salePrice,
      activityPrice: fromCents(price),
      activityStock: input.activityStock,
      limitPerUser: limit,
      soldCount: before?.soldCount ?? 0,
    };
  });
}

/**
 * Creates an activity, or replaces one that has not started. Checks the request in the contract's
 * order (name, period, lines, overlaps) and refuses at the first problem.
 */
export function saveSaleActivity(platform: SandboxPlatform, request: SaleActivitySaveRequest): number {
  const now = platform.now();
  const existing = request.id === undefined ? undefined : stored(platform, request.id);
  if (existing && saleActivityStatus(existing, now) !== 1) refuse('特卖活动已开始，不能再修改');
  const name = request.name.trim();
  if (!name) refuse('请填写活动名称');
  if (name.length > NAME_MAX) refuse(`活动名称不得超过${NAME_MAX}个字`);
  if ((request.description ?? '').length > DESCRIPTION_MAX) refuse(`活动说明不得超过${DESCRIPTION_MAX}字`);
  if (![1, 2, 3].includes(request.activityType)) refuse('请选择活动类型');
  if (!DATE_TIME.test(request.startTime) || !DATE_TIME.test(request.endTime)) refuse('请选择活动时间');
  if (request.startTime.slice(0, 10) < formatDate(now)) refuse('开始时间不能早于今天');
  if (request.endTime <= request.startTime) refuse('结束时间须晚于开始时间');
  const products = checkedLines(platform, request, existing);
  const period = { startTime: request.startTime, endTime: request.endTime };
  for (const other of platform.db.saleActivities.list({ where: { stopped: false, endTime: { gte: request.startTime } } })) {
    if (other.id === existing?.id || !overlaps(other, period)) continue;
    const clash = products.find((p) => other.products.some((o) => o.skuId === p.skuId));
    if (clash) refuse(`「${clash.spuName} ${clash.skuName}」已在同时段的特卖活动「${other.name}」中`);
  }
  const id = existing?.id ?? platform.nextId();
  platform.db.saleActivities.put({
    id,
    name,
    activityType: request.activityType,
    startTime: request.startTime,
    endTime: request.endTime,
    stopTime: null,
    description: request.description?.trim() || null,
    products,
    createTime: existing?.createTime ?? formatDateTime(now),
  });
  return id;
}

/** Stops a running activity now. */
export function stopSaleActivity(platform: SandboxPlatform, id: number): void {
  const row = stored(platform, id);
  const status = saleActivityStatus(row, platform.now());
  if (status !== 2) refuse(status === 1 ? '特卖活动尚未开始，无需停止，可直接删除' : `特卖活动${SALE_STATUS_STR[status]}，不能停止`);
  platform.db.saleActivities.update(id, (r) => {
    r.stopTime = formatDateTime(platform.now());
  });
}

/** Deletes an activity that is not running. */
export function deleteSaleActivity(platform: SandboxPlatform, id: number): void {
  const row = stored(platform, id);
  if (saleActivityStatus(row, platform.now()) === 2) refuse('特卖活动进行中，请先停止再删除');
  platform.db.saleActivities.remove(id);
}
