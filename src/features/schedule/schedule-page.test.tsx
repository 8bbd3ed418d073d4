import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { xlsxFile } from '@/lib/xlsx/write-sheet.ts';
import { renderAtRoute } from '@/testing/render.tsx';
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

const sheet = (rows: string[][]) =>
  new NodeFile([xlsxFile('排班', ['医生', ...DATES], rows)], 'schedule.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }) as unknown as File;

const approved = () => sandbox.platform.db.doctors.list().filter((d) => d.auditStatus === 2);

describe('schedule (/schedule)', { timeout: 90_000 }, () => {
  it('shows the month in the address: one row per approved doctor, one column per day', async () => {
    renderAtRoute(<SchedulePage />, '/schedule?month=2026-12');
    const table = await screen.findByRole('table', { name: 'Doctor schedules' }, slow);
    const first = approved().sort((a, b) => a.createTime.localeCompare(b.createTime))[0]!;
    const row = (await within(table).findByText(first.name, {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')).toHaveLength(1 + 31);
    expect(within(table).getByRole('columnheader', { name: /^31 / })).toBeInTheDocument();
  });

  it("an upload with bad rows shows each row's error and cannot be saved; a good file is saved and shown", async () => {
    renderAtRoute(<SchedulePage />, '/schedule?month=2026-12');
    await screen.findByRole('table', { name: 'Doctor schedules' }, slow);
    const doctor = approved()[0]!.name;
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Upload Excel/ }));
    const input = await screen.findByLabelText('Excel file of schedules');

    await user.upload(
      input,
      sheet([
        [doctor, '晚班', '晚班', '晚班'],
        ['不存在的医生', '全天', '', ''],
      ]),
    );
    const preview = await screen.findByRole('table', { name: 'Rows of the file' }, slow);
    expect(await within(preview).findByText('医生不存在或未审核通过', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('schedule.xlsx: 2 rows, 1 with errors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save 2 doctors’ schedules' })).toBeDisabled();

    await user.upload(input, sheet([[doctor, '晚班', '午班', '']]));
    expect(await screen.findByText(/Not a shift on 2026-12-02/, {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.schedules.count()).toBe(0);

    await user.upload(input, sheet([[doctor, '晚班', '晚班', '晚班']]));
    expect(await screen.findByText('schedule.xlsx: the row can be saved', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 1 doctor’s schedule' }));
    await waitFor(() => expect(sandbox.platform.db.schedules.count()).toBe(3), slow);
    const table = screen.getByRole('table', { name: 'Doctor schedules' });
    const row = (await within(table).findByText(doctor, {}, slow)).closest('tr') as HTMLElement;
    // The first three days (columns after the doctor) now read evening.
    await waitFor(
      () =>
        expect(
          within(row)
            .getAllByRole('cell')
            .slice(1, 4)
            .map((cell) => cell.textContent),
        ).toEqual(['evening', 'evening', 'evening']),
      slow,
    );
  });
});
