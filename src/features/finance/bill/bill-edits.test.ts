import type { FinanceBillOrder } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { formatYuan, sumCents } from '@/lib/money/money.ts';
import { editTotals, rowView, saveItems, type RowEdit } from './bill-edits.ts';

const row = (id: number, isDeal = false, dealAmount = 0): FinanceBillOrder => ({
  id,
  billId: 7001,
  orderId: id,
  orderNumber: `PD${id}`,
  customerName: '张**',
  customerPhone: '138****0001',
  projectName: '双眼皮',
  dispatchTime: '2026-10-01 10:00:00',
  isDeal,
  dealAmount,
  commissionRate: 15,
  commissionAmount: 0,
});

describe('bill edits', () => {
  it('totals 0.1 + 0.2 style amounts over many lines exactly', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 1));
    const edits = new Map<number, RowEdit>(rows.map((r, i) => [r.id, { isDeal: true, amountText: i % 2 === 0 ? '0.1' : '0.2' }]));
    const totals = editTotals(rows, edits, -0.3);
    expect(totals.dealCents).toBe(15_000);
    expect(totals.dealOrderCount).toBe(1000);
    // The commission is the sum of the lines' commissions (each rounded to the cent), not 15% of the total.
    expect(totals.commissionCents).toBe(sumCents(rows.map((r) => rowView(r, edits.get(r.id)).commissionCents / 100)));
    expect(totals.payableCents).toBe(totals.commissionCents - 30);
    expect(formatYuan(totals.dealCents / 100)).toBe('¥150.00');
  });

  it('keeps stored rows, applies edits on top and reports amounts that are not amounts', () => {
    const rows = [row(1, true, 12800), row(2), row(3, true, 500)];
    const edits = new Map<number, RowEdit>([
      [2, { isDeal: true, amountText: '1,000.5' }],
      [3, { isDeal: false, amountText: '' }],
    ]);
    const totals = editTotals(rows, edits, undefined);
    expect(totals).toMatchObject({ dealOrderCount: 2, dealCents: 1_380_050, invalidRowIds: [] });
    expect(saveItems(rows, edits)).toEqual({
      items: [
        { id: 2, isDeal: true, dealAmount: 1000.5 },
        { id: 3, isDeal: false },
      ],
    });

    const bad = new Map<number, RowEdit>([[2, { isDeal: true, amountText: '12.345' }]]);
    expect(saveItems(rows, bad)).toEqual({ invalidRowIds: [2] });
    expect(editTotals(rows, bad, 0).invalidRowIds).toEqual([2]);
    expect(saveItems(rows, new Map([[2, { isDeal: true, amountText: '0' }]]))).toEqual({ invalidRowIds: [2] });
  });
});
