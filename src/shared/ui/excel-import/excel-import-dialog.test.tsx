import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import type { Cell } from '@/lib/xlsx/write-sheet.ts';
import { StockImport, stockFile } from '@/testing/excel-import-example.tsx';
import { renderWithProviders } from '@/testing/render.tsx';
import type { ImportMode, ImportOutcome } from './use-excel-import.ts';

// Node's File and Blob: jsdom's Blob cannot be read (no arrayBuffer).
beforeEach(() => {
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
  return () => vi.unstubAllGlobals();
});

const file = (rows: Cell[][], header?: string[]) => stockFile(rows, NodeFile as unknown as typeof File, header);
const TWO_ITEMS: Cell[][] = [
  ['纱布', 10],
  ['绷带', 5],
];
const passed = (count: number): ImportOutcome => ({ successCount: count, failCount: 0, failures: [] });

function setup(send: (file: File, mode: ImportMode) => Promise<ImportOutcome>) {
  setLocale('en-US');
  const onSaved = vi.fn();
  const onRefused = vi.fn();
  const calls: ImportMode[] = [];
  const recorded = vi.fn((f: File, mode: ImportMode) => {
    calls.push(mode);
    return send(f, mode);
  });
  renderWithProviders(<StockImport send={recorded} onSaved={onSaved} onRefused={onRefused} />);
  const user = userEvent.setup({ applyAccept: false });
  const open = async () => {
    await user.click(screen.getByRole('button', { name: /Import stock/ }));
    return screen.findByRole('dialog', { name: 'Import stock from Excel' });
  };
  const pick = async (dialog: HTMLElement, picked: File) => user.upload(within(dialog).getByLabelText('Excel file of stock'), picked);
  /** Opens the dialog and picks a stock sheet of these rows. */
  const openWith = async (rows: Cell[][]) => {
    const dialog = await open();
    await pick(dialog, file(rows));
    return dialog;
  };
  return { user, open, pick, openWith, calls, onSaved, onRefused };
}

const rowOf = (dialog: HTMLElement, rowNumber: number) =>
  within(within(dialog).getByRole('table', { name: 'Rows of the file' }))
    .getByRole('cell', { name: String(rowNumber) })
    .closest('tr') as HTMLElement;
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Save \d+ rows$/ });

describe('ExcelImportDialog', () => {
  it('shows a row’s own error with the row number, keeps save disabled and does not ask the platform', async () => {
    const { openWith, calls } = setup(async () => passed(2));
    const dialog = await openWith([
      ['纱布', 10],
      ['', 7],
      ['棉签', 'many'],
    ]);
    expect(await within(dialog).findByText('stock.xlsx: 3 rows, 2 with errors')).toBeInTheDocument();
    expect(within(rowOf(dialog, 3)).getByText('Name missing')).toBeInTheDocument();
    expect(within(rowOf(dialog, 4)).getByText('Quantity must be a whole number above 0')).toBeInTheDocument();
    // Not OK yet: the platform has not passed the file.
    expect(within(rowOf(dialog, 2)).queryByText('OK')).toBeNull();
    expect(saveButton(dialog)).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('shows the platform’s reason on the row its check refused', async () => {
    const { openWith, calls } = setup(async () => ({
      successCount: 0,
      failCount: 1,
      failures: [{ row: 3, reason: '库存中没有此物品' }],
    }));
    const dialog = await openWith(TWO_ITEMS);
    expect(await within(rowOf(dialog, 3)).findByText('库存中没有此物品')).toBeInTheDocument();
    expect(within(dialog).getByText('stock.xlsx: 2 rows, 1 with errors')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    expect(calls).toEqual(['check']);
  });

  it('saves a file the platform passed, says how many, closes, then lets the page refresh', async () => {
    const { user, openWith, calls, onSaved } = setup(async (_, mode) => (mode === 'check' ? passed(0) : passed(2)));
    const dialog = await openWith(TWO_ITEMS);
    expect(await within(dialog).findByText('stock.xlsx: all 2 rows can be saved')).toBeInTheDocument();
    expect(within(rowOf(dialog, 2)).getByText('OK')).toBeInTheDocument();
    await user.click(saveButton(dialog));
    expect(await screen.findByText('2 rows saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['check', 'apply']);
    expect(onSaved).toHaveBeenCalledWith(2);
  });

  it('saves nothing when a row changed since the check: the row says why and save is disabled again', async () => {
    const { user, openWith, onSaved } = setup(async (_, mode) =>
      mode === 'check' ? passed(0) : { successCount: 0, failCount: 1, failures: [{ row: 2, reason: '物品已停用' }] },
    );
    const dialog = await openWith([['纱布', 10]]);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(saveButton(dialog));
    expect(await within(rowOf(dialog, 2)).findByText('物品已停用')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Import stock from Excel' })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a file as a whole: other columns, or not a workbook', async () => {
    const { open, pick, calls } = setup(async () => passed(0));
    const dialog = await open();
    await pick(dialog, file([['纱布', 10]], ['物品', '数目']));
    expect(await within(dialog).findByText('The first row must be 名称, 数量.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
    await pick(dialog, new NodeFile(['名称,数量\n纱布,10'], 'stock.csv') as unknown as File);
    expect(await within(dialog).findByText('Not an .xlsx file.')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('tells the page when the platform refused the check, and keeps the file unsaveable', async () => {
    const { openWith, onRefused } = setup(async () => {
      throw new Error('服务繁忙');
    });
    const dialog = await openWith([['纱布', 10]]);
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('check'));
    expect(within(rowOf(dialog, 2)).queryByText('OK')).toBeNull();
    expect(saveButton(dialog)).toBeDisabled();
  });

  it('keeps only the latest file: a late answer for an earlier pick is dropped', async () => {
    let answerFirst: (outcome: ImportOutcome) => void = () => undefined;
    let checks = 0;
    const { openWith, pick } = setup(
      (_, mode) =>
        new Promise((resolve) => {
          if (mode !== 'check') return resolve(passed(1));
          checks += 1;
          if (checks === 1) answerFirst = resolve;
          else resolve(passed(0));
        }),
    );
    const dialog = await openWith([['纱布', 10]]);
    expect(await within(dialog).findByText('Checking the rows with the platform…')).toBeInTheDocument();
    await pick(dialog, file([['绷带', 5]]));
    expect(await within(dialog).findByText('stock.xlsx: all 1 rows can be saved')).toBeInTheDocument();
    answerFirst({ successCount: 0, failCount: 1, failures: [{ row: 2, reason: '库存中没有此物品' }] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByText('库存中没有此物品')).toBeNull();
    expect(within(rowOf(dialog, 2)).getByText('绷带')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeEnabled();
  });

  it('opens again without the last file', async () => {
    const { user, open, pick } = setup(async () => passed(0));
    let dialog = await open();
    await pick(dialog, file([['纱布', 10]]));
    expect(await within(dialog).findByRole('table', { name: 'Rows of the file' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(saveButton(dialog)).toHaveAccessibleName('Save 0 rows');
  });
});
