import { expect, screen, within } from 'storybook/test';
import type { ClientTrack } from '@generated/main/model';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { ClientTrackDrawer } from './client-track-drawer.tsx';

const track: ClientTrack = {
  id: 999001,
  customer: { id: 999999, name: '李女士', gender: 2, age: 28, phone: '138****0001', city: '上海' },
  followId: null,
  eventType: 3,
  eventTypeStr: '浏览商品',
  content: '浏览了贵院的「热玛吉全脸紧致 600发」',
  targetId: 70045,
  targetName: '热玛吉全脸紧致 600发',
  durationSeconds: 95,
  eventTime: '2026-11-19 21:13:05',
  isRead: true,
};

const meta = preview.meta({
  title: 'Customer activity/Event drawer',
  component: ClientTrackDrawer,
  args: { track, onClose: () => undefined },
});

/** One event: who, what, how long; a customer with no other events shows the empty history. */
export const ViewedProduct = meta.story({
  args: { track, onClose: () => undefined },
  decorators: [withRouter('/customer')],
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getByText('李女士 138****0001 · 上海')).toBeVisible();
    await expect(within(drawer).getByText(/95 s|95 秒/)).toBeVisible();
    await expect(within(drawer).getByText(/viewed a product|浏览商品/)).toBeVisible();
    await expect((await within(drawer).findAllByText(/No data|暂无数据/)).length).toBeGreaterThan(0);
  },
});
