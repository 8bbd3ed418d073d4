/** The creative centre (/appStore/index, designed): categories, catalogue, one item, its download. */
import { downloadCreative, getCreative, listCreativeCategories, listCreatives } from '../../domain/app-store.ts';
import { fileResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

export const appStoreRoutes = [
  mainRoutes({
    getCreativeCategoryList: ({ platform }) => listCreativeCategories(platform),
    getCreativeList: ({ platform, body }) => listCreatives(platform, body),
    getCreativeDetail: ({ platform, query }) => getCreative(platform, query.id),
    downloadCreative: ({ platform, query }) => {
      const file = downloadCreative(platform, query.id);
      return fileResponse(file.fileName, file.bytes);
    },
  }),
];
