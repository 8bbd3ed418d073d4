import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import { storyImages } from '@/testing/story-images.ts';
import preview from '../../../.storybook/preview.tsx';
import SellingEditPage from './selling-edit-page.tsx';
import SellingViewPage from './selling-view-page.tsx';

const meta = preview.meta({
  title: 'Pages/Selling points (/hospital/hospitalSelling)',
  beforeEach: ({ msw }) => {
    msw.use(storyImages(['selling']));
  },
});

/** The approved selling points as customers see them, with the review. */
export const View = meta.story({
  render: () => <SellingViewPage />,
  decorators: [withRouter('/hospital/hospitalSelling/view')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('正品热玛吉FLX')).toBeVisible();
    await expect(canvas.getByText(/customers see these selling points|顾客可以看到这些卖点/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Edit selling points|编辑卖点/ })).toBeEnabled();
  },
});

/** The editor: one card per point with reorder and remove, the suggestions picker. */
export const Edit = meta.story({
  render: () => <SellingEditPage />,
  decorators: [withRouter('/hospital/hospitalSelling/edit')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByLabelText(/^(Title|标题)$/)).length).toBe(4);
    await expect(canvas.getByRole('combobox', { name: /Start from a suggestion|从推荐卖点开始/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Move selling point 2 up|上移卖点2/ })).toBeEnabled();
  },
});
