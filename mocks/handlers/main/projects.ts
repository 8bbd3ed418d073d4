/** The project dictionary (common): the tree and one level at a time. */
import { projectChildren, projectTree } from '../../domain/projects.ts';
import { mainRoutes } from '../route.ts';

export const projectRoutes = [
  mainRoutes({
    getCommonProjectTree: () => projectTree(),
    getProjectByParentId: ({ query }) => projectChildren(query.parentId),
  }),
];
