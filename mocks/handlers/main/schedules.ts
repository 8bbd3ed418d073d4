/** Doctor schedules: the grid, the sheet download, the sheet upload (check or apply). */
import { listSchedules, scheduleSheet, uploadSchedule } from '../../domain/schedules.ts';
import { xlsxResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

export const scheduleRoutes = [
  mainRoutes({
    getScheduleList: ({ platform, body }) => listSchedules(platform, body),
    downloadSchedule: ({ platform, query }) =>
      xlsxResponse(`schedule-${query.startDate}-${query.endDate}.xlsx`, scheduleSheet(platform, query.startDate, query.endDate)),
    uploadSchedule: ({ platform, body, files }) =>
      uploadSchedule(platform, files.get('file'), body.get('mode') === 'check' ? 'check' : 'apply'),
  }),
];
