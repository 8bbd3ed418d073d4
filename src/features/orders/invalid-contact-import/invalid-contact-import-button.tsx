/**
 * Batch invalid-contact report from Excel (uploadInvalidContactExcel), the order list's header
 * button: download the template, pick the filled .xlsx, see every row with its error, send only
 * when every row is valid.
 *
 * The preview checks the file in two steps: first in the browser (columns, empty and duplicate
 * rows, reasons; src/lib/orders/invalid-contact-sheet.ts), then, when those pass, with the
 * platform in mode `check` (unknown follow numbers, an order whose status does not allow the
 * report), which changes nothing. Sending (mode `apply`) is all or nothing on the platform too: if
 * an order changed in between, its row shows the platform's reason and nothing was reported.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { OrderInvalidContactImportFailure } from '@generated/main/model';
import {
  getGetOrderCountQueryKey,
  getGetOrderListDataQueryKey,
  getGetTransferTreatmentOrderDetailQueryKey,
  getGetUnprocessedCountV1QueryKey,
  useUploadInvalidContactExcel,
} from '@generated/main/orders/orders';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import {
  INVALID_CONTACT_MAX_ROWS,
  INVALID_CONTACT_REASON_NAMES,
  INVALID_CONTACT_REMARK_MAX,
  type InvalidContactRow,
} from '@/lib/orders/invalid-contact-sheet.ts';
import { saveBlob } from '@/shared/ui/export-button/export-button.tsx';
import { invalidContactImportTexts } from './invalid-contact-texts.ts';

type FileError = 'columns' | 'noRows' | 'tooManyRows' | 'unreadable';

interface PreviewRow extends InvalidContactRow {
  /** The platform's reason when its check refused the row. */
  platformReason?: string;
}

type State =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'fileError'; name: string; error: FileError }
  | { step: 'preview'; name: string; file: File; rows: PreviewRow[]; checking: boolean; checked: boolean };

/** The file module (zip and sheet code) loads on first use only. */
const fileModule = () => import('./invalid-contact-file.ts');

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

function withPlatformReasons(rows: PreviewRow[], failures: readonly OrderInvalidContactImportFailure[]): PreviewRow[] {
  const byRow = new Map(failures.map((f) => [f.row, f.reason]));
  return rows.map((row) => ({ ...row, platformReason: byRow.get(row.row) }));
}

export interface InvalidContactImportButtonProps {
  /** Called with the number of orders reported, after the order queries were refreshed. */
  onImported?: (count: number) => void;
}

export function InvalidContactImportButton({ onImported }: InvalidContactImportButtonProps) {
  const t = useT(invalidContactImportTexts);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  // The latest picked file; an answer for an earlier pick is dropped.
  const pick = useRef(0);
  const upload = useUploadInvalidContactExcel();

  const problemText = (row: PreviewRow): string | null => {
    if (row.problem) {
      return row.problem === 'remarkTooLong'
        ? t('invalidContactImport.problem.remarkTooLong', { max: INVALID_CONTACT_REMARK_MAX })
        : t(`invalidContactImport.problem.${row.problem}`);
    }
    return row.platformReason ?? null;
  };

  const check = async (name: string, file: File, rows: PreviewRow[], id: number) => {
    setState({ step: 'preview', name, file, rows, checking: true, checked: false });
    try {
      const result = await upload.mutateAsync({ data: { file, mode: 'check' } });
      if (pick.current !== id) return;
      setState({
        step: 'preview',
        name,
        file,
        rows: withPlatformReasons(rows, result.data.failures),
        checking: false,
        checked: result.data.failCount === 0,
      });
    } catch {
      // The platform's message was shown as the error toast; the file stays unsendable.
      if (pick.current === id) setState({ step: 'preview', name, file, rows, checking: false, checked: false });
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const id = ++pick.current;
    setState({ step: 'reading', name: file.name });
    const { readInvalidContactFile } = await fileModule();
    const read = await readInvalidContactFile(file);
    if (pick.current !== id) return;
    if (!read.ok) {
      setState({ step: 'fileError', name: file.name, error: read.error });
      return;
    }
    const rows: PreviewRow[] = read.rows;
    if (rows.some((row) => row.problem)) {
      setState({ step: 'preview', name: file.name, file, rows, checking: false, checked: false });
      return;
    }
    await check(file.name, file, rows, id);
  };

  const downloadTemplate = async () => {
    const { invalidContactTemplate } = await fileModule();
    saveBlob(invalidContactTemplate(), t('invalidContactImport.templateName'));
  };

  const close = () => {
    pick.current += 1;
    setOpen(false);
    setState({ step: 'idle' });
  };

  const preview = state.step === 'preview' ? state : null;
  const badCount = preview ? preview.rows.filter((row) => problemText(row) !== null).length : 0;
  const canSend = !!preview && preview.checked && !preview.checking && badCount === 0 && !upload.isPending;

  const send = async () => {
    if (!preview || !canSend) return;
    try {
      const result = await upload.mutateAsync({ data: { file: preview.file, mode: 'apply' } });
      if (result.data.failCount > 0) {
        // An order changed since the check: nothing was reported; show why.
        setState({ ...preview, rows: withPlatformReasons(preview.rows, result.data.failures), checked: false });
        return;
      }
      await Promise.all(STALE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      feedback.message.success(t('invalidContactImport.done', { count: result.data.successCount }));
      close();
      onImported?.(result.data.successCount);
    } catch {
      // The error toast said why; the preview stays for another try.
    }
  };

  const status = (() => {
    switch (state.step) {
      case 'reading':
        return <Alert type="info" showIcon title={t('invalidContactImport.reading', { name: state.name })} />;
      case 'fileError':
        return (
          <Alert
            type="error"
            showIcon
            title={
              state.error === 'tooManyRows'
                ? t('invalidContactImport.file.tooManyRows', { max: INVALID_CONTACT_MAX_ROWS })
                : t(`invalidContactImport.file.${state.error}`)
            }
          />
        );
      case 'preview':
        if (state.checking) return <Alert type="info" showIcon title={t('invalidContactImport.checking')} />;
        if (badCount > 0) {
          return (
            <Alert
              type="error"
              showIcon
              title={t('invalidContactImport.summary', { name: state.name, count: state.rows.length, bad: badCount })}
              description={t('invalidContactImport.sendBlocked')}
            />
          );
        }
        return state.checked ? (
          <Alert type="success" showIcon title={t('invalidContactImport.allValid', { name: state.name, count: state.rows.length })} />
        ) : null;
      default:
        return null;
    }
  })();

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('invalidContactImport.open')}
      </Button>
      <Modal
        title={t('invalidContactImport.title')}
        open={open}
        onCancel={close}
        width={820}
        destroyOnHidden
        mask={{ closable: false }}
        footer={[
          <Button key="cancel" onClick={close} disabled={upload.isPending && !preview?.checking}>
            {t('common.cancel')}
          </Button>,
          <Button
            key="send"
            type="primary"
            disabled={!canSend}
            loading={upload.isPending && !preview?.checking}
            onClick={() => void send()}
          >
            {t('invalidContactImport.send', { count: preview?.rows.length ?? 0 })}
          </Button>,
        ]}
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('invalidContactImport.steps')}</Typography.Paragraph>
          <Typography.Text type="secondary">{t('invalidContactImport.reasons', { list: REASON_LIST })}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={() => void downloadTemplate()}>{t('invalidContactImport.template')}</Button>
            <Button type="primary" ghost icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              {t('invalidContactImport.pick')}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={t('invalidContactImport.fileInput')}
              hidden
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                // Cleared so picking the same (corrected) file again fires a change.
                event.currentTarget.value = '';
                void onFile(file);
              }}
            />
          </Flex>
          {status}
          {preview && (
            <Table<PreviewRow>
              aria-label={t('invalidContactImport.preview')}
              size="small"
              rowKey="row"
              dataSource={preview.rows}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('invalidContactImport.row'), width: 64 },
                { key: 'followNumber', dataIndex: 'followNumber', title: t('invalidContactImport.followNumber') },
                {
                  key: 'reason',
                  dataIndex: 'reasonText',
                  title: t('invalidContactImport.reason'),
                  render: (_: unknown, row) => (row.reason !== null ? INVALID_CONTACT_REASON_NAMES[row.reason] : row.reasonText),
                },
                { key: 'remark', dataIndex: 'remark', title: t('invalidContactImport.remark'), ellipsis: true },
                {
                  key: 'result',
                  title: t('invalidContactImport.result'),
                  render: (_: unknown, row) => {
                    const problem = problemText(row);
                    if (problem) return <Typography.Text type="danger">{problem}</Typography.Text>;
                    return preview.checked ? <Typography.Text type="success">{t('invalidContactImport.rowOk')}</Typography.Text> : null;
                  },
                },
              ]}
            />
          )}
        </Flex>
      </Modal>
    </>
  );
}
