/**
 * Upload a schedule from Excel (the kit's ExcelImportButton): the file is read here first (its
 * rows and the checks that need no people; src/lib/schedule/schedule-sheet.ts), then checked by
 * the platform (`mode: check`, nothing saved), and shown as a preview with each row's error.
 * Saving (`mode: apply`) is possible only when every row is valid; the platform saves the whole
 * file or nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getGetScheduleListQueryKey, useUploadSchedule } from '@generated/main/schedule/schedule';
import { useT } from '@/lib/i18n/use-t.ts';
import { SCHEDULE_MAX_DAYS, SCHEDULE_MAX_ROWS, type ScheduleSheetRow, checkScheduleSheet } from '@/lib/schedule/schedule-sheet.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { ExcelImportButton } from '@/shared/ui/excel-import/excel-import-dialog.tsx';
import { scheduleTexts } from './schedule-texts.ts';

export function ScheduleUploadButton() {
  const t = useT(scheduleTexts);
  const queryClient = useQueryClient();
  const upload = useUploadSchedule();

  return (
    <ExcelImportButton<ScheduleSheetRow, 'columns' | 'noRows' | 'tooManyRows' | 'tooManyDays'>
      label={t('schedule.upload')}
      width={760}
      checkSheet={checkScheduleSheet}
      problemText={(row) => {
        if (row.problem === 'missingName') return t('schedule.problemMissingName');
        if (row.problem === 'unknownKind') return t('schedule.problemUnknownKind');
        if (row.problem === 'unknownShift') return t('schedule.problemUnknownShift', { date: row.badDate ?? '' });
        if (row.problem === 'duplicatePerson') return t('schedule.problemDuplicatePerson');
        return null;
      }}
      send={async (file, mode) => {
        const { data } = await upload.mutateAsync({ data: { file, mode } });
        return { ...data, failures: data.errors.map((e) => ({ row: e.row, reason: e.message })) };
      }}
      onSaved={() => queryClient.invalidateQueries({ queryKey: getGetScheduleListQueryKey().slice(0, 1) })}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('schedule.person') },
        {
          key: 'kind',
          title: t('schedule.kind'),
          // A kind the sheet cannot read has no tag: the row's error says why.
          render: (_: unknown, row) => (row.personType === null ? null : <EnumTag kind="schedulePersonType" value={row.personType} />),
        },
        {
          key: 'workDays',
          title: t('schedule.workDays'),
          render: (_: unknown, row) => row.shifts.filter((s) => s !== null && s !== 0).length,
        },
      ]}
      texts={{
        title: t('schedule.uploadTitle'),
        steps: t('schedule.uploadSteps'),
        pick: t('schedule.pick'),
        fileInput: t('schedule.fileInput'),
        checking: t('schedule.checking'),
        summary: (params) => t('schedule.summary', params),
        blocked: t('schedule.blocked'),
        allValid: (params) => t('schedule.allValid', params),
        preview: t('schedule.preview'),
        result: t('schedule.error'),
        rowOk: t('schedule.ok'),
        save: (count) => t('schedule.save', { count }),
        saved: (count) => t('schedule.saved', { count }),
        fileError: (error) =>
          ({
            columns: t('schedule.fileColumns'),
            noRows: t('schedule.fileNoRows'),
            tooManyRows: t('schedule.fileTooManyRows', { max: SCHEDULE_MAX_ROWS }),
            tooManyDays: t('schedule.fileTooManyDays', { max: SCHEDULE_MAX_DAYS }),
            unreadable: t('schedule.fileUnreadable'),
          })[error],
      }}
    />
  );
}
