/** The study centre through the gateway: categories, per-account progress and resume, the chapter videos. */
import type { StudyCenterCategory, StudyCenterCourse, StudyCenterCourseDetail, StudyCenterCoursePage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/studyCenter';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;
let other: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
  other = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-sub'));
});

const detail = async (client: typeof api, id: number) =>
  (await client.get<StudyCenterCourseDetail>(`${BASE}/getCourseDetail`, { id })).data;

describe('study centre', () => {
  it('lists the categories with their course counts and filters courses by one', async () => {
    const categories = (await api.get<StudyCenterCategory[]>(`${BASE}/getCategoryList`)).data;
    expect(categories.map((c) => c.name)).toContain('平台规则');
    const rules = categories.find((c) => c.name === '平台规则')!;
    const page = (await api.post<StudyCenterCoursePage>(`${BASE}/getCourseList`, { categoryId: rules.id, page: 1, limit: 50 })).data;
    expect(page.total).toBe(rules.courseCount);
    expectEvery(page.list, (c) => c.categoryId === rules.id);
  });

  it('keeps progress per account: a report moves this account only, and the course resumes at the reported position', async () => {
    const fresh = platform.db.courses.list().find((c) => c.learnStatus === 0 && c.chapterCount >= 2) as StudyCenterCourse;
    const before = await detail(api, fresh.id);
    expect(before.lastChapterId).toBeNull();
    const second = before.chapters[1]!;
    const answer = await api.post(`${BASE}/reportProgress`, { courseId: fresh.id, chapterId: second.id, position: 120 });
    expect(answer).toMatchObject({ success: true, data: { courseId: fresh.id, learnStatus: 1 } });
    const after = await detail(api, fresh.id);
    expect(after.learnStatus).toBe(1);
    expect(after.lastChapterId).toBe(second.id);
    expect(after.chapters[1]).toMatchObject({ learnedSeconds: 120, isFinished: false });
    const learning = (await api.post<StudyCenterCoursePage>(`${BASE}/getCourseList`, { learnStatus: 1, page: 1, limit: 50 })).data;
    expect(learning.list.map((c) => c.id)).toContain(fresh.id);
    // Another account still sees the course not started.
    expect((await detail(other, fresh.id)).learnStatus).toBe(0);
  });

  it('finishes a course when every chapter is watched to its end; refuses a position past the end or a foreign chapter', async () => {
    const course = platform.db.courses.list().find((c) => c.chapterCount >= 2) as StudyCenterCourse;
    const { chapters } = await detail(api, course.id);
    for (const c of chapters)
      await api.post(`${BASE}/reportProgress`, { courseId: course.id, chapterId: c.id, position: c.duration, isFinished: true });
    expect(await detail(api, course.id)).toMatchObject({ learnStatus: 2, progress: 100 });
    expect(
      await api.post(`${BASE}/reportProgress`, { courseId: course.id, chapterId: chapters[0]!.id, position: chapters[0]!.duration + 60 }),
    ).toMatchObject({
      success: false,
      msg: '播放进度超出章节时长',
    });
    expect(await api.post(`${BASE}/reportProgress`, { courseId: course.id, chapterId: 1, position: 1 })).toMatchObject({
      success: false,
      msg: '章节不属于该课程',
    });
  });

  it('serves each chapter video at the address the course gives, as long as the chapter', async () => {
    const course = platform.db.courses.list()[0] as StudyCenterCourse;
    const chapter = (await detail(api, course.id)).chapters[0]!;
    const handlers = sandboxHandlers(platform);
    const { getResponse } = await import('msw');
    const response = await getResponse(handlers, new Request(chapter.video.url));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('video/webm');
    expect((await response!.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await getResponse(handlers, new Request(chapter.video.url.replace(/\d+\.webm$/, '1.webm'))))?.status).toBe(404);
  });
});
