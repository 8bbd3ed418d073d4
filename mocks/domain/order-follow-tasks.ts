/**
 * Follow tasks (GetFollowTask, getFollowTaskInfo): the deadlines the platform sets on an order.
 * They are not stored rows: each is derived from what the order's own rows say happened, so they
 * always agree with its follow records, appointment, visit and deals:
 *
 * | Task | Set when | Deadline | Done by |
 * |---|---|---|---|
 * | 1 first contact | dispatch | dispatch + 30 min | the first hospital record |
 * | 2 confirm appointment | a visit is booked (action 7) | a day before the visit (at least 2 h after booking) | the next hospital record or the visit |
 * | 3 visit follow-up | the visit is recorded (action 8) | visit + 3 days | a follow-up, deal or no-deal record after it |
 * | 4 return visit | the first deal is recorded (action 9) | deal + 7 days | a follow-up after the deal |
 * | 5 special | a platform counselor's record | + 1 day | a hospital reply to it |
 *
 * A task not done is overdue past its deadline and closed once the order is (dealt, duplicate,
 * contact invalid). The newest task is the order's current one: its status is the order's
 * `followTaskStatus`, the value the list filters and the unprocessed counts use. A task's id is
 * the follow id × 10 + its type, so it is stable and distinct across orders.
 */
import type { FollowTask, FollowTaskInfo, FollowTaskStatus, FollowTaskType, OrderFollowRecord } from '@generated/main/model';
import { TASK_STATUS_LABELS } from '../db/catalog.ts';
import { DAY, HOUR, MINUTE, formatDateTime, parseDateTime } from '../db/random.ts';
import type { SandboxAccount, StoredOrder } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { findOrder, orderRowView } from './orders.ts';

interface Plan {
  type: FollowTaskType;
  title: string;
  requirement: string;
  created: number;
  deadline: number;
  /** When the task was done, or null. */
  done: number | null;
}

const at = (time: string) => parseDateTime(time);
const isHospital = (r: OrderFollowRecord) => r.operatorType === 1;

/** The first record after `from` (oldest first) that `accepts`, as a time. */
function firstAfter(records: readonly OrderFollowRecord[], from: number, accepts: (r: OrderFollowRecord) => boolean): number | null {
  let best: number | null = null;
  for (const r of records) {
    const time = at(r.followTime);
    if (time > from && accepts(r) && (best === null || time < best)) best = time;
  }
  return best;
}

/** When the platform learnt of a step: its newest record of `action` (a visit or deal is recorded after it happened). */
function recordedAt(records: readonly OrderFollowRecord[], action: number): number | null {
  const times = records.filter((r) => r.action === action).map((r) => at(r.followTime));
  return times.length > 0 ? Math.max(...times) : null;
}

function plans(order: StoredOrder): Plan[] {
  const records = order.followRecords;
  const project = order.orderList[0]?.projectName ?? order.intendedProjects?.[0]?.name ?? '意向项目';
  const dispatched = at(order.dispatchTime);
  const out: Plan[] = [
    {
      type: 1,
      title: '派单30分钟内首次联系客户',
      requirement: `电话或微信联系客户，确认${project}意向并记录跟进`,
      created: dispatched,
      deadline: dispatched + 30 * MINUTE,
      done: firstAfter(records, dispatched - 1, isHospital),
    },
  ];
  const booking = records.filter((r) => r.action === 7).map((r) => at(r.followTime));
  if (order.meetAppointmentTime && booking.length > 0) {
    const booked = Math.max(...booking);
    const visit = at(order.meetAppointmentTime);
    const met = order.metTime ? at(order.metTime) : null;
    const next = firstAfter(records, booked, (r) => isHospital(r) && r.action !== 7);
    out.push({
      type: 2,
      title: '到院前确认预约',
      requirement: `到院前一天与客户确认${order.meetAppointmentTime.slice(5, 16)}到院面诊`,
      created: booked,
      deadline: Math.max(visit - DAY, booked + 2 * HOUR),
      done: [next, met].filter((t): t is number => t !== null).sort((a, b) => a - b)[0] ?? null,
    });
  }
  if (order.metTime) {
    const met = at(order.metTime);
    out.push({
      type: 3,
      title: '到院后跟进面诊结果',
      requirement: '记录客户面诊结果：成交、未成交原因或下次跟进计划',
      created: recordedAt(records, 8) ?? met,
      deadline: met + 3 * DAY,
      done: firstAfter(records, met, (r) => isHospital(r) && [2, 9, 10].includes(r.action)),
    });
  }
  const firstDeal = order.deals.map((d) => at(d.dealTime)).sort((a, b) => a - b)[0];
  if (firstDeal !== undefined) {
    out.push({
      type: 4,
      title: '成交后7天内回访',
      requirement: '回访客户术后恢复情况并记录',
      created: recordedAt(records, 9) ?? firstDeal,
      deadline: firstDeal + 7 * DAY,
      done: firstAfter(records, firstDeal, (r) => isHospital(r) && r.action === 2),
    });
  }
  const counselorNotes = records.filter((r) => r.operatorType === 2);
  const note = counselorNotes.sort((a, b) => at(b.followTime) - at(a.followTime))[0];
  if (note) {
    const created = at(note.followTime);
    const reply = note.replies.filter((r) => r.replierType === 1).map((r) => at(r.createTime));
    out.push({
      type: 5,
      title: '回复平台咨询师的跟进意见',
      requirement: note.content.slice(0, 60),
      created,
      deadline: created + DAY,
      done: reply.length > 0 ? Math.min(...reply) : null,
    });
  }
  return out.sort((a, b) => a.created - b.created || a.type - b.type);
}

const isClosed = (order: StoredOrder) => order.taskStatus === 4 || order.taskStatus === 5 || order.isInvalidContact;

function taskOf(order: StoredOrder, plan: Plan, now: number, current: boolean): FollowTask {
  let status: FollowTaskStatus;
  if (current) status = order.followTaskStatus;
  else if (plan.done !== null) status = 1;
  else if (isClosed(order)) status = 3;
  else status = plan.deadline < now ? 2 : 0;
  const finish = status === 1 ? (plan.done ?? (order.lastFollowTime ? at(order.lastFollowTime) : null)) : null;
  return {
    id: order.id * 10 + plan.type,
    followId: order.id,
    taskType: plan.type,
    title: plan.title,
    requirement: plan.requirement,
    deadline: formatDateTime(plan.deadline),
    status,
    statusStr: TASK_STATUS_LABELS[status] ?? '',
    finishTime: finish === null ? null : formatDateTime(finish),
    createTime: formatDateTime(plan.created),
  };
}

function tasksOf(platform: SandboxPlatform, order: StoredOrder): { task: FollowTask; plan: Plan }[] {
  const all = plans(order);
  return all.map((plan, i) => ({ plan, task: taskOf(order, plan, platform.now(), i === all.length - 1) }));
}

function requireOrder(platform: SandboxPlatform, followId: number): StoredOrder {
  return found(findOrder(platform, followId), '订单不存在');
}

/** The order's follow tasks, by deadline. */
export function followTasks(platform: SandboxPlatform, followId: number): FollowTask[] {
  return tasksOf(platform, requireOrder(platform, followId))
    .map((t) => t.task)
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id);
}

/**
 * One task (the current one when `taskId` is absent) with the order, the records made while it was
 * the order's newest task (from its creation to the next task's), and the deals recorded under it
 * (by `taskId`, or made in that time).
 */
export function followTaskInfo(platform: SandboxPlatform, viewer: SandboxAccount, followId: number, taskId?: number): FollowTaskInfo {
  const order = requireOrder(platform, followId);
  const tasks = tasksOf(platform, order);
  const index = taskId === undefined ? tasks.length - 1 : tasks.findIndex((t) => t.task.id === taskId);
  const entry = tasks[index];
  if (!entry) return refuse(taskId === undefined ? '该订单没有跟进任务' : '跟进任务不存在或不属于该订单');
  const from = entry.plan.created;
  const until = tasks[index + 1]?.plan.created ?? Number.POSITIVE_INFINITY;
  const within = (time: string) => at(time) >= from && at(time) < until;
  return {
    ...entry.task,
    order: orderRowView(order, viewer),
    records: order.followRecords.filter((r) => within(r.followTime)),
    deals: order.deals.filter((d) => (d.taskId !== null && d.taskId !== undefined ? d.taskId === entry.task.id : within(d.dealTime))),
  };
}
