/**
 * The clinic's platform mail (/email): reconciliation notices with the month's statement, contract
 * and review letters, platform notices; the newest few unread. Dates lead up to the reference
 * moment. Attachments are made when downloaded (mocks/domain/mail.ts), from their names.
 */
import type { MailCategory, MailDetail } from '@generated/main/model';
import { DAY, formatDateTime, HOUR, type Rng } from './random.ts';

interface Template {
  category: MailCategory;
  sender: string;
  subject: (month: string) => string;
  body: (month: string) => string;
  attachments: (month: string) => string[];
}

const TEMPLATES: readonly Template[] = [
  {
    category: 1,
    sender: '平台财务中心',
    subject: (m) => `${m}转诊服务费对账通知`,
    body: (m) =>
      `尊敬的合作机构：\n\n贵机构${m}转诊服务费账单已生成，请在收到本邮件后5个工作日内登录系统完成核对。如对账单有异议，请在“财务管理-账单”中提交说明。\n\n逾期未确认的账单将视为确认无误。`,
    attachments: (m) => [`${m}对账单.xlsx`],
  },
  {
    category: 2,
    sender: '平台合作部',
    subject: (m) => `年度合作协议续签提醒（${m}）`,
    body: () =>
      '尊敬的合作机构：\n\n贵机构与平台的年度合作协议即将到期。为不影响派单与结算，请在到期前完成线上续签。\n\n续签后的协议条款与附件说明见本邮件附件。',
    attachments: () => ['合作协议续签说明.txt'],
  },
  {
    category: 3,
    sender: '平台审核中心',
    subject: (m) => `医生资质审核结果通知（${m}）`,
    body: () =>
      '尊敬的合作机构：\n\n贵机构提交的医生执业资质已审核通过，相关医生主页已上线展示。\n\n如需修改资料，请在“机构管理-医生管理”中重新提交。',
    attachments: () => [],
  },
  {
    category: 4,
    sender: '平台运营中心',
    subject: (m) => `${m}机构运营月报`,
    body: (m) =>
      `尊敬的合作机构：\n\n附件为贵机构${m}的派单、跟进、到院与成交情况汇总，供运营复盘参考。\n\n如有疑问请联系您的专属运营经理。`,
    attachments: (m) => [`${m}运营月报.txt`],
  },
  {
    category: 3,
    sender: '平台审核中心',
    subject: (m) => `项目认证资料需补充（${m}）`,
    body: () => '尊敬的合作机构：\n\n贵机构提交的“光子嫩肤”项目认证资料缺少设备注册证，请于7日内补充后重新提交审核。',
    attachments: () => ['补充材料清单.txt'],
  },
];

const monthName = (ms: number) => {
  const d = new Date(ms + 8 * HOUR);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月`;
};

export function seedMails(rng: Rng, ref: number, count = 18): MailDetail[] {
  const mails: MailDetail[] = [];
  for (let i = 0; i < count; i++) {
    const template = TEMPLATES[i % TEMPLATES.length] as Template;
    // Oldest first; about one mail every four days, sent in office hours.
    const sent = ref - (count - i) * 4 * DAY + rng.int(9, 17) * HOUR - 12 * HOUR;
    // One round of the templates a month, the newest round last month: subjects never repeat.
    const month = monthName(ref - (Math.floor((count - 1 - i) / TEMPLATES.length) + 1) * 30 * DAY);
    const body = template.body(month);
    const attachments = template.attachments(month).map((fileName, k) => ({ id: k + 1, fileName, size: rng.int(2, 40) * 1024 }));
    mails.push({
      id: 610001 + i,
      subject: template.subject(month),
      sender: template.sender,
      category: template.category,
      summary: body.replace(/\s+/g, ' ').slice(0, 60),
      sendTime: formatDateTime(sent),
      // The newest five are unread.
      isRead: i < count - 5,
      attachmentCount: attachments.length,
      body,
      attachments,
    });
  }
  return mails;
}
