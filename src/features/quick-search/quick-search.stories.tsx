import { MemoryRouter } from 'react-router-dom';
import preview from '../../../.storybook/preview.tsx';
import { QuickSearch } from './quick-search.tsx';

const meta = preview.meta({
  title: 'Header/Quick search',
  component: QuickSearch,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/dashbord']}>
        <div style={{ padding: 24, minHeight: 420 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
});

/** Type an order number, a customer name or a phone number of demo-main's seeded data. */
export const Default = meta.story({});
