/**
 * The sandbox's exports as real .xlsx files, written by the one sheet writer
 * (src/lib/xlsx/write-sheet.ts, shared with the client's import templates).
 */
import { xlsxFile, type Cell } from '../../src/lib/xlsx/write-sheet.ts';
import type { Collection, ListQuery } from '../store/index.ts';
import { refuse } from './errors.ts';

/** Rows one export may hold; above it the export is refused (contract: exportOrderList, exportCustomerList). */
export const EXPORT_LIMIT = 10_000;

export { xlsxFile, type Cell } from '../../src/lib/xlsx/write-sheet.ts';

/** The download the contract describes: the file as the body, its name in Content-Disposition. */
export function xlsxResponse(fileName: string, bytes: Uint8Array): Response {
  // fflate's output owns a plain ArrayBuffer (never shared memory).
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** A file answer whose name may be Chinese (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function fileResponse(fileName: string, bytes: Uint8Array): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

/** A column of an export: its header and its cell of a row as the list shows it. */
export type ExportColumn<View> = readonly [header: string, cell: (row: View) => Cell];

/**
 * An export of a list: every row of the selection, unpaged, seen as the list shows it, one column
 * each; refused above EXPORT_LIMIT rows.
 */
export function exportSheet<Row, FV, View>(
  collection: Collection<Row, FV>,
  selection: ListQuery<FV>,
  view: (row: Row) => View,
  sheetName: string,
  columns: readonly ExportColumn<View>[],
): Uint8Array {
  if (collection.count(selection) > EXPORT_LIMIT) refuse(`导出数据超过${EXPORT_LIMIT}条，请缩小筛选范围后再导出`);
  const rows = collection.list(selection).map((row) => {
    const seen = view(row);
    return columns.map(([, cell]) => cell(seen));
  });
  return xlsxFile(
    sheetName,
    columns.map(([header]) => header),
    rows,
  );
}
