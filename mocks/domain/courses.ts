/**
 * The study centre (/learn/list, /learn/recommend): courses with their filters, the recommended
 * ones, and one course with its chapters (notification 20250508 opens it).
 */
import type {
  StudyCenterChapter,
  StudyCenterCourse,
  StudyCenterCourseDetail,
  StudyCenterCourseListRequest,
  StudyCenterCoursePage,
} from '@generated/main/model';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { listPage } from './list.ts';

/** Required courses first, then the newest. */
export function listCourses(platform: SandboxPlatform, query: StudyCenterCourseListRequest): StudyCenterCoursePage {
  const { categoryId, keyword, learnStatus, isRequired, page, limit } = query;
  return listPage(platform.db.courses, {
    where: { categoryId, learnStatus, isRequired },
    keyword,
    sort: ['-isRequired', '-publishTime'],
    page,
    limit,
  });
}

export function listRecommendedCourses(platform: SandboxPlatform, query: { page?: number; limit?: number }): StudyCenterCoursePage {
  return listPage(platform.db.courses, { where: { isRecommended: true }, sort: ['-publishTime'], page: query.page, limit: query.limit });
}

/** The course's chapters: its length split evenly, learned as far as its progress goes. */
function chaptersOf(course: StudyCenterCourse): StudyCenterChapter[] {
  const count = Math.max(1, course.chapterCount);
  const duration = Math.floor(course.totalDuration / count);
  const learned = Math.round((course.progress / 100) * course.totalDuration);
  return Array.from({ length: count }, (_, i) => {
    const id = course.id * 100 + i + 1;
    const seconds = Math.max(0, Math.min(duration, learned - i * duration));
    return {
      id,
      title: `第${i + 1}节 ${course.title}${i === 0 ? '：导读' : `（${i + 1}）`}`,
      sort: i + 1,
      duration,
      video: { url: `learn/2026/05/${id}.mp4`, isVideo: true, videoCover: `learn/2026/05/${id}-cover.jpg` },
      learnedSeconds: seconds,
      isFinished: seconds >= duration,
    };
  });
}

export function getCourse(platform: SandboxPlatform, id: number): StudyCenterCourseDetail {
  const course = found(platform.db.courses.get(id), '课程不存在或已下架');
  const chapters = chaptersOf(course);
  return {
    ...course,
    content: `<p>${course.summary}</p><p>讲师：${course.lecturer}${course.lecturerTitle ? `（${course.lecturerTitle}）` : ''}</p>`,
    chapters,
    lastChapterId: course.learnStatus === 0 ? null : ((chapters.find((c) => !c.isFinished) ?? chapters.at(-1))?.id ?? null),
  };
}
