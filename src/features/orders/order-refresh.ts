/** Refetching what an order change makes stale (the keys: src/lib/orders/order-stale-keys.ts). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ORDER_STALE_KEYS } from '@/lib/orders/order-stale-keys.ts';

/** Refetches everything an order action changed (resolves when the open views have their new data). */
export function useOrderRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(ORDER_STALE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient]);
}
