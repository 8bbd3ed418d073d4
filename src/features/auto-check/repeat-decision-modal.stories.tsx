import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AutoDuplicateHit } from '@generated/main/model';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { RepeatDecisionModal } from './repeat-decision-modal.tsx';

const hit: AutoDuplicateHit = {
  id: 41001,
  followId: 880001,
  number: 'PD202611220015',
  followNumber: 'F20261122001',
  customerName: '李女士',
  customerPhone: '138****0001',
  dispatchTime: '2026-11-19 09:30:00',
  hitTime: '2026-11-19 09:31:00',
  hitField: 'phone',
  hitKeyword: '138****0001',
  hitReason: '手机号与院内客户李梅一致（2026-06-18到院）',
  matchedCustomerName: '李梅',
  matchedLastVisitTime: '2026-06-18 15:00:00',
  action: 1,
  repeatStatus: 0,
  taskStatus: 1,
  taskStatusStr: '跟进中',
  follower: { id: 3001, name: '王雅琴' },
};

const meta = preview.meta({
  title: 'Auto duplicate check/Duplicate decision',
  component: RepeatDecisionModal,
});

/** Confirming a duplicate names the customer and needs a reason. */
export const ReasonRequired = meta.story({
  args: { hit, decision: 'repeat', onClose: () => undefined },
  decorators: [withRouter('/order/autoCheck')],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // The dialog animates in: wait until its title shows.
    await waitFor(() => expect(within(dialog).getByText(/Confirm duplicate: 李女士|确认重单：李女士/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Duplicate|确认重单)$/ }));
    await waitFor(() => expect(within(dialog).getByText(/Enter the reason|请输入原因/)).toBeVisible());
  },
});
