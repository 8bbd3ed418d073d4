/**
 * The bill's Excel file (downloadFinanceBillTemplate / uploadFinanceBillExcel): its columns and
 * the checks a row can fail without knowing the bill. One home for both sides: the client's
 * preview runs these before sending, the sandbox runs them again plus the checks that need the
 * bill (an order number not in the bill). Problems are codes; each side words them.
 */
import { parseCents, type Cents } from '../money/money.ts';
import type { SheetRows } from '../xlsx/read-sheet.ts';

/** The header row as the template writes it; the person fills in 是否成交, 成交金额 and 备注. */
export const BILL_SHEET_COLUMNS = ['派单编号', '客户', '项目', '派单时间', '是否成交', '成交金额', '备注'] as const;

export const BILL_SHEET_MAX_ROWS = 2000;
export const BILL_REMARK_MAX = 200;
/** A deal above this is a typing slip (an extra zero), not a cosmetic treatment. */
export const BILL_DEAL_MAX_CENTS: Cents = 10_000_000_00;

export type BillRowProblem =
  'missingOrderNumber' | 'badIsDeal' | 'missingAmount' | 'badAmount' | 'amountWithoutDeal' | 'duplicate' | 'remarkTooLong';

export interface BillSheetRow {
  /** The sheet's row number (the header is row 1). */
  row: number;
  orderNumber: string;
  isDeal: boolean | null;
  /** The amount cell as written. */
  amountText: string;
  dealCents: Cents | null;
  remark: string;
  problem: BillRowProblem | null;
}

export type BillSheet = { ok: true; rows: BillSheetRow[] } | { ok: false; error: 'columns' | 'noRows' | 'tooManyRows' };

const YES = new Set(['是', 'y', 'yes', '1', 'true', '成交']);
const NO = new Set(['否', 'n', 'no', '0', 'false', '未成交', '']);

function parseIsDeal(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

/** A deal amount as typed: positive, at most two decimals, below the slip limit; null otherwise. */
export function parseDealAmount(text: string): Cents | null {
  const cents = parseCents(text);
  return cents !== null && cents > 0 && cents <= BILL_DEAL_MAX_CENTS ? cents : null;
}

function headerMatches(header: readonly string[]): boolean {
  const cells = header.map((c) => c.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells.length >= 6 && cells.length <= BILL_SHEET_COLUMNS.length && cells.every((cell, i) => cell === BILL_SHEET_COLUMNS[i]);
}

function problemOf(row: Omit<BillSheetRow, 'problem'>, isDealText: string, seen: ReadonlySet<string>): BillRowProblem | null {
  if (!row.orderNumber) return 'missingOrderNumber';
  if (row.isDeal === null) return 'badIsDeal';
  if (row.isDeal && !row.amountText) return 'missingAmount';
  if (row.amountText && row.dealCents === null) return 'badAmount';
  if (!row.isDeal && row.amountText && isDealText.trim() !== '') return 'amountWithoutDeal';
  if (row.remark.length > BILL_REMARK_MAX) return 'remarkTooLong';
  if (seen.has(row.orderNumber)) return 'duplicate';
  return null;
}

/** The file's rows (blank rows skipped) with the problems found without the bill, or why the file is refused whole. */
export function checkBillSheet(sheet: SheetRows): BillSheet {
  if (!headerMatches(sheet[0] ?? [])) return { ok: false, error: 'columns' };
  const data = sheet
    .slice(1)
    .map((cells, i) => ({ cells: cells.map((c) => c.trim()), row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c !== ''));
  if (data.length === 0) return { ok: false, error: 'noRows' };
  if (data.length > BILL_SHEET_MAX_ROWS) return { ok: false, error: 'tooManyRows' };
  const seen = new Set<string>();
  const rows = data.map(({ cells, row }) => {
    const [orderNumber = '', , , , isDealText = '', amountText = '', remark = ''] = cells;
    const base = {
      row,
      orderNumber,
      isDeal: parseIsDeal(isDealText),
      amountText,
      dealCents: amountText ? parseDealAmount(amountText) : null,
      remark,
    };
    // A filled-in amount with an empty 是否成交 reads as dealt.
    if (base.isDeal === false && isDealText === '' && amountText) base.isDeal = true;
    const problem = problemOf(base, isDealText, seen);
    if (orderNumber) seen.add(orderNumber);
    return { ...base, problem };
  });
  return { ok: true, rows };
}
