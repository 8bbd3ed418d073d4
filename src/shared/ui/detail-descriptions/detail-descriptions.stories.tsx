import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview.tsx';
import { EnumTag } from '../enum-tag/enum-tag.tsx';
import { DetailDescriptions } from './detail-descriptions.tsx';

/** One order's fields: text, enum tags, a missing status, blank and empty values, a wide remark. */
function OrderDetail() {
  return (
    <div style={{ padding: 24 }}>
      <DetailDescriptions
        title="F20260108001"
        data={{
          customer: '王丽',
          phone: '138****0001',
          status: 7,
          dealType: 1,
          rating: null as number | null,
          doctor: ' ',
          tags: [] as string[],
          remark: '客户周末到院面诊，已预约玻尿酸填充项目。',
        }}
        items={[
          { key: 'customer', label: 'Customer' },
          { key: 'phone', label: 'Phone' },
          { key: 'status', label: 'Follow status', render: (value) => <EnumTag kind="followStatus" value={value} /> },
          { key: 'dealType', label: 'Deal type', render: (value) => <EnumTag kind="dealType" value={value} /> },
          { key: 'rating', label: 'Rating', render: (value) => <EnumTag kind="rating" value={value} /> },
          { key: 'doctor', label: 'Doctor' },
          { key: 'tags', label: 'Tags' },
          { key: 'remark', label: 'Remark', span: 2 },
        ]}
      />
    </div>
  );
}

const meta = preview.meta({ title: 'Kit/DetailDescriptions', component: OrderDetail });

/** The value cell beside a label. */
const valueOf = (canvas: HTMLElement, label: string) => within(canvas).getByText(label).closest('th')?.nextElementSibling as HTMLElement;

export const Order = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('F20260108001')).toBeVisible();
    await expect(valueOf(canvasElement, 'Customer')).toHaveTextContent(/^王丽$/);
    await expect(valueOf(canvasElement, 'Follow status')).toHaveTextContent(/^(deposit paid|已付定金)$/);
    await expect(valueOf(canvasElement, 'Deal type')).toHaveTextContent(/^(deposit|定金)$/);
    // A missing rating, a blank doctor and no tags are visibly missing.
    for (const label of ['Rating', 'Doctor', 'Tags']) await expect(valueOf(canvasElement, label)).toHaveTextContent(/^—$/);
    await expect(valueOf(canvasElement, 'Remark')).toHaveTextContent('客户周末到院面诊');
  },
});
