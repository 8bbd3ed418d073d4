/** The projects of a registration or a business activity: original and activity price, places. */
import { Table } from 'antd';
import type { ActivityProject } from '@generated/main/model';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { activityTexts } from './activity-texts.ts';

export function ActivityProjectsTable({ projects }: { projects: ActivityProject[] }) {
  const t = useT(activityTexts);
  return (
    <Table<ActivityProject>
      size="small"
      rowKey="projectId"
      pagination={false}
      dataSource={projects}
      aria-label={t('activities.projects')}
      columns={[
        { key: 'projectName', dataIndex: 'projectName', title: t('activities.project') },
        { key: 'originalPrice', dataIndex: 'originalPrice', title: t('activities.originalPrice'), render: (v: number) => formatMoney(v) },
        { key: 'activityPrice', dataIndex: 'activityPrice', title: t('activities.activityPrice'), render: (v: number) => formatMoney(v) },
        {
          key: 'quota',
          dataIndex: 'quota',
          title: t('activities.quota'),
          render: (v: number | null | undefined) => (v === null || v === undefined ? t('activities.noLimit') : formatNumber(v)),
        },
      ]}
    />
  );
}
