/**
 * The notification centre of the demo accounts: every notification type code of the
 * specification at least once per account, the rest weighted towards order notices. `assid`
 * points at a seeded row wherever the type concerns one.
 */
import type {
  Bulletin,
  Contract,
  Doctor,
  EcProduct,
  FinanceBill,
  FinanceInvoice,
  FollowIncentiveOrder,
  NotificationItem,
  ProjectCertification,
  StudyCenterCourse,
} from '@generated/main/model';
import type { SandboxAccount, SandboxState, StoredComment, StoredOrder } from './state.ts';
import { paperExpiry } from './papers.ts';
import { PLATFORM_ACTIVITY_IDS } from './seed-activities.ts';
import { DAY, formatDate, formatDateTime, HOUR, MINUTE, type Rng } from './random.ts';

/** Every notification type code the specification names (section 2 jump table and section 3). */
export const NOTIFICATION_CODES: readonly number[] = [
  1, 2, 3, 133085, 133098, 133112, 133093, 133094, 133095, 133102, 128, 200002, 200401, 200301, 200108, 200104, 200107, 200106, 200105,
  200103, 200102, 200101, 200602, 200601, 200703, 200701, 200702, 200704, 200801, 200802, 200901, 200902, 200903, 200904, 20230508,
  20230727, 2024040801, 2024040802, 20250508, 13310201, 13310202, 13310203, 13310204, 2024060112, 2024060113, 2024060114, 200000,
];

/**
 * Ids of entities the sandbox state does not hold (strict-select activities and orders, platform
 * activities); notifications about them carry these ids.
 */
export const EXTERNAL_IDS = {
  strictSelectActivities: [3301, 3302, 3303, 3304],
  strictSelectOrders: [5501, 5502, 5503, 5504, 5505],
} as const;

export interface NotificationRows {
  orders: readonly StoredOrder[];
  /** Appraisals, oldest first (133112 opens one). */
  comments: readonly StoredComment[];
  doctors: readonly Doctor[];
  products: readonly EcProduct[];
  bills: readonly FinanceBill[];
  invoices: readonly FinanceInvoice[];
  contracts: readonly Contract[];
  bulletins: readonly Bulletin[];
  certifications: readonly ProjectCertification[];
  incentiveOrders: readonly FollowIncentiveOrder[];
  courses: readonly StudyCenterCourse[];
  accounts: readonly SandboxAccount[];
}

interface Notice {
  title: string;
  text: string;
  assid: string;
}

/** Notices about the hospital itself (no record to open); the licence dates are the seed's (mocks/db/papers.ts). */
const paperNotices = (ref: number): Record<number, Notice> => ({
  200000: { title: '机构信息变更', text: '平台已更新贵机构的基础信息，请核对。', assid: '' },
  200107: { title: '资质即将到期', text: `贵机构的医疗广告审查证明将于${paperExpiry(ref, 3)}到期，请及时上传新证明。`, assid: '' },
  200106: { title: '资质即将到期', text: `贵机构的医疗机构执业许可证将于${paperExpiry(ref, 2)}到期，请及时更新。`, assid: '' },
  200105: { title: '资质即将到期', text: `贵机构的营业执照将于${paperExpiry(ref, 1)}到期，请及时更新。`, assid: '' },
  200103: { title: '资质已过期', text: '贵机构的医疗广告审查证明已过期，相关广告已暂停展示。', assid: '' },
  200102: { title: '资质已过期', text: '贵机构的医疗机构执业许可证已过期，请尽快上传新证。', assid: '' },
  200101: { title: '营业执照变更', text: '检测到贵机构营业执照信息变更，请核对并更新机构资料。', assid: '' },
  200602: { title: '麻醉印鉴卡即将到期', text: `贵机构的麻醉药品印鉴卡将于${paperExpiry(ref, 4)}到期，请及时更新。`, assid: '' },
  200601: { title: '麻醉印鉴卡已过期', text: '贵机构的麻醉药品印鉴卡已过期，请尽快更新。', assid: '' },
  2024060112: { title: '机构资料待完善', text: '机构基础信息有待补充的字段，请前往机构信息完善。', assid: '' },
  2024060113: { title: '机构资质待完善', text: '机构资质证照有待更新的项目，请前往机构信息补充。', assid: '' },
  2024060114: { title: '机构荣誉待完善', text: '机构荣誉资料有待补充，请前往机构信息完善。', assid: '' },
  128: { title: '项目开通审核', text: '您申请开通的项目「热玛吉」已审核通过。', assid: '' },
  133093: { title: '机构审核通知', text: '您提交的机构资料修改已审核通过。', assid: '1' },
});

export function seedNotifications(
  rng: Rng,
  ref: number,
  rows: NotificationRows,
  accountNames: readonly string[],
  perAccount: number,
  firstId: number,
): SandboxState['notifications'] {
  const out: SandboxState['notifications'] = [];
  let id = firstId;
  const pick = <T>(items: readonly T[], fallback: T): T => (items.length > 0 ? rng.pick(items) : fallback);
  const papers = paperNotices(ref);
  // The newest appraisal written before a moment (the oldest one when none was).
  const commentBefore = (ms: number): StoredComment | undefined => {
    const limit = formatDateTime(ms);
    let found = rows.comments[0];
    for (const c of rows.comments) if (c.createTime <= limit) found = c;
    return found;
  };

  for (const accountName of accountNames) {
    const account = rows.accounts.find((a) => a.account === accountName);
    const userId = account?.userInfo.id ?? 0;
    const mine = rows.orders.filter((o) => o.follower?.id === userId);
    const ownOrders = mine.length > 0 ? mine : rows.orders;
    const anyOrder = ownOrders[ownOrders.length - 1] as StoredOrder;
    // An order notice concerns an order dispatched shortly before it (orders are in time order).
    const orderBefore = (ms: number, accept: (o: StoredOrder) => boolean = () => true): StoredOrder => {
      const limit = formatDateTime(ms);
      let lo = 0;
      let hi = ownOrders.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((ownOrders[mid] as StoredOrder).dispatchTime <= limit) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo - 1; i >= Math.max(0, lo - 200); i--) if (accept(ownOrders[i] as StoredOrder)) return ownOrders[i] as StoredOrder;
      return (ownOrders[Math.max(0, lo - 1)] ?? anyOrder) as StoredOrder;
    };
    const subAccounts = rows.accounts.filter((a) => !a.userInfo.isMainAccount);
    const self = account && !account.userInfo.isMainAccount;

    const notice = (code: number, index: number, ms: number): Notice => {
      const paper = papers[code];
      if (paper) return paper;
      switch (code) {
        case 1: {
          const o = orderBefore(ms);
          const spu = o.orderList[0]?.spuName ?? '';
          return {
            title: '新派单提醒',
            text: `${o.dispatchType === 1 ? '新的派单' : '老客户再次派单'}：${o.customer.name}（${o.customer.phone}）意向${spu}，请及时跟进。`,
            assid: String(o.id),
          };
        }
        case 2: {
          const o = orderBefore(ms - DAY, (x) => x.follower !== null);
          return {
            title: '订单跟进提醒',
            text: `客户${o.customer.name}（跟进单号 ${o.followNumber}）待跟进，请及时处理。`,
            assid: String(o.id),
          };
        }
        case 3: {
          const o = orderBefore(ms, (x) => x.followRecords.some((r) => r.replies.length > 0));
          const reply = o.followRecords.flatMap((r) => r.replies)[0];
          return {
            title: '订单回复',
            text: `${reply?.replier.name ?? '平台咨询师'}回复了您的跟进记录：${reply?.content ?? '请及时跟进'}`,
            assid: String(o.id),
          };
        }
        case 133085: {
          const o = orderBefore(ms);
          return { title: '客户联系方式变更', text: `客户${o.customer.name}的联系方式已变更，请查看最新联系方式。`, assid: String(o.id) };
        }
        case 133098: {
          const b = rows.bills.find((x) => x.pendingConfirm) ?? (rows.bills[rows.bills.length - 1] as FinanceBill);
          return { title: '对账通知', text: `${b.billPeriod}账单已核对，请确认应付金额${b.amountPayable}元。`, assid: String(b.id) };
        }
        case 133112: {
          // The newest appraisal written before the notice (the appraisal detail opens with its id).
          const c = commentBefore(ms);
          if (!c) return { title: '最新评价通知', text: '客户发表了新的评价，请及时查看并回复。', assid: '' };
          return {
            title: '最新评价通知',
            text: `客户「${c.customerNickname}」评价了${c.projectName}，请及时查看并回复。`,
            assid: String(c.id),
          };
        }
        case 133094: {
          const d = rows.doctors.filter((x) => x.auditStatus !== 1)[index % 3] ?? (rows.doctors[0] as Doctor);
          const ok = d.auditStatus === 2;
          return {
            title: '医生审核通知',
            text: `医生${d.name}的资料审核${ok ? '已通过' : `未通过：${d.rejectReason ?? ''}`}`,
            assid: String(d.id),
          };
        }
        case 133095: {
          const p = pick(
            rows.products.filter((x) => x.status === 0 || x.status === 2),
            rows.products[0] as EcProduct,
          );
          return {
            title: '商品审核通知',
            text: `商品「${p.spuName}」${p.status === 2 ? `审核未通过：${p.rejectReason ?? ''}` : '审核通过，已上架'}`,
            assid: String(p.id),
          };
        }
        case 133102: {
          const c = rows.contracts.find((x) => x.contractType === 1) ?? (rows.contracts[0] as Contract);
          return { title: '合同审核通知', text: `《${c.title}》审核通过，已生效。`, assid: String(c.id) };
        }
        case 200002: {
          const inv = pick(rows.invoices, rows.invoices[0] as FinanceInvoice);
          return { title: '发票申请通知', text: `发票申请${inv.applyNo}${inv.statusStr}。`, assid: String(inv.id) };
        }
        case 200401: {
          const p = rows.products.find((x) => x.status === 3) ?? (rows.products[0] as EcProduct);
          return { title: '商品下架通知', text: `商品「${p.spuName}」已被平台下架：${p.rejectReason ?? ''}`, assid: String(p.id) };
        }
        case 200301: {
          const a = self ? account : (subAccounts[index % Math.max(1, subAccounts.length)] ?? account);
          return {
            title: '子账号到期提醒',
            text: `子账号${a?.account ?? ''}将于${formatDate(ref).slice(0, 4)}-12-31到期，请及时续期。`,
            assid: String(a?.userInfo.id ?? ''),
          };
        }
        case 200108: {
          const c = rows.contracts.find((x) => x.isExpiringSoon) ?? (rows.contracts[0] as Contract);
          return { title: '合同即将到期', text: `《${c.title}》将于${c.endDate ?? ''}到期，请及时续签。`, assid: String(c.id) };
        }
        case 200104: {
          const c = rows.contracts.find((x) => x.status === 4) ?? (rows.contracts[0] as Contract);
          return { title: '合同已到期', text: `《${c.title}》已于${c.endDate ?? ''}到期。`, assid: String(c.id) };
        }
        case 200703:
        case 200701:
        case 200702:
        case 200704: {
          const act = rng.pick(EXTERNAL_IDS.strictSelectActivities);
          const text = {
            200703: '严选活动「冬季抗衰节」报名结果已公布：报名成功。',
            200701: '新的严选活动「冬季抗衰节」已发布，欢迎报名。',
            200702: '严选活动「冬季抗衰节」已开始报名。',
            200704: '严选活动「冬季抗衰节」报名将于明天截止。',
          }[code];
          return { title: '严选活动通知', text: text ?? '', assid: String(act) };
        }
        case 200801:
        case 200802: {
          const so = rng.pick(EXTERNAL_IDS.strictSelectOrders);
          return {
            title: code === 200801 ? '新严选派单' : '严选订单跟进提醒',
            text: code === 200801 ? '您有一条新的严选订单，请及时跟进。' : '严选订单待跟进，请及时处理。',
            assid: String(so),
          };
        }
        case 200901:
        case 200902:
        case 200903: {
          // Each code points at the seeded activity it speaks of (mocks/db/seed-activities.ts); the draw
          // keeps the random stream the later notifications were seeded with.
          rng.next();
          const byCode: Record<number, [number, string]> = {
            200901: [PLATFORM_ACTIVITY_IDS.registrationOpen, '平台活动「新春焕颜节」开始报名。'],
            200902: [PLATFORM_ACTIVITY_IDS.result, '您报名的平台活动「双十二美肤季」审核通过。'],
            200903: [PLATFORM_ACTIVITY_IDS.closingSoon, '平台活动「冬季补水季」报名即将截止。'],
          };
          const [act, text] = byCode[code] as [number, string];
          return { title: '平台活动通知', text, assid: String(act) };
        }
        case 200904: {
          const b = rows.bulletins.find((x) => x.status === 3) ?? (rows.bulletins[0] as Bulletin);
          return { title: '公告审核未通过', text: `机构公告「${b.title}」审核未通过：${b.rejectReason ?? ''}`, assid: String(b.id) };
        }
        case 20230508:
        case 20230727: {
          const inc = pick(rows.incentiveOrders, rows.incentiveOrders[0] as FollowIncentiveOrder);
          return {
            title: code === 20230508 ? '订单量激励计划' : '激励订单跟进提醒',
            text:
              code === 20230508
                ? `激励计划新派单：${inc.customerName} ${inc.projectNames.join('、')}，请在${inc.followDeadline}前跟进。`
                : `激励订单${inc.orderNumber}即将超时，请尽快跟进。`,
            assid: String(inc.id),
          };
        }
        case 2024040801:
        case 2024040802: {
          const wanted = code === 2024040801 ? 2 : 3;
          const c = rows.certifications.find((x) => x.auditStatus === wanted) ?? (rows.certifications[0] as ProjectCertification);
          return {
            title: '药械资质审核通知',
            text: `药械资质「${c.productName}」${wanted === 2 ? '审核通过' : `审核未通过：${c.rejectReason ?? ''}`}`,
            assid: String(c.id),
          };
        }
        case 20250508: {
          // The second account's first warning recommends no course (assid 0: no jump).
          const course = pick(rows.courses, rows.courses[0] as StudyCenterCourse);
          const none = index === -1;
          return {
            title: '数据预警',
            text: none ? '数据预警：近7天派单到院率低于平台均值。' : `数据预警：近7天派单跟进及时率低于80%，推荐学习《${course.title}》。`,
            assid: none ? '0' : String(course.id),
          };
        }
        case 13310201:
        case 13310202:
        case 13310203:
        case 13310204: {
          const type = code - 13310200;
          const c = rows.contracts.find((x) => x.contractType === type) ?? (rows.contracts[0] as Contract);
          return { title: '合同签署提醒', text: `《${c.title}》${c.statusStr}，请前往合同管理查看。`, assid: `${c.id}_${type}` };
        }
        default:
          return { title: '系统通知', text: '您有一条新的系统通知。', assid: '' };
      }
    };

    // Every code once, then weighted extra ones.
    const codes: number[] = [...NOTIFICATION_CODES];
    const frequent = [1, 1, 1, 2, 2, 3, 133085, 133112, 200801, 20230508, 20230727, 200108, 133098];
    while (codes.length < perAccount) codes.push(rng.chance(0.7) ? rng.pick(frequent) : rng.pick(NOTIFICATION_CODES));
    rng.shuffle(codes);
    const times = codes.map(() => ref - rng.int(5, 60 * 24 * 60) * MINUTE).sort((a, b) => a - b);
    const seen = new Set<number>();
    const rowsForAccount: (NotificationItem & { account: string })[] = codes.map((code, i) => {
      const first = !seen.has(code);
      seen.add(code);
      const ms = times[i] as number;
      const n = notice(code, first && code === 20250508 && accountName !== accountNames[0] ? -1 : i, ms);
      return {
        id: id++,
        type: code,
        title: n.title,
        text: n.text,
        assid: n.assid,
        isRead: ref - ms > 7 * DAY ? rng.chance(0.85) : rng.chance(0.35),
        createTime: formatDateTime(ms),
        account: accountName,
      };
    });
    // Both read and unread rows, whatever the dice said.
    const newest = rowsForAccount[rowsForAccount.length - 1];
    const oldest = rowsForAccount[0];
    if (newest) newest.isRead = false;
    if (oldest && rowsForAccount.length > 1) oldest.isRead = true;
    out.push(...rowsForAccount);
  }
  // Keep only times before the reference moment even after rounding.
  for (const row of out) if (row.createTime > formatDateTime(ref)) row.createTime = formatDateTime(ref - HOUR);
  return out;
}
