import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { reportCourseProgress } from '@mocks/domain/courses.ts';
import { findAccount } from '@mocks/domain/session.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import CourseListPage from './course-list-page.tsx';
import RecommendedCoursesPage from './recommended-courses-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** jsdom plays no media: the element's position is set by hand, as playback would. */
function playTo(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: seconds });
}

describe('courses (/learn/list)', { timeout: 60_000 }, () => {
  it('opens the course of notification 20250508, resumes at the saved place and reports a pause', async () => {
    const db = sandbox.platform.db;
    const course = db.courses.list().find((c) => c.learnStatus === 0 && c.chapterCount >= 2)!;
    // Earlier, the person stopped 1:35 into the second chapter.
    const second = course.id * 100 + 2;
    reportCourseProgress(sandbox.platform, findAccount(sandbox.platform, 'demo-main')!, {
      courseId: course.id,
      chapterId: second,
      position: 95,
    });
    renderAtRoute(<CourseListPage />, `/learn/list?id=${course.id}`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Course' }, slow));
    expect(await drawer.findByRole('heading', { level: 2, name: course.title }, slow)).toBeInTheDocument();
    // The introduction is platform HTML, shown through SafeHtml.
    expect(within(drawer.getByRole('region', { name: 'Introduction' })).getByText(course.summary)).toBeInTheDocument();
    const video = drawer.getByTestId('course-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toMatch(/\/media\/learn\/\d+\.webm$/);
    expect(video.getAttribute('src')).toMatch(new RegExp(`/${second}\\.webm$`));
    expect(drawer.getByTestId('resume-from')).toHaveTextContent('Resumes at 1:35');
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(95);

    playTo(video, 147);
    fireEvent.pause(video);
    await waitFor(() => expect(db.courseProgress.get(`demo-main|${second}`)?.position).toBe(147), slow);
    // The chapter list shows the new place once the course is read again.
    expect(await drawer.findByText('Stopped at 2:27', {}, slow)).toBeInTheDocument();
  });

  it('id=0 (a notification without a course) opens nothing; a row opens its course into the address', async () => {
    renderAtRoute(
      <>
        <Address />
        <CourseListPage />
      </>,
      '/learn/list?id=0',
    );
    const table = await screen.findByRole('table', { name: 'Courses' }, slow);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const first = sandbox.platform.db.courses
      .list()
      .sort((a, b) => Number(b.isRequired) - Number(a.isRequired) || b.publishTime.localeCompare(a.publishTime))[0]!;
    const user = userEvent.setup({ delay: null });
    await user.click(await within(table).findByRole('button', { name: `Study ${first.title}` }, slow));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(`/learn/list?id=${first.id}`));
    expect(await screen.findByRole('heading', { level: 2, name: first.title }, slow)).toBeInTheDocument();
  });

  it("filters by the person's progress", async () => {
    renderAtRoute(<CourseListPage />, '/learn/list?learnStatus=2');
    const table = await screen.findByRole('table', { name: 'Courses' }, slow);
    const finished = sandbox.platform.db.courses.list().filter((c) => c.learnStatus === 2);
    expect(await within(table).findByText(finished[0]!.title, {}, slow)).toBeInTheDocument();
    expect(within(table).queryByText('not started')).not.toBeInTheDocument();
  });
});

describe('recommended courses (/learn/recommend)', { timeout: 60_000 }, () => {
  it('shows the recommended courses as cards linking to the course', async () => {
    renderAtRoute(<RecommendedCoursesPage />, '/learn/recommend');
    const list = await screen.findByRole('list', { name: 'Recommended courses' }, slow);
    const recommended = sandbox.platform.db.courses.list().filter((c) => c.isRecommended);
    expect(within(list).getAllByRole('listitem')).toHaveLength(recommended.length);
    const card = within(list).getByRole('listitem', { name: recommended[0]!.title });
    expect(within(card).getByRole('link', { name: recommended[0]!.title })).toHaveAttribute('href', `/learn/list?id=${recommended[0]!.id}`);
  });
});
