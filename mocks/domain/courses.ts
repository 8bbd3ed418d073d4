/**
 * The study centre (/learn/list, /learn/recommend): categories, courses with their filters, the
 * recommended ones, one course with its chapters (notification 20250508 opens it), and playback
 * progress per account.
 *
 * Progress: a seeded course carries the starting progress every account sees (`learnStatus`,
 * `progress`, spread over its chapters by `baselineChapters`). The first report an account makes on
 * a course copies that baseline into its own rows (`courseProgress`, one per account and chapter),
 * so from then on the account's chapters, the course's percent (seconds watched of the whole) and
 * its status (not started, learning, finished) are its own.
 */
import type {
  StudyCenterCategory,
  StudyCenterChapter,
  StudyCenterCourse,
  StudyCenterCourseDetail,
  StudyCenterCourseListRequest,
  StudyCenterCoursePage,
  StudyCenterProgressRequest,
  StudyCenterProgressResult,
} from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { CourseProgressRow, SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';

/** Where the sandbox serves a chapter's video (mocks/handlers/media.ts), under the gateway's own origin. */
export const chapterVideoPath = (chapterId: number) => `/media/learn/${chapterId}.webm`;

/** A chapter's id from its course and place: course 605's chapters are 60501, 60502, … */
const chapterId = (courseId: number, index: number) => courseId * 100 + index + 1;

/** The course's chapters: its length split evenly, learned as far as its seeded progress goes. */
function baselineChapters(course: StudyCenterCourse): StudyCenterChapter[] {
  const count = Math.max(1, course.chapterCount);
  const duration = Math.floor(course.totalDuration / count);
  const learned = Math.round((course.progress / 100) * duration * count);
  return Array.from({ length: count }, (_, i) => {
    const seconds = Math.max(0, Math.min(duration, learned - i * duration));
    return {
      id: chapterId(course.id, i),
      title: `第${i + 1}节 ${course.title}${i === 0 ? '：导读' : `（${i + 1}）`}`,
      sort: i + 1,
      duration,
      video: { url: chapterVideoPath(chapterId(course.id, i)), isVideo: true },
      learnedSeconds: seconds,
      isFinished: seconds >= duration,
    };
  });
}

function progressRows(platform: SandboxPlatform, account: string, courseId: number): CourseProgressRow[] {
  return platform.db.courseProgress.page({ where: { account, courseId }, page: 1, limit: 1000 }).rows;
}

/** The course's chapters as this account has watched them. */
function chaptersFor(platform: SandboxPlatform, account: string, course: StudyCenterCourse): StudyCenterChapter[] {
  const base = baselineChapters(course);
  const own = new Map(progressRows(platform, account, course.id).map((r) => [r.chapterId, r]));
  if (own.size === 0) return base;
  return base.map((c) => {
    const row = own.get(c.id);
    return row ? { ...c, learnedSeconds: row.position, isFinished: row.isFinished } : { ...c, learnedSeconds: 0, isFinished: false };
  });
}

/** Percent of the course's seconds watched (a finished chapter counts whole), and the status it gives. */
function summary(chapters: readonly StudyCenterChapter[]): Pick<StudyCenterCourse, 'learnStatus' | 'progress'> {
  const total = chapters.reduce((s, c) => s + c.duration, 0);
  const watched = chapters.reduce((s, c) => s + (c.isFinished ? c.duration : Math.min(c.learnedSeconds, c.duration)), 0);
  if (chapters.every((c) => c.isFinished)) return { learnStatus: 2, progress: 100 };
  if (watched === 0) return { learnStatus: 0, progress: 0 };
  return { learnStatus: 1, progress: Math.min(99, Math.max(1, Math.floor((watched / Math.max(1, total)) * 100))) };
}

/** The course as this account sees it (its own status and percent once it has reported). */
function courseFor(platform: SandboxPlatform, account: string, course: StudyCenterCourse): StudyCenterCourse {
  if (platform.db.courseProgress.count({ where: { account, courseId: course.id } }) === 0) return course;
  return { ...course, ...summary(chaptersFor(platform, account, course)) };
}

/** Required courses first, then the newest; the learn-status filter reads the account's own status. */
export function listCourses(platform: SandboxPlatform, viewer: SandboxAccount, query: StudyCenterCourseListRequest): StudyCenterCoursePage {
  const { categoryId, keyword, learnStatus, isRequired } = query;
  const rows = platform.db.courses
    .page({ where: { categoryId, isRequired }, keyword, sort: ['-isRequired', '-publishTime'], page: 1, limit: 10_000 })
    .rows.map((c) => courseFor(platform, viewer.account, c))
    .filter((c) => learnStatus === undefined || c.learnStatus === learnStatus);
  // The specification's paging: a page past the end is the last page.
  const limit = Math.max(1, query.limit ?? 10);
  const pages = Math.max(1, Math.ceil(rows.length / limit));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  return { total: rows.length, page, limit, list: rows.slice((page - 1) * limit, page * limit) };
}

export function listRecommendedCourses(
  platform: SandboxPlatform,
  viewer: SandboxAccount,
  query: { page?: number; limit?: number },
): StudyCenterCoursePage {
  const page = platform.db.courses.page({ where: { isRecommended: true }, sort: ['-publishTime'], page: query.page, limit: query.limit });
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows.map((c) => courseFor(platform, viewer.account, c)) };
}

/** The categories the courses name, each with its course count (all top level). */
export function listCourseCategories(platform: SandboxPlatform): StudyCenterCategory[] {
  const byId = new Map<number, StudyCenterCategory>();
  for (const course of platform.db.courses.list()) {
    const known = byId.get(course.categoryId);
    if (known) known.courseCount += 1;
    else byId.set(course.categoryId, { id: course.categoryId, parentId: 0, name: course.categoryName, courseCount: 1, sort: 0 });
  }
  return [...byId.values()].sort((a, b) => a.id - b.id).map((c, i) => ({ ...c, sort: i + 1 }));
}

/**
 * One course for this account; chapter videos are absolute addresses on `mediaOrigin` (the
 * gateway the request came to), where the sandbox serves them.
 */
export function getCourse(platform: SandboxPlatform, viewer: SandboxAccount, id: number, mediaOrigin: string): StudyCenterCourseDetail {
  const course = found(platform.db.courses.get(id), '课程不存在或已下架');
  const chapters = chaptersFor(platform, viewer.account, course).map((c) => ({
    ...c,
    video: { ...c.video, url: `${mediaOrigin}${c.video.url}` },
  }));
  const view = courseFor(platform, viewer.account, course);
  // Resume: the chapter started and not finished, else the first not finished, else the last.
  const resume = chapters.find((c) => !c.isFinished && c.learnedSeconds > 0) ?? chapters.find((c) => !c.isFinished) ?? chapters.at(-1);
  return {
    ...view,
    content: `<p>${course.summary}</p><p>讲师：${course.lecturer}${course.lecturerTitle ? `（${course.lecturerTitle}）` : ''}</p>`,
    chapters,
    lastChapterId: view.learnStatus === 0 ? null : (resume?.id ?? null),
  };
}

/** The length of a chapter by its id (the media handler makes a video of exactly that length). */
export function chapterDuration(platform: SandboxPlatform, id: number): number | undefined {
  const course = platform.db.courses.get(Math.floor(id / 100));
  return course ? baselineChapters(course).find((c) => c.id === id)?.duration : undefined;
}

/**
 * A playback report: the position is kept as reported (so the person resumes where they stopped,
 * even after going back), a chapter once finished stays finished. A position past the chapter's
 * end is refused, as is a chapter of another course.
 */
export function reportCourseProgress(
  platform: SandboxPlatform,
  viewer: SandboxAccount,
  input: StudyCenterProgressRequest,
): StudyCenterProgressResult {
  const course = found(platform.db.courses.get(input.courseId), '课程不存在或已下架');
  const chapters = chaptersFor(platform, viewer.account, course);
  const chapter = chapters.find((c) => c.id === input.chapterId) ?? refuse('章节不属于该课程');
  if (input.position > chapter.duration + 1) refuse('播放进度超出章节时长');
  const account = viewer.account;
  const now = formatDateTime(platform.now());
  // The first report copies the baseline, so the chapters already learned stay learned.
  if (platform.db.courseProgress.count({ where: { account, courseId: course.id } }) === 0) {
    for (const c of chapters) {
      platform.db.courseProgress.put({
        account,
        courseId: course.id,
        chapterId: c.id,
        position: c.learnedSeconds,
        isFinished: c.isFinished,
        updateTime: now,
      });
    }
  }
  const position = Math.min(chapter.duration, Math.max(0, Math.round(input.position)));
  platform.db.courseProgress.put({
    account,
    courseId: course.id,
    chapterId: chapter.id,
    position,
    isFinished: chapter.isFinished || input.isFinished === true || position >= chapter.duration,
    updateTime: now,
  });
  return { courseId: course.id, ...summary(chaptersFor(platform, account, course)) };
}
