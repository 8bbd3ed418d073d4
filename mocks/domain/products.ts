/**
 * The hospital's e-commerce products (SPUs with SKUs): the list and its status tabs, one product,
 * save (create or edit, always to platform review), delete, putting products on sale (status 0) or
 * taking them down (status 5) through one endpoint, singly or in bulk, and the platform's review
 * (the control API's `POST ec/review`).
 *
 * Designed life of a product: save → 1 pending review → review approves (5, "approved, awaiting
 * sale") or rejects (2, with a reason) → the hospital puts it on sale (0) and takes it down (5)
 * as it likes; the platform may take an on-sale product down (3). A rejected (2) or
 * platform-taken-down (3) product goes back to review when saved again. Editing an on-sale
 * product keeps it on sale with `hasPendingChange` until the change is reviewed.
 */
import type {
  EcProductDetail,
  EcProductPage,
  EcProductSaveRequest,
  EcProductStatusCount,
  EcProductTab,
  SavedId,
} from '@generated/main/model';
import { isPositivePrice, toCents } from '../../src/lib/money/money.ts';
import { isBlankHtml } from '../../src/lib/text/html-text.ts';
import { projectById } from '../db/catalog.ts';
import { skuSummary } from '../db/ec-seed.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { unfinishedOrderCount } from './ec-orders.ts';
import { productStatusLabel } from './ec-product-status.ts';
import { found, refuse } from './errors.ts';

const TAB_STATUSES: Record<EcProductTab, readonly number[]> = {
  onSale: [0],
  underReview: [1],
  rejected: [2],
  takenDown: [3, 5],
};

/** A page of products, last updated first. */
export function listProducts(
  platform: SandboxPlatform,
  query: { page?: number; limit?: number; keyword?: string; categoryId?: number; status?: number; tab?: EcProductTab },
): EcProductPage {
  const tabStatuses = query.tab ? TAB_STATUSES[query.tab] : undefined;
  // A status outside the chosen tab matches nothing.
  const statuses = query.status === undefined ? tabStatuses : tabStatuses && !tabStatuses.includes(query.status) ? [] : [query.status];
  const page = platform.db.products.page({
    where: { categoryId: query.categoryId, status: statuses ? { in: statuses } : undefined },
    keyword: query.keyword,
    sort: ['-updateTime', '-id'],
    page: query.page,
    limit: query.limit,
  });
  // The list carries the summary only; the detail's description and SKUs stay in getInfo.
  const list = page.rows.map(
    ({
      images: _i,
      description: _d,
      purchaseNotes: _p,
      validDays: _v,
      needAppointment: _n,
      skus: _s,
      doctorIds: _doc,
      auditTime: _a,
      createTime: _c,
      ...row
    }) => row,
  );
  return { total: page.total, page: page.page, limit: page.limit, list };
}

export function productStatusCount(platform: SandboxPlatform): EcProductStatusCount {
  const counts = platform.db.products.countBy('status');
  const by = (...statuses: number[]) => statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
  return { all: platform.db.products.count(), onSale: by(0), underReview: by(1), rejected: by(2), takenDown: by(3, 5) };
}

export function getProduct(platform: SandboxPlatform, id: number): EcProductDetail {
  return found(platform.db.products.get(id), '商品不存在');
}

/** Refuses a product that may not be saved, with the first problem in Chinese. */
function checkDraft(body: EcProductSaveRequest): void {
  const name = body.spuName.trim();
  if (!name) refuse('请填写商品名称');
  if (name.length > 50) refuse('商品名称最多50个字');
  if (!projectById.has(body.categoryId)) refuse('请选择有效的商品类目');
  if (!body.cover?.url?.trim()) refuse('请上传商品主图');
  if (body.images.length < 1 || body.images.length > 9) refuse('商品图片需1至9张');
  if (isBlankHtml(body.description)) refuse('请填写商品详情');
  if (!Number.isInteger(body.validDays) || body.validDays < 1 || body.validDays > 365) refuse('有效期需为1至365天');
  if ((body.purchaseNotes ?? '').length > 500) refuse('购买须知最多500个字');
  if (body.skus.length < 1 || body.skus.length > 10) refuse('商品规格需1至10个');
  const names = new Set<string>();
  body.skus.forEach((sku, i) => {
    const label = `第${i + 1}个规格`;
    const skuName = sku.skuName.trim();
    if (!skuName) refuse(`${label}：请填写规格名称`);
    if (skuName.length > 30) refuse(`${label}：规格名称最多30个字`);
    if (names.has(skuName)) refuse(`规格名称“${skuName}”重复`);
    names.add(skuName);
    if (!isPositivePrice(sku.price)) refuse(`${label}：原价需大于0且最多两位小数`);
    if (!isPositivePrice(sku.salePrice)) refuse(`${label}：售价需大于0且最多两位小数`);
    if (toCents(sku.salePrice) > toCents(sku.price)) refuse(`${label}：售价不能高于原价`);
    if (!Number.isInteger(sku.stock) || sku.stock < 0) refuse(`${label}：库存需为不小于0的整数`);
  });
}

/** Creates or edits a product; either goes to platform review (see the file's comment). */
export function saveProduct(platform: SandboxPlatform, body: EcProductSaveRequest): SavedId {
  checkDraft(body);
  const time = formatDateTime(platform.now());
  const existing = body.id === undefined ? undefined : found(platform.db.products.get(body.id), '商品不存在');
  const id = existing?.id ?? Math.max(66000, ...platform.db.products.list().map((p) => p.id)) + 1;
  const previousSkus = new Map((existing?.skus ?? []).map((sku) => [sku.skuId, sku]));
  let nextSkuId = Math.max(id * 10, ...(existing?.skus ?? []).map((sku) => sku.skuId ?? 0));
  const skus = body.skus.map((sku) => {
    const kept = sku.skuId !== undefined ? previousSkus.get(sku.skuId) : undefined;
    if (sku.skuId !== undefined && !kept) refuse(`规格${sku.skuId}不属于该商品`);
    return {
      skuId: kept?.skuId ?? (nextSkuId += 1),
      skuName: sku.skuName.trim(),
      price: sku.price,
      salePrice: sku.salePrice,
      stock: sku.stock,
      salesCount: kept?.salesCount ?? 0,
    };
  });
  const status = existing?.status === 0 ? 0 : 1;
  const category = projectById.get(body.categoryId);
  const product: EcProductDetail = {
    id,
    spuName: body.spuName.trim(),
    categoryId: body.categoryId,
    categoryName: category?.name ?? '',
    cover: body.cover,
    ...skuSummary(skus),
    status,
    statusStr: productStatusLabel(status, existing?.onSaleTime),
    rejectReason: null,
    hasPendingChange: status === 0,
    onSaleTime: existing?.onSaleTime ?? null,
    updateTime: time,
    images: body.images,
    description: body.description,
    purchaseNotes: body.purchaseNotes?.trim() || null,
    validDays: body.validDays,
    needAppointment: body.needAppointment,
    skus,
    doctorIds: body.doctorIds ?? [],
    auditTime: existing?.auditTime ?? null,
    createTime: existing?.createTime ?? time,
  };
  platform.db.products.put(product);
  return { id };
}

/** Only a product that is not on sale; one with unused verification codes of its orders is kept too. */
export function deleteProduct(platform: SandboxPlatform, id: number): void {
  const product = getProduct(platform, id);
  if (product.status === 0) refuse('在售商品不能删除，请先下架');
  if (unfinishedOrderCount(platform, id) > 0) refuse('该商品还有未完成的订单，不能删除');
  platform.db.products.remove(id);
}

function refusalFor(product: EcProductDetail, status: 0 | 5): string | null {
  if (product.status === status) return status === 0 ? '商品已在售' : '商品已下架';
  if (status === 5 && product.status !== 0) return '只有在售商品可以下架';
  if (status === 0 && product.status === 3) return '商品已被平台下架，请修改后重新提交审核';
  if (status === 0 && product.status !== 5) return '商品正在审核或审核未通过，请修改后重新提交';
  return null;
}

/**
 * Status 5 takes on-sale products (0) down; status 0 puts products the hospital took down (5)
 * back on sale. All or nothing: one product that may not change refuses the whole call, naming it.
 */
export function updateProductStatus(platform: SandboxPlatform, ids: readonly number[], status: number): EcProductDetail[] {
  if (status !== 0 && status !== 5) refuse('只能上架（0）或下架（5）商品');
  if (ids.length === 0) refuse('请选择商品');
  if (new Set(ids).size !== ids.length) refuse('商品重复');
  const products = ids.map((id) => found(platform.db.products.get(id), `商品${id}不存在`));
  for (const product of products) {
    const reason = refusalFor(product, status);
    if (reason) refuse(products.length === 1 ? reason : `“${product.spuName}”${reason}`);
  }
  const time = formatDateTime(platform.now());
  return products.map((product) => {
    product.status = status;
    product.updateTime = time;
    if (status === 0) {
      product.onSaleTime = time;
      product.rejectReason = null;
    }
    product.statusStr = productStatusLabel(status, product.onSaleTime);
    return platform.db.products.put(product);
  });
}

/**
 * The platform's review of a pending product or of an on-sale product's pending change (the
 * control API): approval leaves a new product taken down (5) for the hospital to put on sale;
 * rejection needs a reason.
 */
export function reviewProduct(platform: SandboxPlatform, id: number, approve: boolean, reason?: string): EcProductDetail {
  const product = getProduct(platform, id);
  const pendingChange = product.status === 0 && product.hasPendingChange === true;
  if (product.status !== 1 && !pendingChange) refuse('商品没有待审核的内容');
  if (!approve && !reason?.trim()) refuse('驳回需填写原因');
  const time = formatDateTime(platform.now());
  if (!pendingChange) {
    product.status = approve ? 5 : 2;
    product.rejectReason = approve ? null : (reason?.trim() ?? null);
  } else if (!approve) {
    product.rejectReason = reason?.trim() ?? null;
  }
  product.hasPendingChange = false;
  product.auditTime = time;
  product.updateTime = time;
  product.statusStr = productStatusLabel(product.status, product.onSaleTime);
  return platform.db.products.put(product);
}
