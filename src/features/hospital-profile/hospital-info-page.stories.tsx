import { expect, within } from 'storybook/test';
import { clearSession } from '@/lib/session/session-store.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import { startStorySession } from '@/testing/story-session.tsx';
import preview from '../../../.storybook/preview.tsx';
import HospitalInfoPage from './hospital-info-page.tsx';

const meta = preview.meta({
  title: 'Pages/Hospital information (/hospital/hospitalInfo)',
  component: HospitalInfoPage,
  beforeEach: () => {
    startStorySession();
    return () => clearSession();
  },
});

/** Tab 1: the approved base information, the last review's rejection with its reason, the review log. */
export const BaseInformation = meta.story({
  decorators: [withRouter('/hospital/hospitalInfo?nowTab=1')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Hospital information|机构信息/ })).toBeVisible();
    await expect(await canvas.findByText('上海美莱医疗美容门诊部')).toBeVisible();
    await expect(canvas.getByText(/品牌名需与营业执照字号一致/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: /Review log|审核记录/ })).toBeVisible();
  },
});

/** Tab 2, where the licence notices land: days left per licence and the expiry warning. */
export const Licences = meta.story({
  decorators: [withRouter('/hospital/hospitalInfo?nowTab=2')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Licences|证照/ });
    await expect(within(table).getAllByText(/\d+ days left|剩余 \d+ 天/).length).toBe(4);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/expire within 30 days|30天内到期/);
  },
});

/** Tab 3: honors and their review state. */
export const Honors = meta.story({
  decorators: [withRouter('/hospital/hospitalInfo?nowTab=3')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /Honors|荣誉资质/ });
    await expect(within(table).getByText('2025年度口碑医院')).toBeVisible();
    await expect(within(table).getAllByText(/pending review|待审核/).length).toBe(1);
  },
});
