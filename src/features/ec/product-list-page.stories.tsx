import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import ProductListPage from './product-list-page.tsx';

const meta = preview.meta({ title: 'Pages/E-commerce products (/ec/product-list)', component: ProductListPage });

/** The sandbox's products: status tabs with counts, the table with its actions and the bulk selection. */
export const AllProducts = meta.story({
  decorators: [withRouter('/ec/product-list')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /^(All|全部) \(\d+\)$/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('button', { name: /^(Take down|下架)$/ })).length).toBeGreaterThan(0);
    await expect(within(table).getAllByRole('link', { name: /^(Edit|编辑)$/ }).length).toBeGreaterThan(0);
  },
});

/** Opened on the taken-down tab: only products taken down by the hospital or the platform. */
export const TakenDown = meta.story({
  decorators: [withRouter('/ec/product-list?tab=takenDown')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const tags = await within(table).findAllByText(/^(taken down|已下架|taken down by the platform|平台下架)$/);
    await expect(tags.length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/^(on sale|在售)$/)).toBeNull();
  },
});
