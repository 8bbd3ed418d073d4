/**
 * A small import for the kit's ExcelImportDialog test and story: a stock sheet (名称, 数量) with
 * its own rules, so the dialog is exercised without any feature. The platform is the `send` given.
 */
import type { SheetRows } from '@/lib/xlsx/read-sheet.ts';
import { xlsxFile, type Cell } from '@/lib/xlsx/write-sheet.ts';
import { ExcelImportButton } from '@/shared/ui/excel-import/excel-import-dialog.tsx';
import type { ExcelImportFlow, SheetCheck } from '@/shared/ui/excel-import/use-excel-import.ts';

export const STOCK_COLUMNS = ['名称', '数量'];

interface StockRow {
  row: number;
  name: string;
  quantity: string;
  problem: 'missingName' | 'badQuantity' | null;
}

const checkStockSheet: SheetCheck<StockRow, 'columns' | 'noRows'> = (sheet: SheetRows) => {
  const [header = [], ...rows] = sheet;
  if (header.join() !== STOCK_COLUMNS.join()) return { ok: false, error: 'columns' };
  if (rows.length === 0) return { ok: false, error: 'noRows' };
  return {
    ok: true,
    rows: rows.map(([name = '', quantity = ''], i) => ({
      row: i + 2,
      name,
      quantity,
      problem: !name ? 'missingName' : /^[1-9]\d*$/.test(quantity) ? null : 'badQuantity',
    })),
  };
};

/** A stock sheet as a picked file (`FileClass`: Node's File in jsdom, whose Blob cannot be read). */
export const stockFile = (rows: Cell[][], FileClass: typeof File = File, header = STOCK_COLUMNS) =>
  new FileClass([xlsxFile('Sheet1', header, rows) as Uint8Array<ArrayBuffer>], 'stock.xlsx');

const PROBLEMS = { missingName: 'Name missing', badQuantity: 'Quantity must be a whole number above 0' } as const;

export function StockImport(props: Pick<ExcelImportFlow<StockRow, 'columns' | 'noRows'>, 'send' | 'onSaved' | 'onRefused'>) {
  return (
    <ExcelImportButton<StockRow, 'columns' | 'noRows'>
      {...props}
      label="Import stock"
      checkSheet={checkStockSheet}
      problemText={(row) => (row.problem ? PROBLEMS[row.problem] : null)}
      columns={[
        { key: 'name', dataIndex: 'name', title: 'Name' },
        { key: 'quantity', dataIndex: 'quantity', title: 'Quantity' },
      ]}
      texts={{
        title: 'Import stock from Excel',
        steps: 'One item per row; nothing is saved unless every row is valid.',
        pick: 'Pick .xlsx file',
        fileInput: 'Excel file of stock',
        checking: 'Checking the rows with the platform…',
        summary: ({ name, count, bad }) => `${name}: ${count} rows, ${bad} with errors`,
        blocked: 'Nothing is saved while any row is wrong.',
        allValid: ({ name, count }) => `${name}: all ${count} rows can be saved`,
        preview: 'Rows of the file',
        result: 'Check',
        rowOk: 'OK',
        save: (count) => `Save ${count} rows`,
        saved: (count) => `${count} rows saved`,
        fileError: (error) =>
          ({ columns: 'The first row must be 名称, 数量.', noRows: 'No rows.', unreadable: 'Not an .xlsx file.' })[error],
      }}
    />
  );
}
