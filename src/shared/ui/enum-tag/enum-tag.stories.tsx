import { Flex } from 'antd';
import { expect, within } from 'storybook/test';
import { ENUMS, type EnumKind } from '@/lib/enums/enum-labels.ts';
import preview from '../../../../.storybook/preview.tsx';
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

const meta = preview.meta({ title: 'Kit/EnumTag', component: AllTags });

export const Enums = meta.story({
  play: async ({ canvasElement }) => {
    const follow = within(within(canvasElement).getByRole('group', { name: 'followStatus' }));
    await expect(follow.getByText(/^(deposit paid|已付定金)$/)).toBeVisible();
    await expect(follow.getByText(/^(unknown status|未知状态)$/)).toBeVisible();
  },
});
