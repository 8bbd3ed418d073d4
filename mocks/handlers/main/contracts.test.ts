/** Agreements through the gateway: signing with the SMS code, its refusals, the platform's review, the PDF. */
import type { Contract, ContractDetail } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SMS_CODE } from '../../db/accounts.ts';
import { apiClient, call, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/contract';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const signer = { signerName: '周建国', signerPhone: '13800000001', agreed: true };

describe('agreements', () => {
  it('signs an agreement waiting for a signature with the texted code; it goes to review', async () => {
    const toSign = platform.db.contracts.first({ where: { status: 0 } }) as Contract;
    const ids = { id: toSign.id, contractType: toSign.contractType };
    expect((await api.post(`${BASE}/sendSignCode`, { ...ids, signerPhone: '13800000001' })).success).toBe(true);
    expect(await api.post(`${BASE}/sign`, { ...ids, ...signer, smsCode: '000000' })).toMatchObject({
      success: false,
      msg: '验证码错误或已过期',
    });
    expect(platform.db.contracts.get(toSign.id)?.status).toBe(0);
    await api.post(`${BASE}/sign`, { ...ids, ...signer, smsCode: DEMO_SMS_CODE });
    const detail = (await api.get<ContractDetail>(`${BASE}/getDetail`, ids)).data;
    expect(detail).toMatchObject({ status: 1, statusStr: '审核中' });
    expect(detail.signTime).not.toBeNull();
    expect(await api.post(`${BASE}/sign`, { ...ids, ...signer, smsCode: DEMO_SMS_CODE })).toMatchObject({
      success: false,
      msg: '该协议当前无需签署',
    });
  });

  it('refuses a type that is not the agreement’s own', async () => {
    const toSign = platform.db.contracts.first({ where: { status: 0 } }) as Contract;
    const other = toSign.contractType === 1 ? 2 : 1;
    expect(await api.post(`${BASE}/sendSignCode`, { id: toSign.id, contractType: other, signerPhone: '13800000001' })).toMatchObject({
      success: false,
      msg: '协议类型不符',
    });
  });

  it('the platform rejects a signature with a reason (notified as 1331020x with id_type), it is signed again and approved', async () => {
    const toSign = platform.db.contracts.first({ where: { status: 0 } }) as Contract;
    const ids = { id: toSign.id, contractType: toSign.contractType };
    await api.post(`${BASE}/sign`, { ...ids, ...signer, smsCode: DEMO_SMS_CODE });
    decideReview(platform, 'contract', { account: 'demo-main', id: toSign.id, decision: 'reject', reason: '签署人与法人不一致' });
    expect(platform.db.contracts.get(toSign.id)).toMatchObject({ status: 3, rejectReason: '签署人与法人不一致' });
    const notice = platform.db.notifications
      .list({ where: { account: 'demo-main' } })
      .find((n) => n.assid === `${toSign.id}_${toSign.contractType}`);
    expect(notice?.type).toBe(13310200 + toSign.contractType);
    await api.post(`${BASE}/sign`, { ...ids, ...signer, smsCode: DEMO_SMS_CODE });
    decideReview(platform, 'contract', { account: 'demo-main', id: toSign.id, decision: 'approve' });
    expect(platform.db.contracts.get(toSign.id)).toMatchObject({ status: 2, statusStr: '生效中', rejectReason: null });
  });

  it('downloads the agreement as a PDF named after it', async () => {
    const contract = platform.db.contracts.first() as Contract;
    const { response } = await call(platform, sandboxHandlers(platform), `${BASE}/download`, {
      method: 'GET',
      token: tokenFor(platform),
      query: { id: contract.id, contractType: contract.contractType },
    });
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(`${contract.contractNo}.pdf`);
    expect((await response.text()).startsWith('%PDF-1.4')).toBe(true);
  });
});
