import { beforeEach, describe, expect, it } from 'vitest';
import type {
  HomePaperExpiryInfo,
  HospitalAuditLogDetail,
  HospitalAuditLogPage,
  HospitalBaseInfo,
  HospitalBaseInfoSaveRequest,
  HospitalDraft,
  HospitalHonor,
  HospitalPaper,
} from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { formatDate } from '../../db/random.ts';
import { daysUntil, decideHospitalReview } from '../../domain/hospital-profile.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const H = '/api/pc/2.0/hospital';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-main'));
});

const baseInfo = async () => (await api.get<HospitalBaseInfo>(`${H}/getBaseInfo`)).data;
const papers = async () => (await api.get<HospitalPaper[]>(`${H}/getPaperList`)).data;
const audits = async (body: Record<string, unknown> = {}) =>
  (await api.post<HospitalAuditLogPage>(`${H}/getAuditLogList`, { page: 1, limit: 50, ...body })).data;
const review = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  platform.transaction(() => decideHospitalReview(platform, id, decision, reason));

function form(info: HospitalBaseInfo): HospitalBaseInfoSaveRequest {
  const { registeredName, brandName, creditCode, logo, type, level, provinceId, cityId, districtId, address, geo, businessHours, phone } =
    info;
  return {
    registeredName,
    brandName,
    creditCode,
    logo,
    type,
    level,
    provinceId,
    cityId,
    districtId,
    address,
    geo,
    businessHours,
    phone,
    environmentImages: info.environmentImages,
  };
}

describe('hospital base information', () => {
  it('drafts, submits, is rejected with a reason, resubmitted and approved', async () => {
    const info = await baseInfo();
    expect(info).toMatchObject({ brandName: '上海美莱', districtName: '长宁区', auditStatus: 3, hasDraft: false });

    await api.post(`${H}/saveDraft`, { content: { brandName: '美莱医美' } });
    const draft = (await api.get<HospitalDraft | null>(`${H}/getDraft`)).data;
    expect(draft?.content.brandName).toBe('美莱医美');
    expect((await baseInfo()).hasDraft).toBe(true);

    const submitted = (await api.post<{ id: number }>(`${H}/saveBaseInfo`, { ...form(info), brandName: '美莱医美' })).data;
    const pending = await baseInfo();
    expect(pending).toMatchObject({ brandName: '上海美莱', auditStatus: 1, pendingAuditId: submitted.id, hasDraft: false });
    const detail = (await api.get<HospitalAuditLogDetail>(`${H}/getAuditLogDetail`, { id: submitted.id })).data;
    expect(detail.changes).toEqual([{ field: 'brandName', fieldName: '品牌名', before: '上海美莱', after: '美莱医美' }]);
    expect(detail.canWithdraw).toBe(true);

    // Under review: neither a second submission nor a draft is taken.
    expect(await api.post(`${H}/saveBaseInfo`, { ...form(info), brandName: '美莱' })).toMatchObject({
      success: false,
      msg: '基本信息正在审核中，请等待审核结果或撤回后再提交',
    });
    expect(await api.post(`${H}/saveDraft`, { content: { brandName: 'x' } })).toMatchObject({ success: false });

    review(submitted.id, 'reject', '品牌名需与营业执照一致');
    expect(await baseInfo()).toMatchObject({ brandName: '上海美莱', auditStatus: 3, rejectReason: '品牌名需与营业执照一致' });
    const notices = platform.db.notifications.list({ where: { account: 'demo-main', type: 2024060112 }, sort: ['-id'], limit: 1 });
    expect(notices[0]?.text).toContain('品牌名需与营业执照一致');

    const again = (await api.post<{ id: number }>(`${H}/saveBaseInfo`, { ...form(info), brandName: '美莱医疗美容' })).data;
    review(again.id, 'approve');
    expect(await baseInfo()).toMatchObject({ brandName: '美莱医疗美容', auditStatus: 2, pendingAuditId: null });
  });

  it('withdraws a pending submission into the draft', async () => {
    const info = await baseInfo();
    const { id } = (await api.post<{ id: number }>(`${H}/saveBaseInfo`, { ...form(info), phone: '021-62280000' })).data;
    await api.post(`${H}/withdrawAudit`, { auditId: id });
    expect(await baseInfo()).toMatchObject({ phone: '021-62281234', auditStatus: 4, hasDraft: true });
    expect((await api.get<HospitalDraft | null>(`${H}/getDraft`)).data?.content.phone).toBe('021-62280000');
    expect(await api.post(`${H}/withdrawAudit`, { auditId: id })).toMatchObject({ success: false, msg: '只有待审核的提交可以撤回' });
  });

  it('refuses unchanged, invalid and host-prefixed submissions and changes nothing', async () => {
    const info = await baseInfo();
    const before = (await audits()).total;
    const refusal = async (body: HospitalBaseInfoSaveRequest) => api.post(`${H}/saveBaseInfo`, body);
    expect(await refusal(form(info))).toMatchObject({ success: false, msg: '没有需要提交审核的修改' });
    expect(await refusal({ ...form(info), districtId: 330106 })).toMatchObject({ msg: '请选择正确的省市区' });
    expect(await refusal({ ...form(info), businessHours: { openTime: '21:00', closeTime: '09:00' } })).toMatchObject({
      msg: '营业结束时间需晚于开始时间',
    });
    expect(await refusal({ ...form(info), logo: { url: 'https://img.example.com/a.png' } })).toMatchObject({
      msg: '机构Logo需为存储路径，不能包含图片域名',
    });
    expect((await audits()).total).toBe(before);
  });
});

describe('hospital papers', () => {
  it('lists days left and validity; a renewal applies on approval and home follows', async () => {
    const list = await papers();
    // Seeded 25, 30, 41 and 51 days ahead of the seed's moment; the sandbox clock has moved on since.
    const shift = daysUntil(platform, formatDate(platform.seededAt()));
    expect(list.map((p) => p.daysToExpire)).toEqual([10, 30, 41, 51].map((d) => d + shift));
    expect(list.map((p) => p.status)).toEqual([2, 2, 1, 1]);
    expect(list[0]).toMatchObject({ kind: 3, auditStatus: 3, rejectReason: expect.stringContaining('模糊') });

    const licence = list.find((p) => p.kind === 2) as HospitalPaper;
    const home = async () => (await api.get<HomePaperExpiryInfo>('/api/pc/1.0/home/getHospitalPaperExpiryInfo')).data;
    expect((await home()).list.some((p) => p.paperType === 2)).toBe(true);
    const { id } = (
      await api.post<{ id: number }>(`${H}/savePaper`, {
        id: licence.id,
        kind: 2,
        number: licence.number,
        holderName: licence.holderName,
        validFrom: '2026-12-31',
        validTo: '2031-12-30',
        isLongTerm: false,
        images: [{ url: 'hospital/papers/renewed.jpg' }, { url: '  ' }],
      })
    ).data;
    expect((await papers()).find((p) => p.id === licence.id)).toMatchObject({ auditStatus: 1, validTo: licence.validTo });
    review(id, 'approve');
    const renewed = (await papers()).find((p) => p.id === licence.id);
    expect(renewed).toMatchObject({ auditStatus: 2, validTo: '2031-12-30', status: 1, images: [{ url: 'hospital/papers/renewed.jpg' }] });
    expect((await home()).list.some((p) => p.paperType === 2)).toBe(false);
  });

  it('refuses an expiry date in the past and a second paper of a kind', async () => {
    const list = await papers();
    const licence = list.find((p) => p.kind === 1) as HospitalPaper;
    const body = {
      id: licence.id,
      kind: 1,
      number: 'X1',
      holderName: '机构',
      validFrom: '2020-01-01',
      isLongTerm: false,
      images: [{ url: 'a.jpg' }],
    };
    expect(await api.post(`${H}/savePaper`, { ...body, validTo: '2026-01-01' })).toMatchObject({
      success: false,
      msg: '有效期截止日不能早于今天',
    });
    expect(await api.post(`${H}/savePaper`, { ...body, id: undefined, validTo: '2030-01-01' })).toMatchObject({
      msg: '该类证照已存在，请在原证照上更新',
    });
    expect((await papers()).find((p) => p.id === licence.id)?.auditStatus).toBe(2);
  });
});

describe('hospital honors and the review log', () => {
  it('adds an honor for review, refuses changing it while pending, deletes after rejection', async () => {
    const { id } = (
      await api.post<{ id: number }>(`${H}/saveHonor`, {
        title: '年度服务之星',
        issuer: '长宁区卫健委',
        awardDate: '2026-10-01',
        images: [{ url: 'hospital/honors/new.jpg' }],
      })
    ).data;
    const honors = async () => (await api.get<HospitalHonor[]>(`${H}/getHonorList`)).data;
    expect((await honors()).find((h) => h.id === id)).toMatchObject({ auditStatus: 1 });
    expect(await api.post(`${H}/deleteHonor`, { id })).toMatchObject({ success: false });
    const audit = (await audits({ auditType: 3, auditStatus: 1 })).list.find((a) => a.summary.includes('年度服务之星'));
    review(audit?.id as number, 'reject', '证书不清晰');
    expect((await honors()).find((h) => h.id === id)).toMatchObject({ auditStatus: 3, rejectReason: '证书不清晰' });
    await api.post(`${H}/deleteHonor`, { id });
    expect((await honors()).some((h) => h.id === id)).toBe(false);
  });

  it('filters the log by type and status, newest first', async () => {
    const all = await audits();
    expect(all.total).toBe(5);
    expect((await audits({ auditType: 1 })).list.map((a) => a.id)).toEqual([7102, 7101]);
    expect((await audits({ auditStatus: 1 })).list.map((a) => a.canWithdraw)).toEqual([true]);
  });
});
