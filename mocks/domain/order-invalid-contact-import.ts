/**
 * The batch invalid-contact report from an Excel file (uploadInvalidContactExcel): the file is
 * read and checked here whatever the client checked before (src/lib/orders/invalid-contact-sheet.ts
 * holds the checks both run), then every row's order is looked up and must allow the report
 * (order-transitions.ts). All or nothing: one failing row and nothing is reported, the answer
 * lists every failing row; a file that is not the template's is refused whole.
 */
import type { OrderInvalidContactImportFailure, OrderInvalidContactImportResult } from '@generated/main/model';
import {
  INVALID_CONTACT_COLUMNS,
  INVALID_CONTACT_MAX_ROWS,
  INVALID_CONTACT_REMARK_MAX,
  checkInvalidContactSheet,
  type InvalidContactRowProblem,
} from '../../src/lib/orders/invalid-contact-sheet.ts';
import { XlsxReadError, readFirstSheet, type SheetRows } from '../../src/lib/xlsx/read-sheet.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { refuse } from './errors.ts';
import { reportInvalidContact } from './orders.ts';
import { whyNot } from './order-transitions.ts';

const PROBLEM_MESSAGES: Record<InvalidContactRowProblem, string> = {
  empty: '空行，请删除或填写',
  missingFollowNumber: '缺少跟进单号',
  missingReason: '缺少无效原因',
  unknownReason: '无效原因不正确，请填写原因代码或名称',
  duplicate: '跟进单号与前面的行重复',
  remarkTooLong: `备注不能超过${INVALID_CONTACT_REMARK_MAX}字`,
};

export type ImportMode = 'apply' | 'check';

function readSheet(bytes: Uint8Array | undefined): SheetRows {
  if (!bytes || bytes.length === 0) return refuse('请上传 .xlsx 格式的 Excel 文件');
  try {
    return readFirstSheet(bytes);
  } catch (error) {
    if (error instanceof XlsxReadError) return refuse('文件不是有效的 .xlsx 表格，请使用模板填写后上传');
    throw error;
  }
}

export function importInvalidContacts(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  bytes: Uint8Array | undefined,
  mode: ImportMode = 'apply',
): OrderInvalidContactImportResult {
  const sheet = checkInvalidContactSheet(readSheet(bytes));
  if (!sheet.ok) {
    if (sheet.error === 'columns') refuse(`表格列不正确：第一行应为「${INVALID_CONTACT_COLUMNS.join('、')}」，请下载模板填写`);
    if (sheet.error === 'noRows') refuse('表格中没有数据行');
    return refuse(`一次最多导入${INVALID_CONTACT_MAX_ROWS}行，请分批上传`);
  }
  const failures: OrderInvalidContactImportFailure[] = [];
  const valid: { followId: number; reason: NonNullable<(typeof sheet.rows)[number]['reason']>; remark: string }[] = [];
  for (const row of sheet.rows) {
    const fail = (reason: string) => failures.push({ row: row.row, followNumber: row.followNumber || null, reason });
    if (row.problem) {
      fail(PROBLEM_MESSAGES[row.problem]);
      continue;
    }
    const order = platform.db.orders.first({ where: { followNumber: row.followNumber } });
    if (!order) {
      fail('跟进单号不存在');
      continue;
    }
    const refused = whyNot(order, 13);
    if (refused) fail(refused);
    else if (row.reason !== null) valid.push({ followId: order.id, reason: row.reason, remark: row.remark });
  }
  const total = sheet.rows.length;
  if (mode === 'check' || failures.length > 0) {
    return { total, successCount: mode === 'check' ? valid.length : 0, failCount: failures.length, failures };
  }
  for (const entry of valid) {
    reportInvalidContact(platform, actor, { followId: entry.followId, reason: entry.reason, remark: entry.remark || undefined });
  }
  return { total, successCount: valid.length, failCount: 0, failures: [] };
}
