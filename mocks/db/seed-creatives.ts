/**
 * Seeded creative centre (/appStore/index): the platform's tools and creative material for
 * clinics in categories — working templates (Excel), poster templates and activity creatives
 * (pictures), article templates (text). The files themselves are made when downloaded
 * (mocks/domain/app-store.ts), from what is stored here.
 */
import type { CreativeCategory, CreativeDetail, CreativeKind } from '@generated/main/model';
import { DAY, formatDateTime, HOUR } from './random.ts';

/** An item as stored: its size comes from the file made for it, the category name from the category. */
export type StoredCreative = Omit<CreativeDetail, 'fileSize' | 'categoryName'> & {
  /** Excel templates: the header row and sample rows of the sheet. */
  sheet?: { header: string[]; rows: string[][] };
};

export const CREATIVE_CATEGORIES: readonly Omit<CreativeCategory, 'count'>[] = [
  { id: 41, name: '运营表格', kind: 1 },
  { id: 42, name: '节日海报', kind: 2 },
  { id: 43, name: '项目海报', kind: 2 },
  { id: 44, name: '科普文章', kind: 3 },
  { id: 45, name: '活动文案', kind: 3 },
  { id: 46, name: '平台活动素材', kind: 4 },
];

interface Plan {
  title: string;
  categoryId: number;
  tags: string[];
  description: string;
  downloads: number;
  daysAgo: number;
  content?: string;
  sheet?: StoredCreative['sheet'];
}

const PLANS: Plan[] = [
  {
    title: '医生排班表模板',
    categoryId: 41,
    tags: ['排班', '医生'],
    description: '按周填写医生和咨询师的班次，可直接上传到排班管理。',
    downloads: 512,
    daysAgo: 40,
    sheet: {
      header: ['日期', '姓名', '岗位', '班次', '备注'],
      rows: [
        ['2026-12-01', '陈立新', '医生', '早班', ''],
        ['2026-12-01', '王雅琴', '咨询师', '晚班', ''],
      ],
    },
  },
  {
    title: '项目价目表模板',
    categoryId: 41,
    tags: ['价目表', '项目'],
    description: '整理机构项目的原价、活动价与疗程说明，便于报名平台活动时核对价格。',
    downloads: 389,
    daysAgo: 25,
    sheet: {
      header: ['项目', '规格', '原价(元)', '活动价(元)', '说明'],
      rows: [
        ['光子嫩肤', '全脸1次', '1280', '680', 'M22'],
        ['水光针', '2ml', '2380', '1280', '嗨体'],
      ],
    },
  },
  {
    title: '客户回访记录表',
    categoryId: 41,
    tags: ['回访', '客户'],
    description: '术后1天、7天、30天回访的记录格式，帮助咨询师按时跟进。',
    downloads: 276,
    daysAgo: 12,
    sheet: {
      header: ['客户', '项目', '治疗日期', '回访节点', '回访内容', '回访人'],
      rows: [['林**', '热玛吉', '2026-11-10', '术后7天', '恢复良好', '李晓婷']],
    },
  },
  {
    title: '元旦焕新海报',
    categoryId: 42,
    tags: ['元旦', '抗衰'],
    description: '元旦前后抗衰项目推广海报，可替换机构名称、项目与价格。',
    downloads: 318,
    daysAgo: 6,
  },
  {
    title: '春节团圆美丽季海报',
    categoryId: 42,
    tags: ['春节', '节日'],
    description: '春节档期的节日氛围海报，适合朋友圈与门店屏幕。',
    downloads: 204,
    daysAgo: 3,
  },
  {
    title: '女神节宠爱海报',
    categoryId: 42,
    tags: ['女神节', '皮肤管理'],
    description: '三八女神节的皮肤管理主题海报。',
    downloads: 467,
    daysAgo: 260,
  },
  {
    title: '热玛吉抗衰海报',
    categoryId: 43,
    tags: ['热玛吉', '抗衰'],
    description: '热玛吉项目介绍海报，突出正品验码与医生资质。',
    downloads: 621,
    daysAgo: 30,
  },
  {
    title: '水光补水海报',
    categoryId: 43,
    tags: ['水光针', '补水'],
    description: '冬季补水主题的水光针项目海报。',
    downloads: 355,
    daysAgo: 18,
  },
  {
    title: '热玛吉术后护理须知',
    categoryId: 44,
    tags: ['热玛吉', '术后护理'],
    description: '给客户的术后护理科普文章，可直接发布到机构公众号。',
    downloads: 289,
    daysAgo: 50,
    content:
      '热玛吉术后护理须知\n\n1. 术后24小时内避免热水洗脸、蒸桑拿。\n2. 术后一周内加强保湿，每日使用医用修复面膜。\n3. 外出注意防晒，选择温和的物理防晒产品。\n4. 如出现持续红肿或水疱，请及时联系机构医生。',
  },
  {
    title: '光子嫩肤常见问答',
    categoryId: 44,
    tags: ['光子嫩肤', '问答'],
    description: '整理客户最关心的十个问题，咨询师可按需引用。',
    downloads: 198,
    daysAgo: 22,
    content:
      '光子嫩肤常见问答\n\n问：光子嫩肤疼吗？\n答：大多数人只感到轻微的温热或刺痛，无需麻醉。\n\n问：多久做一次？\n答：一般每3～4周一次，4～6次为一个疗程。\n\n问：术后能化妆吗？\n答：术后当天建议不化妆，次日可正常化妆。',
  },
  {
    title: '严选活动朋友圈文案',
    categoryId: 45,
    tags: ['严选', '朋友圈'],
    description: '入选严选活动后在朋友圈宣传的文案模板，含三种语气。',
    downloads: 143,
    daysAgo: 9,
    content:
      '严选活动朋友圈文案\n\n【正式】本院已入选平台严选活动，正品保障，到院当面验码。\n\n【亲切】好消息！我们入选平台严选啦，价格透明、正品可查，欢迎来院面诊～\n\n【简短】平台严选机构，放心变美。',
  },
  {
    title: '新春焕颜节主视觉',
    categoryId: 46,
    tags: ['新春焕颜节', '主视觉'],
    description: '平台活动「新春焕颜节」的主视觉，报名机构可用于门店宣传。',
    downloads: 96,
    daysAgo: 2,
  },
  {
    title: '冬季补水季横幅',
    categoryId: 46,
    tags: ['冬季补水季', '横幅'],
    description: '平台活动「冬季补水季」的横幅素材，适合机构主页与线下易拉宝。',
    downloads: 152,
    daysAgo: 14,
  },
  {
    title: '严选·冬季抗衰节封面',
    categoryId: 46,
    tags: ['严选', '封面'],
    description: '严选活动「冬季抗衰节」的封面图，入选机构专用。',
    downloads: 88,
    daysAgo: 35,
  },
];

const FORMAT: Record<CreativeKind, { format: string; ext: string }> = {
  1: { format: 'XLSX', ext: 'xlsx' },
  2: { format: 'SVG', ext: 'svg' },
  3: { format: 'TXT', ext: 'txt' },
  4: { format: 'SVG', ext: 'svg' },
};

export function seedCreatives(ref: number): StoredCreative[] {
  return PLANS.map((plan, index) => {
    const id = 42001 + index;
    const category = CREATIVE_CATEGORIES.find((c) => c.id === plan.categoryId) as Omit<CreativeCategory, 'count'>;
    const { format, ext } = FORMAT[category.kind];
    return {
      id,
      title: plan.title,
      kind: category.kind,
      categoryId: category.id,
      cover: { url: `creative/${id}-cover.png`, isVideo: false },
      previews: category.kind === 1 || category.kind === 3 ? [] : [{ url: `creative/${id}-preview.png`, isVideo: false }],
      format,
      fileName: `${plan.title}.${ext}`,
      downloadCount: plan.downloads,
      tags: plan.tags,
      updateTime: formatDateTime(ref - plan.daysAgo * DAY + (index % 5) * HOUR),
      lastDownloadTime: null,
      description: plan.description,
      content: plan.content ?? null,
      ...(plan.sheet ? { sheet: plan.sheet } : {}),
    };
  });
}
