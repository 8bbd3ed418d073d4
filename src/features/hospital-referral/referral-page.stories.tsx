import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import { storyImages } from '@/testing/story-images.ts';
import preview from '../../../.storybook/preview.tsx';
import ReferralPage from './referral-page.tsx';

const meta = preview.meta({
  title: 'Pages/Referrals (/hospital/referral)',
  component: ReferralPage,
  beforeEach: ({ msw }) => {
    msw.use(storyImages(['referral']));
  },
});

/** The doctor pages: the seeded doctors with their online switches. */
export const DoctorPages = meta.story({
  decorators: [withRouter('/hospital/referral')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('switch')).length).toBeGreaterThan(3);
    await expect(canvas.getByRole('button', { name: /Add doctor page|添加医生转诊页/ })).toBeVisible();
  },
});

/** The project pages: price ranges and the one page still offline. */
export const ProjectPages = meta.story({
  decorators: [withRouter('/hospital/referral')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Project pages|项目转诊页/ }));
    const table = await canvas.findByRole('table');
    await expect(await within(table).findByText('热玛吉')).toBeVisible();
    await expect(within(table).getByText('超声刀')).toBeVisible();
  },
});
