/**
 * The hospital's agreements with the platform (/hospital/contract): the list, those waiting for a
 * signature first, one agreement with its text and parties (notifications 133102, 200104, 200108
 * and 13310201–13310204 open it), the signing code, signing, the PDF, and the platform's review
 * of a signature (the control API's `review`, kind `contract`).
 *
 * Designed transitions: 0 (to sign) or 3 (rejected) → 1 (under review) by signing with the SMS
 * code; 1 → 2 (in effect) or 3 (rejected with a reason) by the platform, notified as 1331020x
 * with `id_contractType`. The sandbox texts every signer the demo code (DEMO_SMS_CODE, 246810).
 */
import type { Contract, ContractDetail, ContractListRequest, ContractPage, ContractSignRequest } from '@generated/main/model';
import { DEMO_SMS_CODE, HOSPITAL } from '../db/accounts.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { isBlankText } from '../../src/lib/text/blank-text.ts';
import { found, refuse } from './errors.ts';
import { addNotification } from './notifications.ts';
import { listPage } from './list.ts';
import { onePagePdf } from './one-page-pdf.ts';

const PLATFORM = { name: '上海悦美网络科技有限公司', creditCode: '91310115MA1K3YQ21X', signerName: '平台法务部' };

/** Commission on referral deals by agreement type (the cooperation agreement carries it). */
const COMMISSION: Record<number, number | null> = { 1: 15, 2: 6, 3: 10, 4: null };

export function listContracts(platform: SandboxPlatform, query: ContractListRequest): ContractPage {
  const { contractType, status, page, limit } = query;
  return listPage(platform.db.contracts, { where: { contractType, status }, sort: ['-awaitingSignature', '-createTime'], page, limit });
}

function detailOf(contract: Contract): ContractDetail {
  const rate = COMMISSION[contract.contractType] ?? null;
  return {
    ...contract,
    content: [
      `<h3>第一条 合作内容</h3><p>甲方为乙方提供医美信息展示、在线咨询与客户派单服务，乙方按本协议约定接待派单客户。</p>`,
      `<h3>第二条 合作期限</h3><p>自${contract.startDate ?? '签署之日'}起至${contract.endDate ?? '双方另行约定之日'}止。</p>`,
      rate === null ? '' : `<h3>第三条 服务费</h3><p>乙方就派单客户成交金额按${rate}%向甲方支付服务费，按月对账结算。</p>`,
    ].join(''),
    attachments: [],
    partyA: { ...PLATFORM, signTime: contract.signTime ?? null },
    partyB: {
      name: `${HOSPITAL.registeredName}有限公司`,
      creditCode: HOSPITAL.taxNo,
      signerName: null,
      signTime: contract.signTime ?? null,
    },
    commissionRate: rate,
  };
}

/** One agreement; the type must be the agreement's own (the page asks with both). */
export function getContract(platform: SandboxPlatform, id: number, contractType: number): ContractDetail {
  const contract = found(platform.db.contracts.get(id), '协议不存在');
  return detailOf(found(contract.contractType === contractType ? contract : undefined, '协议类型不符'));
}

function requireContract(platform: SandboxPlatform, id: number, contractType: number): Contract {
  const contract = found(platform.db.contracts.get(id), '协议不存在');
  return found(contract.contractType === contractType ? contract : undefined, '协议类型不符');
}

const SIGNABLE = new Set([0, 3]);

/** Texts the signing code (the sandbox's is always DEMO_SMS_CODE); only for an agreement that can be signed. */
export function sendSignCode(platform: SandboxPlatform, id: number, contractType: number): void {
  const contract = requireContract(platform, id, contractType);
  if (!SIGNABLE.has(contract.status)) refuse('该协议当前无需签署');
}

/** Signs an agreement waiting for a signature (or rejected): it goes to platform review. */
export function signContract(platform: SandboxPlatform, input: ContractSignRequest): void {
  const contract = requireContract(platform, input.id, input.contractType);
  if (!SIGNABLE.has(contract.status)) refuse('该协议当前无需签署');
  if (!input.agreed) refuse('请先阅读并同意协议内容');
  if (isBlankText(input.signerName)) refuse('请填写签署人姓名');
  if (input.smsCode !== DEMO_SMS_CODE) refuse('验证码错误或已过期');
  platform.db.contracts.update(contract.id, (c) => {
    c.status = 1;
    c.statusStr = '审核中';
    c.signTime = formatDateTime(platform.now());
    c.rejectReason = null;
  });
}

/** The platform decides a signed agreement: in effect, or rejected with a reason (sign again). */
export function decideContractReview(
  platform: SandboxPlatform,
  account: string,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): Contract {
  const contract = found(platform.db.contracts.get(id), '协议不存在');
  if (contract.status !== 1) refuse('该协议没有待审核的签署');
  if (decision === 'reject' && isBlankText(reason)) refuse('驳回时请填写原因');
  const updated = platform.db.contracts.update(id, (c) => {
    c.status = decision === 'approve' ? 2 : 3;
    c.statusStr = decision === 'approve' ? '生效中' : '已驳回';
    c.rejectReason = decision === 'reject' ? (reason ?? '').trim() : null;
  }) as Contract;
  addNotification(platform, account, {
    type: 13310200 + contract.contractType,
    text:
      decision === 'approve' ? `《${contract.title}》已审核通过，协议生效` : `《${contract.title}》审核未通过：${(reason ?? '').trim()}`,
    assid: `${id}_${contract.contractType}`,
  });
  return updated;
}

/** The agreement as a one-page PDF (its number, title, parties and status). */
export function contractPdf(platform: SandboxPlatform, id: number, contractType: number): Response {
  const detail = getContract(platform, id, contractType);
  // PDF's standard fonts carry no Chinese: the page names the agreement by its number; the title goes into the file name.
  const lines = [
    `Agreement ${detail.contractNo}`,
    `Version ${detail.version}`,
    `Status ${detail.status}`,
    `Signed ${detail.signTime ?? '-'}`,
  ];
  const pdf = onePagePdf(lines, { fontSize: 14, lineGap: 24 });
  return new Response(pdf, {
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${detail.title}-${detail.contractNo}.pdf`)}`,
    },
  });
}
