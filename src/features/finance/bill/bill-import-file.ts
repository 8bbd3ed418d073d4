/**
 * The file side of the bill import, loaded only when the dialog reads a file, so the bill route
 * does not carry the zip and sheet code. The sandbox reads the upload with the same reader and
 * checks it with the same rules (src/lib/finance/bill-sheet.ts), so the preview and the platform agree.
 */
import { checkBillSheet, type BillSheet } from '@/lib/finance/bill-sheet.ts';
import { XlsxReadError, readFirstSheet } from '@/lib/xlsx/read-sheet.ts';

export type BillFile = BillSheet | { ok: false; error: 'unreadable' };

export async function readBillFile(file: Blob): Promise<BillFile> {
  try {
    return checkBillSheet(readFirstSheet(new Uint8Array(await file.arrayBuffer())));
  } catch (error) {
    if (error instanceof XlsxReadError) return { ok: false, error: 'unreadable' };
    throw error;
  }
}
