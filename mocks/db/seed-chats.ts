/**
 * Chats of the hospital chat gateway: private chats with customers, order groups with staff and a
 * platform counselor, the dispatch sender's private chats, and three very long chats. Every chat
 * gets its history, its members, and each staff member's read position; unread counts, at-me and
 * at-all flags and the messages' read fields are all derived from those positions, so they agree.
 */
import type { ChatCustomerLink, ChatMember, ChatMessage, ChatMessageUser, ChatUserType, MsgType } from '@generated/chat/model';
import type { CustomerDetail } from '@generated/main/model';
import { FACE_BAGS, FACE_MEDIA_PATH } from '../domain/chat/face-bags.ts';
import { SEED_MEDIA_HOST } from '../domain/seed-media.ts';
import { HOSPITAL } from './accounts.ts';
import {
  BUDGETS,
  COUNSELORS,
  CUSTOMER_LINES,
  DISPATCH_NEW_TEXT,
  DISPATCH_OLD_TEXT,
  DISPATCH_SENDER,
  fill,
  GROUP_LINES,
  PLATFORM_SPUS,
  STAFF_LINES,
  type CounselorRef,
} from './catalog.ts';
import { DAY, formatDateTime, HOUR, MINUTE, parseDateTime, type Rng } from './random.ts';
import type { ChatViewerState, SandboxChat, StoredOrder } from './state.ts';

const IMG = SEED_MEDIA_HOST;
/** Seeded stickers come from the first and the third face bag. */
const STICKER_BAGS = [FACE_BAGS[0], FACE_BAGS[2]].filter((bag) => bag !== undefined);

export interface ChatStaff {
  id: number;
  imId: string;
  realName: string;
  enabled: boolean;
  /** Whether the account has the chat menu (restricted accounts do not chat). */
  chats: boolean;
}

export interface ChatsInput {
  rng: Rng;
  /** The seed's reference moment (ms): the newest messages are just before it. */
  reference: number;
  /** Total number of chats, the three long ones and the dispatch chats included. */
  chatCount: number;
  /** Message counts of the three long chats. */
  bigSizes: readonly [number, number, number];
  /** At most this many dispatch messages per dispatch chat. */
  dispatchMessages: number;
  staff: readonly ChatStaff[];
  /** Staff ids: the main demo account, the sub demo account. */
  demo: { main: number; sub: number };
  /** Staff who get a dispatch chat. */
  dispatchStaffIds: readonly number[];
  customers: CustomerDetail[];
  orders: StoredOrder[];
  doctorNames: readonly string[];
}

export interface ChatsOutput {
  chats: SandboxChat[];
  messages: Record<string, ChatMessage[]>;
  chatViewers: Record<string, Record<string, ChatViewerState>>;
}

interface Participant {
  imId: string;
  userType: ChatUserType;
  user: ChatMessageUser;
  hospitalName: string | null;
  staffId?: number;
}

type Gaps = 'chat' | 'busy' | 'dispatch';

/** What the generator needs to know about one chat while writing its history. */
interface ChatPlan {
  chatId: string;
  chatType: '0' | '2';
  name: string;
  avatar: string;
  participants: Participant[];
  /** Staff member of a private customer chat. */
  staff?: Participant;
  /** Customer of a private customer chat. */
  customer?: Participant;
  customerLink: ChatCustomerLink | null;
  isCurrTransfer: boolean;
  isBlock: boolean;
  size: number;
  lastMs: number;
  gaps: Gaps;
  values: Record<string, string | number>;
  /** Staff imIds for whom this chat is pinned. */
  topFor: string[];
}

const pickMsgType = (rng: Rng, kind: 'customer' | 'staff' | 'group'): MsgType => {
  if (kind === 'customer') return rng.weighted<MsgType>([1, 2, 6, 3, 4], [85, 7, 4, 3, 1]);
  if (kind === 'staff') return rng.weighted<MsgType>([1, 2, 6, 5, 7, 9, 10, 4], [80, 5, 2, 1, 2, 6, 3, 1]);
  return rng.weighted<MsgType>([1, 2, 6, 8, 5, 10], [85, 5, 2, 4, 2, 2]);
};

function payload(rng: Rng, msgType: MsgType, fp: string, plan: ChatPlan, sender: Participant, ms: number): string {
  const day = formatDateTime(ms).slice(0, 10).replace(/-/g, '/');
  const short = fp.slice(0, 8);
  switch (msgType) {
    case 2:
      return JSON.stringify({
        url: `${IMG}/chat/${day}/${short}.jpg`,
        thumbUrl: `${IMG}/chat/${day}/${short}.jpg-s`,
        width: 1080,
        height: rng.pick([1080, 1440, 1920]),
        size: rng.int(80_000, 900_000),
      });
    case 3:
      return JSON.stringify({ url: `${IMG}/chat/${day}/${short}.mp3`, duration: rng.int(1, 60), size: rng.int(5_000, 90_000) });
    case 4:
      return JSON.stringify({
        url: `${IMG}/chat/${day}/${short}.mp4`,
        coverUrl: `${IMG}/chat/${day}/${short}.mp4?vframe/jpg/offset/1/w/500`,
        duration: rng.int(5, 120),
        width: 720,
        height: 1280,
        size: rng.int(1_000_000, 20_000_000),
      });
    case 5: {
      const name = rng.pick(['光子嫩肤价目表.pdf', '术后护理须知.pdf', '面诊预约单.docx', '热玛吉项目介绍.pdf']);
      return JSON.stringify({
        url: `${IMG}/chat/${day}/${short}.${name.split('.').pop()}`,
        fileName: name,
        size: rng.int(50_000, 3_000_000),
        ext: name.split('.').pop(),
      });
    }
    case 6: {
      // A sticker of one of the platform's face bags, as the composer's face picker sends one (two
      // draws, like every other kind's content, so the rest of the seed stays as it was).
      const bag = rng.pick(STICKER_BAGS);
      const face = rng.pick(bag.faces);
      return JSON.stringify({ bagId: bag.id, faceId: face.id, name: face.name, url: `${IMG}${FACE_MEDIA_PATH}${bag.id}/${face.id}.png` });
    }
    case 7:
      return JSON.stringify({
        userId: sender.imId,
        realName: sender.user.realName,
        avatar: sender.user.avatar,
        hospitalName: HOSPITAL.registeredName,
        position: '咨询师',
      });
    case 8:
      return JSON.stringify({
        orderId: Number(plan.values.orderId) || 880001,
        number: String(plan.values.orderNumber ?? 'PD2026112000001'),
        spuName: String(plan.values.spu),
        price: Number(plan.values.price) || 0,
      });
    case 9: {
      const spu = rng.pick(PLATFORM_SPUS);
      return JSON.stringify({
        spuId: spu.spuId,
        spuName: spu.spuName,
        price: spu.price,
        cover: `${IMG}/ec/2026/10/${spu.spuId}-cover.jpg`,
      });
    }
    case 10:
      return JSON.stringify({
        title: rng.pick(['冬季护肤小课堂', '热玛吉常见问题解答', '医生团队介绍']),
        desc: '点击查看详情',
        url: `https://m.yimei.example/article/${rng.int(2000, 2999)}`,
        cover: `${IMG}/article/${short}.jpg`,
      });
    default:
      return '';
  }
}

/** Gaps between messages, in ms: conversations come in bursts separated by pauses. */
function gap(rng: Rng, kind: Gaps): number {
  const r = rng.next();
  if (kind === 'busy') {
    if (r < 0.8) return rng.int(10, 180) * 1000;
    if (r < 0.98) return rng.int(3, 120) * MINUTE;
    return rng.int(2, 24) * HOUR;
  }
  if (kind === 'dispatch') return rng.int(1, 72) * HOUR;
  if (r < 0.7) return rng.int(10, 300) * 1000;
  if (r < 0.95) return rng.int(5, 360) * MINUTE;
  return rng.int(6, 120) * HOUR;
}

function makeMember(p: Participant, role: 1 | 2 | 3, state: 0 | 1 | 2, joinMs: number): ChatMember {
  return {
    userId: p.imId,
    userType: p.userType,
    realName: p.user.realName,
    chatName: p.user.chatName,
    avatar: p.user.avatar,
    role,
    state,
    hospitalName: p.hospitalName,
    joinTime: formatDateTime(joinMs),
  };
}

export function seedChats(input: ChatsInput): ChatsOutput {
  const { rng, staff, demo, customers, orders, reference } = input;
  const staffById = new Map<number, Participant>();
  const staffInfo = new Map<number, ChatStaff>();
  for (const s of staff) {
    staffInfo.set(s.id, s);
    staffById.set(s.id, {
      imId: s.imId,
      userType: 2,
      user: { realName: s.realName, avatar: `${IMG}/avatar/${s.imId}.jpg`, chatName: `${HOSPITAL.shortName}·${s.realName}` },
      hospitalName: HOSPITAL.registeredName,
      staffId: s.id,
    });
  }
  const staffP = (id: number): Participant => {
    const p = staffById.get(id);
    if (!p) throw new Error(`unknown staff ${id}`);
    return p;
  };
  const counselorP = (c: CounselorRef): Participant => ({
    imId: c.imId,
    userType: 3,
    user: { realName: c.name, avatar: `${IMG}/avatar/${c.imId}.jpg`, chatName: c.name },
    hospitalName: null,
  });
  const customerP = (c: CustomerDetail): Participant => ({
    imId: `c_${c.id}`,
    userType: 1,
    user: { realName: c.name, avatar: c.id % 2 === 0 ? `${IMG}/avatar/c_${c.id}.jpg` : '', chatName: c.name },
    hospitalName: null,
  });
  const dispatcher: Participant = {
    imId: DISPATCH_SENDER.imId,
    userType: 4,
    user: { realName: DISPATCH_SENDER.name, avatar: '', chatName: DISPATCH_SENDER.name },
    hospitalName: null,
  };

  const customerById = new Map(customers.map((c) => [c.id, c]));
  const latestOrderOf = new Map<number, StoredOrder>();
  for (const o of orders) latestOrderOf.set(o.customer.id, o);
  const customerLink = (c: CustomerDetail): ChatCustomerLink => {
    c.imId = `c_${c.id}`;
    return {
      customerId: c.id,
      customerImId: c.imId,
      customerName: c.name,
      gender: c.gender,
      cityName: c.cityName ?? '上海',
      channel: rng.weighted([1, 2, 3, 4] as const, [50, 30, 15, 5]),
      followNumber: latestOrderOf.get(c.id)?.followNumber ?? null,
    };
  };
  const isOpenRecent = (o: StoredOrder | undefined) =>
    !!o && o.taskStatus !== 4 && o.taskStatus !== 5 && reference - parseDateTime(o.dispatchTime) < 30 * DAY;
  const valuesFor = (order: StoredOrder | undefined, staffName: string): Record<string, string | number> => {
    const spu = order?.orderList[0];
    return {
      spu: spu?.spuName ?? '玻尿酸填充 1ml',
      project: spu?.projectName ?? '玻尿酸',
      price: spu?.price ?? 2980,
      hospital: HOSPITAL.shortName,
      name: staffName,
      doctor: rng.pick(input.doctorNames.length > 0 ? input.doctorNames : ['李明华']),
      address: HOSPITAL.address,
      customer: order?.customer.name ?? '客户',
      budget: rng.pick(BUDGETS),
      amount: rng.int(5, 30) * 100,
      orderId: order?.id ?? 0,
      orderNumber: order?.number ?? '',
    };
  };
  const recentLastMs = () => {
    const r = rng.next();
    const back = r < 0.3 ? rng.int(1, 20 * 60) * MINUTE : r < 0.7 ? rng.int(1, 7 * 24) * HOUR : rng.int(7, 60) * DAY;
    return reference - back;
  };

  const activeStaff = staff.filter((s) => s.enabled && s.chats && s.id !== demo.main && s.id !== demo.sub).map((s) => s.id);
  const plans: ChatPlan[] = [];
  let privateId = 700001;
  let groupId = 520001;
  const main = staffP(demo.main);
  const sub = staffP(demo.sub);

  // Dispatch chats: one per staff member listed, with their latest dispatched orders.
  const dispatchOrders = new Map<number, StoredOrder[]>();
  for (const o of orders) {
    if (!o.follower || !input.dispatchStaffIds.includes(o.follower.id)) continue;
    const list = dispatchOrders.get(o.follower.id) ?? [];
    list.push(o);
    dispatchOrders.set(o.follower.id, list);
  }
  const dispatchPlans = new Map<string, StoredOrder[]>();
  for (const id of input.dispatchStaffIds) {
    const p = staffP(id);
    const list = (dispatchOrders.get(id) ?? []).slice(-input.dispatchMessages);
    if (list.length === 0) continue;
    const chatId = String(privateId++);
    dispatchPlans.set(chatId, list);
    plans.push({
      chatId,
      chatType: '0',
      name: DISPATCH_SENDER.name,
      avatar: '',
      participants: [dispatcher, p],
      staff: p,
      customerLink: null,
      isCurrTransfer: false,
      isBlock: false,
      size: list.length,
      lastMs: reference,
      gaps: 'dispatch',
      values: {},
      topFor: id === demo.main ? [p.imId] : [],
    });
  }

  const usedCustomers = new Set<number>();
  const usedOrders = new Set<number>();

  // The three long chats: a loyal customer of demo-main, the consultation team's group and the platform liaison group.
  const [bigPrivate, bigTeam, bigLiaison] = input.bigSizes;
  {
    const order = [...orders].reverse().find((o) => o.follower?.id === demo.main && o.taskStatus === 4) ?? orders[orders.length - 1];
    const cust = order ? customerById.get(order.customer.id) : customers[0];
    if (cust) {
      usedCustomers.add(cust.id);
      const cp = customerP(cust);
      plans.push({
        chatId: String(privateId++),
        chatType: '0',
        name: cust.name,
        avatar: cp.user.avatar,
        participants: [cp, main],
        staff: main,
        customer: cp,
        customerLink: customerLink(cust),
        isCurrTransfer: true,
        isBlock: false,
        size: bigPrivate,
        lastMs: reference - 3 * MINUTE,
        gaps: 'busy',
        values: valuesFor(order, main.user.realName),
        topFor: [main.imId],
      });
    }
  }
  const teamCounselor = COUNSELORS[0] as CounselorRef;
  plans.push({
    chatId: String(groupId++),
    chatType: '2',
    name: `${HOSPITAL.shortName}咨询部工作群`,
    avatar: `${IMG}/group/team.jpg`,
    participants: [main, sub, ...activeStaff.slice(0, 4).map(staffP), counselorP(teamCounselor)],
    customerLink: null,
    isCurrTransfer: false,
    isBlock: false,
    size: bigTeam,
    lastMs: reference - 7 * MINUTE,
    gaps: 'busy',
    values: valuesFor(orders[orders.length - 1], main.user.realName),
    topFor: [main.imId, sub.imId],
  });
  plans.push({
    chatId: String(groupId++),
    chatType: '2',
    name: `平台-${HOSPITAL.shortName}派单对接群`,
    avatar: `${IMG}/group/liaison.jpg`,
    participants: [
      counselorP(COUNSELORS[1] as CounselorRef),
      main,
      ...activeStaff.slice(4, 7).map(staffP),
      counselorP(COUNSELORS[2] as CounselorRef),
    ],
    customerLink: null,
    isCurrTransfer: false,
    isBlock: false,
    size: bigLiaison,
    lastMs: reference - 25 * MINUTE,
    gaps: 'busy',
    values: valuesFor(orders[orders.length - 2], main.user.realName),
    topFor: [],
  });

  const rest = Math.max(0, input.chatCount - plans.length);
  const groupCount = Math.round(rest * 0.4);
  const privateCount = rest - groupCount;

  // Private chats with customers, most of them recent.
  const pickStaffFor = (order: StoredOrder | undefined): Participant => {
    const r = rng.next();
    if (r < 0.5) return main;
    if (r < 0.75) return sub;
    const f = order?.follower ? staffInfo.get(order.follower.id) : undefined;
    if (f && f.enabled) return staffP(f.id);
    return staffP(activeStaff.length > 0 ? rng.pick(activeStaff) : demo.main);
  };
  let privatesMade = 0;
  for (let i = orders.length - 1; i >= 0 && privatesMade < privateCount; i--) {
    const o = orders[i] as StoredOrder;
    if (usedCustomers.has(o.customer.id) || !rng.chance(0.6)) continue;
    const cust = customerById.get(o.customer.id);
    if (!cust) continue;
    usedCustomers.add(cust.id);
    const sp = pickStaffFor(o);
    const cp = customerP(cust);
    const latest = latestOrderOf.get(cust.id);
    plans.push({
      chatId: String(privateId++),
      chatType: '0',
      name: cust.name,
      avatar: cp.user.avatar,
      participants: [cp, sp],
      staff: sp,
      customer: cp,
      customerLink: customerLink(cust),
      isCurrTransfer: isOpenRecent(latest),
      isBlock: rng.chance(0.01),
      size: rng.chance(0.9) ? rng.int(5, 60) : rng.int(1, 4),
      lastMs: recentLastMs(),
      gaps: 'chat',
      values: valuesFor(latest, sp.user.realName),
      topFor: rng.chance(0.04) ? [sp.imId] : [],
    });
    privatesMade++;
  }

  // Order groups: the follower, often the demo accounts, a colleague or two and the order's counselor.
  let groupsMade = 0;
  for (let i = orders.length - 1; i >= 0 && groupsMade < groupCount; i--) {
    const o = orders[i] as StoredOrder;
    if (!o.follower || usedOrders.has(o.id) || !rng.chance(0.5)) continue;
    const cust = customerById.get(o.customer.id);
    if (!cust) continue;
    usedOrders.add(o.id);
    const members: Participant[] = [];
    const add = (p: Participant) => {
      if (!members.includes(p)) members.push(p);
    };
    const counselor = COUNSELORS.find((c) => c.id === o.platformCounselor?.id) ?? (COUNSELORS[0] as CounselorRef);
    add(counselorP(counselor));
    const f = staffInfo.get(o.follower.id);
    if (f) add(staffP(f.id));
    if (rng.chance(0.7)) add(main);
    if (rng.chance(0.5)) add(sub);
    for (const id of rng.sample(activeStaff, rng.int(0, 2))) add(staffP(id));
    if (members.length < 2) add(main);
    const chatId = String(groupId++);
    o.chatId = chatId;
    const spuName = o.orderList[0]?.spuName ?? '咨询';
    plans.push({
      chatId,
      chatType: '2',
      name: `${cust.name}·${spuName}跟进群`,
      avatar: `${IMG}/group/${chatId}.jpg`,
      participants: members,
      customerLink: customerLink(cust),
      isCurrTransfer: isOpenRecent(o),
      isBlock: false,
      size: rng.chance(0.9) ? rng.int(5, 60) : rng.int(1, 4),
      lastMs: recentLastMs(),
      gaps: 'chat',
      values: valuesFor(o, f?.realName ?? main.user.realName),
      topFor: [],
    });
    groupsMade++;
  }

  const chats: SandboxChat[] = [];
  const messages: Record<string, ChatMessage[]> = {};
  const chatViewers: Record<string, Record<string, ChatViewerState>> = {};
  for (const s of staff) chatViewers[s.imId] = {};

  const mentionsGiven = new Map<string, { atMe: number; atAll: number }>();
  for (const plan of plans) {
    const dispatchList = dispatchPlans.get(plan.chatId);
    const list = dispatchList ? writeDispatchHistory(rng, plan, dispatcher, dispatchList) : writeHistory(rng, plan);
    messages[plan.chatId] = list;
    const firstMs = list[0]?.sendTimestamp ?? plan.lastMs;
    const createdMs = firstMs - rng.int(1, 30) * MINUTE;

    // Read positions: the last message each participant has read.
    const n = list.length;
    const lastOwn = new Map<string, number>();
    for (let i = 0; i < n; i++) lastOwn.set((list[i] as ChatMessage).fromUserId, i);
    const pointer = new Map<string, number>();
    for (const p of plan.participants) {
      const own = lastOwn.get(p.imId) ?? -1;
      let target: number;
      if (p.userType === 2) {
        const r = rng.next();
        const isDemo = p.staffId === demo.main || p.staffId === demo.sub;
        const readAll = r < (isDemo ? 0.5 : 0.65);
        const behind = n > 1000 && r > 0.95 ? rng.int(100, 300) : rng.int(1, 12);
        target = readAll ? n - 1 : n - 1 - behind;
      } else if (p.userType === 4) {
        target = n - 1;
      } else {
        target = n - 1 - (rng.chance(0.3) ? rng.int(1, 3) : 0);
      }
      pointer.set(p.imId, Math.max(own, Math.min(n - 1, target), -1));
    }

    // Mentions of the demo accounts among their unread messages: the first three group chats
    // where it is possible, then now and then; demo-main also gets at-all mentions.
    if (plan.chatType === '2') {
      for (const viewer of [main, sub]) {
        if (!plan.participants.includes(viewer)) continue;
        const from = (pointer.get(viewer.imId) ?? n - 1) + 1;
        const candidates: ChatMessage[] = [];
        for (let i = from; i < n && candidates.length < 4; i++) {
          const msg = list[i] as ChatMessage;
          if (msg.msgType === 1 && !msg.isRecalled && msg.fromUserId !== viewer.imId && msg.atUserIds?.length === 0) candidates.push(msg);
        }
        if (candidates.length === 0) continue;
        const given = mentionsGiven.get(viewer.imId) ?? { atMe: 0, atAll: 0 };
        const atAll = viewer === main && given.atAll < 2 && (given.atMe >= 3 || rng.chance(0.2));
        if (!atAll && given.atMe >= 3 && !rng.chance(0.4)) continue;
        const msg = rng.pick(candidates);
        msg.atUserIds = [atAll ? 'all' : viewer.imId];
        msg.content = `${atAll ? '@所有人' : `@${viewer.user.realName}`} ${msg.content}`;
        if (atAll) given.atAll++;
        else given.atMe++;
        mentionsGiven.set(viewer.imId, given);
      }
    }

    // Read fields of the messages, from the positions.
    const others = plan.participants.filter((p) => p.userType !== 4);
    for (let i = 0; i < n; i++) {
      const msg = list[i] as ChatMessage;
      if (plan.chatType === '2') {
        const read: string[] = [];
        const unread: string[] = [];
        for (const p of others) {
          if (p.imId === msg.fromUserId) continue;
          if ((pointer.get(p.imId) ?? -1) >= i) read.push(p.imId);
          else unread.push(p.imId);
        }
        msg.readUserIds = read;
        msg.unReadUserIds = unread;
        msg.isRead = unread.length === 0;
      } else {
        msg.isRead = (pointer.get(msg.toUserId) ?? -1) >= i;
      }
    }

    // Each staff member's view of the chat.
    for (const p of plan.participants) {
      if (p.userType !== 2) continue;
      const pos = pointer.get(p.imId) ?? -1;
      let unreadCount = 0;
      let atMe: string | null = null;
      let atAll: string | null = null;
      for (let i = pos + 1; i < n; i++) {
        const msg = list[i] as ChatMessage;
        if (msg.fromUserId === p.imId) continue;
        unreadCount++;
        if (msg.isRecalled || !msg.atUserIds) continue;
        if (atMe === null && msg.atUserIds.includes(p.imId)) atMe = msg.fingerPrint;
        if (atAll === null && msg.atUserIds.includes('all')) atAll = msg.fingerPrint;
      }
      const viewers = chatViewers[p.imId] ?? (chatViewers[p.imId] = {});
      viewers[plan.chatId] = {
        unreadCount,
        isAtMe: atMe !== null,
        isAtAll: atAll !== null,
        atMeFingerPrint: atMe,
        atAllFingerPrint: atAll,
        isAlert: rng.chance(0.9),
        isTop: plan.topFor.includes(p.imId),
        lastReadFingerPrint: pos >= 0 ? (list[pos] as ChatMessage).fingerPrint : null,
      };
    }

    // Members, roles and states.
    let members: ChatMember[];
    if (plan.chatType === '2') {
      let adminGiven = false;
      members = plan.participants.map((p, index) => {
        let role: 1 | 2 | 3 = 3;
        if (index === 0) role = 1;
        else if (p.userType === 2 && !adminGiven) {
          role = 2;
          adminGiven = true;
        }
        const info = p.staffId !== undefined ? staffInfo.get(p.staffId) : undefined;
        const state: 0 | 1 | 2 = info && !info.enabled ? 2 : p.userType === 2 && index > 2 && rng.chance(0.03) ? 1 : 0;
        return makeMember(p, role, state, createdMs + (index === 0 ? 0 : rng.int(0, 10) * MINUTE));
      });
    } else {
      members = plan.participants.map((p) => makeMember(p, 3, 0, createdMs));
    }

    // Visitor statistics of customer chats.
    const last = list[n - 1];
    const item: SandboxChat['item'] = {
      chatId: plan.chatId,
      chatType: plan.chatType,
      name: plan.name,
      avatar: plan.avatar,
      memberCount: members.length,
      customer: plan.customerLink,
      peerUserId: plan.chatType === '0' ? ((plan.participants.find((p) => p !== plan.staff)?.imId ?? null) as string | null) : null,
      lastMessage: last ? { ...last } : null,
      lastMessageTime: last ? last.sendTime : null,
      isBlock: plan.isBlock,
      isCurrTransfer: plan.isCurrTransfer,
    };
    if (plan.customer) {
      let received = 0;
      let sent = 0;
      for (const m of list) {
        if (m.fromUserId === plan.customer.imId) received++;
        else sent++;
      }
      item.receivedCount = received;
      item.sentCount = sent;
      item.isReply = sent > 0;
      item.isEffective = received >= 3 && sent >= 3;
    }
    chats.push({ item, members });
  }

  return { chats, messages, chatViewers };
}

function baseMessage(
  plan: ChatPlan,
  from: Participant,
  toUserId: string,
  msgType: MsgType,
  content: string,
  bizType: ChatMessage['bizType'],
  ms: number,
  fp: string,
): ChatMessage {
  return {
    chatId: plan.chatId,
    chatType: plan.chatType,
    fromUserId: from.imId,
    toUserId,
    fromUser: from.user,
    msgType,
    content,
    sendTime: formatDateTime(ms),
    sendTimestamp: ms,
    fingerPrint: fp,
    refMessage: null,
    refFingerPrint: null,
    atUserIds: [],
    bizType,
    isRecalled: false,
    isRead: false,
  };
}

function writeDispatchHistory(rng: Rng, plan: ChatPlan, dispatcher: Participant, list: readonly StoredOrder[]): ChatMessage[] {
  const staff = plan.staff as Participant;
  let previous = 0;
  return list.map((o) => {
    const isNew = o.dispatchType === 1;
    const spu = o.orderList.map((s) => s.spuName).join('、');
    const text = `${isNew ? DISPATCH_NEW_TEXT : DISPATCH_OLD_TEXT}：${o.customer.name} ${o.customer.city ?? ''} ${spu}（跟进单号 ${o.followNumber}）`;
    // Dispatch times come from the orders; keep them strictly increasing.
    const ms = Math.max(parseDateTime(o.dispatchTime) + rng.int(1, 20) * 1000, previous + 1000);
    previous = ms;
    return baseMessage(plan, dispatcher, staff.imId, 99, text, isNew ? 1 : 2, ms, rng.uuid());
  });
}

function writeHistory(rng: Rng, plan: ChatPlan): ChatMessage[] {
  const n = plan.size;
  const times = new Array<number>(n);
  let t = plan.lastMs;
  for (let i = n - 1; i >= 0; i--) {
    times[i] = t;
    t -= gap(rng, plan.gaps);
  }
  const list: ChatMessage[] = [];
  const isGroup = plan.chatType === '2';
  const speakers = plan.participants;
  const speakerWeights = speakers.map((p) => (p.userType === 3 ? 2 : p.staffId !== undefined ? 3 : 1));
  let customerTurn = true;
  let burst = 1;
  for (let i = 0; i < n; i++) {
    const ms = times[i] as number;
    const fp = rng.uuid();
    let from: Participant;
    let to: string;
    if (isGroup) {
      from = rng.weighted(speakers, speakerWeights);
      to = plan.chatId;
    } else {
      from = customerTurn ? (plan.customer as Participant) : (plan.staff as Participant);
      to = customerTurn ? (plan.staff as Participant).imId : (plan.customer as Participant).imId;
      if (--burst <= 0) {
        customerTurn = !customerTurn;
        burst = rng.int(1, 3);
      }
    }

    // Group tips and the special system messages.
    if (isGroup && i === 0) from = speakers[0] as Participant;
    if (isGroup && (i === 0 || rng.chance(0.01))) {
      const newcomer = rng.pick(speakers);
      const text = i === 0 ? `${from.user.realName} 创建了群聊` : `${from.user.realName} 邀请 ${newcomer.user.realName} 加入了群聊`;
      list.push(baseMessage(plan, from, to, 99, text, 0, ms, fp));
      continue;
    }
    if (isGroup && rng.chance(0.005)) {
      const shake = rng.chance(0.2);
      list.push(
        baseMessage(
          plan,
          from,
          to,
          99,
          shake ? '系统消息：客户投诉待处理，请尽快回复' : `系统消息：客户${plan.values.customer}已完成到院签到`,
          shake ? 19 : 20,
          ms,
          fp,
        ),
      );
      continue;
    }
    if (!isGroup && from.userType === 2 && rng.chance(0.004)) {
      list.push(baseMessage(plan, from, to, 99, '客户浏览了项目详情页，轨迹已更新', 25, ms, fp));
      continue;
    }

    const kind = from.userType === 1 ? 'customer' : isGroup ? 'group' : 'staff';
    const msgType = pickMsgType(rng, kind);
    let content: string;
    if (msgType === 1) {
      const lines = kind === 'customer' ? CUSTOMER_LINES : kind === 'staff' ? STAFF_LINES : GROUP_LINES;
      content = fill(rng.pick(lines), plan.values);
    } else {
      content = payload(rng, msgType, fp, plan, from, ms);
    }
    const msg = baseMessage(plan, from, to, msgType, content, 0, ms, fp);

    // Mentions in groups, quotes and recalls.
    if (isGroup && msgType === 1 && rng.chance(0.03)) {
      const target = rng.pick(speakers);
      if (target !== from && target.userType === 2) {
        msg.atUserIds = [target.imId];
        msg.content = `@${target.user.realName} ${msg.content}`;
      }
    }
    if (msgType === 1 && i > 3 && rng.chance(0.03)) {
      const ref = list[i - rng.int(1, 3)];
      if (ref && !ref.isRecalled && ref.msgType !== 99) {
        msg.refFingerPrint = ref.fingerPrint;
        msg.refMessage = {
          fingerPrint: ref.fingerPrint,
          fromUserId: ref.fromUserId,
          fromUser: ref.fromUser,
          msgType: ref.msgType,
          content: ref.content,
          isRecalled: false,
        };
      }
    }
    if (rng.chance(0.01) && msg.atUserIds?.length === 0) {
      msg.isRecalled = true;
      msg.content = '';
      msg.refMessage = null;
      msg.refFingerPrint = null;
    }
    list.push(msg);
  }

  // Customer messages: whether staff answered after them.
  if (plan.customer) {
    let answered = false;
    for (let i = list.length - 1; i >= 0; i--) {
      const msg = list[i] as ChatMessage;
      if (msg.fromUserId === plan.customer.imId) msg.isFeedback = answered;
      else if (msg.msgType !== 99) answered = true;
    }
  }
  return list;
}
