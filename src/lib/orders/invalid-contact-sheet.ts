/**
 * The invalid-contact import file (uploadInvalidContactExcel): its columns, its reason names and
 * the checks a row can fail without knowing the orders. One home for both sides: the client's
 * preview runs these checks before sending, and the sandbox runs them again (plus the checks that
 * need the orders: unknown follow number, a status that does not allow the report), because a
 * client's check is only a courtesy. Problems are codes; each side words them (the client through
 * its texts, the sandbox in the platform's Chinese messages).
 */
import { OrderInvalidContactReason } from '@generated/main/model';
import type { SheetRows } from '../xlsx/read-sheet.ts';

/** The header row of the file, as the template writes it. The remark column may be left out. */
export const INVALID_CONTACT_COLUMNS = ['跟进单号', '无效原因', '备注'] as const;

/** Data rows one file may hold (a front desk's batch; a bigger file is refused whole). */
export const INVALID_CONTACT_MAX_ROWS = 500;
export const INVALID_CONTACT_REMARK_MAX = 500;

/** The reason names the file accepts besides the codes (the platform's wording, as in the template's help). */
export const INVALID_CONTACT_REASON_NAMES: Readonly<Record<OrderInvalidContactReason, string>> = {
  [OrderInvalidContactReason.EmptyNumber]: '空号或未分配号码',
  [OrderInvalidContactReason.WrongPerson]: '非本人',
  [OrderInvalidContactReason.Unreachable]: '多次拨打无法接通',
  [OrderInvalidContactReason.DeniesConsulting]: '客户否认咨询',
  [OrderInvalidContactReason.Other]: '其他',
};

export type InvalidContactRowProblem = 'empty' | 'missingFollowNumber' | 'missingReason' | 'unknownReason' | 'duplicate' | 'remarkTooLong';

export interface InvalidContactRow {
  /** The sheet's row number (the header is row 1), as Excel shows it. */
  row: number;
  followNumber: string;
  /** The reason cell as written. */
  reasonText: string;
  reason: OrderInvalidContactReason | null;
  remark: string;
  problem: InvalidContactRowProblem | null;
}

export type InvalidContactSheet = { ok: true; rows: InvalidContactRow[] } | { ok: false; error: 'columns' | 'noRows' | 'tooManyRows' };

/** A reason cell as a code: the code itself ("3") or its name ("多次拨打无法接通"). */
export function parseInvalidContactReason(text: string): OrderInvalidContactReason | null {
  const value = text.trim();
  const entries = Object.entries(INVALID_CONTACT_REASON_NAMES) as [string, string][];
  const hit = entries.find(([code, name]) => code === value || name === value);
  return hit ? (Number(hit[0]) as OrderInvalidContactReason) : null;
}

function headerMatches(header: readonly string[]): boolean {
  const cells = header.map((c) => c.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  if (cells.length < 2 || cells.length > INVALID_CONTACT_COLUMNS.length) return false;
  return cells.every((cell, i) => cell === INVALID_CONTACT_COLUMNS[i]);
}

function problemOf(row: Omit<InvalidContactRow, 'problem'>, seen: ReadonlySet<string>): InvalidContactRowProblem | null {
  if (!row.followNumber && !row.reasonText && !row.remark) return 'empty';
  if (!row.followNumber) return 'missingFollowNumber';
  if (!row.reasonText) return 'missingReason';
  if (row.reason === null) return 'unknownReason';
  if (row.remark.length > INVALID_CONTACT_REMARK_MAX) return 'remarkTooLong';
  if (seen.has(row.followNumber)) return 'duplicate';
  return null;
}

/** The file's rows with the problems found without the orders; or why the file as a whole is refused. */
export function checkInvalidContactSheet(sheet: SheetRows): InvalidContactSheet {
  if (!headerMatches(sheet[0] ?? [])) return { ok: false, error: 'columns' };
  const data = sheet.slice(1);
  if (data.length === 0) return { ok: false, error: 'noRows' };
  if (data.length > INVALID_CONTACT_MAX_ROWS) return { ok: false, error: 'tooManyRows' };
  const seen = new Set<string>();
  const rows = data.map((cells, i) => {
    const [followNumber = '', reasonText = '', remark = ''] = cells.map((c) => c.trim());
    const base = { row: i + 2, followNumber, reasonText, reason: parseInvalidContactReason(reasonText), remark };
    const problem = problemOf(base, seen);
    if (followNumber) seen.add(followNumber);
    return { ...base, problem };
  });
  return { ok: true, rows };
}
