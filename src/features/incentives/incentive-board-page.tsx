/**
 * `/incentive/board`: the order-volume incentive plans offered to the hospital. One plan at a time
 * (the current one first): its period, rules and whether the hospital joined (join it while the
 * platform lets it), the figures counted from its dispatched orders, and each reward tier with the
 * hospital's rates against the tier's targets. The platform decides which tier is reached
 * (`reachedTierLevel`); the page only shows it.
 */
import { Button, Card, Col, Descriptions, Flex, Popconfirm, Progress, Row, Select, Statistic, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetFollowIncentiveBoardQueryKey,
  getGetFollowIncentivePlanListQueryKey,
  useGetFollowIncentiveBoard,
  useGetFollowIncentivePlanList,
  useJoinFollowIncentivePlan,
} from '@generated/main/follow-incentive/follow-incentive';
import type { FollowIncentiveBoard, FollowIncentivePlan, FollowIncentiveTier } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { incentiveTexts } from './incentive-texts.ts';

/** A plan can be joined while it has not ended and its join deadline has not passed (the platform checks again). */
const joinable = (plan: FollowIncentivePlan) => !plan.isJoined && (plan.status === 0 || plan.status === 1);

function JoinButton({ plan }: { plan: FollowIncentivePlan }) {
  const t = useT(incentiveTexts);
  const queryClient = useQueryClient();
  const join = useJoinFollowIncentivePlan({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('incentives.joinedDone'));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetFollowIncentiveBoardQueryKey().slice(0, 1) }),
          queryClient.invalidateQueries({ queryKey: getGetFollowIncentivePlanListQueryKey().slice(0, 1) }),
        ]);
      },
    },
  });
  return (
    <Popconfirm
      title={t('incentives.joinConfirm', { name: plan.name })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onConfirm={() => join.mutateAsync({ data: { planId: plan.id } }).catch(() => undefined)}
    >
      <Button type="primary" loading={join.isPending}>
        {t('incentives.join')}
      </Button>
    </Popconfirm>
  );
}

function PlanCard({ plan }: { plan: FollowIncentivePlan }) {
  const t = useT(incentiveTexts);
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
            {plan.name}
          </Typography.Title>
          <EnumTag kind="incentivePlanStatus" value={plan.status} />
          <Tag color={plan.isJoined ? 'success' : 'default'}>{t(plan.isJoined ? 'incentives.joined' : 'incentives.notJoined')}</Tag>
        </Flex>
      }
      extra={joinable(plan) && <JoinButton plan={plan} />}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'period', label: t('incentives.period'), children: `${plan.startDate} – ${plan.endDate}` },
          {
            key: 'deadline',
            label: t('incentives.joinDeadline'),
            children: plan.joinDeadline ? formatDateTimeMinute(plan.joinDeadline) : t('common.emptyValue'),
          },
          { key: 'base', label: t('incentives.baseOrders'), children: formatNumber(plan.baseOrderCount) },
          {
            key: 'hours',
            label: t('incentives.rules'),
            span: 3,
            children: t('incentives.followHours', { hours: plan.followDeadlineHours }),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {plan.rules}
      </Typography.Paragraph>
    </Card>
  );
}

function Figures({ board }: { board: FollowIncentiveBoard }) {
  const t = useT(incentiveTexts);
  const figures: [string, string][] = [
    [t('incentives.dispatchCount'), formatNumber(board.dispatchCount)],
    [t('incentives.followedCount'), formatNumber(board.followedCount)],
    [t('incentives.inTimeFollowRate'), `${board.inTimeFollowRate}%`],
    [t('incentives.metCount'), formatNumber(board.metCount)],
    [t('incentives.meetRate'), `${board.meetRate}%`],
    [t('incentives.dealCount'), formatNumber(board.dealCount)],
    [t('incentives.dealAmount'), formatMoney(board.dealAmount)],
    [t('incentives.pendingFollowCount'), formatNumber(board.pendingFollowCount)],
    [t('incentives.overdueCount'), formatNumber(board.overdueCount)],
  ];
  return (
    <Card
      title={t('incentives.figures')}
      extra={
        <Typography.Text type="secondary">{t('incentives.updated', { time: formatDateTimeMinute(board.updateTime) })}</Typography.Text>
      }
    >
      <Row gutter={[16, 16]} role="list" aria-label={t('incentives.figures')}>
        {figures.map(([label, value]) => (
          <Col key={label} xs={12} md={8} lg={6} xl={4} role="listitem">
            <Statistic title={label} value={value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** A rate against its target as a bar: full at the target. */
function RateBar({ label, value, target }: { label: string; value: number; target: number }) {
  const percent = target === 0 ? 100 : Math.min(100, Math.round((value / target) * 100));
  return (
    <div>
      <Typography.Text>{label}</Typography.Text>
      <Progress percent={percent} status={value >= target ? 'success' : 'active'} showInfo={false} aria-label={label} />
    </div>
  );
}

function TierCard({ tier, board }: { tier: FollowIncentiveTier; board: FollowIncentiveBoard }) {
  const t = useT(incentiveTexts);
  const reached = board.reachedTierLevel !== null && tier.level <= board.reachedTierLevel;
  return (
    <Card
      size="small"
      title={tier.name}
      extra={<Tag color={reached ? 'success' : 'default'}>{t(reached ? 'incentives.reached' : 'incentives.notReached')}</Tag>}
      role="listitem"
      aria-label={tier.name}
    >
      <Typography.Paragraph>
        {t('incentives.tierTargets', { follow: tier.targetFollowRate, meet: tier.targetMeetRate })}
      </Typography.Paragraph>
      <Typography.Paragraph strong>{t('incentives.tierReward', { count: tier.rewardOrderCount })}</Typography.Paragraph>
      <RateBar
        label={t('incentives.followProgress', { value: board.inTimeFollowRate, target: tier.targetFollowRate })}
        value={board.inTimeFollowRate}
        target={tier.targetFollowRate}
      />
      <RateBar
        label={t('incentives.meetProgress', { value: board.meetRate, target: tier.targetMeetRate })}
        value={board.meetRate}
        target={tier.targetMeetRate}
      />
    </Card>
  );
}

function Board({ board }: { board: FollowIncentiveBoard }) {
  const t = useT(incentiveTexts);
  const plan = board.plan;
  if (!plan) return <Typography.Paragraph>{t('incentives.noPlan')}</Typography.Paragraph>;
  return (
    <Flex vertical gap={16}>
      <PlanCard plan={plan} />
      <Figures board={board} />
      <Card
        title={t('incentives.tiers')}
        extra={
          board.earnedRewardOrderCount > 0 && <Tag color="success">{t('incentives.earned', { count: board.earnedRewardOrderCount })}</Tag>
        }
      >
        <Row gutter={[16, 16]} role="list" aria-label={t('incentives.tiers')}>
          {plan.tiers.map((tier) => (
            <Col key={tier.level} xs={24} md={12} xl={8}>
              <TierCard tier={tier} board={board} />
            </Col>
          ))}
        </Row>
      </Card>
    </Flex>
  );
}

export default function IncentiveBoardPage() {
  const t = useT(incentiveTexts);
  const [planId, setPlanId] = useState<number | undefined>(undefined);
  const plans = useGetFollowIncentivePlanList({ page: 1, limit: 50 });
  const board = useGetFollowIncentiveBoard(planId === undefined ? {} : { planId });
  return (
    <PageContainer
      extra={
        <Select
          aria-label={t('incentives.plan')}
          style={{ minWidth: 260 }}
          value={planId ?? board.data?.data.plan?.id}
          loading={plans.isPending}
          onChange={(id: number) => setPlanId(id)}
          options={(plans.data?.data.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
      }
    >
      <QueryBoundary query={board} rows={8}>
        {(answer) => <Board board={answer.data} />}
      </QueryBoundary>
    </PageContainer>
  );
}
