/** The hospital's selling points: the current list with its review, the platform's templates, submit for review. */
import { getSellingPoints, saveSellingPoints, SELLING_POINT_TEMPLATES } from '../../domain/selling-points.ts';
import { mainRoutes } from '../route.ts';

export const sellingPointRoutes = [
  mainRoutes({
    getSellingPoint: ({ platform }) => getSellingPoints(platform),
    getSellingPointTemplateList: () => [...SELLING_POINT_TEMPLATES],
    saveSellingPoint: ({ platform, body }) => {
      saveSellingPoints(platform, body);
      return true;
    },
  }),
];
