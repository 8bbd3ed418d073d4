/**
 * Customers and their dispatched orders with the whole follow history: follow records, replies,
 * reminders, appointments, deals and supply orders, kept consistent with each other and with the
 * customer rows (counts, amounts, latest status). Also the incentive orders drawn from them.
 */
import type { Faker } from '@faker-js/faker';
import type {
  ContactEntry,
  CustomerDetail,
  DealType,
  Doctor,
  FollowIncentiveOrder,
  FollowStatus,
  OrderDeal,
  OrderDoctor,
  OrderFollowAction,
  OrderFollowRecord,
  OrderStaffRef,
} from '@generated/main/model';
import {
  BUDGETS,
  CITIES,
  CITY_WEIGHTS,
  COUNSELORS,
  CUSTOMER_SOURCE_LABELS,
  CUSTOMER_TAGS,
  DISPATCH_REMARKS,
  fill,
  FOLLOW_STATUS_LABELS,
  FOLLOW_TEXTS,
  LATENT_DEMANDS,
  OCCUPATIONS,
  ORDER_SOURCES,
  PLATFORM_SPUS,
  PROJECTS,
  RELATIONS,
  REPLY_TEXTS,
  SPU_WEIGHTS,
  TASK_STATUS_LABELS,
  type CityRef,
  type PlatformSpu,
} from './catalog.ts';
import { DAY, formatDate, formatDateTime, HOUR, maskPhone, MINUTE, money, parseDateTime, workingHours, type Rng } from './random.ts';
import type { StoredOrder } from './state.ts';

export const FOLLOW_STATUSES: readonly FollowStatus[] = [1, 2, 4, 5, 6, 7];
export const DEAL_TYPES: readonly DealType[] = [0, 1, 2, 3, 4, 5, 6, 7];

export interface StaffMember {
  id: number;
  name: string;
  /** Relative share of dispatched orders this member follows. */
  weight: number;
}

export interface OrdersInput {
  rng: Rng;
  /** The seed's reference moment (ms): dispatches reach up to it, reminders and visits go past it. */
  reference: number;
  faker: Faker;
  customerCount: number;
  orderCount: number;
  /** Staff who follow orders. */
  followers: readonly StaffMember[];
  /** The account whose orders are `isMine`. */
  mineUserId: number;
  doctors: readonly Doctor[];
  /** First id for follow records, replies, deals, supply orders and reminders. */
  firstRecordId: number;
}

export interface OrdersOutput {
  customers: CustomerDetail[];
  orders: StoredOrder[];
  /** Next unused record id. */
  nextRecordId: number;
}

const PHONE_PREFIXES = [
  '138',
  '139',
  '135',
  '136',
  '137',
  '150',
  '151',
  '152',
  '158',
  '159',
  '186',
  '187',
  '188',
  '189',
  '131',
  '132',
  '155',
  '156',
  '176',
  '177',
  '180',
  '181',
  '199',
];

interface CustomerSeed {
  row: CustomerDetail;
  city: CityRef;
  fullPhone: string;
}

function seedCustomer(rng: Rng, faker: Faker, index: number, ref: number): CustomerSeed {
  const id = 50001 + index;
  const gender = rng.weighted([2, 1, 0] as const, [78, 20, 2]);
  const surname = faker.person.lastName();
  const name = rng.chance(0.35)
    ? `${surname}${gender === 1 ? '先生' : '女士'}`
    : faker.person.fullName({ sex: gender === 1 ? 'male' : 'female' });
  const city = rng.weighted(CITIES, CITY_WEIGHTS);
  const foreign = rng.chance(0.01);
  const fullPhone = foreign
    ? `+85${String(rng.int(0, 9999)).padStart(4, '0')}${String(id % 10000).padStart(4, '0')}`
    : `${rng.pick(PHONE_PREFIXES)}${String(rng.int(0, 9999)).padStart(4, '0')}${String(id % 10000).padStart(4, '0')}`;
  const phone = maskPhone(fullPhone);
  const contacts: ContactEntry[] = [{ kind: 'phone', contactVal: phone, isMain: 1, allowContract: 1, isForeignPhone: foreign }];
  if (rng.chance(0.5)) contacts.push({ kind: 'wechat', contactVal: `wxid_${rng.uuid().slice(0, 10)}`, isMain: 0, allowContract: 1 });
  if (rng.chance(0.1))
    contacts.push({ kind: 'qq', contactVal: String(rng.int(10000000, 2999999999)), isMain: 0, allowContract: rng.chance(0.8) ? 1 : 0 });
  if (rng.chance(0.08))
    contacts.push({
      kind: 'phone',
      contactVal: maskPhone(`${rng.pick(PHONE_PREFIXES)}${rng.int(10000000, 99999999)}`),
      isMain: 0,
      allowContract: rng.chance(0.5) ? 1 : 0,
      isForeignPhone: false,
    });
  if (rng.chance(0.05)) contacts.push({ kind: 'email', contactVal: `kh${id}@qq.com`, isMain: 0, allowContract: 1 });
  const age = rng.chance(0.9) ? rng.int(19, 55) : null;
  const sourceChannel = rng.weighted([1, 2, 5, 3, 4, 6] as const, [80, 6, 6, 3, 3, 2]);
  const row: CustomerDetail = {
    id,
    customerNo: '',
    imId: null,
    name,
    gender,
    age,
    birthday:
      age !== null && rng.chance(0.4)
        ? `${Number(formatDate(ref).slice(0, 4)) - age}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
        : null,
    phone,
    isPhoneViewable: false,
    contacts,
    provinceId: city.provinceId,
    provinceName: city.provinceName,
    cityId: city.cityId,
    cityName: city.cityName,
    districtName: rng.pick(city.districts),
    occupation: rng.pick(OCCUPATIONS),
    sourceChannel,
    sourceChannelStr: CUSTOMER_SOURCE_LABELS[sourceChannel] ?? '',
    intendedProjects: [],
    latentDemand: rng.pick(LATENT_DEMANDS),
    budget: rng.pick(BUDGETS),
    platformCounselorId: null,
    platformCounselorName: '',
    followStatus: 1,
    followStatusStr: FOLLOW_STATUS_LABELS[1],
    myMark: null,
    tags: rng.sample(CUSTOMER_TAGS, rng.int(0, 3)),
    firstDispatchTime: '',
    lastFollowTime: null,
    lastVisitTime: null,
    orderCount: 0,
    dealCount: 0,
    dealAmount: 0,
    isRepeatOrder: false,
    emergencyContact: rng.chance(0.3)
      ? {
          name: faker.person.fullName(),
          relation: rng.pick(RELATIONS),
          phone: maskPhone(`${rng.pick(PHONE_PREFIXES)}${rng.int(10000000, 99999999)}`),
        }
      : null,
    remark: rng.chance(0.3) ? `${rng.pick(['周末方便到院', '对价格敏感', '朋友介绍', '要求女医生', '上次面诊未成交'])}` : '',
  };
  return { row, city, fullPhone };
}

const DEAL_AMOUNT_RANGES: Record<number, [number, number]> = {
  0: [3000, 30000],
  1: [500, 3000],
  2: [2000, 40000],
  3: [100, 500],
  4: [999, 9999],
  5: [999, 1999],
  6: [8000, 60000],
  7: [1000, 20000],
};

function pickStatus(rng: Rng, ageDays: number): FollowStatus {
  if (ageDays < 2) return rng.weighted(FOLLOW_STATUSES, [90, 2, 1, 4, 1, 2]);
  if (ageDays < 10) return rng.weighted(FOLLOW_STATUSES, [55, 10, 8, 7, 10, 10]);
  return rng.weighted(FOLLOW_STATUSES, [28, 14, 24, 8, 16, 10]);
}

/** One event of an order's history before times are assigned. */
interface PlannedEvent {
  action: OrderFollowAction;
  byHospital: boolean;
  before: FollowStatus | null;
  after: FollowStatus | null;
  content: string;
  deal?: { type: DealType; amount: number };
}

export function seedCustomersAndOrders(input: OrdersInput): OrdersOutput {
  const { rng, faker, customerCount, orderCount, followers, mineUserId, doctors, reference: now } = input;
  let recordId = input.firstRecordId;

  const customers: CustomerSeed[] = [];
  for (let i = 0; i < customerCount; i++) customers.push(seedCustomer(rng, faker, i, now));

  // Every customer gets at least one order; the rest go to random customers (some come back often).
  // Each order goes to a new customer or back to one seen before; new customers are spread evenly
  // over the year, and a tenth of the customers come back often.
  const owners: number[] = [];
  let seen = 0;
  for (let i = 0; i < orderCount; i++) {
    const remainingNew = customerCount - seen;
    if (seen === 0 || rng.next() < remainingNew / (orderCount - i)) owners.push(seen++);
    else owners.push(rng.chance(0.3) ? rng.int(0, Math.max(0, Math.floor(seen / 10) - 1)) : rng.int(0, seen - 1));
  }

  // Dispatch times over the past year, ascending, in working hours, never after the reference moment.
  const spanMs = 365 * DAY;
  const times: number[] = [];
  for (let i = 0; i < orderCount; i++) {
    let t = workingHours(now - spanMs + ((i + rng.next()) * spanMs) / orderCount);
    if (t > now - 5 * MINUTE) t = now - rng.int(5, 600) * MINUTE;
    times.push(t);
  }
  times.sort((a, b) => a - b);

  const approvedDoctors = doctors.filter((d) => d.auditStatus === 2);
  const doctorPool = approvedDoctors.length > 0 ? approvedDoctors : doctors;
  const doctorsByProject = new Map<number, Doctor[]>();
  for (const d of doctorPool) {
    for (const p of d.projects) {
      const list = doctorsByProject.get(p.projectId) ?? [];
      list.push(d);
      doctorsByProject.set(p.projectId, list);
    }
  }
  const toOrderDoctor = (d: Doctor, recommended: boolean): OrderDoctor => ({
    id: d.id,
    name: d.name,
    title: ['', '主任医师', '副主任医师', '主治医师'][d.title] ?? null,
    avatar: d.avatar?.url ?? null,
    isRecommended: recommended,
  });

  const followerWeights = followers.map((f) => f.weight);
  const seenCustomer = new Uint8Array(customerCount);
  const orders: StoredOrder[] = [];
  let dealtCount = 0;

  for (let i = 0; i < orderCount; i++) {
    const t0 = times[i] ?? now;
    const ageDays = (now - t0) / DAY;
    const ownerIndex = owners[i] ?? 0;
    const cust = customers[ownerIndex] as CustomerSeed;
    const isFirst = seenCustomer[ownerIndex] === 0;
    seenCustomer[ownerIndex] = 1;
    const id = 880001 + i;

    // Coverage: the six oldest orders take each follow status once, the next eight are deals.
    let status: FollowStatus =
      i < FOLLOW_STATUSES.length ? (FOLLOW_STATUSES[i] as FollowStatus) : i < FOLLOW_STATUSES.length + 8 ? 4 : pickStatus(rng, ageDays);
    const spus: PlatformSpu[] = [rng.weighted(PLATFORM_SPUS, SPU_WEIGHTS)];
    if (rng.chance(0.2)) {
      const extra = rng.weighted(PLATFORM_SPUS, SPU_WEIGHTS);
      if (extra.spuId !== spus[0]?.spuId) spus.push(extra);
    }
    const main = spus[0] as PlatformSpu;
    const projectIds = [...new Set(spus.map((s) => s.projectId))];
    if (rng.chance(0.3)) projectIds.push(rng.pick(PROJECTS).id);
    const intendedProjects = [...new Set(projectIds)].map((pid) => ({ id: pid, name: PROJECTS.find((p) => p.id === pid)?.name ?? '' }));
    const counselorRef = rng.pick(COUNSELORS);
    const counselor: OrderStaffRef = { id: counselorRef.id, name: counselorRef.name };
    const unassigned = status === 1 && ageDays < 1.5 && rng.chance(0.35);
    const followerSpec = unassigned ? null : rng.weighted(followers, followerWeights);
    const follower: OrderStaffRef | null = followerSpec ? { id: followerSpec.id, name: followerSpec.name } : null;
    const followedByHospital = follower !== null && !(status === 1 && ageDays < 1 && rng.chance(0.5)) && now - t0 > 20 * MINUTE;
    if (!followedByHospital && status !== 1) status = 1;

    // Duplicate and invalid-contact side states of open orders.
    let repeatStatus: 0 | 1 | 2 | 3 = status === 5 ? 1 : 0;
    let invalidContactStatus: 0 | 1 | 2 | 3 = 0;
    if (status === 1 && followedByHospital) {
      const r = rng.next();
      if (r < 0.04) repeatStatus = 3;
      else if (r < 0.07) repeatStatus = 2;
      else if (r < 0.11) invalidContactStatus = 1;
      else if (r < 0.14) invalidContactStatus = 2;
      else if (r < 0.16) invalidContactStatus = 3;
    }
    const isInvalidContact = invalidContactStatus === 2;
    const open = status !== 4 && status !== 5 && !isInvalidContact;

    // Deals of dealt (4) and deposit-paid (7) orders, oldest first.
    let deals: { type: DealType; amount: number }[] = [];
    if (status === 4) {
      const latest: DealType =
        dealtCount < DEAL_TYPES.length ? (DEAL_TYPES[dealtCount] as DealType) : rng.weighted(DEAL_TYPES, [30, 4, 14, 6, 10, 4, 18, 14]);
      dealtCount++;
      const before: DealType[] = latest === 2 ? [1] : rng.chance(0.25) ? [3] : [];
      if (latest !== 2 && rng.chance(0.15)) before.push(7);
      deals = [...before, latest].map((type) => {
        const [lo, hi] = DEAL_AMOUNT_RANGES[type] ?? [1000, 5000];
        return { type, amount: Math.round(rng.int(lo, hi) / 10) * 10 };
      });
    } else if (status === 7) {
      deals = [{ type: 1, amount: rng.int(5, 30) * 100 }];
    }

    // Plan the history.
    const events: PlannedEvent[] = [];
    const projectText = main.projectName;
    if (followedByHospital) {
      const followUps = rng.int(1, 3);
      for (let k = 0; k < followUps; k++)
        events.push({ action: 2, byHospital: true, before: 1, after: 1, content: fill(rng.pick(FOLLOW_TEXTS), { project: projectText }) });
      if (rng.chance(0.06)) events.push({ action: 5, byHospital: true, before: 1, after: 1, content: '补充客户联系方式：微信' });
      if (rng.chance(0.08)) events.push({ action: 15, byHospital: false, before: 1, after: 1, content: '平台已开放客户完整手机号' });
    }
    // Met, dealt and no-visit orders booked a visit in the past; open and deposit-paid ones may have one coming.
    const booked =
      status === 2 ||
      status === 4 ||
      status === 6 ||
      (status === 7 && rng.chance(0.6)) ||
      (status === 1 && followedByHospital && rng.chance(0.15));
    const bookedInFuture = status === 1 || status === 7;
    if (booked && !bookedInFuture)
      events.push({ action: 7, byHospital: true, before: 1, after: 1, content: `已预约客户到院面诊${projectText}` });
    if (status === 2 || status === 4)
      events.push({ action: 8, byHospital: true, before: 1, after: 2, content: '客户已到院，医生面诊完成' });
    if (status === 2 && rng.chance(0.4))
      events.push({ action: 10, byHospital: true, before: 2, after: 2, content: '客户面诊后暂未成交，考虑中' });
    if (status === 6) events.push({ action: 2, byHospital: true, before: 1, after: 6, content: '客户未按约到院，电话未接通' });
    if (status === 5) events.push({ action: 11, byHospital: true, before: 1, after: 5, content: '客户已在本院建档，判定为重单' });
    if (repeatStatus === 3)
      events.push({ action: 11, byHospital: true, before: 1, after: 1, content: '客户为本院老客，已提交重单申请，等待平台审核' });
    if (repeatStatus === 2) events.push({ action: 12, byHospital: false, before: 1, after: 1, content: '平台审核：非重单，请继续跟进' });
    if (invalidContactStatus !== 0)
      events.push({ action: 13, byHospital: true, before: 1, after: 1, content: '客户电话为空号，申请无效联系方式' });
    if (status === 4 || status === 7) {
      deals.forEach((d, k) => {
        events.push({
          action: k === 0 ? 9 : 17,
          byHospital: true,
          before: k === 0 ? (status === 4 ? 2 : 1) : status,
          after: status,
          content: `客户成交${d.amount}元`,
          deal: d,
        });
      });
    }
    if (status === 1 && booked)
      events.push({ action: 7, byHospital: true, before: 1, after: 1, content: `已预约客户到院面诊${projectText}` });
    if (status === 7 && booked)
      events.push({ action: 7, byHospital: true, before: 7, after: 7, content: `已预约客户到院面诊${projectText}` });
    const withRemind = open && followedByHospital && rng.chance(0.25);
    if (withRemind) events.push({ action: 3, byHospital: true, before: status, after: status, content: '设置跟进提醒' });
    const withSupply = (status === 2 || status === 4) && rng.chance(0.08);
    if (withSupply) events.push({ action: 6, byHospital: true, before: status, after: status, content: '客户追加项目，已补单' });

    // Times: the first hospital follow soon after dispatch, the rest spread until the end of the story.
    const dispatchText = isFirst ? '平台派单' : '老客户再次派单';
    const records: OrderFollowRecord[] = [];
    const systemRecord: OrderFollowRecord = {
      id: recordId++,
      followId: id,
      followTime: formatDateTime(t0),
      operator: null,
      operatorType: 3,
      action: isFirst ? 1 : 16,
      statusBefore: null,
      statusAfter: 1,
      content: `${dispatchText}：${spus.map((s) => s.spuName).join('、')}`,
      images: [],
      nextFollowTime: null,
      replies: [],
    };
    records.push(systemRecord);
    const limit = now - MINUTE;
    const firstDelay = rng.weighted([5 * MINUTE, 40 * MINUTE, 3 * HOUR, 20 * HOUR, 2 * DAY], [30, 30, 20, 12, 8]) * (0.5 + rng.next());
    const start = Math.min(t0 + firstDelay, limit);
    // Open orders are often still being followed now; closed ones ended within two months.
    const storyRoll = rng.next();
    const storyEnd =
      open && storyRoll < 0.5
        ? now - rng.int(0, 5 * 24) * HOUR
        : open && storyRoll < 0.7
          ? t0 + (now - t0) * (0.5 + 0.5 * rng.next())
          : t0 + rng.int(2, 60) * DAY;
    const end = Math.max(start, Math.min(limit, storyEnd));
    let cursor = start;
    let previousTime = t0;
    const step = events.length > 1 ? (end - start) / events.length : 0;
    let metMs: number | null = null;
    let appointmentMs: number | null = null;
    let lastHospitalMs: number | null = null;
    let remindMs: number | null = null;
    const dealRows: OrderDeal[] = [];
    const staffRef = follower;
    for (let k = 0; k < events.length; k++) {
      const ev = events[k] as PlannedEvent;
      // Staff act in working hours; times never go backwards nor past the reference moment.
      if (k > 0) cursor = k === events.length - 1 ? end : Math.min(end, cursor + step * (0.5 + rng.next()));
      const time = Math.min(limit, Math.max(previousTime + MINUTE, workingHours(cursor)));
      previousTime = time;
      const rec: OrderFollowRecord = {
        id: recordId++,
        followId: id,
        followTime: formatDateTime(time),
        operator: ev.byHospital ? staffRef : counselor,
        operatorType: ev.byHospital ? 1 : 2,
        action: ev.action,
        statusBefore: ev.before,
        statusAfter: ev.after,
        content: ev.content,
        images: ev.action === 2 && rng.chance(0.1) ? [{ url: 'order/2026/11/call-record.jpg' }] : [],
        nextFollowTime: null,
        replies: [],
      };
      if (ev.byHospital) lastHospitalMs = time;
      if (ev.action === 7) {
        // A past booking falls between this event and the next one.
        appointmentMs = bookedInFuture
          ? workingHours(now + rng.int(1, 10) * DAY)
          : Math.min(workingHours(time + Math.max(30 * MINUTE, step * 0.4)), end);
      }
      if (ev.action === 8) {
        metMs = time;
        if (appointmentMs === null || appointmentMs > time) appointmentMs = time - rng.int(0, 30) * MINUTE;
      }
      if (ev.action === 3) remindMs = rng.chance(0.7) ? workingHours(now + rng.int(2, 96) * HOUR) : time + rng.int(1, 3) * DAY;
      if (ev.deal) {
        dealRows.push({
          id: recordId++,
          followId: id,
          taskId: null,
          dealType: ev.deal.type,
          amount: money(ev.deal.amount),
          projects: intendedProjects.slice(0, 2),
          dealTime: formatDateTime(time),
          doctor: null,
          images: [{ url: `order/2026/11/receipt-${id}-${dealRows.length + 1}.jpg` }],
          remark: ev.deal.type === 1 ? '线上支付定金' : null,
          auditStatus: now - time < 3 * DAY ? 0 : 1,
          operatorName: staffRef?.name ?? null,
          createTime: formatDateTime(time),
        });
      }
      // Counselor replies under hospital follow-ups; recent ones are still unread.
      if (ev.byHospital && ev.action === 2 && rng.chance(0.25)) {
        const replyMs = Math.min(limit, time + rng.int(10, 600) * MINUTE);
        rec.replies.push({
          id: recordId++,
          followRecordId: rec.id,
          content: rng.pick(REPLY_TEXTS),
          replier: counselor,
          replierType: 2,
          isRead: !(now - replyMs < 3 * DAY && rng.chance(0.7)),
          createTime: formatDateTime(replyMs),
        });
      }
      records.push(rec);
    }

    // Related doctors, preferring those who do the order's projects.
    const candidates = doctorsByProject.get(main.projectId) ?? [];
    const relatedDoctors: OrderDoctor[] = [];
    if (candidates.length > 0 && rng.chance(0.7)) relatedDoctors.push(toOrderDoctor(rng.pick(candidates), true));
    if (rng.chance(0.3) && doctorPool.length > 0) {
      const other = rng.pick(doctorPool);
      if (!relatedDoctors.some((d) => d.id === other.id)) relatedDoctors.push(toOrderDoctor(other, false));
    }
    const dealDoctor = relatedDoctors[0] ? { ...relatedDoctors[0] } : null;
    for (const d of dealRows) d.doctor = dealDoctor;

    // The last hospital follow-up of an open order sets when to follow next.
    const lastFollowUp = [...records].reverse().find((r) => r.operatorType === 1);
    let nextDue: number | null = null;
    if (open && lastFollowUp && lastHospitalMs !== null) {
      nextDue = workingHours(lastHospitalMs + rng.int(1, 6) * DAY);
      lastFollowUp.nextFollowTime = formatDateTime(nextDue);
    }

    let followTaskStatus: 0 | 1 | 2 | 3;
    if (!open) followTaskStatus = 3;
    else if (lastHospitalMs === null) followTaskStatus = now - t0 < DAY ? 0 : 2;
    else if (nextDue !== null && nextDue > now) followTaskStatus = 1;
    else if (nextDue !== null && now - nextDue < 2 * DAY) followTaskStatus = 0;
    else followTaskStatus = 2;

    let unreadReplyCount = 0;
    for (const r of records) for (const reply of r.replies) if (!reply.isRead) unreadReplyCount++;

    const dealAmount = dealRows.reduce((sum, d) => sum + d.amount, 0);
    const lastDeal = dealRows[dealRows.length - 1];
    const remindTime = remindMs === null ? null : formatDateTime(remindMs);
    const supplySpu = rng.weighted(PLATFORM_SPUS, SPU_WEIGHTS);
    const remindRecord = records.find((r) => r.action === 3);
    const supplyRecord = records.find((r) => r.action === 6);

    const order: StoredOrder = {
      id,
      number: `PD${formatDate(t0).replace(/-/g, '')}${String(i + 1).padStart(5, '0')}`,
      followNumber: `F${String(20000000 + i * 7 + 13).padStart(8, '0')}`,
      createTime: formatDateTime(t0),
      taskStatus: status,
      taskStatusStr: FOLLOW_STATUS_LABELS[status] ?? '',
      followTaskStatus,
      followTaskStatusStr: TASK_STATUS_LABELS[followTaskStatus] ?? '',
      orderList: spus.map((s) => ({ spuId: s.spuId, spuName: s.spuName, projectName: s.projectName, price: money(s.price) })),
      customer: {
        id: cust.row.id,
        name: cust.row.name,
        gender: cust.row.gender,
        age: cust.row.age ?? null,
        phone: cust.row.phone,
        city: cust.city.cityName,
      },
      dispatchTime: formatDateTime(t0),
      dispatchType: isFirst ? 1 : 2,
      sourceChannel: rng.pick(ORDER_SOURCES),
      intendedProjects,
      platformCounselor: counselor,
      follower,
      dealType: lastDeal ? lastDeal.dealType : null,
      dealAmount: money(dealAmount),
      remindTime,
      meetAppointmentTime: appointmentMs === null ? null : formatDateTime(appointmentMs),
      metTime: metMs === null ? null : formatDateTime(metMs),
      lastFollowTime: lastHospitalMs === null ? null : formatDateTime(lastHospitalMs),
      repeatStatus,
      isInvalidContact,
      invalidContactStatus,
      isMine: follower !== null && follower.id === mineUserId,
      unreadReplyCount,
      isPhoneViewable: records.some((r) => r.action === 15),
      chatId: null,
      contacts: cust.row.contacts.map((c) => ({ ...c })),
      dispatchRemark: rng.chance(0.8) ? fill(rng.pick(DISPATCH_REMARKS), { project: projectText, budget: cust.row.budget ?? '' }) : null,
      followRecords: records.reverse(),
      relatedDoctors,
      remind:
        remindMs === null
          ? null
          : {
              followId: id,
              remindTime: remindTime ?? '',
              content: rng.pick(['回访客户面诊意向', '提醒客户到院', '确认客户是否考虑好', '发送术后护理注意事项']),
              isDue: remindMs <= now,
              operatorName: staffRef?.name ?? null,
              createTime: remindRecord?.followTime ?? formatDateTime(t0),
            },
      appointment:
        appointmentMs === null
          ? null
          : {
              meetTime: formatDateTime(appointmentMs),
              doctor: dealDoctor,
              projects: intendedProjects.slice(0, 2),
              remark: rng.chance(0.3) ? '客户要求女医生面诊' : null,
              metTime: metMs === null ? null : formatDateTime(metMs),
            },
      supplyOrders: withSupply
        ? [
            {
              id: recordId++,
              followId: id,
              spus: [
                { spuId: supplySpu.spuId, spuName: supplySpu.spuName, projectName: supplySpu.projectName, price: money(supplySpu.price) },
              ],
              remark: '客户到院后追加项目',
              auditStatus: rng.weighted([0, 1, 2] as const, [2, 6, 1]),
              rejectReason: null,
              operatorName: staffRef?.name ?? null,
              createTime: supplyRecord?.followTime ?? formatDateTime(t0),
            },
          ]
        : [],
      deals: dealRows,
    };
    const supply = order.supplyOrders[0];
    if (supply && supply.auditStatus === 2) supply.rejectReason = '补单项目与到院记录不符';
    orders.push(order);
  }

  // Customer rows from their orders.
  const firstDispatch: (string | null)[] = new Array<string | null>(customerCount).fill(null);
  for (const order of orders) {
    const index = order.customer.id - 50001;
    const c = customers[index]?.row;
    if (!c) continue;
    if (firstDispatch[index] === null) firstDispatch[index] = order.dispatchTime;
    c.orderCount += 1;
    if (order.taskStatus === 4) c.dealCount = (c.dealCount ?? 0) + 1;
    c.dealAmount = money(c.dealAmount + order.dealAmount);
    if (order.repeatStatus === 1) c.isRepeatOrder = true;
    // Orders are in time order, so the last one seen is the latest.
    c.followStatus = order.taskStatus;
    c.followStatusStr = FOLLOW_STATUS_LABELS[order.taskStatus] ?? '';
    c.platformCounselorId = order.platformCounselor?.id ?? null;
    c.platformCounselorName = order.platformCounselor?.name ?? '';
    c.intendedProjects = (order.intendedProjects ?? []).map((p) => ({ projectId: p.id, projectName: p.name }));
    if (order.lastFollowTime && (!c.lastFollowTime || order.lastFollowTime > c.lastFollowTime)) c.lastFollowTime = order.lastFollowTime;
    if (order.metTime && (!c.lastVisitTime || order.metTime > c.lastVisitTime)) c.lastVisitTime = order.metTime;
  }
  customers.forEach((cs, index) => {
    const first = firstDispatch[index] ?? formatDateTime(now - DAY);
    cs.row.firstDispatchTime = first;
    cs.row.customerNo = `KH${first.slice(0, 10).replace(/-/g, '')}${String(index + 1).padStart(5, '0')}`;
    if (rng.chance(0.08)) {
      cs.row.myMark = {
        tags: rng.sample(CUSTOMER_TAGS, rng.int(1, 3)),
        remark: '重点客户，周末联系',
        updateTime: cs.row.lastFollowTime ?? first,
      };
    }
  });

  return { customers: customers.map((c) => c.row), orders, nextRecordId: recordId };
}

/** Incentive-plan orders: the latest dispatched orders of the plan period, judged by their first follow-up. */
export function seedIncentiveOrders(orders: readonly StoredOrder[], ref: number, count = 50): FollowIncentiveOrder[] {
  const picked = orders.slice(Math.max(0, orders.length - count));
  return picked.map((order, i) => {
    const dispatchMs = parseDateTime(order.dispatchTime);
    const deadlineMs = dispatchMs + 2 * HOUR;
    const hospitalRecords = order.followRecords.filter((r) => r.operatorType === 1);
    const firstFollow = hospitalRecords[hospitalRecords.length - 1];
    let incentiveStatus: 1 | 2 | 3 | 4 | 5;
    if (order.taskStatus === 5 || order.isInvalidContact) incentiveStatus = 5;
    else if (!firstFollow) incentiveStatus = deadlineMs > ref ? 1 : 4;
    else incentiveStatus = firstFollow.followTime <= formatDateTime(deadlineMs) ? 2 : 3;
    const surname = order.customer.name.slice(0, 1);
    return {
      id: 12001 + i,
      planId: 31,
      orderId: order.id,
      orderNumber: order.number,
      customerName: `${surname}**`,
      phone: order.customer.phone,
      projectNames: order.orderList.map((s) => s.projectName ?? s.spuName),
      cityName: order.customer.city ?? '上海',
      platformCounselorName: order.platformCounselor?.name ?? null,
      dispatchTime: order.dispatchTime,
      followDeadline: formatDateTime(deadlineMs),
      taskStatus: order.taskStatus,
      incentiveStatus,
      lastFollowTime: order.lastFollowTime ?? null,
    };
  });
}
