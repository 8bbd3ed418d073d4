/**
 * The order workbench's side areas through the gateway: appraisals (filters, read on open, one
 * reply, the negative check), verification codes (look up, write off once, the refusals),
 * customer tracking (unread count and read marks), third-party customers and orders, and the
 * auto duplicate setting with the chat's order-check keywords.
 */
import type {
  AutoDuplicateSetting,
  ClientTrackPage,
  ClientTrackUnreadCount,
  CommentDetail,
  CommentNegativeCheck,
  CommentPage,
  ThirdPartyCustomerDetail,
  ThirdPartyOrderPage,
  VerificationOrder,
} from '@generated/main/model';
import type { ChatOrderCheckKeyword } from '@generated/chat/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { DEMO_CODES } from '../../db/seed-order-extras.ts';
import { apiClient, CHAT_PREFIX, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const V1 = '/api/pc/1.0';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

describe('appraisals', () => {
  it('filters by rating, reply state, negativity, dates and keyword', async () => {
    const list = (body: object) => api.post<CommentPage>(`${V1}/comment/getCommentPager`, { page: 1, limit: 500, ...body });
    const all = (await list({})).data;
    expect(all.total).toBe(platform.db.comments.count());
    expect(all.list.map((c) => c.createTime)).toEqual([...all.list.map((c) => c.createTime)].sort().reverse());
    const fives = (await list({ rating: 5 })).data.list;
    expect(fives.length).toBeGreaterThan(0);
    expectEvery(fives, (c) => c.rating === 5);
    const waiting = (await list({ hasReply: false })).data.list;
    expectEvery(waiting, (c) => c.hospitalReply === null);
    const negative = (await list({ isNegative: true })).data.list;
    expect(negative.length).toBeGreaterThan(0);
    expectEvery(negative, (c) => c.rating <= 2);
    const day = all.list[3]?.createTime.slice(0, 10) as string;
    const ofDay = (await list({ startDate: day, endDate: day })).data.list;
    expectEvery(ofDay, (c) => c.createTime.startsWith(day));
    const project = all.list[0]?.projectName as string;
    expectEvery((await list({ keyword: project })).data.list, (c) =>
      [c.projectName, c.content, c.customerNickname].join().includes(project),
    );
  });

  it('marks an appraisal read when opened', async () => {
    const unread = platform.db.comments.first({ where: { isRead: false } });
    if (!unread) throw new Error('the seed has no unread appraisal');
    const detail = (await api.get<CommentDetail>(`${V1}/comment/getCommentInfo`, { id: unread.id })).data;
    expect(detail).toMatchObject({ id: unread.id, isRead: true, orderNumber: expect.any(String) });
    expect(platform.db.comments.get(unread.id)?.isRead).toBe(true);
    expect(await api.get(`${V1}/comment/getCommentInfo`, { id: 1 })).toMatchObject({ success: false, msg: '评价不存在或已被删除' });
  });

  it('takes one reply per appraisal, refuses a blank or second one, and the negative check follows', async () => {
    const before = (await api.get<CommentNegativeCheck>(`${V1}/comment/checkHasNegativeComment`)).data;
    expect(before.hasNegative).toBe(true);
    const target = platform.db.comments.get(before.latestCommentId as number) as CommentDetail;
    expect(target).toMatchObject({ isNegative: true, hospitalReply: null });

    expect(await api.post(`${V1}/comment/addHospitalComment`, { commentId: target.id, content: '   ' })).toMatchObject({
      success: false,
      msg: '回复内容不能为空',
    });
    const saved = await api.post<{ id: number }>(`${V1}/comment/addHospitalComment`, {
      commentId: target.id,
      content: '非常抱歉，已安排专人联系您',
    });
    expect(saved.success).toBe(true);
    const detail = (await api.get<CommentDetail>(`${V1}/comment/getCommentInfo`, { id: target.id })).data;
    expect(detail.hospitalReply).toMatchObject({
      id: saved.data.id,
      content: '非常抱歉，已安排专人联系您',
      operatorName: expect.any(String),
    });
    expect(await api.post(`${V1}/comment/addHospitalComment`, { commentId: target.id, content: '再回复一次' })).toMatchObject({
      success: false,
      msg: '该评价已回复，不能重复回复',
    });
    expect(platform.db.comments.get(target.id)?.hospitalReply?.content).toBe('非常抱歉，已安排专人联系您');

    const after = (await api.get<CommentNegativeCheck>(`${V1}/comment/checkHasNegativeComment`)).data;
    expect(after.unrepliedCount).toBe(before.unrepliedCount - 1);
  });
});

describe('verification codes', () => {
  const lookUp = async (code: string) => api.get<VerificationOrder>(`${V1}/verification/getOrderByCode`, { code });

  it('looks up a code of each kind and tells what it is for', async () => {
    const sku = (await lookUp(DEMO_CODES.sku)).data;
    expect(sku).toMatchObject({ kind: 'sku', status: 0, quantity: 3, remainingQuantity: 3, thirdPartyPlatform: null });
    expect((await lookUp(DEMO_CODES.strictSelect)).data).toMatchObject({ kind: 'strictSelect', status: 0 });
    const third = (await lookUp(DEMO_CODES.thirdParty)).data;
    expect(third).toMatchObject({ kind: 'thirdParty', status: 0, thirdPartyPlatform: expect.any(Number) });
    // Spaces typed between groups do not matter; an unknown code is refused.
    expect((await lookUp(`${DEMO_CODES.sku.slice(0, 4)} ${DEMO_CODES.sku.slice(4)}`)).data.code).toBe(DEMO_CODES.sku);
    expect(await lookUp('123456789999')).toMatchObject({ success: false, msg: '核销码不存在，请核对后重新输入' });
  });

  it('writes a strict-select code off once; the second write-off is refused and changes nothing', async () => {
    const { orderId } = (await lookUp(DEMO_CODES.strictSelect)).data;
    const body = { code: DEMO_CODES.strictSelect, orderId };
    expect((await api.post(`${V1}/verification/writeOffStrictSelect`, body)).success).toBe(true);
    const used = (await lookUp(DEMO_CODES.strictSelect)).data;
    expect(used).toMatchObject({ status: 2, remainingQuantity: 0, lastWriteOffOperator: expect.any(String) });
    const again = await api.post(`${V1}/verification/writeOffStrictSelect`, body);
    expect(again).toMatchObject({ success: false, msg: expect.stringMatching(/^该核销码已于.+核销，不能重复核销$/) });
    expect((await lookUp(DEMO_CODES.strictSelect)).data).toEqual(used);
  });

  it('writes sku uses off up to what is left', async () => {
    const { orderId } = (await lookUp(DEMO_CODES.sku)).data;
    const writeOff = (quantity: number) => api.post(`${V1}/verification/writeOffSku`, { code: DEMO_CODES.sku, orderId, quantity });
    expect((await writeOff(2)).success).toBe(true);
    expect((await lookUp(DEMO_CODES.sku)).data).toMatchObject({ status: 1, remainingQuantity: 1 });
    expect(await writeOff(2)).toMatchObject({ success: false, msg: '核销次数超过剩余次数（剩余1次）' });
    expect((await writeOff(1)).success).toBe(true);
    expect((await lookUp(DEMO_CODES.sku)).data).toMatchObject({ status: 2, remainingQuantity: 0 });
  });

  it('writes a third-party code off and its third-party order reads written off', async () => {
    const { orderId } = (await lookUp(DEMO_CODES.thirdParty)).data;
    expect(await api.post(`${V1}/verification/writeOffSku`, { code: DEMO_CODES.thirdParty, orderId })).toMatchObject({
      success: false,
      msg: '该核销码属于第三方平台订单，不是商城订单的核销码',
    });
    expect((await api.post(`${V1}/verification/writeOffThirdParty`, { code: DEMO_CODES.thirdParty, orderId })).success).toBe(true);
    expect(platform.db.thirdPartyOrders.get(orderId)).toMatchObject({ status: 2, writeOffTime: expect.any(String) });
  });

  it('refuses used, expired, refunded and mismatched codes', async () => {
    const used = (await lookUp(DEMO_CODES.used)).data;
    expect(await api.post(`${V1}/verification/writeOffSku`, { code: used.code, orderId: used.orderId })).toMatchObject({
      success: false,
      msg: expect.stringContaining('不能重复核销'),
    });
    const expired = (await lookUp(DEMO_CODES.expired)).data;
    expect(expired.status).toBe(4);
    expect(await api.post(`${V1}/verification/writeOffStrictSelect`, { code: expired.code, orderId: expired.orderId })).toMatchObject({
      success: false,
      msg: `核销码已过期（有效期至${expired.validUntil}），不能核销`,
    });
    const refunded = platform.db.verificationCodes.first({ where: { status: 3 } });
    if (!refunded) throw new Error('the seed has no refunded code');
    const kind = { strictSelect: 'writeOffStrictSelect', sku: 'writeOffSku', thirdParty: 'writeOffThirdParty' }[refunded.kind];
    expect(await api.post(`${V1}/verification/${kind}`, { code: refunded.code, orderId: refunded.orderId })).toMatchObject({
      success: false,
      msg: '该订单已退款，核销码已失效',
    });
    expect(await api.post(`${V1}/verification/writeOffSku`, { code: DEMO_CODES.sku, orderId: 1 })).toMatchObject({
      success: false,
      msg: '核销码与订单不符，请重新查询后核销',
    });
  });
});

describe('customer tracking', () => {
  it('counts unread events, marks some read by id and by customer, and the count follows', async () => {
    const count = async (a = api) => (await a.get<ClientTrackUnreadCount>(`${V1}/clientTrack/getUnreadCount`)).data.unreadCount;
    const before = await count();
    expect(before).toBe(platform.db.clientTracks.count({ where: { isRead: false } }));
    const unread = (await api.post<ClientTrackPage>(`${V1}/clientTrack/getTrackPager`, { isRead: false, page: 1, limit: 3 })).data.list;
    expectEvery(unread, (t) => !t.isRead);
    await api.post(`${V1}/clientTrack/setRead`, { ids: unread.map((t) => t.id) });
    expect(await count()).toBe(before - unread.length);

    const customerId = platform.db.clientTracks.first({ where: { isRead: false } })?.customer.id as number;
    await api.post(`${V1}/clientTrack/setRead`, { customerId });
    const own = (await api.post<ClientTrackPage>(`${V1}/clientTrack/getTrackPager`, { customerId, page: 1, limit: 100 })).data.list;
    expect(own.length).toBeGreaterThan(0);
    expectEvery(own, (t) => t.customer.id === customerId && t.isRead);

    // A sub-account sees only the events of customers whose orders it follows.
    const sub = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-sub'));
    const subAll = (await sub.post<ClientTrackPage>(`${V1}/clientTrack/getTrackPager`, { page: 1, limit: 500 })).data;
    expect(subAll.total).toBe(platform.db.clientTracks.count({ where: { followerId: 3002 } }));
    expect(subAll.total).toBeLessThan(platform.db.clientTracks.count());

    await api.post(`${V1}/clientTrack/setRead`, {});
    expect(await count()).toBe(0);
  });
});

describe('third-party customers and orders', () => {
  it('opens a customer with their orders and lists orders by customer, platform and keyword', async () => {
    const customer = platform.db.thirdPartyCustomers.list({ sort: ['-lastOrderTime'] })[0];
    if (!customer) throw new Error('no third-party customer');
    const detail = (await api.get<ThirdPartyCustomerDetail>(`${V1}/thirdParty/getCustomerDetail`, { id: customer.id })).data;
    expect(detail.orders.length).toBe(customer.orderCount);
    expectEvery(detail.orders, (o) => o.customerId === customer.id);
    const orders = (await api.post<ThirdPartyOrderPage>(`${V1}/thirdParty/getOrderPager`, { customerId: customer.id, page: 1, limit: 50 }))
      .data;
    expect(orders.list.map((o) => o.id)).toEqual(detail.orders.map((o) => o.id));
    const no = detail.orders[0]?.platformOrderNo as string;
    expect(
      (await api.post<ThirdPartyOrderPage>(`${V1}/thirdParty/getOrderPager`, { keyword: no, page: 1, limit: 10 })).data.list[0]
        ?.platformOrderNo,
    ).toBe(no);
    expect(await api.get(`${V1}/thirdParty/getCustomerDetail`, { id: 1 })).toMatchObject({ success: false, msg: '客户不存在' });
  });
});

describe('auto duplicate setting', () => {
  it('answers the defaults, saves a setting for the main account only and refuses a bad range', async () => {
    const read = async () => (await api.get<AutoDuplicateSetting>(`${V1}/autoDuplicate/getSetting`)).data;
    expect(await read()).toMatchObject({ enabled: false, matchFields: ['phone'], lookbackDays: 180, updateTime: null });
    const setting = { enabled: true, matchFields: ['phone', 'wechat'], lookbackDays: 365, action: 2, notifyFollower: false };
    expect((await api.post(`${V1}/autoDuplicate/saveSetting`, setting)).success).toBe(true);
    expect(await read()).toMatchObject({ ...setting, updateTime: expect.any(String), operatorName: expect.any(String) });

    expect(await api.post(`${V1}/autoDuplicate/saveSetting`, { ...setting, matchFields: ['phone', 'phone'] })).toMatchObject({
      success: false,
    });
    const sub = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-sub'));
    expect(await sub.post(`${V1}/autoDuplicate/saveSetting`, { ...setting, lookbackDays: 90 })).toMatchObject({
      success: false,
      msg: '只有主账号可以修改自动查重设置',
    });
    expect((await read()).lookbackDays).toBe(365);
  });

  it('serves the chat gateway order-check keywords', async () => {
    const keywords = (await api.get<ChatOrderCheckKeyword[]>(`${CHAT_PREFIX}/api/v1/commons/orderCheckKeywords`)).data;
    expect(keywords.map((k) => k.keyword)).toContain('已到院');
    expectEvery(keywords, (k) => [2, 4, 7].includes(k.followStatus));
  });
});
