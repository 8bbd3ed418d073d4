/** The fine-case library: list, one case, add or edit (to review), show or hide, delete. */
import { deleteFineCase, getFineCase, listFineCases, saveFineCase, setFineCaseShow } from '../../domain/fine-cases.ts';
import { mainRoutes } from '../route.ts';

export const fineCaseRoutes = [
  mainRoutes({
    getFineCaseList: ({ platform, body }) => listFineCases(platform, body),
    getFineCaseDetail: ({ platform, query }) => getFineCase(platform, query.id),
    saveFineCase: ({ platform, body }) => ({ id: saveFineCase(platform, body) }),
    setFineCaseShow: ({ platform, body }) => {
      setFineCaseShow(platform, body.id, body.isShow);
      return true;
    },
    deleteFineCase: ({ platform, body }) => {
      deleteFineCase(platform, body.id);
      return true;
    },
  }),
];
