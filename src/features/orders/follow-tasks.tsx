/**
 * The follow tasks the platform set on an order (`getFollowTask`), by deadline: what is asked,
 * by when, and whether it is done, overdue or closed. A task opens the follow records made for it
 * and the deals recorded under it (`getFollowTaskInfo`), so staff see what answered it.
 */
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useGetFollowTask, useGetFollowTaskInfo } from '@generated/main/orders/orders';
import type { FollowTask } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { EmptyState, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { FollowTimeline } from './follow-timeline.tsx';
import { orderTexts } from './order-texts.ts';

function TaskRecords({ task }: { task: FollowTask }) {
  const t = useT(orderTexts);
  const query = useGetFollowTaskInfo({ followId: task.followId, taskId: task.id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query} rows={3}>
      {(info) => (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('orders.taskDeals', { count: info.deals.length })}</Typography.Text>
          <FollowTimeline records={info.records} />
        </Flex>
      )}
    </QueryBoundary>
  );
}

function TaskItem({ task }: { task: FollowTask }) {
  const t = useT(orderTexts);
  const [open, setOpen] = useState(false);
  return (
    <Card size="small" role="listitem" aria-label={task.title}>
      <Flex gap={8} wrap align="center">
        <EnumTag kind="followTaskType" value={task.taskType} />
        <Typography.Text strong>{task.title}</Typography.Text>
        <EnumTag kind="followTaskStatus" value={task.status} />
        <Typography.Text type="secondary">
          {task.finishTime
            ? t('orders.taskFinished', { time: formatDateTimeMinute(task.finishTime) })
            : t('orders.taskDeadline', { time: formatDateTimeMinute(task.deadline) })}
        </Typography.Text>
        <Button type="link" size="small" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {t(open ? 'orders.hideTaskRecords' : 'orders.showTaskRecords')}
        </Button>
      </Flex>
      {task.requirement && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{task.requirement}</Typography.Paragraph>}
      {open && <TaskRecords task={task} />}
    </Card>
  );
}

export function FollowTasks({ followId }: { followId: number }) {
  const t = useT(orderTexts);
  const query = useGetFollowTask({ followId }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query} rows={4}>
      {(tasks) =>
        tasks.length === 0 ? (
          <EmptyState>{t('orders.noTasks')}</EmptyState>
        ) : (
          <Flex vertical gap={8} role="list" aria-label={t('orders.tasks')}>
            {tasks.map((task) => (
              <TaskItem key={task.id} task={task} />
            ))}
          </Flex>
        )
      }
    </QueryBoundary>
  );
}
