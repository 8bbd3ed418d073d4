/**
 * The person's unsaved changes to a draft bill's rows, and what they make of the bill: which
 * rows are dealt, their amounts as typed, and the totals, all in integer cents (src/lib/money) so
 * the totals on screen are exactly the sums of the lines. The edits live apart from the rows the
 * platform sent, so a reload (someone else changed the bill) shows the new rows with the person's
 * edits still on top, and nothing typed is lost.
 */
import type { FinanceBillOrder, FinanceBillSaveItem } from '@generated/main/model';
import { parseDealAmount } from '@/lib/finance/bill-sheet.ts';
import { fromCents, percentOf, toCents, type Cents } from '@/lib/money/money.ts';

export interface RowEdit {
  isDeal: boolean;
  /** The amount as typed (yuan). */
  amountText: string;
}

export type BillEdits = ReadonlyMap<number, RowEdit>;

export interface RowView {
  isDeal: boolean;
  amountText: string;
  /** Null while a dealt row's amount is missing or not an amount. */
  dealCents: Cents | null;
  commissionCents: Cents;
  edited: boolean;
}

/** The text a row's stored amount shows in the input: "12800.5" for 12800.5, "" when not dealt. */
export const amountTextOf = (row: Pick<FinanceBillOrder, 'isDeal' | 'dealAmount'>): string =>
  row.isDeal ? String(toCents(row.dealAmount) / 100) : '';

export function rowView(row: FinanceBillOrder, edit: RowEdit | undefined): RowView {
  const isDeal = edit ? edit.isDeal : row.isDeal;
  const amountText = edit ? edit.amountText : amountTextOf(row);
  const dealCents = !isDeal ? 0 : edit ? parseDealAmount(amountText) : toCents(row.dealAmount);
  const commissionCents = dealCents ? percentOf(dealCents, row.commissionRate ?? 0) : 0;
  return { isDeal, amountText, dealCents, commissionCents, edited: edit !== undefined };
}

export interface BillEditTotals {
  dealOrderCount: number;
  dealCents: Cents;
  commissionCents: Cents;
  payableCents: Cents;
  /** Rows whose amount must be fixed before saving. */
  invalidRowIds: number[];
}

/** The bill's totals with the edits applied: each the exact sum of its lines. */
export function editTotals(rows: readonly FinanceBillOrder[], edits: BillEdits, adjustAmount: number | undefined): BillEditTotals {
  let dealOrderCount = 0;
  let dealCents = 0;
  let commissionCents = 0;
  const invalidRowIds: number[] = [];
  for (const row of rows) {
    const view = rowView(row, edits.get(row.id));
    if (!view.isDeal) continue;
    if (view.dealCents === null) {
      invalidRowIds.push(row.id);
      continue;
    }
    dealOrderCount++;
    dealCents += view.dealCents;
    commissionCents += view.commissionCents;
  }
  return { dealOrderCount, dealCents, commissionCents, payableCents: commissionCents + toCents(adjustAmount ?? 0), invalidRowIds };
}

/** The save request's items: one per edited row (as the platform expects it), or the rows still wrong. */
export function saveItems(
  rows: readonly FinanceBillOrder[],
  edits: BillEdits,
): { items: FinanceBillSaveItem[] } | { invalidRowIds: number[] } {
  const items: FinanceBillSaveItem[] = [];
  const invalidRowIds: number[] = [];
  for (const row of rows) {
    const edit = edits.get(row.id);
    if (!edit) continue;
    const view = rowView(row, edit);
    if (view.isDeal && view.dealCents === null) invalidRowIds.push(row.id);
    else items.push(view.isDeal ? { id: row.id, isDeal: true, dealAmount: fromCents(view.dealCents ?? 0) } : { id: row.id, isDeal: false });
  }
  return invalidRowIds.length > 0 ? { invalidRowIds } : { items };
}
