import { Flex } from 'antd';
import { expect, within } from 'storybook/test';
import { ENUMS, type EnumKind } from '@/lib/enums/enum-labels.ts';
import preview from '../../../../.storybook/preview.tsx';
import { DetailDescriptions } from '../detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from './enum-tag.tsx';

/** Every value of every enum, and one the table does not know. */
function AllTags() {
  return (
    <Flex vertical gap={12} style={{ padding: 24 }}>
      {(Object.keys(ENUMS) as EnumKind[]).map((kind) => (
        <Flex key={kind} gap={8} wrap aria-label={kind} role="group">
          {[...ENUMS[kind].keys(), 99].map((value) => (
            <EnumTag key={value} kind={kind} value={value} />
          ))}
        </Flex>
      ))}
    </Flex>
  );
}

const meta = preview.meta({ title: 'Kit/EnumTag and DetailDescriptions', component: AllTags });

export const Enums = meta.story({
  play: async ({ canvasElement }) => {
    const follow = within(within(canvasElement).getByRole('group', { name: 'followStatus' }));
    await expect(follow.getByText(/^(deposit paid|已付定金)$/)).toBeVisible();
    await expect(follow.getByText(/^(unknown status|未知状态)$/)).toBeVisible();
  },
});

export const Descriptions = meta.story({
  render: () => (
    <div style={{ padding: 24 }}>
      <DetailDescriptions
        title="Order F20260108001"
        data={{ customer: '王丽', status: 7, dealType: 1, remark: '' }}
        items={[
          { key: 'customer', label: 'Customer' },
          { key: 'status', label: 'Follow status', render: (value) => <EnumTag kind="followStatus" value={value} /> },
          { key: 'dealType', label: 'Deal type', render: (value) => <EnumTag kind="dealType" value={value} /> },
          { key: 'remark', label: 'Remark' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('王丽')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
});
