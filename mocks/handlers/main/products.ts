/** E-commerce products: list, tab counts, detail, save, delete, put on sale (0) / take down (5). */
import { deleteProduct, getProduct, listProducts, productStatusCount, saveProduct, updateProductStatus } from '../../domain/products.ts';
import { mainRoutes } from '../route.ts';

export const productRoutes = [
  mainRoutes({
    getEcProductList: ({ platform, body }) => listProducts(platform, body),
    getEcProductStatusCount: ({ platform }) => productStatusCount(platform),
    getEcProductInfo: ({ platform, query }) => getProduct(platform, query.id),
    saveEcProduct: ({ platform, body }) => saveProduct(platform, body),
    deleteEcProduct: ({ platform, body }) => {
      deleteProduct(platform, body.id);
      return true;
    },
    updateEcProductStatus: ({ platform, body }) => {
      updateProductStatus(platform, body.ids, body.status);
      return true;
    },
  }),
];
