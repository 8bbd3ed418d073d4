/** Refetching what a registration, a business or a sale activity change makes stale: every list and detail of the area. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetActivityBusinessDetailQueryKey,
  getGetActivityBusinessListQueryKey,
  getGetActivityPlatformDetailQueryKey,
  getGetActivityPlatformListQueryKey,
  getGetActivityPlatformUnsignedDetailQueryKey,
} from '@generated/main/activity/activity';
import { getGetSaleActivityDetailQueryKey, getGetSaleActivityListQueryKey } from '@generated/main/sale-activity/sale-activity';

/** Keys without their parameters: a prefix matching every page and record. */
const PLATFORM_KEYS = [
  getGetActivityPlatformListQueryKey().slice(0, 2),
  getGetActivityPlatformDetailQueryKey().slice(0, 1),
  getGetActivityPlatformUnsignedDetailQueryKey().slice(0, 1),
];
const BUSINESS_KEYS = [getGetActivityBusinessListQueryKey().slice(0, 2), getGetActivityBusinessDetailQueryKey().slice(0, 1)];
export const SALE_ACTIVITY_KEYS = [getGetSaleActivityListQueryKey().slice(0, 2), getGetSaleActivityDetailQueryKey().slice(0, 1)];

function useRefresh(keys: readonly (readonly unknown[])[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient, keys]);
}

export const usePlatformActivityRefresh = () => useRefresh(PLATFORM_KEYS);
export const useBusinessActivityRefresh = () => useRefresh(BUSINESS_KEYS);
export const useSaleActivityRefresh = () => useRefresh(SALE_ACTIVITY_KEYS);
