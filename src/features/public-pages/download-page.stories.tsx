import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import DownloadPage from './download-page.tsx';

const meta = preview.meta({
  title: 'Public pages/Download',
  component: DownloadPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/download']}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(Download the desktop client|下载桌面客户端)$/)).toBeVisible();
    // One installer per platform, each with its download.
    for (const platform of ['Windows', 'macOS', 'Linux']) await expect(canvas.getByText(platform)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Download|下\s?载/ })).toHaveLength(3);
  },
});
