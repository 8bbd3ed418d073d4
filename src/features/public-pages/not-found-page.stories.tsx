import { MemoryRouter } from 'react-router-dom';
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

export const Default = meta.story({});
