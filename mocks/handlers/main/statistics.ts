/** Hospital data statistics (/statistics/board): overview, trend, staff ranking and its export. */
import { formatDate } from '../../db/random.ts';
import { exportStatisticsStaffRanking, statisticsOverview, statisticsStaffRanking, statisticsTrend } from '../../domain/statistics.ts';
import { xlsxResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

export const statisticsRoutes = [
  mainRoutes({
    getStatisticsOverview: ({ platform, body }) => statisticsOverview(platform, body),
    getStatisticsTrend: ({ platform, body }) => statisticsTrend(platform, body),
    getStatisticsStaffRanking: ({ platform, body }) => statisticsStaffRanking(platform, body),
    exportStatisticsStaffRanking: ({ platform, body }) =>
      xlsxResponse(`statistics-ranking-${formatDate(platform.now()).replace(/-/g, '')}.xlsx`, exportStatisticsStaffRanking(platform, body)),
  }),
];
