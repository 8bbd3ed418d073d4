import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import { storyImages } from '@/testing/story-images.ts';
import preview from '../../../.storybook/preview.tsx';
import AppStorePage from './app-store-page.tsx';

const meta = preview.meta({ title: 'Pages/Creative centre (/appStore/index)', component: AppStorePage });

/** The sandbox's catalogue: templates, posters, articles and activity creatives, newest first. */
export const Catalogue = meta.story({
  decorators: [withRouter('/appStore/index')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Creative centre catalogue|创意中心素材/ });
    await expect(await within(table).findByText('元旦焕新海报')).toBeVisible();
    await expect(within(table).getAllByText(/^(poster template|海报模板)$/).length).toBeGreaterThan(0);
  },
});

/** Posters, most downloaded first, one previewed with its picture. */
export const PosterPreview = meta.story({
  decorators: [withRouter('/appStore/index?kind=2&order=popular')],
  beforeEach: ({ msw }) => {
    msw.use(storyImages(['creative']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Preview |预览)热玛吉抗衰海报$/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const picture = await dialog.findByRole('img', { name: /^(Preview |预览)热玛吉抗衰海报$/ });
    // Shown once the dialog has zoomed in and the picture has loaded.
    await waitFor(() => expect(picture).toBeVisible(), { timeout: 5000 });
    await expect(dialog.getByText('热玛吉抗衰海报.svg')).toBeVisible();
  },
});
