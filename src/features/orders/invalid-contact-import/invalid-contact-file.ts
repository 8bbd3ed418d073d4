/**
 * The file side of the invalid-contact import, loaded only when the dialog needs it (the template
 * or a picked file), so the order route does not carry the zip and sheet code.
 *
 * Why our own sheet reader (src/lib/xlsx/read-sheet.ts) and not a spreadsheet library: see that
 * file; the sandbox reads the uploaded file with the same reader and checks it with the same
 * rules (src/lib/orders/invalid-contact-sheet.ts), so the preview and the platform agree.
 */
import { INVALID_CONTACT_COLUMNS, checkInvalidContactSheet, type InvalidContactSheet } from '@/lib/orders/invalid-contact-sheet.ts';
import { XlsxReadError, readFirstSheet } from '@/lib/xlsx/read-sheet.ts';
import { xlsxFile } from '@/lib/xlsx/write-sheet.ts';

export type InvalidContactFile = InvalidContactSheet | { ok: false; error: 'unreadable' };

/** The picked file's rows with the checks that need no orders, or why the file as a whole is not usable. */
export async function readInvalidContactFile(file: Blob): Promise<InvalidContactFile> {
  try {
    return checkInvalidContactSheet(readFirstSheet(new Uint8Array(await file.arrayBuffer())));
  } catch (error) {
    if (error instanceof XlsxReadError) return { ok: false, error: 'unreadable' };
    throw error;
  }
}

/** The template: the header row only (an example row would be reported if left in). */
export function invalidContactTemplate(): Blob {
  const bytes = xlsxFile('无效联系方式', INVALID_CONTACT_COLUMNS, []);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
