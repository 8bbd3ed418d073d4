/**
 * The hospital's e-commerce products (SPUs): the list, the status tab counts, and putting a
 * product on sale (status 0) or taking it down (status 5) through one endpoint.
 */
import type { EcProduct, EcProductPage, EcProductStatusCount } from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';

export const EC_PRODUCT_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '在售',
  1: '审核中',
  2: '审核驳回',
  3: '平台下架',
  5: '已下架',
};

/** A page of products, last updated first. */
export function listProducts(
  platform: SandboxPlatform,
  query: { page?: number; limit?: number; keyword?: string; categoryId?: number; status?: number },
): EcProductPage {
  const page = platform.db.products.page({
    where: { categoryId: query.categoryId, status: query.status },
    keyword: query.keyword,
    sort: ['-updateTime'],
    page: query.page,
    limit: query.limit,
  });
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

export function productStatusCount(platform: SandboxPlatform): EcProductStatusCount {
  const counts = platform.db.products.countBy('status');
  const by = (...statuses: number[]) => statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
  return { all: platform.db.products.count(), onSale: by(0), underReview: by(1), rejected: by(2), takenDown: by(3, 5) };
}

/**
 * Status 5 takes an on-sale product (0) down; status 0 puts a product the hospital took down (5)
 * back on sale. Products in review states (1, 2, 3) must be edited and saved again instead.
 */
export function updateProductStatus(platform: SandboxPlatform, id: number, status: number): EcProduct {
  const product = found(platform.db.products.get(id), '商品不存在');
  if (status !== 0 && status !== 5) refuse('只能上架（0）或下架（5）商品');
  if (product.status === status) refuse(status === 0 ? '商品已在售' : '商品已下架');
  if (status === 5 && product.status !== 0) refuse('只有在售商品可以下架');
  if (status === 0 && product.status !== 5) {
    refuse(product.status === 3 ? '商品已被平台下架，请修改后重新提交审核' : '商品正在审核或审核未通过，请修改后重新提交');
  }
  const time = formatDateTime(platform.now());
  product.status = status as 0 | 5;
  product.statusStr = EC_PRODUCT_STATUS_LABELS[status] ?? '';
  product.updateTime = time;
  if (status === 0) {
    product.onSaleTime = time;
    product.rejectReason = null;
  }
  return platform.db.products.put(product);
}
