/**
 * The hospital's agreements with the platform (/hospital/contract): the list, those waiting for a
 * signature first, and one agreement with its text and parties (notifications 133102, 200104 and
 * 200108 open it).
 */
import type { Contract, ContractDetail, ContractListRequest, ContractPage } from '@generated/main/model';
import { HOSPITAL } from '../db/accounts.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { listPage } from './list.ts';

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
