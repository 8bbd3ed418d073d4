import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import NotFoundPage from './not-found-page.tsx';

const meta = preview.meta({
  title: 'Public pages/Not found',
  component: NotFoundPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/404']}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(Page not found|页面不存在)$/)).toBeVisible();
    await expect(canvas.getByText(/^(The page you visited does not exist\.|您访问的页面不存在。)$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(Back to home|返回首页)$/ })).toBeVisible();
  },
});
