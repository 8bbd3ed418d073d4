/**
 * The bill's Excel import (the kit's ExcelImportDialog): pick the filled-in template, see every
 * row with its error, import only when every row is valid. Two checks before anything is saved:
 * in the browser (columns, yes/no, amounts, duplicates; src/lib/finance/bill-sheet.ts), then with
 * the platform in mode `check` (order numbers not in the bill), which changes nothing. The import
 * (mode `apply`) is all or nothing on the platform too. It carries the bill's version: if someone
 * changed the bill since, the platform refuses and the drawer shows the conflict.
 */
import { useUploadFinanceBillExcel } from '@generated/main/finance-bill/finance-bill';
import type { FinanceBill } from '@generated/main/model';
import { type BillSheetRow, checkBillSheet } from '@/lib/finance/bill-sheet.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { formatCents } from '@/lib/money/money.ts';
import { ExcelImportDialog } from '@/shared/ui/excel-import/excel-import-dialog.tsx';
import { billImportTexts } from './bill-import-texts.ts';

export interface BillImportProps {
  bill: FinanceBill;
  open: boolean;
  onClose: () => void;
  /** After a successful import (the drawer refreshes the bill). */
  onImported: () => Promise<unknown>;
  /** A platform refusal (the drawer checks whether the bill changed meanwhile). */
  onRefused: () => Promise<unknown>;
}

export function BillImport({ bill, open, onClose, onImported, onRefused }: BillImportProps) {
  const t = useT(billImportTexts);
  const upload = useUploadFinanceBillExcel();

  return (
    <ExcelImportDialog<BillSheetRow, 'columns' | 'noRows' | 'tooManyRows'>
      open={open}
      onClose={onClose}
      width={860}
      checkSheet={checkBillSheet}
      problemText={(row) => (row.problem ? t(`financeBillImport.problem.${row.problem}`) : null)}
      send={async (file, mode) => {
        const { data } = await upload.mutateAsync({ data: { file, billId: bill.id, lockVersion: bill.lockVersion, mode } });
        return { ...data, failures: data.failures.map((f) => ({ row: f.rowNo, reason: f.reason })) };
      }}
      onSaved={onImported}
      onRefused={async (mode) => {
        // A refused import may mean the bill changed: the preview is of no use any more.
        if (mode === 'apply') onClose();
        await onRefused();
      }}
      columns={[
        { key: 'orderNumber', dataIndex: 'orderNumber', title: t('financeBillImport.orderNumber') },
        {
          key: 'isDeal',
          title: t('financeBillImport.isDeal'),
          render: (_: unknown, row) => (row.isDeal === null ? '?' : row.isDeal ? t('common.yes') : t('common.no')),
        },
        {
          key: 'amount',
          title: t('financeBillImport.amount'),
          render: (_: unknown, row) => (row.dealCents !== null ? formatCents(row.dealCents) : row.amountText || '—'),
        },
      ]}
      texts={{
        title: t('financeBillImport.title'),
        steps: t('financeBillImport.steps'),
        pick: t('financeBillImport.pick'),
        fileInput: t('financeBillImport.fileInput'),
        checking: t('financeBillImport.checking'),
        summary: (params) => t('financeBillImport.summary', params),
        blocked: t('financeBillImport.sendBlocked'),
        allValid: (params) => t('financeBillImport.allValid', params),
        preview: t('financeBillImport.preview'),
        result: t('financeBillImport.result'),
        rowOk: t('financeBillImport.rowOk'),
        save: (count) => t('financeBillImport.send', { count }),
        saved: (count) => t('financeBillImport.done', { count }),
        fileError: (error) => t(`financeBillImport.file.${error}`),
      }}
    />
  );
}
