/**
 * The steps of an Excel import, without the dialog: read the picked .xlsx, check it in the browser
 * (the sheet's own rules, the same module the sandbox applies), then with the platform (`check`,
 * which changes nothing) when no row has an error of its own, and save (`apply`, all or nothing)
 * only when every row passed both. ExcelImportDialog shows these steps.
 *
 * Only the latest pick counts: an answer for an earlier file (or a dialog closed meanwhile) is
 * dropped. The sheet reader (zip and XML code) loads on the first pick, not with the page.
 */
import { useRef, useState } from 'react';
import type { SheetRows } from '@/lib/xlsx/read-sheet.ts';
import { useSingleFlight } from '../single-flight/use-single-flight.ts';

/** A row of the sheet as its rules read it: `row` is the sheet's row number (the header is row 1). */
export interface ExcelImportRow {
  readonly row: number;
}

/** The sheet's rules: its rows (each with its own problem, if any), or why the sheet as a whole is refused. */
export type SheetCheck<R extends ExcelImportRow, E extends string> = (
  sheet: SheetRows,
) => { ok: true; rows: R[] } | { ok: false; error: E };

/** Why a file as a whole cannot be imported: its rules' reasons, or not an .xlsx file at all. */
export type FileError<E extends string> = E | 'unreadable';

/** What the platform answered for the file (`check` or `apply`): the rows it refused, by sheet row number. */
export interface ImportOutcome {
  successCount: number;
  failCount: number;
  failures: readonly { row: number; reason: string }[];
}

export type ImportMode = 'check' | 'apply';

export interface ExcelImportFlow<R extends ExcelImportRow, E extends string> {
  checkSheet: SheetCheck<R, E>;
  /** The text of a row's own problem (found by checkSheet), null when it has none. */
  problemText: (row: R) => string | null;
  /** Sends the file to the platform: `check` changes nothing, `apply` saves every row or none. */
  send: (file: File, mode: ImportMode) => Promise<ImportOutcome>;
  /**
   * The platform refused the call itself (its message was the error toast). The preview stays
   * and cannot be saved; a page whose refusal may mean "changed meanwhile" looks here.
   */
  onRefused?: (mode: ImportMode) => unknown;
  /** Every row saved (`count`), after the dialog closed: refresh what the import changed. */
  onSaved?: (count: number) => unknown;
}

export type ImportState<R extends ExcelImportRow, E extends string> =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'fileError'; name: string; error: FileError<E> }
  | {
      step: 'preview';
      name: string;
      file: File;
      rows: R[];
      /** The platform's reason per sheet row number, for the rows it refused. */
      platform: ReadonlyMap<number, string>;
      checking: boolean;
      /** The platform passed every row (the last answer, for this file). */
      checked: boolean;
    };

const NO_FAILURES: ReadonlyMap<number, string> = new Map();

async function readSheet<R extends ExcelImportRow, E extends string>(
  file: File,
  checkSheet: SheetCheck<R, E>,
): Promise<{ ok: true; rows: R[] } | { ok: false; error: FileError<E> }> {
  const { XlsxReadError, readFirstSheet } = await import('@/lib/xlsx/read-sheet.ts');
  try {
    return checkSheet(readFirstSheet(new Uint8Array(await file.arrayBuffer())));
  } catch (error) {
    if (error instanceof XlsxReadError) return { ok: false, error: 'unreadable' };
    throw error;
  }
}

const failuresOf = (outcome: ImportOutcome) => new Map(outcome.failures.map((f) => [f.row, f.reason]));

export function useExcelImport<R extends ExcelImportRow, E extends string>(flow: ExcelImportFlow<R, E>, onDone: (count: number) => void) {
  const [state, setState] = useState<ImportState<R, E>>({ step: 'idle' });
  const [saving, runSave] = useSingleFlight();
  // The latest pick; an answer for an earlier one is dropped.
  const pick = useRef(0);

  const errorOf = (row: R, platform: ReadonlyMap<number, string>): string | null => flow.problemText(row) ?? platform.get(row.row) ?? null;

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    const id = ++pick.current;
    setState({ step: 'reading', name: file.name });
    const read = await readSheet(file, flow.checkSheet);
    if (pick.current !== id) return;
    if (!read.ok) {
      setState({ step: 'fileError', name: file.name, error: read.error });
      return;
    }
    const base = { step: 'preview', name: file.name, file, rows: read.rows, platform: NO_FAILURES, checked: false } as const;
    // A row with its own error: the file must be corrected first; the platform is not asked.
    if (read.rows.some((row) => flow.problemText(row) !== null)) {
      setState({ ...base, checking: false });
      return;
    }
    setState({ ...base, checking: true });
    try {
      const outcome = await flow.send(file, 'check');
      if (pick.current === id) setState({ ...base, platform: failuresOf(outcome), checking: false, checked: outcome.failCount === 0 });
    } catch {
      if (pick.current === id) setState({ ...base, checking: false });
      await flow.onRefused?.('check');
    }
  };

  const preview = state.step === 'preview' ? state : null;
  const badCount = preview ? preview.rows.filter((row) => errorOf(row, preview.platform) !== null).length : 0;
  const canSave = !!preview && preview.checked && !preview.checking && badCount === 0 && !saving;

  const save = () =>
    runSave(async () => {
      if (!preview || !canSave) return;
      let outcome: ImportOutcome;
      try {
        outcome = await flow.send(preview.file, 'apply');
      } catch {
        await flow.onRefused?.('apply');
        return;
      }
      if (outcome.failCount > 0) {
        // Something changed since the check: nothing was saved; the rows say why.
        setState({ ...preview, platform: failuresOf(outcome), checked: false });
        return;
      }
      onDone(outcome.successCount);
      await flow.onSaved?.(outcome.successCount);
    });

  /** Forgets the file and drops any answer still on its way. */
  const reset = () => {
    pick.current += 1;
    setState({ step: 'idle' });
  };

  return { state, preview, saving, badCount, canSave, errorOf, pickFile, save, reset };
}
