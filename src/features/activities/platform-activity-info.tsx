/**
 * One platform activity as the platform describes it: phase, registration and activity periods,
 * cities, the projects it accepts with their price ceilings and minimum places, and its rules
 * (platform HTML, sanitised). Shown by the unsigned view, the registration page and the sign-up form.
 */
import { Card, Flex, Table, Tag } from 'antd';
import type { ActivityPlatformDetail, ActivityPlatformProjectRule } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { SafeHtml } from '@/shared/ui/safe-html/safe-html.tsx';
import { activityTexts } from './activity-texts.ts';

const period = (from: string, to: string) => `${formatDateTimeMinute(from)} – ${formatDateTimeMinute(to)}`;

export function ProjectRulesTable({ rules }: { rules: ActivityPlatformProjectRule[] }) {
  const t = useT(activityTexts);
  return (
    <Table<ActivityPlatformProjectRule>
      size="small"
      rowKey="projectId"
      pagination={false}
      dataSource={rules}
      aria-label={t('activities.projectRules')}
      columns={[
        { key: 'projectName', dataIndex: 'projectName', title: t('activities.project') },
        {
          key: 'priceCeiling',
          dataIndex: 'priceCeiling',
          title: t('activities.priceCeiling'),
          render: (value: number | null | undefined) =>
            value === null || value === undefined ? t('activities.noLimit') : formatMoney(value),
        },
        {
          key: 'minDiscountPercent',
          dataIndex: 'minDiscountPercent',
          title: t('activities.minDiscount'),
          render: (value: number | null | undefined) =>
            value === null || value === undefined ? t('activities.noLimit') : t('activities.minDiscountValue', { percent: value }),
        },
        {
          key: 'minQuota',
          dataIndex: 'minQuota',
          title: t('activities.minQuota'),
          render: (value: number | null | undefined) =>
            value === null || value === undefined ? t('activities.noLimit') : formatNumber(value),
        },
      ]}
    />
  );
}

export function PlatformActivityInfo({ activity }: { activity: ActivityPlatformDetail }) {
  const t = useT(activityTexts);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <DetailDescriptions
          data={activity}
          items={[
            {
              key: 'status',
              label: t('activities.status'),
              render: (status, a) => (
                <Flex gap={4}>
                  <EnumTag kind="activityPlatformStatus" value={status} />
                  {a.isClosingSoon && <Tag color="volcano">{t('activities.closingSoon')}</Tag>}
                </Flex>
              ),
            },
            { key: 'signUpCount', label: t('activities.signUpCount'), render: (count) => formatNumber(count) },
            {
              key: 'signUpStartTime',
              label: t('activities.registrationWindow'),
              render: (_, a) => period(a.signUpStartTime, a.signUpEndTime),
            },
            {
              key: 'activityStartTime',
              label: t('activities.activityPeriod'),
              render: (_, a) => period(a.activityStartTime, a.activityEndTime),
            },
            {
              key: 'cityNames',
              label: t('activities.cities'),
              render: (cities) => (cities && cities.length > 0 ? cities.join('、') : t('activities.nationwide')),
            },
            { key: 'maxProjects', label: t('activities.maxProjects') },
            { key: 'serviceFeeRate', label: t('activities.serviceFee'), render: (rate) => `${rate}%` },
          ]}
        />
      </Card>
      <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('activities.projectRules')}</h2>}>
        <ProjectRulesTable rules={activity.projectRules} />
      </Card>
      <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('activities.rules')}</h2>}>
        <SafeHtml html={activity.rules} />
      </Card>
    </Flex>
  );
}
