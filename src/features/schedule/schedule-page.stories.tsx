import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import SchedulePage from './schedule-page.tsx';

const meta = preview.meta({ title: 'Pages/Schedule (/schedule)', component: SchedulePage });

/** December 2026 as the sandbox has it: every approved doctor, one column per day, with the download and the upload. */
export const Month = meta.story({
  decorators: [withRouter('/schedule?month=2026-12')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Doctor schedules|医生排班/ }, { timeout: 8000 });
    await expect(within(table).getByRole('columnheader', { name: /^31/ })).toBeVisible();
    await expect((await within(table).findAllByText(/^(full day|全天)$/)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: /Upload Excel|上传Excel/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Download as Excel|下载Excel/ })).toBeVisible();
  },
});
