/** Selling points through the gateway: the seeded approved list, templates, submit, refusals, review. */
import type { SellingPointInfo, SellingPointTemplate } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/sellingPoint';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const info = async () => (await api.get<SellingPointInfo>(`${BASE}/getSellingPoint`)).data;
const POINTS = [
  { category: 4, title: ' 术后免费复查 ', content: '术后7天、30天、90天免费复查。', images: [{ url: 'selling/a.jpg' }, { url: ' ' }] },
  { category: 3, title: '正品热玛吉FLX', content: '原装进口，可扫码验真。' },
];

describe('selling points', () => {
  it('shows the seeded approved list in order and the platform’s templates', async () => {
    const current = await info();
    expect(current.auditStatus).toBe(2);
    expect(current.points.map((p) => p.sort)).toEqual([1, 2, 3, 4]);
    const templates = (await api.get<SellingPointTemplate[]>(`${BASE}/getTemplateList`)).data;
    expect(new Set(templates.map((t) => t.category)).size).toBeGreaterThan(4);
  });

  it('submits the whole list for review: trimmed, blanks dropped, sorted as sent; no second submission while pending', async () => {
    await api.post(`${BASE}/saveSellingPoint`, { points: POINTS });
    const current = await info();
    expect(current).toMatchObject({ auditStatus: 1, rejectReason: null, auditTime: null });
    expect(current.points.map((p) => [p.title, p.sort, p.images.length])).toEqual([
      ['术后免费复查', 1, 1],
      ['正品热玛吉FLX', 2, 0],
    ]);
    expect(await api.post(`${BASE}/saveSellingPoint`, { points: POINTS })).toMatchObject({
      success: false,
      msg: '卖点正在审核中，审核完成后才能修改',
    });
  });

  it('refuses a repeated title or a blank content and keeps the approved list', async () => {
    const before = await info();
    expect(await api.post(`${BASE}/saveSellingPoint`, { points: [POINTS[1], { ...POINTS[1], category: 1 }] })).toMatchObject({
      success: false,
      msg: '卖点标题「正品热玛吉FLX」重复',
    });
    expect(await api.post(`${BASE}/saveSellingPoint`, { points: [{ ...POINTS[1], content: '   ' }] })).toMatchObject({
      success: false,
      msg: '请填写卖点「正品热玛吉FLX」的内容',
    });
    expect(await info()).toEqual(before);
  });

  it('walks a review: rejected with a reason, fixed, approved', async () => {
    await api.post(`${BASE}/saveSellingPoint`, { points: POINTS });
    decideReview(platform, 'selling', { account: 'demo-main', id: 1, decision: 'reject', reason: '“免费复查”需注明条件' });
    expect(await info()).toMatchObject({ auditStatus: 3, rejectReason: '“免费复查”需注明条件' });
    await api.post(`${BASE}/saveSellingPoint`, { points: POINTS.slice(1) });
    decideReview(platform, 'selling', { account: 'demo-main', id: 1, decision: 'approve' });
    expect(await info()).toMatchObject({ auditStatus: 2, rejectReason: null, points: [{ title: '正品热玛吉FLX' }] });
  });
});
