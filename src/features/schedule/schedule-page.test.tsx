import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { xlsxFile } from '@/lib/xlsx/write-sheet.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import SchedulePage from './schedule-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();

// Node's File, Blob and FormData rather than jsdom's: Node's fetch cannot send jsdom's as multipart,
// and jsdom's Blob cannot be read (no arrayBuffer); browsers have no such split.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
beforeEach(() => {
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('FormData', NodeFormData);
  return () => vi.unstubAllGlobals();
});
const slow = { timeout: 8000 };
const DATES = ['2026-12-01', '2026-12-02', '2026-12-03'];

const sheet = (rows: string[][], header = ['类型', '姓名', ...DATES]) =>
  new NodeFile([xlsxFile('排班', header, rows)], 'schedule.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }) as unknown as File;

const approved = () => sandbox.platform.db.doctors.list().filter((d) => d.auditStatus === 2);
const SHIFT_LABELS = ['rest', 'full day', 'morning', 'afternoon', 'evening'];
const rowOf = async (table: HTMLElement, name: string) => (await within(table).findByText(name, {}, slow)).closest('tr') as HTMLElement;
const dayTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);

describe('schedule (/schedule)', { timeout: 90_000 }, () => {
  it('shows the month in the address: one row per approved doctor, tagged Doctor, one column per day', async () => {
    renderAtRoute(<SchedulePage />, '/schedule?month=2026-12');
    const table = await screen.findByRole('table', { name: 'Schedules of doctors and staff' }, slow);
    const first = approved().sort((a, b) => a.createTime.localeCompare(b.createTime))[0]!;
    const doctorRow = await rowOf(table, first.name);
    expect(within(doctorRow).getAllByRole('cell')).toHaveLength(1 + 31);
    expect(within(doctorRow).getByText('Doctor')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^31 / })).toBeInTheDocument();
  });

  it('the kind filter shows the staff, each with the shifts the platform stores', async () => {
    renderAtRoute(<SchedulePage />, '/schedule?month=2026-12');
    const table = await screen.findByRole('table', { name: 'Schedules of doctors and staff' }, slow);
    await rowOf(table, approved().sort((a, b) => a.createTime.localeCompare(b.createTime))[0]!.name);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Doctor or staff' }));
    await user.click(await waitFor(() => document.querySelector<HTMLElement>('.ant-select-item-option[title="Staff"]')!, slow));
    // The main account's row first: tagged Staff, its days the shifts the sandbox stores for it.
    const staffRow = await rowOf(table, '王雅琴');
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-row-key'));
    expect(rows[0]).toBe(staffRow);
    expectEvery(rows, (row) => within(row).queryByText('Staff') !== null && within(row).queryByText('Doctor') === null, 'the rows');
    const stored = sandbox.platform.db.schedules
      .list()
      .filter((r) => r.personType === 2 && r.personId === 3001 && r.date.startsWith('2026-12'))
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(stored).toHaveLength(31);
    expect(dayTexts(staffRow)).toEqual(stored.map((r) => SHIFT_LABELS[r.shift]));
    expect(dayTexts(staffRow).filter((text) => text !== 'rest').length).toBeGreaterThan(15);
  });

  it("an upload with bad doctor and staff rows shows each row's error and cannot be saved; a good file is saved and shown", async () => {
    renderAtRoute(<SchedulePage />, '/schedule?month=2026-12&kind=2');
    const table = await screen.findByRole('table', { name: 'Schedules of doctors and staff' }, slow);
    await rowOf(table, '李思远');
    const doctor = approved()[0]!.name;
    const before = sandbox.platform.db.schedules.count();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Upload Excel/ }));
    const input = await screen.findByLabelText('Excel file of schedules');

    await user.upload(
      input,
      sheet([
        ['医生', doctor, '晚班', '晚班', '晚班'],
        ['员工', '李思远', '上午', '上午', '上午'],
        ['员工', '不存在的员工', '全天', '', ''],
        ['医生', '不存在的医生', '全天', '', ''],
      ]),
    );
    const preview = await screen.findByRole('table', { name: 'Rows of the file' }, slow);
    const previewRow = async (name: string) => (await within(preview).findByText(name, {}, slow)).closest('tr') as HTMLElement;
    expect(within(await previewRow('不存在的员工')).getByText('员工不存在或已停用')).toBeInTheDocument();
    expect(within(await previewRow('不存在的员工')).getByText('Staff')).toBeInTheDocument();
    expect(within(await previewRow('不存在的医生')).getByText('医生不存在或未审核通过')).toBeInTheDocument();
    expect(screen.getByText('schedule.xlsx: 4 rows, 2 with errors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save 4 people’s schedules' })).toBeDisabled();

    // Checked in the client before the platform: a kind that is neither, a cell that is not a shift.
    await user.upload(
      input,
      sheet([
        ['护士', '李思远', '上午', '', ''],
        ['员工', '李思远', '上午', '午班', ''],
      ]),
    );
    expect(await screen.findByText('The kind (类型) must be 医生 (doctor) or 员工 (staff)', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText(/Not a shift on 2026-12-02/, {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.schedules.count()).toBe(before);

    await user.upload(input, sheet([['员工', '李思远', '晚班', '晚班', '晚班']]));
    expect(await screen.findByText('schedule.xlsx: the row can be saved', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 1 person’s schedule' }));
    await waitFor(
      () =>
        expect(
          sandbox.platform.db.schedules
            .list()
            .filter((r) => r.personType === 2 && r.personId === 3002 && DATES.includes(r.date))
            .map((r) => r.shift),
        ).toEqual([4, 4, 4]),
      slow,
    );
    // The staff member's first three days now read evening.
    const row = await rowOf(table, '李思远');
    await waitFor(() => expect(dayTexts(row).slice(0, 3)).toEqual(['evening', 'evening', 'evening']), slow);
  });

  it('still reads a doctor-only sheet (医生, then dates)', async () => {
    renderAtRoute(<SchedulePage />, '/schedule?month=2026-12&kind=1');
    await screen.findByRole('table', { name: 'Schedules of doctors and staff' }, slow);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Upload Excel/ }));
    await user.upload(
      await screen.findByLabelText('Excel file of schedules'),
      sheet([[approved()[0]!.name, '下午', '', '']], ['医生', ...DATES]),
    );
    expect(await screen.findByText('schedule.xlsx: the row can be saved', {}, slow)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rows of the file' })).getByText('Doctor')).toBeInTheDocument();
  });
});
