/**
 * What a change to a bill makes stale: every financeBill query (lists, detail, rows, lock, history,
 * certificates, evidence, errors); for a strict-select bill, its list, detail and rows.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetStrictSelectBillDetailQueryKey,
  getGetStrictSelectBillListQueryKey,
  getGetStrictSelectBillOrderListQueryKey,
} from '@generated/main/strict-select/strict-select';

const BILL_PATH = '/api/pc/1.0/financeBill/';

export const refreshBills = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey.some((part) => typeof part === 'string' && part.startsWith(BILL_PATH) && !part.endsWith('/getInvoiceTitle')),
  });

// The paths as the generated keys carry them ([method, path, body] for a POST, [path, params] for a GET).
const STRICT_BILL_PATHS: readonly string[] = [
  getGetStrictSelectBillListQueryKey,
  getGetStrictSelectBillDetailQueryKey,
  getGetStrictSelectBillOrderListQueryKey,
].flatMap((key) => (key() as readonly unknown[]).filter((part): part is string => typeof part === 'string' && part.startsWith('/')));

export const refreshStrictBills = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && STRICT_BILL_PATHS.includes(part)),
  });

/** The drawer's bill id from the address (`?id=`), or null when none or not an id. */
export function billIdOf(id: string | null): number | null {
  return id !== null && /^\d{1,15}$/.test(id) ? Number(id) : null;
}
