/**
 * `/FollowDetail?id=`: an order's detail as a page of its own (a window beside the list), the
 * same content as the list's drawer. It sits outside the main layout; the guard opens it for
 * every account whose menus include orders.
 */
import { useT } from '@/lib/i18n/use-t.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { EmptyState } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { OrderDetailView } from './order-detail.tsx';
import { orderTexts } from './order-texts.ts';

export default function FollowDetailPage() {
  const t = useT(orderTexts);
  const [{ id }] = useRouteQuery('FollowDetail');
  const followId = id !== null && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <PageContainer route="FollowDetail" maxWidth={960}>
      {followId === null ? <EmptyState>{t('orders.notFound')}</EmptyState> : <OrderDetailView followId={followId} />}
    </PageContainer>
  );
}
