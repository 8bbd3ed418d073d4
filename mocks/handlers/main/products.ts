/** E-commerce products: list, status tab counts, put on sale (0) / take down (5). */
import type { HttpHandler } from 'msw';
import { listProducts, productStatusCount, updateProductStatus } from '../../domain/products.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { int, requireId, route, str } from './http.ts';

const BASE = '/api/pc/1.0/sku/product';

export function productHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    route(platform, 'post', `${BASE}/getList`, ({ body }) =>
      listProducts(platform, {
        page: int(body.page),
        limit: int(body.limit),
        keyword: str(body.keyword),
        categoryId: int(body.categoryId),
        status: int(body.status),
      }),
    ),
    route(platform, 'get', `${BASE}/getStatusCount`, () => productStatusCount(platform)),
    route(platform, 'post', `${BASE}/updateStatus`, ({ body }) => {
      updateProductStatus(platform, requireId(body.id), int(body.status) ?? -1);
      return true;
    }),
  ];
}
