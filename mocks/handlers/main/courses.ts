/** The study centre: categories, courses, recommended courses, a course with its chapters, progress reports. */
import { getCourse, listCourseCategories, listCourses, listRecommendedCourses, reportCourseProgress } from '../../domain/courses.ts';
import { mainRoutes } from '../route.ts';

export const courseRoutes = [
  mainRoutes({
    getStudyCenterCategoryList: ({ platform }) => listCourseCategories(platform),
    getStudyCenterCourseList: ({ platform, account, body }) => listCourses(platform, account, body),
    getStudyCenterRecommendCourseList: ({ platform, account, query }) => listRecommendedCourses(platform, account, query),
    // Chapter videos are served by this same host (mocks/handlers/media.ts).
    getStudyCenterCourseDetail: ({ platform, account, query, request }) =>
      getCourse(platform, account, query.id, new URL(request.url).origin),
    reportStudyCenterProgress: ({ platform, account, body }) => reportCourseProgress(platform, account, body),
  }),
];
