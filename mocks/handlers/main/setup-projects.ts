/** Project opening: the list, one application, the options of a category, apply or resubmit, withdraw, close. */
import {
  applySetupProject,
  closeSetupProject,
  getSetupProject,
  listSetupProjects,
  setupProjectOptions,
  withdrawSetupProject,
} from '../../domain/setup-projects.ts';
import { mainRoutes } from '../route.ts';

export const setupProjectRoutes = [
  mainRoutes({
    getSetupProjectList: ({ platform, body }) => listSetupProjects(platform, body),
    getSetupProjectDetail: ({ platform, query }) => getSetupProject(platform, query.id),
    getSetupProjectOptions: ({ platform, query }) => setupProjectOptions(platform, query.parentId),
    applySetupProject: ({ platform, body }) => ({ id: applySetupProject(platform, body) }),
    withdrawSetupProject: ({ platform, body }) => {
      withdrawSetupProject(platform, body.id);
      return true;
    },
    closeSetupProject: ({ platform, body }) => {
      closeSetupProject(platform, body);
      return true;
    },
  }),
];
