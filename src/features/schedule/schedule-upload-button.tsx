/**
 * Upload a schedule from Excel: the file is read here first (its rows and the checks that need no
 * doctors), then checked by the platform (`mode: check`, nothing saved), and shown as a preview
 * with each row's error. Saving (`mode: apply`) is possible only when every row is valid; the
 * platform saves the whole file or nothing.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { getGetScheduleListQueryKey, useUploadSchedule } from '@generated/main/schedule/schedule';
import type { ScheduleUploadError } from '@generated/main/model';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { SCHEDULE_MAX_DAYS, SCHEDULE_MAX_ROWS, type ScheduleSheetRow } from '@/lib/schedule/schedule-sheet.ts';
import { scheduleTexts } from './schedule-texts.ts';

const fileModule = () => import('./schedule-file.ts');

type FileError = 'columns' | 'noRows' | 'tooManyRows' | 'tooManyDays' | 'unreadable';
type State =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'fileError'; name: string; error: FileError }
  | {
      step: 'preview';
      name: string;
      file: File;
      rows: ScheduleSheetRow[];
      platform: ScheduleUploadError[];
      checking: boolean;
      checked: boolean;
    };

export function ScheduleUploadButton() {
  const t = useT(scheduleTexts);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const pick = useRef(0);
  const upload = useUploadSchedule();

  const problemText = (row: ScheduleSheetRow, platform: readonly ScheduleUploadError[]): string | null => {
    if (row.problem === 'missingDoctor') return t('schedule.problemMissingDoctor');
    if (row.problem === 'unknownShift') return t('schedule.problemUnknownShift', { date: row.badDate ?? '' });
    if (row.problem === 'duplicateDoctor') return t('schedule.problemDuplicateDoctor');
    return platform.find((e) => e.row === row.row)?.message ?? null;
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const id = ++pick.current;
    setState({ step: 'reading', name: file.name });
    const { readScheduleFile } = await fileModule();
    const read = await readScheduleFile(file);
    if (pick.current !== id) return;
    if (!read.ok) {
      setState({ step: 'fileError', name: file.name, error: read.error });
      return;
    }
    const base = { step: 'preview' as const, name: file.name, file, rows: read.rows, platform: [] };
    if (read.rows.some((row) => row.problem)) {
      setState({ ...base, checking: false, checked: false });
      return;
    }
    setState({ ...base, checking: true, checked: false });
    try {
      const result = await upload.mutateAsync({ data: { file, mode: 'check' } });
      if (pick.current === id) setState({ ...base, platform: result.data.errors, checking: false, checked: result.data.failCount === 0 });
    } catch {
      // The platform's message was the error toast; the file stays unsendable.
      if (pick.current === id) setState({ ...base, checking: false, checked: false });
    }
  };

  const close = () => {
    pick.current += 1;
    setOpen(false);
    setState({ step: 'idle' });
  };

  const preview = state.step === 'preview' ? state : null;
  const badCount = preview ? preview.rows.filter((row) => problemText(row, preview.platform) !== null).length : 0;
  const canSave = !!preview && preview.checked && !preview.checking && badCount === 0 && !upload.isPending;

  const save = async () => {
    if (!preview || !canSave) return;
    try {
      const result = await upload.mutateAsync({ data: { file: preview.file, mode: 'apply' } });
      if (result.data.failCount > 0) {
        // Something changed since the check (a doctor went offline): nothing was saved; show why.
        setState({ ...preview, platform: result.data.errors, checked: false });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: getGetScheduleListQueryKey().slice(0, 1) });
      feedback.message.success(t('schedule.saved', { count: result.data.successCount }));
      close();
    } catch {
      // The error toast said why; the preview stays.
    }
  };

  const status = (() => {
    switch (state.step) {
      case 'reading':
        return <Alert type="info" showIcon title={t('schedule.reading', { name: state.name })} />;
      case 'fileError': {
        const text = {
          columns: t('schedule.fileColumns'),
          noRows: t('schedule.fileNoRows'),
          tooManyRows: t('schedule.fileTooManyRows', { max: SCHEDULE_MAX_ROWS }),
          tooManyDays: t('schedule.fileTooManyDays', { max: SCHEDULE_MAX_DAYS }),
          unreadable: t('schedule.fileUnreadable'),
        }[state.error];
        return <Alert type="error" showIcon title={text} />;
      }
      case 'preview':
        if (state.checking) return <Alert type="info" showIcon title={t('schedule.checking')} />;
        if (badCount > 0)
          return (
            <Alert
              type="error"
              showIcon
              title={t('schedule.summary', { name: state.name, count: state.rows.length, bad: badCount })}
              description={t('schedule.blocked')}
            />
          );
        return state.checked ? (
          <Alert type="success" showIcon title={t('schedule.allValid', { name: state.name, count: state.rows.length })} />
        ) : null;
      default:
        return null;
    }
  })();

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('schedule.upload')}
      </Button>
      <Modal
        title={t('schedule.uploadTitle')}
        open={open}
        onCancel={close}
        width={760}
        destroyOnHidden
        maskClosable={false}
        footer={[
          <Button key="cancel" onClick={close}>
            {t('common.cancel')}
          </Button>,
          <Button
            key="save"
            type="primary"
            disabled={!canSave}
            loading={upload.isPending && !preview?.checking}
            onClick={() => void save()}
          >
            {t('schedule.save', { count: preview?.rows.length ?? 0 })}
          </Button>,
        ]}
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('schedule.uploadSteps')}</Typography.Paragraph>
          <Flex gap={8}>
            <Button type="primary" ghost icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              {t('schedule.pick')}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={t('schedule.fileInput')}
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
            <Table<ScheduleSheetRow>
              aria-label={t('schedule.preview')}
              size="small"
              rowKey="row"
              dataSource={preview.rows}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('schedule.row'), width: 64 },
                { key: 'doctorName', dataIndex: 'doctorName', title: t('schedule.doctor') },
                {
                  key: 'workDays',
                  title: t('schedule.workDays'),
                  render: (_: unknown, row) => row.shifts.filter((s) => s !== null && s !== 0).length,
                },
                {
                  key: 'error',
                  title: t('schedule.error'),
                  render: (_: unknown, row) => {
                    const text = problemText(row, preview.platform);
                    return text ? (
                      <Typography.Text type="danger">{text}</Typography.Text>
                    ) : (
                      <Typography.Text type="success">{t('schedule.ok')}</Typography.Text>
                    );
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
