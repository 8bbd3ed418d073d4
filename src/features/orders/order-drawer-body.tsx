/**
 * What the order drawer shows, loaded with its own chunk (order-drawer.tsx): the order found by
 * its follow id, or first by its follow number when the dispatch popup opened the drawer.
 */
import { useGetOrderListData } from '@generated/main/orders/orders';
import { useT } from '@/lib/i18n/use-t.ts';
import { EmptyState, LoadingBlock } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { OrderDetailView } from './order-detail.tsx';
import type { OrderDrawerState } from './order-drawer-state.ts';
import { orderTexts } from './order-texts.ts';

/** The follow id of a follow number (the dispatch popup knows only the number). */
function useFollowIdOf(followNumber: string | null, enabled: boolean) {
  return useGetOrderListData(
    { scope: 'all', followNumber: followNumber ?? '', page: 1, limit: 1 },
    { query: { enabled: enabled && Boolean(followNumber), select: (answer) => answer.data.list[0]?.id ?? null } },
  );
}

export default function DrawerBody({ state }: { state: OrderDrawerState }) {
  const t = useT(orderTexts);
  const byNumber = useFollowIdOf(state.followNumber, state.followId === null);
  const followId = state.followId ?? byNumber.data ?? null;
  if (followId === null) return byNumber.isPending ? <LoadingBlock rows={8} /> : <EmptyState>{t('orders.notFound')}</EmptyState>;
  return <OrderDetailView followId={followId} />;
}
