import { MemoryRouter } from 'react-router-dom';
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

export const Default = meta.story({});
