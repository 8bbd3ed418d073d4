import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import RecommendedCoursesPage from './recommended-courses-page.tsx';

const meta = preview.meta({ title: 'Pages/Recommended courses (/learn/recommend)', component: RecommendedCoursesPage });

/** The courses the platform recommends, each card linking to the course on /learn/list. */
export const Recommended = meta.story({
  decorators: [withRouter('/learn/recommend')],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: /Recommended courses|推荐课程/ }, { timeout: 8000 });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/learn\/list\?id=\d+$/),
    );
  },
});
