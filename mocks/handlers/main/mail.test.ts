/** Platform mail (/email): the inbox newest first, filters, a read state that stays, real attachment files. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailDetail, MailPage, MailUnreadCount } from '@generated/main/model';
import { readFirstSheet } from '../../../src/lib/xlsx/read-sheet.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, call, contractErrors, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const M = '/api/pc/1.0/mail';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-main'));
});

const list = async (body: object = {}) => (await api.post<MailPage>(`${M}/getMailList`, { page: 1, limit: 100, ...body })).data;

describe('platform mail', () => {
  it('lists the inbox newest first with its unread count, and filters by read state, category and keyword', async () => {
    const all = await list();
    expect(all.total).toBeGreaterThan(10);
    const times = all.list.map((m) => m.sendTime);
    expect(times).toEqual([...times].sort().reverse());
    const unread = await list({ isRead: false });
    expect(unread.total).toBe(all.unreadCount);
    expect(unread.total).toBeGreaterThan(0);
    expectEvery(unread.list, (m) => !m.isRead);
    const statements = await list({ category: 1 });
    expect(statements.total).toBeLessThan(all.total);
    expectEvery(statements.list, (m) => m.category === 1);
    const searched = await list({ keyword: '对账' });
    expect(searched.total).toBeGreaterThan(0);
    expectEvery(searched.list, (m) => `${m.subject}${m.summary}`.includes('对账'));
  });

  it('keeps a mail read, and unread again on request', async () => {
    const mail = (await list({ isRead: false })).list[0]!;
    const before = (await list()).unreadCount;
    const read = await api.post<MailUnreadCount>(`${M}/setRead`, { ids: [mail.id], isRead: true });
    expect(read.data.unreadCount).toBe(before - 1);
    expect((await api.get<MailDetail>(`${M}/getMailDetail`, { id: mail.id })).data.isRead).toBe(true);
    await api.post(`${M}/setRead`, { ids: [mail.id], isRead: false });
    expect((await list()).unreadCount).toBe(before);
    const missing = await api.post(`${M}/setRead`, { ids: [1], isRead: true });
    expect([missing.success, missing.msg]).toEqual([false, '邮件不存在或已删除']);
  });

  it('serves an attachment as a real file', async () => {
    const statement = (await list({ category: 1 })).list[0]!;
    const detail = (await api.get<MailDetail>(`${M}/getMailDetail`, { id: statement.id })).data;
    const attachment = detail.attachments[0]!;
    expect(attachment.fileName).toMatch(/对账单\.xlsx$/);
    const result = await call(platform, sandboxHandlers(platform), `${M}/downloadAttachment`, {
      method: 'GET',
      query: { mailId: statement.id, attachmentId: attachment.id },
      token: tokenFor(platform, 'demo-main'),
    });
    expect(await contractErrors(result)).toEqual([]);
    expect(result.response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(attachment.fileName)}`);
    const rows = readFirstSheet(new Uint8Array(await result.response.arrayBuffer()));
    expect(rows[0]).toEqual(['跟进单ID', '成交时间', '成交金额(元)', '服务费(元)']);
    expect(rows.length).toBeGreaterThan(1);
  });
});
