/**
 * The file side of the schedule upload, loaded only when a file is picked, so /schedule does not
 * carry the zip and sheet code. The sandbox reads the uploaded file with the same reader and checks
 * it with the same rules (src/lib/schedule/schedule-sheet.ts), so the preview and the platform agree.
 */
import { checkScheduleSheet, type ScheduleSheet } from '@/lib/schedule/schedule-sheet.ts';
import { XlsxReadError, readFirstSheet } from '@/lib/xlsx/read-sheet.ts';

export type ScheduleFile = ScheduleSheet | { ok: false; error: 'unreadable' };

export async function readScheduleFile(file: Blob): Promise<ScheduleFile> {
  try {
    return checkScheduleSheet(readFirstSheet(new Uint8Array(await file.arrayBuffer())));
  } catch (error) {
    if (error instanceof XlsxReadError) return { ok: false, error: 'unreadable' };
    throw error;
  }
}
