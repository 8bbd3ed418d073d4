/**
 * The invalid-contact import's template, loaded only when it is downloaded, so the order route does
 * not carry the zip and sheet code. (A picked file is read by the kit's ExcelImportDialog with
 * src/lib/xlsx/read-sheet.ts and checked with src/lib/orders/invalid-contact-sheet.ts, the rules
 * the sandbox applies too, so the preview and the platform agree.)
 */
import { INVALID_CONTACT_COLUMNS } from '@/lib/orders/invalid-contact-sheet.ts';
import { xlsxFile } from '@/lib/xlsx/write-sheet.ts';

/** The template: the header row only (an example row would be reported if left in). */
export function invalidContactTemplate(): Blob {
  const bytes = xlsxFile('无效联系方式', INVALID_CONTACT_COLUMNS, []);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
