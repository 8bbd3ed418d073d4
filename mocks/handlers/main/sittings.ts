/** Doctor sitting applications: list, one, search platform doctors, invite, deal, reject. */
import { addSitting, dealSitting, getSitting, listSittings, rejectSitting, searchSittingDoctors } from '../../domain/sittings.ts';
import { mainRoutes } from '../route.ts';

export const sittingRoutes = [
  mainRoutes({
    getSittingApplicationList: ({ platform, body }) => listSittings(platform, body),
    getSittingApplicationDetail: ({ platform, query }) => getSitting(platform, query.id),
    searchSittingDoctor: ({ body }) => searchSittingDoctors(body.keyword),
    addSittingApplication: ({ platform, body }) => ({ id: addSitting(platform, body) }),
    dealSittingApplication: ({ platform, account, body }) => {
      dealSitting(platform, account, body);
      return true;
    },
    rejectSittingApplication: ({ platform, account, body }) => {
      rejectSitting(platform, account, body);
      return true;
    },
  }),
];
