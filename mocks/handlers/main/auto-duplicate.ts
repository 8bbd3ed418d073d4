/** The auto duplicate check's setting (its hit list is served with the orders). */
import { getAutoDuplicateSetting, saveAutoDuplicateSetting } from '../../domain/auto-duplicate.ts';
import { mainRoutes } from '../route.ts';

export const autoDuplicateRoutes = [
  mainRoutes({
    getAutoDuplicateSetting: ({ platform }) => getAutoDuplicateSetting(platform),
    saveAutoDuplicateSetting: ({ platform, account, body }) => {
      saveAutoDuplicateSetting(platform, account, body);
      return true;
    },
  }),
];
