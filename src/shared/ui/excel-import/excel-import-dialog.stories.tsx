import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Cell } from '@/lib/xlsx/write-sheet.ts';
import { StockImport, stockFile } from '@/testing/excel-import-example.tsx';
import preview from '../../../../.storybook/preview.tsx';
import type { ImportMode, ImportOutcome } from './use-excel-import.ts';

/** A platform that knows no item named 未知物品 and saves every row of a file without one. */
async function send(file: File, mode: ImportMode): Promise<ImportOutcome> {
  const { readFirstSheet } = await import('@/lib/xlsx/read-sheet.ts');
  const rows = readFirstSheet(new Uint8Array(await file.arrayBuffer())).slice(1);
  const failures = rows.flatMap(([name], i) => (name === '未知物品' ? [{ row: i + 2, reason: '库存中没有此物品' }] : []));
  const saved = mode === 'apply' && failures.length === 0 ? rows.length : 0;
  return { successCount: saved, failCount: failures.length, failures };
}

const meta = preview.meta({
  title: 'Kit/ExcelImportDialog',
  component: StockImport,
  args: { send },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
});

async function openAndPick(canvasElement: HTMLElement, rows: Cell[][]) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Import stock/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Import stock from Excel' });
  await userEvent.upload(within(dialog).getByLabelText('Excel file of stock'), stockFile(rows));
  return dialog;
}

/** A row with its own error and a row the platform refuses: each shows on its row; nothing can be saved. */
export const RowErrors = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openAndPick(canvasElement, [
      ['纱布', 10],
      ['棉签', 'many'],
    ]);
    await expect(await within(dialog).findByText('Quantity must be a whole number above 0')).toBeVisible();
    await expect(within(dialog).getByText('stock.xlsx: 2 rows, 1 with errors')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Save 2 rows' })).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('Excel file of stock'), stockFile([['未知物品', 1]]));
    await expect(await within(dialog).findByText('库存中没有此物品')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Save 1 rows' })).toBeDisabled();
  },
});

/** Every row passes: saving says how many and closes the dialog. */
export const Saved = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openAndPick(canvasElement, [
      ['纱布', 10],
      ['绷带', 5],
    ]);
    await expect(await within(dialog).findByText('stock.xlsx: all 2 rows can be saved')).toBeVisible();
    const save = within(dialog).getByRole('button', { name: 'Save 2 rows' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(screen.getByText('2 rows saved')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});
