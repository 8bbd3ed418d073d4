/** What a change to a bill makes stale: every financeBill query (lists, detail, rows, lock, history, certificates, evidence, errors). */
import type { QueryClient } from '@tanstack/react-query';

const BILL_PATH = '/api/pc/1.0/financeBill/';

export const refreshBills = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey.some((part) => typeof part === 'string' && part.startsWith(BILL_PATH) && !part.endsWith('/getInvoiceTitle')),
  });

/** The drawer's bill id from the address (`?id=`), or null when none or not an id. */
export function billIdOf(id: string | null): number | null {
  return id !== null && /^\d{1,15}$/.test(id) ? Number(id) : null;
}
