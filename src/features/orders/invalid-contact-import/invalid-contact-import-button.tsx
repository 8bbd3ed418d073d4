/**
 * Batch invalid-contact report from Excel (uploadInvalidContactExcel), the order list's header
 * button: download the template, pick the filled .xlsx, see every row with its error, send only
 * when every row is valid (the kit's ExcelImportButton).
 *
 * The preview checks the file in two steps: first in the browser (columns, empty and duplicate
 * rows, reasons; src/lib/orders/invalid-contact-sheet.ts), then, when those pass, with the
 * platform in mode `check` (unknown follow numbers, an order whose status does not allow the
 * report), which changes nothing. Sending (mode `apply`) is all or nothing on the platform too: if
 * an order changed in between, its row shows the platform's reason and nothing was reported.
 */
import { Button, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetOrderCountQueryKey,
  getGetOrderListDataQueryKey,
  getGetTransferTreatmentOrderDetailQueryKey,
  getGetUnprocessedCountV1QueryKey,
  useUploadInvalidContactExcel,
} from '@generated/main/orders/orders';
import { useT } from '@/lib/i18n/use-t.ts';
import {
  INVALID_CONTACT_MAX_ROWS,
  INVALID_CONTACT_REASON_NAMES,
  INVALID_CONTACT_REMARK_MAX,
  checkInvalidContactSheet,
  type InvalidContactRow,
} from '@/lib/orders/invalid-contact-sheet.ts';
import { ExcelImportButton } from '@/shared/ui/excel-import/excel-import-dialog.tsx';
import { saveBlob } from '@/shared/ui/export-button/export-button.tsx';
import { invalidContactImportTexts } from './invalid-contact-texts.ts';

/** The template module (zip and sheet code) loads on first use only. */
const templateModule = () => import('./invalid-contact-template.ts');

/** Every order query an invalid-contact report makes stale: lists, counts, details, the unprocessed badge. */
const STALE_KEYS = [
  getGetOrderListDataQueryKey().slice(0, 2),
  getGetOrderCountQueryKey().slice(0, 2),
  getGetTransferTreatmentOrderDetailQueryKey().slice(0, 1),
  getGetUnprocessedCountV1QueryKey(),
];

const REASON_LIST = Object.entries(INVALID_CONTACT_REASON_NAMES)
  .map(([code, name]) => `${code} ${name}`)
  .join('；');

export interface InvalidContactImportButtonProps {
  /** Called with the number of orders reported, after the order queries were refreshed. */
  onImported?: (count: number) => void;
}

export function InvalidContactImportButton({ onImported }: InvalidContactImportButtonProps) {
  const t = useT(invalidContactImportTexts);
  const queryClient = useQueryClient();
  const upload = useUploadInvalidContactExcel();

  const downloadTemplate = async () => {
    const { invalidContactTemplate } = await templateModule();
    saveBlob(invalidContactTemplate(), t('invalidContactImport.templateName'));
  };

  return (
    <ExcelImportButton<InvalidContactRow, 'columns' | 'noRows' | 'tooManyRows'>
      label={t('invalidContactImport.open')}
      checkSheet={checkInvalidContactSheet}
      problemText={(row) => {
        if (!row.problem) return null;
        return row.problem === 'remarkTooLong'
          ? t('invalidContactImport.problem.remarkTooLong', { max: INVALID_CONTACT_REMARK_MAX })
          : t(`invalidContactImport.problem.${row.problem}`);
      }}
      send={async (file, mode) => (await upload.mutateAsync({ data: { file, mode } })).data}
      onSaved={async (count) => {
        await Promise.all(STALE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        onImported?.(count);
      }}
      hint={<Typography.Text type="secondary">{t('invalidContactImport.reasons', { list: REASON_LIST })}</Typography.Text>}
      actions={<Button onClick={() => void downloadTemplate()}>{t('invalidContactImport.template')}</Button>}
      columns={[
        { key: 'followNumber', dataIndex: 'followNumber', title: t('invalidContactImport.followNumber') },
        {
          key: 'reason',
          dataIndex: 'reasonText',
          title: t('invalidContactImport.reason'),
          render: (_: unknown, row) => (row.reason !== null ? INVALID_CONTACT_REASON_NAMES[row.reason] : row.reasonText),
        },
        { key: 'remark', dataIndex: 'remark', title: t('invalidContactImport.remark'), ellipsis: true },
      ]}
      texts={{
        title: t('invalidContactImport.title'),
        steps: t('invalidContactImport.steps'),
        pick: t('invalidContactImport.pick'),
        fileInput: t('invalidContactImport.fileInput'),
        checking: t('invalidContactImport.checking'),
        summary: (params) => t('invalidContactImport.summary', params),
        blocked: t('invalidContactImport.sendBlocked'),
        allValid: (params) => t('invalidContactImport.allValid', params),
        preview: t('invalidContactImport.preview'),
        result: t('invalidContactImport.result'),
        rowOk: t('invalidContactImport.rowOk'),
        save: (count) => t('invalidContactImport.send', { count }),
        saved: (count) => t('invalidContactImport.done', { count }),
        fileError: (error) =>
          error === 'tooManyRows'
            ? t('invalidContactImport.file.tooManyRows', { max: INVALID_CONTACT_MAX_ROWS })
            : t(`invalidContactImport.file.${error}`),
      }}
    />
  );
}
