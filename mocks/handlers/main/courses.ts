/** The study centre: courses, recommended courses, a course with its chapters. */
import { getCourse, listCourses, listRecommendedCourses } from '../../domain/courses.ts';
import { mainRoutes } from '../route.ts';

export const courseRoutes = [
  mainRoutes({
    getStudyCenterCourseList: ({ platform, body }) => listCourses(platform, body),
    getStudyCenterRecommendCourseList: ({ platform, query }) => listRecommendedCourses(platform, query),
    getStudyCenterCourseDetail: ({ platform, query }) => getCourse(platform, query.id),
  }),
];
