/** Account signing through the gateway: the seeded draft, saving a draft, bank and branch search, submit checks, the review and the signing link. */
import type { PayContactBankBranch, PayContactDraft, PayContactMerchant, PayContactSignUrl } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/paycontact';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const merchant = async () => (await api.get<PayContactMerchant>(`${BASE}/getMerchantInfo`)).data;

async function completeForm(): Promise<PayContactDraft> {
  const draft = (await api.get<PayContactDraft>(`${BASE}/getDraft`)).data;
  const branch = (
    await api.get<PayContactBankBranch[]>(`${BASE}/getBankBranchList`, { bankCode: 'CMB', cityCode: '310100', keyword: '徐汇' })
  ).data[0] as PayContactBankBranch;
  return {
    ...draft,
    businessLicence: { url: 'finance/sign/licence.jpg' },
    legalIdCardNo: '31010419780512403X',
    legalIdCardFront: { url: 'finance/sign/front.jpg' },
    legalIdCardBack: { url: 'finance/sign/back.jpg' },
    accountType: 1,
    accountName: draft.companyName,
    bankCode: 'CMB',
    provinceCode: '310000',
    cityCode: '310100',
    cnapsCode: branch.cnapsCode,
    bankAccountNo: '121909857610802',
    openingPermit: { url: 'finance/sign/permit.jpg' },
  };
}

describe('account signing', () => {
  it('resumes the seeded draft and keeps a saved draft as typed, unchecked', async () => {
    expect(await merchant()).toMatchObject({ status: 1, statusStr: '草稿' });
    const draft = (await api.get<PayContactDraft>(`${BASE}/getDraft`)).data;
    expect(draft.companyName).toContain('美莱');
    const saved = await api.post(`${BASE}/saveDraft`, { ...draft, legalIdCardNo: '3101', contactName: ' 王雅琴 ' });
    expect(saved.success).toBe(true);
    expect((await api.get<PayContactDraft>(`${BASE}/getDraft`)).data).toMatchObject({ legalIdCardNo: '3101', contactName: '王雅琴' });
  });

  it('searches banks and the branches of a bank in a city', async () => {
    const banks = (await api.get<{ bankCode: string; bankName: string }[]>(`${BASE}/getBankList`, { keyword: '招商' })).data;
    expect(banks.map((b) => b.bankCode)).toEqual(['CMB']);
    const branches = (await api.get<PayContactBankBranch[]>(`${BASE}/getBankBranchList`, { bankCode: 'CMB', cityCode: '310100' })).data;
    expect(branches.length).toBeGreaterThan(3);
    for (const branch of branches) expect(branch.cnapsCode).toMatch(/^308\d{9}$/);
    expect(new Set(branches.map((b) => b.cnapsCode)).size).toBe(branches.length);
    expect((await api.get(`${BASE}/getBankBranchList`, { bankCode: 'XX', cityCode: '310100' })).msg).toBe('请选择开户银行');
  });

  it('refuses an incomplete or inconsistent form and changes nothing', async () => {
    const form = await completeForm();
    const before = await merchant();
    expect((await api.post(`${BASE}/save`, { ...form, creditCode: 'abc' })).msg).toMatch(/creditCode|统一社会信用代码/);
    expect((await api.post(`${BASE}/save`, { ...form, accountName: '别的公司' })).msg).toBe('对公账户的账户名称须与商户名称一致');
    expect((await api.post(`${BASE}/save`, { ...form, openingPermit: undefined })).msg).toBe('请上传开户许可证');
    expect((await api.post(`${BASE}/save`, { ...form, cnapsCode: '102290000001' })).msg).toBe('开户支行不属于所选银行和城市');
    expect(await merchant()).toEqual(before);
  });

  it('walks submit → review → sign, refusing drafts and links out of order', async () => {
    expect((await api.get(`${BASE}/getSignUrl`)).msg).toBe('当前状态无需签署电子协议');
    const form = await completeForm();
    expect((await api.post(`${BASE}/save`, form)).success).toBe(true);
    expect(await merchant()).toMatchObject({ status: 2, bankName: '招商银行', bankAccountNoMasked: '1219 **** **** 0802' });
    expect((await api.post(`${BASE}/saveDraft`, form)).msg).toBe('签约资料审核中，不能修改');
    decideReview(platform, 'paycontact', { account: 'demo-main', id: 1, decision: 'reject', reason: '营业执照不清晰' });
    expect(await merchant()).toMatchObject({ status: 3, rejectReason: '营业执照不清晰' });
    expect((await api.post(`${BASE}/saveDraft`, form)).success).toBe(true);
    expect((await merchant()).status).toBe(3);
    expect((await api.post(`${BASE}/save`, form)).success).toBe(true);
    decideReview(platform, 'paycontact', { account: 'demo-main', id: 1, decision: 'approve' });
    const toSign = await merchant();
    expect(toSign).toMatchObject({ status: 4, rejectReason: null });
    expect(toSign.merchantNo).toMatch(/^M\d+/);
    const link = (await api.get<PayContactSignUrl>(`${BASE}/getSignUrl`)).data;
    expect(link.signUrl).toContain(toSign.merchantNo);
    decideReview(platform, 'paycontact', { account: 'demo-main', id: 1, decision: 'approve' });
    expect(await merchant()).toMatchObject({ status: 5, statusStr: '已签约', settleCycle: 'T+1' });
  });
});
