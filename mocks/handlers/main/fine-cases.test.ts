/** The fine-case library through the gateway: list filters, add to review, refusals, review, show or hide, delete. */
import type { Doctor, FineCase, FineCasePage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/fineCase';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const approvedDoctor = () => platform.db.doctors.first({ where: { auditStatus: 2 } }) as Doctor;
const CASE = () => ({
  title: ' 自体脂肪填充全脸术后3个月 ',
  projectId: 308,
  doctorId: approvedDoctor().id,
  customerGender: 2,
  customerAge: 32,
  operationDate: '2026-08-01',
  recoveryDays: 90,
  beforeImages: [{ url: 'case/2026/08/before.jpg' }, { url: '' }],
  afterImages: [{ url: 'case/2026/11/after.jpg' }],
  authorizationImages: [{ url: 'case/2026/08/auth.jpg' }],
  description: '面部凹陷，自体脂肪填充额头、太阳穴与苹果肌。',
});
const detail = async (id: number) => (await api.get<FineCase>(`${BASE}/getCaseDetail`, { id })).data;
const list = async (filter: Record<string, unknown>) =>
  (await api.post<FineCasePage>(`${BASE}/getCaseList`, { page: 1, limit: 20, ...filter })).data.list;

describe('fine cases', () => {
  it('lists newest first, filtered by review state, shown, project and title', async () => {
    const all = await list({});
    expect(all.length).toBe(platform.db.fineCases.count());
    expect(all.map((c) => c.createTime)).toEqual(
      all
        .map((c) => c.createTime)
        .sort()
        .reverse(),
    );
    const shown = await list({ isShow: true });
    expect(shown.length).toBeGreaterThan(2);
    expectEvery(shown, (c) => c.isShow && c.auditStatus === 2);
    expect((await list({ projectId: 301 })).map((c) => c.projectName)).toEqual(['双眼皮']);
    expect((await list({ keyword: '隆鼻' })).length).toBe(1);
  });

  it('adds a case to review, hidden, blanks dropped, doctor named', async () => {
    const { id } = (await api.post<{ id: number }>(`${BASE}/saveCase`, CASE())).data;
    expect(await detail(id)).toMatchObject({
      title: '自体脂肪填充全脸术后3个月',
      projectName: '脂肪填充',
      doctorName: approvedDoctor().name,
      auditStatus: 1,
      isShow: false,
      beforeImages: [{ url: 'case/2026/08/before.jpg' }],
    });
  });

  it('refuses missing photos or authorization, a future operation, editing a case under review, showing an unapproved one', async () => {
    const pending = platform.db.fineCases.first({ where: { auditStatus: 1 } }) as FineCase;
    const before = JSON.stringify(platform.db.fineCases.list());
    const cases: [Record<string, unknown>, string][] = [
      [{ afterImages: [{ url: ' ' }] }, '请上传术后照片'],
      [{ authorizationImages: [{ url: '' }] }, '请上传顾客肖像授权书'],
      [{ operationDate: '2099-01-01' }, '手术日期不能晚于今天'],
      [{ projectId: 999 }, '所选项目不存在，请重新选择'],
      [{ id: pending.id }, '案例正在审核中，审核完成后才能编辑'],
    ];
    for (const [change, msg] of cases) {
      expect(await api.post(`${BASE}/saveCase`, { ...CASE(), ...change })).toMatchObject({ success: false, msg });
    }
    expect(await api.post(`${BASE}/setCaseShow`, { id: pending.id, isShow: true })).toMatchObject({
      success: false,
      msg: '只有审核通过的案例可以展示',
    });
    expect(JSON.stringify(platform.db.fineCases.list())).toBe(before);
  });

  it('walks a review: rejected with a reason, edited, approved and shown; hidden; deleted', async () => {
    const { id } = (await api.post<{ id: number }>(`${BASE}/saveCase`, CASE())).data;
    decideReview(platform, 'case', { account: 'demo-main', id, decision: 'reject', reason: '术后照片不清晰' });
    expect(await detail(id)).toMatchObject({ auditStatus: 3, rejectReason: '术后照片不清晰', isShow: false });
    await api.post(`${BASE}/saveCase`, { ...CASE(), id, recoveryDays: 100 });
    expect(await detail(id)).toMatchObject({ auditStatus: 1, recoveryDays: 100, rejectReason: null });
    decideReview(platform, 'case', { account: 'demo-main', id, decision: 'approve' });
    expect(await detail(id)).toMatchObject({ auditStatus: 2, isShow: true });
    await api.post(`${BASE}/setCaseShow`, { id, isShow: false });
    expect((await detail(id)).isShow).toBe(false);
    await api.post(`${BASE}/deleteCase`, { id });
    expect(await api.get(`${BASE}/getCaseDetail`, { id })).toMatchObject({ success: false, msg: '案例不存在' });
  });
});
