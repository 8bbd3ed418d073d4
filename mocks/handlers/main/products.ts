/** E-commerce products: list, status tab counts, put on sale (0) / take down (5). */
import { listProducts, productStatusCount, updateProductStatus } from '../../domain/products.ts';
import { mainRoutes } from '../route.ts';

export const productRoutes = [
  mainRoutes({
    getEcProductList: ({ platform, body }) => listProducts(platform, body),
    getEcProductStatusCount: ({ platform }) => productStatusCount(platform),
    updateEcProductStatus: ({ platform, body }) => {
      updateProductStatus(platform, body.id, body.status);
      return true;
    },
  }),
];
