/**
 * Fixed vocabulary of the seed: projects, platform products, cities, platform counselors and the
 * message texts. Seed-independent, so ids like project 305 (玻尿酸) mean the same in every sandbox.
 */

// The dispatch sender and texts come from the client's recogniser, so the two cannot drift apart.
import { DISPATCH_SENDER_ID, NEW_DISPATCH_TEXT, OLD_CUSTOMER_DISPATCH_TEXT } from '../../src/lib/realtime/dispatch-message.ts';
export interface ProjectRef {
  id: number;
  name: string;
}

/** Nodes of the project tree the orders, doctors and products refer to. */
export const PROJECTS: readonly ProjectRef[] = [
  { id: 301, name: '双眼皮' },
  { id: 302, name: '隆鼻' },
  { id: 303, name: '眼部整形' },
  { id: 304, name: '隆胸' },
  { id: 305, name: '玻尿酸' },
  { id: 306, name: '吸脂' },
  { id: 307, name: '肉毒素' },
  { id: 308, name: '脂肪填充' },
  { id: 309, name: '面部轮廓' },
  { id: 310, name: '热玛吉' },
  { id: 311, name: '超声刀' },
  { id: 312, name: '光子嫩肤' },
  { id: 313, name: '水光针' },
  { id: 314, name: '皮秒' },
  { id: 315, name: '脱毛' },
  { id: 316, name: '胶原蛋白' },
  { id: 317, name: '皮肤管理' },
];

export const projectById = new Map(PROJECTS.map((p) => [p.id, p]));

export interface PlatformSpu {
  spuId: number;
  spuName: string;
  projectId: number;
  projectName: string;
  price: number;
}

const spu = (spuId: number, spuName: string, projectId: number, price: number): PlatformSpu => ({
  spuId,
  spuName,
  projectId,
  projectName: projectById.get(projectId)?.name ?? '',
  price,
});

/** Platform products (SPUs) that orders are dispatched for. */
export const PLATFORM_SPUS: readonly PlatformSpu[] = [
  spu(70001, '玻尿酸填充 1ml', 305, 2980),
  spu(70002, '玻尿酸丰唇 1ml', 305, 2980),
  spu(70003, '全切双眼皮', 301, 6800),
  spu(70004, '埋线双眼皮', 301, 3800),
  spu(70005, '热玛吉 FLX 全脸 900发', 310, 16800),
  spu(70006, '热玛吉 眼周 450发', 310, 8800),
  spu(70007, '光子嫩肤 M22 全脸', 312, 680),
  spu(70008, '水光针 基础补水', 313, 980),
  spu(70009, '水光针 嗨体熊猫针', 313, 1980),
  spu(70010, '硅胶假体隆鼻', 302, 12800),
  spu(70011, '膨体综合隆鼻', 302, 26800),
  spu(70012, '腰腹吸脂', 306, 15800),
  spu(70013, '大腿环吸', 306, 18800),
  spu(70014, '超声刀 全脸', 311, 9800),
  spu(70015, '超声炮 全脸', 311, 12800),
  spu(70016, '保妥适除皱 50u', 307, 2680),
  spu(70017, '衡力瘦脸针 100u', 307, 1280),
  spu(70018, '自体脂肪填充 面部', 308, 19800),
  spu(70019, '皮秒祛斑 全脸', 314, 2980),
  spu(70020, '冰点脱毛 腋下', 315, 399),
  spu(70021, '开眼角', 303, 5800),
  spu(70022, '下颌角截骨', 309, 48000),
  spu(70023, '薇旖美胶原蛋白 1支', 316, 4980),
  spu(70024, '果酸焕肤', 317, 398),
  spu(70025, '假体隆胸', 304, 39800),
];

const spuById = new Map(PLATFORM_SPUS.map((s) => [s.spuId, s]));

/** The projects an order is for: its products' projects and its intended projects, each once. */
export function orderProjectIds(order: {
  orderList: readonly { spuId: number }[];
  intendedProjects?: readonly { id: number }[] | null;
}): number[] {
  const ids = order.orderList.map((entry) => spuById.get(entry.spuId)?.projectId).filter((id): id is number => id !== undefined);
  return [...new Set([...ids, ...(order.intendedProjects ?? []).map((p) => p.id)])];
}

/** How often each SPU is dispatched (the popular ones first). */
export const SPU_WEIGHTS: readonly number[] = PLATFORM_SPUS.map((_, i) => (i < 10 ? 6 : i < 18 ? 3 : 1));

export interface CityRef {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  districts: readonly string[];
}

export const CITIES: readonly CityRef[] = [
  {
    provinceId: 310000,
    provinceName: '上海市',
    cityId: 310100,
    cityName: '上海',
    districts: ['浦东新区', '徐汇区', '静安区', '黄浦区', '长宁区', '闵行区', '杨浦区', '普陀区'],
  },
  {
    provinceId: 330000,
    provinceName: '浙江省',
    cityId: 330100,
    cityName: '杭州',
    districts: ['西湖区', '上城区', '拱墅区', '滨江区', '余杭区'],
  },
  { provinceId: 330000, provinceName: '浙江省', cityId: 330200, cityName: '宁波', districts: ['海曙区', '鄞州区', '江北区'] },
  { provinceId: 320000, provinceName: '江苏省', cityId: 320500, cityName: '苏州', districts: ['姑苏区', '工业园区', '吴中区', '相城区'] },
  { provinceId: 320000, provinceName: '江苏省', cityId: 320100, cityName: '南京', districts: ['鼓楼区', '玄武区', '秦淮区', '建邺区'] },
  { provinceId: 320000, provinceName: '江苏省', cityId: 320200, cityName: '无锡', districts: ['梁溪区', '滨湖区', '新吴区'] },
  { provinceId: 110000, provinceName: '北京市', cityId: 110100, cityName: '北京', districts: ['朝阳区', '海淀区', '东城区', '西城区'] },
  { provinceId: 440000, provinceName: '广东省', cityId: 440100, cityName: '广州', districts: ['天河区', '越秀区', '海珠区'] },
  { provinceId: 440000, provinceName: '广东省', cityId: 440300, cityName: '深圳', districts: ['南山区', '福田区', '罗湖区'] },
  { provinceId: 340000, provinceName: '安徽省', cityId: 340100, cityName: '合肥', districts: ['蜀山区', '包河区', '庐阳区'] },
];
/** Most customers of a Shanghai clinic come from Shanghai and nearby. */
export const CITY_WEIGHTS: readonly number[] = [40, 10, 4, 10, 6, 4, 3, 2, 2, 3];

export interface CounselorRef {
  id: number;
  imId: string;
  name: string;
}

/** Platform counselors (p_ ids) who dispatch orders and sit in the order groups. */
export const COUNSELORS: readonly CounselorRef[] = ['小美', '小雅', '安琪', '晓彤', '若溪', '思涵', '佳怡', '梦瑶'].map((n, i) => ({
  id: 9001 + i,
  imId: `p_${9001 + i}`,
  name: `平台咨询师${n}`,
}));

export const DISPATCH_SENDER = { imId: DISPATCH_SENDER_ID, name: '派单助手' } as const;

/** Text of a dispatch message for a new customer; the client matches this prefix. */
export const DISPATCH_NEW_TEXT = `${NEW_DISPATCH_TEXT}，请及时跟进`;
/** Text of a dispatch message for an old customer sent again; the client matches this prefix. */
export const DISPATCH_OLD_TEXT = `您有一条${OLD_CUSTOMER_DISPATCH_TEXT}，请及时跟进`;

export const ORDER_SOURCES: readonly string[] = ['平台App在线咨询', '微信小程序咨询', '平台H5活动页', '抖音团购', '小红书种草', '电话咨询'];

export const CUSTOMER_SOURCE_LABELS: Record<number, string> = {
  1: '平台派单',
  2: '严选',
  3: '电商',
  4: '第三方平台',
  5: '访客咨询',
  6: '医院录入',
};

export const FOLLOW_STATUS_LABELS: Record<number, string> = {
  1: '跟进中',
  2: '已到院',
  4: '已成交',
  5: '重单',
  6: '未到院',
  7: '已交定金',
};

export const TASK_STATUS_LABELS: Record<number, string> = {
  0: '待跟进',
  1: '已完成',
  2: '已超时',
  3: '已关闭',
};

export const OCCUPATIONS: readonly string[] = [
  '白领',
  '教师',
  '自由职业',
  '学生',
  '销售',
  '设计师',
  '护士',
  '财务',
  '公务员',
  '个体经营',
  '主播',
  '程序员',
];
export const BUDGETS: readonly string[] = ['3000以内', '3000-5000', '5000-1万', '1万-2万', '2万-5万', '5万以上', '看效果定'];
/** Latent demands (潜在需求) the platform records on visitors, with their project category (GET /commons/latentDemands). */
export const LATENT_DEMAND_OPTIONS: readonly { name: string; category: string }[] = [
  { name: '抗衰紧致', category: '抗衰' },
  { name: '面部年轻化', category: '抗衰' },
  { name: '改善黑眼圈', category: '眼部' },
  { name: '身材管理', category: '身体塑形' },
  { name: '皮肤美白', category: '皮肤' },
  { name: '五官精致', category: '面部轮廓' },
  { name: '婚前变美', category: '综合' },
  { name: '修复前次手术', category: '面部轮廓' },
];
export const LATENT_DEMANDS: readonly string[] = LATENT_DEMAND_OPTIONS.map((o) => o.name);
export const CUSTOMER_TAGS: readonly string[] = [
  '意向强',
  '价格敏感',
  '老客',
  '高消费',
  '怕疼',
  '需家属同意',
  '外地客户',
  '已加微信',
  '犹豫期',
];
export const RELATIONS: readonly string[] = ['配偶', '母亲', '父亲', '姐妹', '朋友'];

export const DISPATCH_REMARKS: readonly string[] = [
  '客户想在年底前做{project}，预算{budget}，希望周末面诊。',
  '客户之前在其他机构咨询过{project}，对价格比较敏感，请重点介绍活动价。',
  '客户担心恢复期，请医生面诊时说明恢复过程。',
  '客户比较着急，希望本周内安排面诊。',
  '客户朋友在贵院做过{project}，效果满意，主动要求派单到贵院。',
  '客户工作日晚上方便接电话，请避开上班时间联系。',
];

export const FOLLOW_TEXTS: readonly string[] = [
  '已电话联系客户，客户表示近期有空来院面诊。',
  '客户未接电话，已发送短信，明天再联系。',
  '已添加客户微信，发送了{project}的案例和价格。',
  '客户在对比几家机构，担心价格，已介绍本月活动。',
  '客户咨询了恢复期和术后护理，已详细解答。',
  '客户表示需要和家人商量，约定下周回访。',
  '客户询问能否分期付款，已说明分期方案。',
  '客户对医生资质有疑问，已发送医生执业证书和案例。',
];
export const REPLY_TEXTS: readonly string[] = [
  '收到，辛苦及时跟进，客户比较着急。',
  '客户反馈还没接到电话，麻烦再联系一下。',
  '请同步一下面诊时间，谢谢。',
  '客户说想约周六上午，麻烦安排。',
  '好的，辛苦了。',
];

export const CUSTOMER_LINES: readonly string[] = [
  '你好，想咨询一下{spu}',
  '{project}大概多少钱？',
  '请问做{project}需要恢复多久？',
  '有没有优惠活动呀',
  '医生是哪位？有案例可以看看吗',
  '我周末可以过来面诊吗',
  '好的，谢谢',
  '做完会不会肿得很厉害',
  '可以分期付款吗',
  '我之前在别家做过，效果不太好，想修复一下',
  '地址在哪里，停车方便吗',
  '{price}元是全部费用吗？还有别的费用吗',
  '麻醉是什么方式的',
  '嗯嗯，我考虑一下',
  '明天下午三点可以吗',
  '到了，在前台',
  '术后需要注意什么',
  '效果能保持多久呢',
  '我有点怕疼',
  '好的，那我先交个定金吧',
];

export const STAFF_LINES: readonly string[] = [
  '您好，我是{hospital}的咨询师{name}，很高兴为您服务～',
  '{spu}目前活动价{price}元，包含面诊和术后复查',
  '恢复期一般7到10天，具体要看个人体质',
  '我们{doctor}医生有十多年经验，这是做过的案例，您可以参考一下',
  '周末也可以的，我帮您预约一下面诊时间',
  '本月有老客专享折扣，到院还赠送一次光子嫩肤',
  '支持花呗和信用卡分期，最长12期免息',
  '术后一周内避免剧烈运动，不要饮酒，注意清淡饮食',
  '好的，已经帮您预约好了，到院报我的名字就可以',
  '地址是{address}，地下车库可以免费停车两小时',
  '我们是正规医疗机构，所有药品都可以扫码验真',
  '有任何问题随时联系我哦',
];

export const GROUP_LINES: readonly string[] = [
  '客户{customer}已到院，正在面诊',
  '这个客户之前咨询过{project}，预算在{budget}左右',
  '收到，我这边跟进一下',
  '客户电话未接通，稍后再联系',
  '已约明天下午面诊',
  '客户已交定金{amount}元',
  '请尽快跟进，客户比较着急',
  '麻烦同步一下跟进结果',
  '好的，辛苦了',
  '客户反馈价格有点高，能否申请一下优惠',
  '面诊结束了，客户说回去考虑一下',
  '医生下午有空档，可以安排加号',
];

/** Fills `{key}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
