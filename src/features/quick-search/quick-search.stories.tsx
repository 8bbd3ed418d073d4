import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
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
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Search orders and customers|搜索订单和客户/ })).toBeVisible();
    await expect(canvas.getByText(/Order number, customer name or phone|订单号、客户姓名或手机号/)).toBeVisible();
  },
});
