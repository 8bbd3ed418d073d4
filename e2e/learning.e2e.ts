/**
 * Learning end to end (issue 16): notification 20250508 opens its course over /learn/list; a
 * chapter watched halfway is reported, and after a reload the player resumes there.
 */
import { expect, expectRoutePage, sandbox, signIn, test } from './fixtures.ts';

const COURSE = 603;

test.describe('learning (/learn/list)', () => {
  test('notification 20250508 opens the course; watched halfway, it resumes there after a reload', async ({ page }) => {
    await sandbox('POST', 'push', { account: 'demo-main', type: 20250508, assid: COURSE, text: 'E2E 推荐学习课程' });
    await signIn(page);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByText('E2E 推荐学习课程').click();
    await expectRoutePage(page, new RegExp(`#/learn/list\\?id=${COURSE}$`), 'Courses');
    const drawer = page.getByRole('dialog', { name: 'Course' });
    await expect(drawer.getByRole('heading', { level: 2 })).toBeVisible();

    // Play the chapter the player opened on, jump to its middle, play a moment and pause.
    const video = drawer.getByTestId('course-video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    const half = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      const middle = Math.floor(v.duration / 2);
      v.currentTime = middle;
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
      await v.play();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      v.pause();
      return Math.floor(v.currentTime);
    });
    const minutes = `${Math.floor(half / 60)}:${String(half % 60).padStart(2, '0')}`;
    await expect(drawer.getByText(`Stopped at ${minutes}`)).toBeVisible();

    await page.reload();
    const again = page.getByRole('dialog', { name: 'Course' });
    await expect(again.getByTestId('resume-from')).toHaveText(`Resumes at ${minutes}`);
    const player = again.getByTestId('course-video');
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime))).toBe(half);
    await expect(again.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  });
});
