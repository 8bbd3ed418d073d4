/**
 * The clinic's platform mail (/email, designed): the inbox newest first with its filters and
 * unread count, one mail's detail, the read state (kept: a mail read stays read), and its
 * attachments as real files made from their names: a statement (.xlsx) lists the month's
 * referral fees of the seeded orders, a text file carries the mail's words.
 */
import type { MailDetail, MailItem, MailListRequest, MailPage, MailUnreadCount } from '@generated/main/model';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { xlsxFile } from './xlsx.ts';

const listView = (mail: MailDetail): MailItem => {
  const { body: _body, attachments: _attachments, ...item } = mail;
  return item;
};

export function mailUnreadCount(platform: SandboxPlatform): number {
  return platform.db.mails.count({ where: { isRead: false } });
}

export function listMails(platform: SandboxPlatform, query: MailListRequest): MailPage {
  const page = platform.db.mails.page({
    where: { category: query.category, isRead: query.isRead },
    keyword: query.keyword,
    sort: ['-sendTime'],
    page: query.page,
    limit: query.limit,
  });
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows.map(listView), unreadCount: mailUnreadCount(platform) };
}

const requireMail = (platform: SandboxPlatform, id: number) => found(platform.db.mails.get(id), '邮件不存在或已删除');

export function getMail(platform: SandboxPlatform, id: number): MailDetail {
  return requireMail(platform, id);
}

export function setMailRead(platform: SandboxPlatform, ids: readonly number[], isRead: boolean): MailUnreadCount {
  if (ids.length === 0) refuse('请选择邮件');
  const mails = ids.map((id) => requireMail(platform, id));
  for (const mail of mails) if (mail.isRead !== isRead) platform.db.mails.put({ ...mail, isRead });
  return { unreadCount: mailUnreadCount(platform) };
}

/** An attachment's file: its name and bytes. */
export function mailAttachment(platform: SandboxPlatform, mailId: number, attachmentId: number): { fileName: string; bytes: Uint8Array } {
  const mail = requireMail(platform, mailId);
  const attachment = found(
    mail.attachments.find((a) => a.id === attachmentId),
    '附件不存在',
  );
  if (attachment.fileName.endsWith('.xlsx')) {
    // The statement: the deals of the orders dealt before the mail, one row each.
    const deals = platform.db.orderDeals.list({ where: { dealTime: { lte: mail.sendTime } }, sort: ['-dealTime'], limit: 200 });
    const rows = deals.map((d) => [d.followId, d.dealTime, d.amount, Math.round(d.amount * 10) / 100]);
    return { fileName: attachment.fileName, bytes: xlsxFile('对账单', ['跟进单ID', '成交时间', '成交金额(元)', '服务费(元)'], rows) };
  }
  const text = `${mail.subject}\n发件人：${mail.sender}\n发送时间：${mail.sendTime}\n\n${mail.body}\n`;
  return { fileName: attachment.fileName, bytes: new TextEncoder().encode(text) };
}
