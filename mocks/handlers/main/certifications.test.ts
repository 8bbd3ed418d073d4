/** The drug and device qualification library through the gateway: catalogue search, add, refusals, revoke, review, resubmit. */
import type { ProjectCertification, ProjectCertificationCatalogItem, ProjectCertificationStatusCount } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/projectCertification';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const ENTRY = {
  kind: 2,
  productName: '艾莉薇',
  genericName: '注射用交联透明质酸钠凝胶',
  brand: '艾莉薇',
  manufacturer: '韩国LG化学',
  registrationNo: '国械注进20990000123',
  specification: '1.0ml/支',
  registrationValidTo: '2030-12-31',
  projectIds: [305],
  registrationImages: [{ url: 'cert/2026/11/reg.jpg' }],
  purchaseProofImages: [{ url: 'cert/2026/11/invoice.jpg' }, { url: '' }],
};

const counts = async () => (await api.get<ProjectCertificationStatusCount>(`${BASE}/getStatusCount`)).data;
const detail = async (id: number) => (await api.get<ProjectCertification>(`${BASE}/getDetail`, { id })).data;

describe('qualification library', () => {
  it('searches the catalogue by name or registration number, within a kind', async () => {
    const found = (await api.post<ProjectCertificationCatalogItem[]>(`${BASE}/searchCatalog`, { keyword: '肉毒', kind: 1 })).data;
    expect(found.length).toBeGreaterThan(1);
    expectEvery(found, (item) => item.kind === 1 && item.genericName.includes('肉毒'));
    const byNo = (await api.post<ProjectCertificationCatalogItem[]>(`${BASE}/searchCatalog`, { keyword: '20153460457' })).data;
    expect(byNo.map((item) => item.productName)).toEqual(['瑞蓝2号']);
  });

  it('adds an entry: pending, counted, blanks dropped, submitter recorded', async () => {
    const before = await counts();
    const { id } = (await api.post<{ id: number }>(`${BASE}/add`, ENTRY)).data;
    expect(await detail(id)).toMatchObject({
      auditStatus: 1,
      submitterName: '王雅琴',
      projects: [{ projectId: 305 }],
      purchaseProofImages: [{ url: 'cert/2026/11/invoice.jpg' }],
    });
    expect((await counts()).pending).toBe(before.pending + 1);
  });

  it('refuses an expired registration, a registration already approved elsewhere, missing proof; changes nothing', async () => {
    const approved = platform.db.certifications.first({ where: { auditStatus: 2 } }) as ProjectCertification;
    const before = platform.db.certifications.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ registrationValidTo: '2020-01-01' }, '注册证已过有效期，不能提交'],
      [{ registrationNo: approved.registrationNo }, `注册证号${approved.registrationNo}已有已通过的资质（${approved.productName}）`],
      [{ purchaseProofImages: [{ url: ' ' }] }, '请上传采购凭证照片'],
      [{ projectIds: [999999] }, '所选项目不存在，请重新选择'],
      [{ id: approved.id }, '只有被驳回或已撤销的资质可以重新提交'],
    ];
    for (const [change, msg] of cases) {
      expect(await api.post(`${BASE}/add`, { ...ENTRY, ...change })).toMatchObject({ success: false, msg });
    }
    expect(platform.db.certifications.count()).toBe(before);
  });

  it('revokes an approved entry with its reason; a rejected one cannot be revoked', async () => {
    const approved = platform.db.certifications.first({ where: { auditStatus: 2 } }) as ProjectCertification;
    await api.post(`${BASE}/changeAuditStatus`, { id: approved.id, auditStatus: 4, reason: '停止采购' });
    expect(await detail(approved.id)).toMatchObject({ auditStatus: 4, revokeReason: '停止采购' });
    const rejected = platform.db.certifications.first({ where: { auditStatus: 3 } }) as ProjectCertification;
    expect(await api.post(`${BASE}/changeAuditStatus`, { id: rejected.id, auditStatus: 4, reason: '不用了' })).toMatchObject({
      success: false,
      msg: '只有审核中或已通过的资质可以撤销',
    });
  });

  it('walks a review: rejected with a reason (2024040802), resubmitted, approved (2024040801)', async () => {
    const { id } = (await api.post<{ id: number }>(`${BASE}/add`, ENTRY)).data;
    decideReview(platform, 'certification', { account: 'demo-main', id, decision: 'reject', reason: '采购凭证不清晰' });
    expect(await detail(id)).toMatchObject({ auditStatus: 3, rejectReason: '采购凭证不清晰' });
    await api.post(`${BASE}/add`, { ...ENTRY, id });
    expect((await detail(id)).auditStatus).toBe(1);
    decideReview(platform, 'certification', { account: 'demo-main', id, decision: 'approve' });
    expect(await detail(id)).toMatchObject({ auditStatus: 2, rejectReason: null });
    const notices = platform.db.notifications.list({ where: { account: 'demo-main' } }).filter((n) => n.assid === String(id));
    expect(notices.map((n) => n.type).sort()).toEqual([2024040801, 2024040802]);
  });
});
