import { useGetClientTrackPager } from '@generated/main/client-track/client-track';
import { Spin } from 'antd';
import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { CustomerTrackList } from './customer-track-list.tsx';

/** The tab of the customer of the sandbox's newest tracking event. */
function NewestCustomer() {
  const newest = useGetClientTrackPager({ page: 1, limit: 1 });
  const customer = newest.data?.data.list[0]?.customer;
  if (!customer) return <Spin />;
  return (
    <div style={{ width: 280 }}>
      <CustomerTrackList customerId={customer.id} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Customer activity/One customer (chat tab)',
  component: NewestCustomer,
  decorators: [withRouter('/chat')],
});

/** One customer's events, newest first, as the chat's customer tracking tab shows them. */
export const OneCustomer = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: /Customer tracking|客户轨迹/ });
    await expect((await within(list).findAllByTestId('customer-track')).length).toBeGreaterThan(0);
  },
});
