import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import SchedulePage from './schedule-page.tsx';

const meta = preview.meta({ title: 'Pages/Schedule (/schedule)', component: SchedulePage });

const GRID = { name: /Schedules of doctors and staff|医生及员工排班/ };
const WORKING = /^(full day|morning|afternoon|evening|全天|上午|下午|晚班)$/;

/**
 * December 2026 as the sandbox has it: the approved doctors first (the staff follow on later
 * pages), each row tagged, one column per day, with the kind filter, the download and the upload.
 */
export const Month = meta.story({
  decorators: [withRouter('/schedule?month=2026-12')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', GRID, { timeout: 8000 });
    await expect(within(table).getByRole('columnheader', { name: /^31/ })).toBeVisible();
    await expect((await within(table).findAllByText(/^(Doctor|医生)$/)).length).toBeGreaterThan(0);
    await expect((await within(table).findAllByText(WORKING)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('combobox', { name: /Doctor or staff|医生或员工/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Upload Excel|上传Excel/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Download as Excel|下载Excel/ })).toBeVisible();
  },
});

/** Only the staff (the kind filter in the address): every row tagged Staff; the main account (王雅琴) first, working most days. */
export const Staff = meta.story({
  decorators: [withRouter('/schedule?month=2026-12&kind=2')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', GRID, { timeout: 8000 });
    await within(table).findByText('王雅琴');
    const rows = Array.from(table.querySelectorAll<HTMLElement>('tr[data-row-key]'));
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(within(row).getByText(/^(Staff|员工)$/)).toBeVisible();
      await expect(within(row).queryByText(/^(Doctor|医生)$/)).toBeNull();
    }
    await expect(within(rows[0]!).getByText('王雅琴')).toBeVisible();
    await expect(within(rows[0]!).getAllByText(WORKING).length).toBeGreaterThan(15);
  },
});
