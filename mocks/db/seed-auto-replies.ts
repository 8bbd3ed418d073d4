/** The hospital's chat auto-reply rules (mocks/domain/auto-reply.ts), set up over the month before the reference. */
import type { StoredAutoReply } from '../domain/auto-reply.ts';
import { HOSPITAL } from './accounts.ts';
import { DAY, formatDateTime } from './random.ts';

type Rule = Pick<StoredAutoReply, 'replyType' | 'title' | 'content' | 'isEnabled' | 'hitCount'> & {
  keywords?: string[];
  matchMode?: 1 | 2;
};

const RULES: Rule[] = [
  {
    replyType: 1,
    title: '首次咨询欢迎语',
    content: `您好，欢迎咨询${HOSPITAL.registeredName}！请问您想了解哪个项目？可以直接发送项目名称，顾问会尽快为您解答。`,
    isEnabled: true,
    hitCount: 412,
  },
  {
    replyType: 2,
    title: '营业时间',
    keywords: ['营业时间', '几点开门', '几点下班'],
    matchMode: 1,
    content: '我院营业时间为周一至周六 9:00-21:00，周日及法定节假日 10:00-18:00，到院前建议提前预约。',
    isEnabled: true,
    hitCount: 158,
  },
  {
    replyType: 2,
    title: '医院地址',
    keywords: ['地址', '在哪', '怎么走'],
    matchMode: 1,
    content: `我院地址：${HOSPITAL.address}，地铁2号线娄山关路站4号口步行约8分钟，院内提供免费停车。`,
    isEnabled: true,
    hitCount: 96,
  },
  {
    replyType: 2,
    title: '玻尿酸价格咨询',
    keywords: ['玻尿酸', '价格', '多少钱'],
    matchMode: 1,
    content: '您好，玻尿酸项目本月到院首次体验价1680元起，具体方案需面诊后确定，可留下电话由专属顾问为您详细介绍。',
    isEnabled: true,
    hitCount: 136,
  },
  {
    replyType: 2,
    title: '预约面诊',
    keywords: ['预约', '面诊'],
    matchMode: 1,
    content: '预约面诊请告诉我们您方便到院的日期和时间段，以及想咨询的项目，顾问会为您安排主诊医生。',
    isEnabled: false,
    hitCount: 23,
  },
  {
    replyType: 3,
    title: '下班时间回复',
    content: '您好，现在是非工作时间，您的留言我们已收到，顾问将在明天 9:00 上班后第一时间回复您。',
    isEnabled: true,
    hitCount: 64,
  },
];

export function seedAutoReplies(ref: number, operatorName: string): StoredAutoReply[] {
  return RULES.map((rule, i) => {
    const created = formatDateTime(ref - (30 - i * 3) * DAY + 10 * 3_600_000);
    return {
      id: 801 + i,
      hospitalId: HOSPITAL.id,
      replyType: rule.replyType,
      title: rule.title,
      keywords: rule.keywords ?? [],
      ...(rule.matchMode ? { matchMode: rule.matchMode } : {}),
      content: rule.content,
      images: [],
      sort: i + 1,
      isEnabled: rule.isEnabled,
      hitCount: rule.hitCount,
      operatorName,
      createTime: created,
      updateTime: created,
    };
  });
}
