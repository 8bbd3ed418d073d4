/**
 * The seed of the order workbench's side areas: customers' appraisals of the hospital (on dealt
 * orders), verification codes of strict-select, sku and third-party orders, third-party
 * customers and orders, and customer tracking events. Sizes do not scale; ids are distinct per
 * table; every date is relative to the seed's reference moment `ref`.
 */
import type {
  CommentScores,
  EcProduct,
  Rating,
  ThirdPartyCustomer,
  ThirdPartyOrder,
  ThirdPartyOrderStatus,
  ThirdPartyPlatform,
  VerificationStatus,
} from '@generated/main/model';
import { CITIES } from './catalog.ts';
import { DAY, formatDate, formatDateTime, HOUR, maskPhone, MINUTE, money, parseDateTime, type Rng } from './random.ts';
import type { ClientTrackRow, StoredComment, StoredOrder, VerificationCodeRow } from './state.ts';

/**
 * Codes with a known state, for tests, stories and a person trying the write-off: each kind
 * unused, plus one used and one expired code (the rest are generated).
 */
export const DEMO_CODES = {
  strictSelect: '610000000001',
  sku: '810000000001',
  thirdParty: '910000000001',
  used: '810000000002',
  expired: '610000000002',
} as const;

const NICK_HEADS = ['爱美的', '元气', '快乐', '温柔的', '努力的', '佛系', '小确幸', '不胖的', '晒太阳的', '吃草莓的'];
const NICK_TAILS = ['小鹿', '橘子', '喵喵', '团子', '兔兔', '小鱼', '芒果', '阿紫', '小雨', '可乐'];

const PRAISE = [
  '{doctor}医生做的{project}很自然，消肿也快，前台小姐姐服务很贴心',
  '环境干净整洁，{project}效果超出预期，朋友都说变好看了',
  '咨询师很专业，没有强制推销，{doctor}医生解释得很耐心',
  '第二次来做{project}了，一如既往的满意，会推荐给闺蜜',
  '术后回访很及时，{project}恢复得不错，整体体验很好',
];
const NEUTRAL = [
  '{project}效果还可以，就是排队时间有点长',
  '医生技术不错，但是停车不太方便，{project}效果待观察',
  '整体一般，{project}价格比平台上看到的稍贵一点',
];
const COMPLAINTS = [
  '{project}做完一个月了还是不对称，联系客服一直没人处理',
  '到院后被推销了很多额外项目，{project}的价格和平台上说的不一样',
  '等了两个小时才见到医生，{project}做完淤青很严重，很失望',
  '术后复查约不上{doctor}医生，{project}效果也不明显',
];
const REPLIES = [
  '感谢您的认可，术后一周请按时回院复查，祝您越来越美！',
  '感谢您的反馈，我们已安排专属客服与您联系，给您带来不便非常抱歉。',
  '谢谢亲的好评，有任何问题随时联系您的专属咨询师哦。',
];
const APPENDS = ['术后一个月恢复得很好，很满意', '消肿后效果更自然了，补一个追评', '复查时医生很细心，给个赞'];

const fill = (template: string, project: string, doctor: string) => template.replace('{project}', project).replace('{doctor}', doctor);

/**
 * Appraisals of the latest dealt orders (follow status 4 or 7 with a deal), one per order,
 * written days after the deal: mostly good, a few negative (rating 2 or less) and unanswered, the
 * newest unread. Ids from 31001, newest last.
 */
export function seedComments(rng: Rng, ref: number, orders: readonly StoredOrder[], count = 120): StoredComment[] {
  const dealt = orders
    .filter((o) => (o.taskStatus === 4 || o.taskStatus === 7) && o.deals.length > 0)
    .sort((a, b) => (a.dispatchTime < b.dispatchTime ? -1 : a.dispatchTime > b.dispatchTime ? 1 : a.id - b.id))
    .slice(-count);
  const drafts = dealt.map((order) => {
    const dealMs = Math.max(...order.deals.map((d) => parseDateTime(d.dealTime)));
    const created = Math.min(dealMs + rng.int(1, 10) * DAY + rng.int(0, 600) * MINUTE, ref - rng.int(1, 48) * HOUR);
    return { order, created };
  });
  drafts.sort((a, b) => a.created - b.created || a.order.id - b.order.id);
  return drafts.map(({ order, created }, i): StoredComment => {
    const id = 31001 + i;
    const rating = rng.weighted([1, 2, 3, 4, 5] as const, [1, 1, 2, 4, 9]) as Rating;
    const score = (): Rating => Math.min(5, Math.max(1, rating + rng.int(-1, 1))) as Rating;
    const scores: CommentScores = { effect: rating, service: score(), environment: score() };
    const project = order.orderList[0]?.projectName ?? order.intendedProjects?.[0]?.name ?? '皮肤管理';
    const doctor = order.appointment?.doctor ?? order.relatedDoctors[0] ?? null;
    const doctorName = doctor?.name ?? '主诊';
    const isNegative = rating <= 2;
    const templates = isNegative ? COMPLAINTS : rating === 3 ? NEUTRAL : PRAISE;
    // Older good appraisals are mostly answered; negative ones mostly wait (the list's warning).
    const age = ref - created;
    const replied = isNegative ? i % 4 === 0 : age > 5 * DAY && rng.chance(0.6);
    const replyTime = Math.min(created + rng.int(2, 30) * HOUR, ref - HOUR);
    const hasAppend = !isNegative && age > 20 * DAY && rng.chance(0.25);
    return {
      id,
      followId: order.id,
      rating,
      scores,
      content: fill(rng.pick(templates), project, doctorName),
      images: rng.chance(0.35) ? [{ url: `comment/2026/11/${id}-1.jpg`, isVideo: false }] : [],
      customerNickname: `${rng.pick(NICK_HEADS)}${rng.pick(NICK_TAILS)}`,
      customerAvatar: rng.chance(0.7) ? `avatar/2026/02/${id}.jpg` : null,
      projectName: project,
      doctorId: doctor?.id ?? null,
      doctorName: doctor?.name ?? null,
      hospitalReply: replied
        ? {
            id: 8801 + i,
            content: isNegative ? (REPLIES[1] as string) : rng.pick(REPLIES),
            operatorName: '王雅琴',
            replyTime: formatDateTime(replyTime),
          }
        : null,
      isNegative,
      isRead: age > 3 * DAY,
      createTime: formatDateTime(created),
      appendComments: hasAppend
        ? [{ content: rng.pick(APPENDS), images: [], createTime: formatDateTime(Math.min(created + rng.int(10, 30) * DAY, ref - HOUR)) }]
        : [],
      orderNumber: order.number,
      dealAmount: order.dealAmount ?? null,
    };
  });
}

const PLATFORMS: readonly ThirdPartyPlatform[] = [1, 2, 3, 4, 5, 9];
const PLATFORM_PREFIX: Record<ThirdPartyPlatform, string> = { 1: 'MT', 2: 'DP', 3: 'DY', 4: 'KS', 5: 'XHS', 9: 'QT' };
const TP_PRODUCTS: [string, string | null, number][] = [
  ['水光针 补水嫩肤单次', '单次', 698],
  ['M22光子嫩肤 全脸', '全脸', 780],
  ['小气泡清洁 单次', null, 99],
  ['冰点脱毛 腋下6次', '6次', 399],
  ['果酸焕肤 单次', '单次', 298],
  ['衡力瘦脸针 100u', '100u', 1380],
  ['超皮秒祛斑 全脸', '全脸', 2980],
  ['热玛吉眼周 450发', '450发', 7800],
];

/** Third-party customers (ids from 73001) and their orders (ids from 610001), newest payment last. */
export function seedThirdParty(
  rng: Rng,
  ref: number,
  faker: { person: { lastName(): string } },
  customerCount = 40,
  orderCount = 90,
): { customers: ThirdPartyCustomer[]; orders: ThirdPartyOrder[] } {
  const people = Array.from({ length: customerCount }, (_, i) => {
    const platform = rng.weighted(PLATFORMS, [5, 3, 4, 1, 2, 1]);
    const full = `1${rng.pick(['35', '37', '38', '39', '58', '86', '88'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
    return {
      id: 73001 + i,
      platform,
      nickname: `${faker.person.lastName()}${rng.pick(['小姐姐', '爱美丽', '同学', '宝宝', '不加糖', '的日常'])}`,
      phone: maskPhone(full),
      city: rng.pick(CITIES).cityName,
    };
  });
  const drafts = Array.from({ length: orderCount }, (_, i) => {
    // Every customer has at least one order; the rest go to a few returning customers.
    const person = people[i < customerCount ? i : rng.int(0, Math.floor(customerCount / 3))] ?? people[0];
    const payMs = ref - rng.int(0, 150) * DAY - rng.int(0, 14 * 60) * MINUTE;
    return { person: person as (typeof people)[number], payMs };
  }).sort((a, b) => a.payMs - b.payMs);
  const orders = drafts.map(({ person, payMs }, i): ThirdPartyOrder => {
    const [productName, skuName, price] = rng.pick(TP_PRODUCTS);
    const quantity = rng.chance(0.15) ? 2 : 1;
    const validMs = payMs + 90 * DAY;
    let status: ThirdPartyOrderStatus = rng.weighted([1, 2, 3, 4] as const, [5, 6, 1, 1]);
    if (status === 1 && validMs < ref) status = 5;
    const writeOffMs = Math.min(payMs + rng.int(1, 20) * DAY, ref - HOUR);
    return {
      id: 610001 + i,
      platform: person.platform,
      platformOrderNo: `${PLATFORM_PREFIX[person.platform]}${formatDate(payMs).slice(2).replace(/-/g, '')}${String(100000 + i * 37).slice(-6)}${rng.int(1000, 9999)}`,
      customerId: person.id,
      customerNickname: person.nickname,
      customerPhone: person.phone,
      productName,
      skuName,
      quantity,
      // Integer yuan times a small count: exact.
      amount: money(price * quantity),
      status,
      payTime: formatDateTime(payMs),
      writeOffTime: status === 2 ? formatDateTime(writeOffMs) : null,
      validUntil: formatDate(validMs),
    };
  });
  // The first order is the demo code's: unused and valid.
  const first = orders[orders.length - 1];
  if (first) {
    first.status = 1;
    first.writeOffTime = null;
  }
  const customers = people.map((p): ThirdPartyCustomer => {
    const own = orders.filter((o) => o.customerId === p.id);
    const cents = own.reduce((sum, o) => sum + Math.round(o.amount * 100), 0);
    return {
      ...p,
      orderCount: own.length,
      totalAmount: money(cents / 100),
      firstOrderTime: own[0]?.payTime ?? null,
      lastOrderTime: own[own.length - 1]?.payTime ?? formatDateTime(ref),
    };
  });
  return { customers, orders };
}

export const STRICT_PRODUCTS: [string, number][] = [
  ['严选·超皮秒祛斑 全脸1次', 1980],
  ['严选·热玛吉FLX 全脸600发', 12800],
  ['严选·埋线双眼皮', 3980],
  ['严选·瑞蓝2号玻尿酸 1ml', 3280],
  ['严选·超声炮 全脸400发', 6800],
];

function code(prefix: string, rng: Rng, taken: Set<string>): string {
  for (;;) {
    const value = `${prefix}${String(rng.int(0, 99_999_999_999)).padStart(11, '0')}`;
    if (!taken.has(value) && !(Object.values(DEMO_CODES) as string[]).includes(value)) {
      taken.add(value);
      return value;
    }
  }
}

/**
 * Verification codes: 12 strict-select (orders 5501…), 16 sku (orders 402301…) and one per
 * third-party order (in the state of its order). Among strict-select and sku codes some are used
 * up, refunded or expired; the DEMO_CODES are fixed.
 */
export function seedVerificationCodes(
  rng: Rng,
  ref: number,
  products: readonly EcProduct[],
  thirdPartyOrders: readonly ThirdPartyOrder[],
  customerNames: readonly string[],
): VerificationCodeRow[] {
  const taken = new Set<string>();
  const rows: VerificationCodeRow[] = [];
  const customer = () => ({
    name: rng.pick(customerNames),
    phone: `1${rng.pick(['36', '39', '58', '88'])}****${String(rng.int(0, 9999)).padStart(4, '0')}`,
  });
  const stateOf = (i: number): VerificationStatus => (i % 6 === 4 ? 2 : i % 6 === 5 ? 4 : i % 7 === 3 ? 3 : 0);
  for (let i = 0; i < 12; i++) {
    const [productName, price] = STRICT_PRODUCTS[i % STRICT_PRODUCTS.length] as [string, number];
    const status: VerificationStatus = i === 0 ? 0 : i === 1 ? 4 : stateOf(i);
    const payMs = ref - rng.int(5, 120) * DAY - rng.int(0, 600) * MINUTE;
    rows.push({
      code: i === 0 ? DEMO_CODES.strictSelect : i === 1 ? DEMO_CODES.expired : code('6', rng, taken),
      kind: 'strictSelect',
      orderId: 5501 + i,
      orderNumber: `YX${formatDate(payMs).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
      productName,
      skuName: null,
      productImage: null,
      quantity: 1,
      remainingQuantity: status === 0 ? 1 : 0,
      amount: money(price),
      customer: customer(),
      thirdPartyPlatform: null,
      status,
      payTime: formatDateTime(payMs),
      validUntil: formatDate(status === 4 ? ref - rng.int(1, 30) * DAY : payMs + 180 * DAY),
      lastWriteOffTime: status === 2 ? formatDateTime(Math.min(payMs + rng.int(1, 20) * DAY, ref - HOUR)) : null,
      lastWriteOffOperator: status === 2 ? '王雅琴' : null,
    });
  }
  const onSale = products.filter((p) => p.status === 0);
  for (let i = 0; i < 16; i++) {
    const product = onSale[i % Math.max(1, onSale.length)] ?? products[0];
    const quantity = i === 0 ? 3 : rng.weighted([1, 3, 6], [5, 3, 1]);
    const status: VerificationStatus = i === 0 ? 0 : i === 1 ? 2 : stateOf(i);
    const used = status === 2 ? quantity : status === 0 && quantity > 1 && i % 3 === 0 && i > 0 ? rng.int(1, quantity - 1) : 0;
    const remaining = status === 2 || status === 3 ? 0 : quantity - used;
    const payMs = ref - rng.int(3, 100) * DAY - rng.int(0, 600) * MINUTE;
    const unitCents = Math.round((product?.salePrice ?? 980) * 100);
    rows.push({
      code: i === 0 ? DEMO_CODES.sku : i === 1 ? DEMO_CODES.used : code('8', rng, taken),
      kind: 'sku',
      orderId: 402301 + i,
      orderNumber: `EC${formatDate(payMs).replace(/-/g, '')}${String(i + 31).padStart(4, '0')}`,
      productName: product?.spuName ?? '光子嫩肤',
      skuName: quantity > 1 ? `${quantity}次` : '单次',
      productImage: product?.cover?.url ?? null,
      quantity,
      remainingQuantity: status === 4 ? quantity - used : remaining,
      amount: money((unitCents * quantity) / 100),
      customer: customer(),
      thirdPartyPlatform: null,
      status: status === 0 && used > 0 ? 1 : status,
      payTime: formatDateTime(payMs),
      validUntil: formatDate(status === 4 ? ref - rng.int(1, 30) * DAY : payMs + 365 * DAY),
      lastWriteOffTime: used > 0 ? formatDateTime(Math.min(payMs + rng.int(1, 20) * DAY, ref - HOUR)) : null,
      lastWriteOffOperator: used > 0 ? '李静' : null,
    });
  }
  const byStatus: Record<ThirdPartyOrderStatus, VerificationStatus> = { 1: 0, 2: 2, 3: 3, 4: 3, 5: 4 };
  thirdPartyOrders.forEach((order, i) => {
    const status = byStatus[order.status];
    const isDemo = i === thirdPartyOrders.length - 1;
    rows.push({
      code: isDemo ? DEMO_CODES.thirdParty : code('9', rng, taken),
      kind: 'thirdParty',
      orderId: order.id,
      orderNumber: order.platformOrderNo,
      productName: order.productName,
      skuName: order.skuName ?? null,
      productImage: null,
      quantity: order.quantity,
      remainingQuantity: status === 0 ? order.quantity : 0,
      amount: order.amount,
      customer: { name: order.customerNickname, phone: order.customerPhone },
      thirdPartyPlatform: order.platform,
      status,
      payTime: order.payTime,
      validUntil: order.validUntil ?? null,
      lastWriteOffTime: order.writeOffTime ?? null,
      lastWriteOffOperator: order.writeOffTime ? '前台' : null,
    });
  });
  return rows;
}

/** The platform's label (`eventTypeStr`) of each tracking event type. */
export const EVENT_LABELS: Record<number, string> = {
  1: '浏览机构主页',
  2: '浏览医生',
  3: '浏览商品',
  4: '浏览案例',
  5: '浏览活动',
  6: '在线咨询',
  7: '收藏',
  8: '下单',
  9: '发表评价',
};

/**
 * Customer tracking events (ids from 120001), newest last, of customers with recent orders, over
 * the 14 days before `ref`; the last three days' events are mostly unread.
 */
export function seedClientTracks(
  rng: Rng,
  ref: number,
  orders: readonly StoredOrder[],
  targets: { doctors: readonly { id: number; name: string }[]; products: readonly { id: number; spuName: string }[] },
  count = 300,
): ClientTrackRow[] {
  const recent = orders.slice(-600);
  const times = Array.from({ length: count }, () => ref - rng.int(0, 14 * 24 * 60) * MINUTE).sort((a, b) => a - b);
  return times.map((ms, i): ClientTrackRow => {
    const order = rng.pick(recent);
    const eventType = rng.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9] as const, [4, 4, 6, 3, 2, 3, 2, 1, 1]);
    let target: { id: number; name: string } | null = null;
    if (eventType === 2 || eventType === 7) target = rng.pick(targets.doctors);
    else if (eventType === 3 || eventType === 8) {
      const p = rng.pick(targets.products);
      target = { id: p.id, name: p.spuName };
    } else if (eventType === 4) target = { id: 90001 + rng.int(0, 80), name: `${order.orderList[0]?.projectName ?? '双眼皮'}术后30天日记` };
    else if (eventType === 5) target = { id: 1212 + rng.int(0, 2), name: rng.pick(['双十二美丽狂欢节', '冬季焕肤季', '老客回馈月']) };
    const content =
      eventType === 1
        ? '浏览了贵院的机构主页'
        : eventType === 6
          ? '在线咨询了贵院的咨询师'
          : eventType === 9
            ? '对贵院发表了评价'
            : eventType === 8
              ? `下单了「${target?.name ?? ''}」`
              : eventType === 7
                ? `收藏了「${target?.name ?? ''}」医生`
                : `浏览了贵院的「${target?.name ?? ''}」`;
    return {
      id: 120001 + i,
      customer: { ...order.customer },
      followId: order.id,
      eventType,
      eventTypeStr: EVENT_LABELS[eventType] ?? '',
      content,
      targetId: target?.id ?? null,
      targetName: target?.name ?? null,
      durationSeconds: eventType <= 5 ? rng.int(5, 600) : null,
      eventTime: formatDateTime(ms),
      isRead: ref - ms > 3 * DAY ? true : rng.chance(0.2),
      followerId: order.follower?.id ?? null,
    };
  });
}
