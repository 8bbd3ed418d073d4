/**
 * The bill's Excel import: pick the filled-in template, see every row with its error, import only
 * when every row is valid. Two checks before anything is saved: in the browser (columns, yes/no,
 * amounts, duplicates; src/lib/finance/bill-sheet.ts), then with the platform in mode `check`
 * (order numbers not in the bill), which changes nothing. The import (mode `apply`) is all or
 * nothing on the platform too. It carries the bill's version: if someone changed the bill since,
 * the platform refuses and the drawer shows the conflict.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useUploadFinanceBillExcel } from '@generated/main/finance-bill/finance-bill';
import type { FinanceBill, FinanceBillUploadFailure } from '@generated/main/model';
import type { BillSheetRow } from '@/lib/finance/bill-sheet.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { formatCents } from '@/lib/money/money.ts';
import { billImportTexts } from './bill-import-texts.ts';

type FileError = 'columns' | 'noRows' | 'tooManyRows' | 'unreadable';

interface PreviewRow extends BillSheetRow {
  platformReason?: string;
}

type State =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'fileError'; name: string; error: FileError }
  | { step: 'preview'; name: string; file: File; rows: PreviewRow[]; checking: boolean; checked: boolean };

const fileModule = () => import('./bill-import-file.ts');

function withPlatformReasons(rows: PreviewRow[], failures: readonly FinanceBillUploadFailure[]): PreviewRow[] {
  const byRow = new Map(failures.map((f) => [f.rowNo, f.reason]));
  return rows.map((row) => ({ ...row, platformReason: byRow.get(row.row) }));
}

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
  const [state, setState] = useState<State>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const pick = useRef(0);
  const upload = useUploadFinanceBillExcel();

  const problemText = (row: PreviewRow): string | null =>
    row.problem ? t(`financeBillImport.problem.${row.problem}`) : (row.platformReason ?? null);

  const send = (file: File, mode: 'check' | 'apply') =>
    upload.mutateAsync({ data: { file, billId: bill.id, lockVersion: bill.lockVersion, mode } });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const id = ++pick.current;
    setState({ step: 'reading', name: file.name });
    const { readBillFile } = await fileModule();
    const read = await readBillFile(file);
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
    setState({ step: 'preview', name: file.name, file, rows, checking: true, checked: false });
    try {
      const result = await send(file, 'check');
      if (pick.current !== id) return;
      setState({
        step: 'preview',
        name: file.name,
        file,
        rows: withPlatformReasons(rows, result.data.failures),
        checking: false,
        checked: result.data.failCount === 0,
      });
    } catch {
      if (pick.current === id) setState({ step: 'preview', name: file.name, file, rows, checking: false, checked: false });
      await onRefused();
    }
  };

  const close = () => {
    pick.current += 1;
    setState({ step: 'idle' });
    onClose();
  };

  const preview = state.step === 'preview' ? state : null;
  const badCount = preview ? preview.rows.filter((row) => problemText(row) !== null).length : 0;
  const canSend = !!preview && preview.checked && !preview.checking && badCount === 0 && !upload.isPending;

  const apply = async () => {
    if (!preview || !canSend) return;
    try {
      const result = await send(preview.file, 'apply');
      if (result.data.failCount > 0) {
        setState({ ...preview, rows: withPlatformReasons(preview.rows, result.data.failures), checked: false });
        return;
      }
      feedback.message.success(t('financeBillImport.done', { count: result.data.successCount }));
      close();
      await onImported();
    } catch {
      close();
      await onRefused();
    }
  };

  const status = (() => {
    switch (state.step) {
      case 'reading':
        return <Alert type="info" showIcon title={t('financeBillImport.reading', { name: state.name })} />;
      case 'fileError':
        return <Alert type="error" showIcon title={t(`financeBillImport.file.${state.error}`)} />;
      case 'preview':
        if (state.checking) return <Alert type="info" showIcon title={t('financeBillImport.checking')} />;
        if (badCount > 0) {
          return (
            <Alert
              type="error"
              showIcon
              title={t('financeBillImport.summary', { name: state.name, count: state.rows.length, bad: badCount })}
              description={t('financeBillImport.sendBlocked')}
            />
          );
        }
        return state.checked ? (
          <Alert type="success" showIcon title={t('financeBillImport.allValid', { name: state.name, count: state.rows.length })} />
        ) : null;
      default:
        return null;
    }
  })();

  return (
    <Modal
      title={t('financeBillImport.title')}
      open={open}
      onCancel={close}
      width={860}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="send" type="primary" disabled={!canSend} loading={upload.isPending && !preview?.checking} onClick={() => void apply()}>
          {t('financeBillImport.send', { count: preview?.rows.length ?? 0 })}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('financeBillImport.steps')}</Typography.Paragraph>
        <div>
          <Button type="primary" ghost icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {t('financeBillImport.pick')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t('financeBillImport.fileInput')}
            hidden
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              void onFile(file);
            }}
          />
        </div>
        {status}
        {preview && (
          <Table<PreviewRow>
            aria-label={t('financeBillImport.preview')}
            size="small"
            rowKey="row"
            dataSource={preview.rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('financeBillImport.row'), width: 64 },
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
              {
                key: 'result',
                title: t('financeBillImport.result'),
                render: (_: unknown, row) => {
                  const problem = problemText(row);
                  if (problem) return <Typography.Text type="danger">{problem}</Typography.Text>;
                  return preview.checked ? <Typography.Text type="success">{t('financeBillImport.rowOk')}</Typography.Text> : null;
                },
              },
            ]}
          />
        )}
      </Flex>
    </Modal>
  );
}
