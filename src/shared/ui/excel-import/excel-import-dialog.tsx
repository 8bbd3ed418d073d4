/**
 * The kit's Excel import dialog: pick the filled .xlsx, see every row with its error before
 * anything is saved, save only when every row is valid (useExcelImport has the steps). A feature
 * gives its sheet rules, the platform call, the columns of its rows and the words that name what
 * it imports; the dialog adds the row number and check columns, the progress and the errors.
 *
 *   <ExcelImportButton label={t('x.open')} checkSheet={checkXSheet} problemText={…}
 *     send={(file, mode) => upload.mutateAsync(…).then(…)} columns={[…]} texts={{…}} />
 *
 * `ExcelImportDialog` is the controlled dialog (a drawer's own button opens it);
 * `ExcelImportButton` is a header button that opens its own.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { excelImportTexts } from './excel-import-texts.ts';
import { type ExcelImportFlow, type ExcelImportRow, type FileError, useExcelImport } from './use-excel-import.ts';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The feature's words, already in the current language. */
export interface ExcelImportTexts<E extends string> {
  title: string;
  /** What to do, above the buttons. */
  steps: string;
  pick: string;
  /** The file input's accessible name. */
  fileInput: string;
  checking: string;
  summary: (params: { name: string; count: number; bad: number }) => string;
  /** Why nothing can be saved while a row has an error (under the summary). */
  blocked: string;
  allValid: (params: { name: string; count: number }) => string;
  /** The preview table's accessible name. */
  preview: string;
  /** The title of the column with each row's error. */
  result: string;
  rowOk: string;
  save: (count: number) => string;
  /** The toast after every row was saved. */
  saved: (count: number) => string;
  fileError: (error: FileError<E>) => string;
}

export interface ExcelImportDialogProps<R extends ExcelImportRow, E extends string> extends ExcelImportFlow<R, E> {
  open: boolean;
  onClose: () => void;
  texts: ExcelImportTexts<E>;
  /** The row's own columns, between the row number and its error. */
  columns: TableColumnsType<R>;
  /** More to read under the steps (e.g. the codes a column accepts). */
  hint?: ReactNode;
  /** More buttons before the pick button (e.g. the template's download). */
  actions?: ReactNode;
  width?: number;
}

export function ExcelImportDialog<R extends ExcelImportRow, E extends string>(props: ExcelImportDialogProps<R, E>) {
  // Each opening starts without a file: a fresh dialog per opening, whoever closed the last one.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpenings((n) => n + 1);
  }
  return <ImportDialog<R, E> key={openings} {...props} />;
}

function ImportDialog<R extends ExcelImportRow, E extends string>({
  open,
  onClose,
  texts,
  columns,
  hint,
  actions,
  width = 820,
  ...flow
}: ExcelImportDialogProps<R, E>) {
  const t = useT(excelImportTexts);
  const input = useRef<HTMLInputElement>(null);
  const importer = useExcelImport(flow, (count) => {
    feedback.message.success(texts.saved(count));
    close();
  });
  const { state, preview, saving, badCount, canSave } = importer;

  function close() {
    importer.reset();
    onClose();
  }

  const status = (() => {
    switch (state.step) {
      case 'reading':
        return <Alert type="info" showIcon title={t('excelImport.reading', { name: state.name })} />;
      case 'fileError':
        return <Alert type="error" showIcon title={texts.fileError(state.error)} />;
      case 'preview':
        if (state.checking) return <Alert type="info" showIcon title={texts.checking} />;
        if (badCount > 0) {
          return (
            <Alert
              type="error"
              showIcon
              title={texts.summary({ name: state.name, count: state.rows.length, bad: badCount })}
              description={texts.blocked}
            />
          );
        }
        return state.checked ? (
          <Alert type="success" showIcon title={texts.allValid({ name: state.name, count: state.rows.length })} />
        ) : null;
      default:
        return null;
    }
  })();

  return (
    <Modal
      title={texts.title}
      open={open}
      onCancel={close}
      width={width}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={close} disabled={saving}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" disabled={!canSave} loading={saving} onClick={() => void importer.save()}>
          {texts.save(preview?.rows.length ?? 0)}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{texts.steps}</Typography.Paragraph>
        {hint}
        <Flex gap={8}>
          {actions}
          <Button type="primary" ghost icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {texts.pick}
          </Button>
          <input
            ref={input}
            type="file"
            accept={XLSX_ACCEPT}
            aria-label={texts.fileInput}
            hidden
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared so picking the same (corrected) file again fires a change.
              event.currentTarget.value = '';
              void importer.pickFile(file);
            }}
          />
        </Flex>
        {status}
        {preview && (
          <Table<R>
            aria-label={texts.preview}
            size="small"
            rowKey="row"
            dataSource={preview.rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('excelImport.row'), width: 64 },
              ...columns,
              {
                key: 'result',
                title: texts.result,
                render: (_: unknown, row) => {
                  const error = importer.errorOf(row, preview.platform);
                  if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
                  // OK only once the platform passed the file: a row without its own error may still be refused.
                  return preview.checked ? <Typography.Text type="success">{texts.rowOk}</Typography.Text> : null;
                },
              },
            ]}
          />
        )}
      </Flex>
    </Modal>
  );
}

export interface ExcelImportButtonProps<R extends ExcelImportRow, E extends string> extends Omit<
  ExcelImportDialogProps<R, E>,
  'open' | 'onClose'
> {
  /** The button's text. */
  label: string;
}

/** A button that opens its own ExcelImportDialog. */
export function ExcelImportButton<R extends ExcelImportRow, E extends string>({ label, ...dialog }: ExcelImportButtonProps<R, E>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ExcelImportDialog<R, E> {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
