import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUploadInvalidContactExcelMockHandler } from '@generated/main/orders/orders.msw';
import type { OrderInvalidContactImportFailure } from '@generated/main/model';
import { readFirstSheet } from '@/lib/xlsx/read-sheet.ts';
import { xlsxFile, type Cell } from '@/lib/xlsx/write-sheet.ts';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { InvalidContactImportButton } from './invalid-contact-import-button.tsx';

installGatewayServer();

// Node's File, Blob and FormData rather than jsdom's: Node's fetch cannot send jsdom's as multipart,
// and jsdom's Blob cannot be read (no arrayBuffer); browsers have no such split. Node's FormData
// is reached through a Response, the one Node web class jsdom does not replace.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
beforeEach(() => {
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('FormData', NodeFormData);
  return () => vi.unstubAllGlobals();
});

/** What the platform was asked, and the failures its check answers per follow number. */
let calls: { mode: string; rows: string[][] }[] = [];
let refuse: Record<string, string> = {};

beforeEach(() => {
  calls = [];
  refuse = {};
  server.use(
    getUploadInvalidContactExcelMockHandler(async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as Blob;
      const rows = readFirstSheet(new Uint8Array(await file.arrayBuffer())).slice(1);
      calls.push({ mode: String(form.get('mode') ?? 'apply'), rows });
      const failures: OrderInvalidContactImportFailure[] = rows.flatMap((cells, i) => {
        const reason = refuse[cells[0] ?? ''];
        return reason ? [{ row: i + 2, followNumber: cells[0] ?? null, reason }] : [];
      });
      const passed = failures.length === 0 ? rows.length : 0;
      return success({ total: rows.length, successCount: passed, failCount: failures.length, failures });
    }),
  );
});

const HEADER = ['跟进单号', '无效原因', '备注'];
const sheet = (rows: Cell[][], header = HEADER) => new NodeFile([xlsxFile('Sheet1', header, rows)], 'batch.xlsx') as unknown as File;

async function openWith(file: File, onImported = vi.fn(), applyAccept = true) {
  const user = userEvent.setup({ applyAccept });
  renderWithProviders(<InvalidContactImportButton onImported={onImported} />);
  await user.click(screen.getByRole('button', { name: /Batch invalid contact/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Report invalid contacts from Excel' });
  await user.upload(within(dialog).getByLabelText('Excel file of invalid contacts'), file);
  return { user, dialog, onImported };
}

const rowOf = (dialog: HTMLElement, rowNumber: number) =>
  within(within(dialog).getByRole('table'))
    .getByRole('cell', { name: String(rowNumber) })
    .closest('tr') as HTMLElement;
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Report \d+ orders?$/ });

describe('InvalidContactImportButton', () => {
  it('shows a duplicate and an unknown reason on their rows and keeps send disabled, without asking the platform', async () => {
    const { dialog } = await openWith(
      sheet([
        ['F20261122001', 3, '打了三天'],
        ['F20261122001', '非本人', ''],
        ['F20261122002', '打不通', ''],
      ]),
    );
    expect(await within(dialog).findByText('batch.xlsx: 3 rows, 2 with errors')).toBeInTheDocument();
    expect(within(rowOf(dialog, 3)).getByText('Same follow number as an earlier row')).toBeInTheDocument();
    expect(within(rowOf(dialog, 4)).getByText('Unknown reason: write its code or name')).toBeInTheDocument();
    expect(within(rowOf(dialog, 2)).getByText('多次拨打无法接通')).toBeInTheDocument();
    expect(sendButton(dialog)).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('shows the platform’s reason on the row its check refused, and keeps send disabled', async () => {
    refuse = { F404: '跟进单号不存在' };
    const { dialog } = await openWith(
      sheet([
        ['F20261122001', 1, ''],
        ['F404', 2, ''],
      ]),
    );
    expect(await within(rowOf(dialog, 3)).findByText('跟进单号不存在')).toBeInTheDocument();
    expect(within(dialog).getByText('batch.xlsx: 2 rows, 1 with errors')).toBeInTheDocument();
    expect(sendButton(dialog)).toBeDisabled();
    expect(calls.map((c) => c.mode)).toEqual(['check']);
  });

  it('sends a file whose every row passed, then closes and says how many were reported', async () => {
    const { user, dialog, onImported } = await openWith(
      sheet([
        ['F20261122001', 1, '空号'],
        ['F20261122002', '客户否认咨询', ''],
      ]),
    );
    expect(await within(dialog).findByText('batch.xlsx: all 2 rows can be reported')).toBeInTheDocument();
    expect(within(rowOf(dialog, 2)).getByText('OK')).toBeInTheDocument();
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    await user.click(sendButton(dialog));
    expect(await screen.findByText('2 invalid contacts reported for review')).toBeInTheDocument();
    expect(calls.map((c) => c.mode)).toEqual(['check', 'apply']);
    expect(calls[1]?.rows).toEqual([
      ['F20261122001', '1', '空号'],
      ['F20261122002', '客户否认咨询'],
    ]);
    expect(onImported).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file with other columns as a whole, with what the first row must be', async () => {
    const { dialog } = await openWith(sheet([['F1', 1]], ['订单号', '原因']));
    expect(await within(dialog).findByText(/The columns are not the template’s/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(sendButton(dialog)).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('says a file that is not a workbook cannot be read (picked with "all files")', async () => {
    const { dialog } = await openWith(new NodeFile(['跟进单号,无效原因\nF1,1'], 'batch.csv') as unknown as File, vi.fn(), false);
    expect(await within(dialog).findByText(/This file is not an .xlsx workbook/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('downloads a template whose first row is the columns the import reads', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:template';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<InvalidContactImportButton />);
    await user.click(screen.getByRole('button', { name: /Batch invalid contact/ }));
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(names).toEqual(['invalid-contact-template.xlsx']));
    expect(readFirstSheet(new Uint8Array(await (blob as Blob).arrayBuffer()))).toEqual([HEADER]);
  });
});
