/**
 * Verification codes (核销码): the front desk looks a code up, sees the order behind it and writes
 * it off with the write-off of its kind. A code is written off while it has uses left (status 0
 * or 1) and is valid; a used-up, refunded or expired code is refused with the reason, and a
 * third-party code's write-off also marks its third-party order written off.
 */
import type { VerificationOrder, VerificationOrderKind } from '@generated/main/model';
import { formatDate, formatDateTime } from '../db/random.ts';
import type { SandboxAccount, VerificationCodeRow } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';

const KIND_NAMES: Record<VerificationOrderKind, string> = { strictSelect: '严选订单', sku: '商城订单', thirdParty: '第三方平台订单' };

const normalise = (code: string) => code.replace(/\s+/g, '');

/** The row as the client sees it today: a code past its last day reads as expired. */
function view(platform: SandboxPlatform, row: VerificationCodeRow): VerificationOrder {
  const today = formatDate(platform.now());
  const expired =
    (row.status === 0 || row.status === 1) && row.validUntil !== null && row.validUntil !== undefined && row.validUntil < today;
  return expired ? { ...row, status: 4 } : row;
}

function codeRow(platform: SandboxPlatform, code: string): VerificationCodeRow {
  return found(platform.db.verificationCodes.get(normalise(code)), '核销码不存在，请核对后重新输入');
}

export function lookUpCode(platform: SandboxPlatform, code: string): VerificationOrder {
  return view(platform, codeRow(platform, code));
}

export interface WriteOff {
  code: string;
  orderId: number;
  quantity?: number;
  remark?: string;
}

/** Writes off `quantity` uses (1 unless a sku order) of a code of `kind`, or refuses saying why. */
export function writeOffCode(platform: SandboxPlatform, account: SandboxAccount, kind: VerificationOrderKind, input: WriteOff): void {
  const row = codeRow(platform, input.code);
  const current = view(platform, row);
  if (row.kind !== kind) refuse(`该核销码属于${KIND_NAMES[row.kind]}，不是${KIND_NAMES[kind]}的核销码`);
  if (row.orderId !== input.orderId) refuse('核销码与订单不符，请重新查询后核销');
  if (current.status === 2) {
    const when = row.lastWriteOffTime ? `已于${row.lastWriteOffTime.slice(0, 16)}核销` : '已核销';
    refuse(`该核销码${when}，不能重复核销`);
  }
  if (current.status === 3) refuse('该订单已退款，核销码已失效');
  if (current.status === 4) refuse(`核销码已过期（有效期至${row.validUntil ?? ''}），不能核销`);
  const quantity = input.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1) refuse('核销次数至少为1次');
  if (quantity > row.remainingQuantity) refuse(`核销次数超过剩余次数（剩余${row.remainingQuantity}次）`);
  if (input.remark && input.remark.length > 200) refuse('备注不能超过200字');
  const now = formatDateTime(platform.now());
  platform.db.verificationCodes.update(row.code, (r) => {
    r.remainingQuantity -= quantity;
    r.status = r.remainingQuantity === 0 ? 2 : 1;
    r.lastWriteOffTime = now;
    r.lastWriteOffOperator = account.userInfo.realName;
  });
  if (kind === 'thirdParty') {
    platform.db.thirdPartyOrders.update(row.orderId, (o) => {
      o.status = 2;
      o.writeOffTime = now;
    });
  }
}
