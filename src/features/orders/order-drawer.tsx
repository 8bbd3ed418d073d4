/**
 * The order's detail in a drawer over the list. Its state is the address (`?id=X&open=true`, or
 * `?followNumber=N&open=true` from the dispatch popup), so notifications and the popup open it,
 * and opening it from a row is a history entry of its own: the back button closes it and leaves
 * the list's filters and page as they were.
 *
 * The drawer's content (detail, timeline, every action form with its date pickers and uploads) is
 * a chunk of its own, loaded when a drawer first opens, so the list paints without it.
 */
import { ExportOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { Suspense, lazy } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { hashHref } from '@/lib/routing/links.ts';
import { LoadingBlock } from '@/shared/ui/query-boundary/query-boundary.tsx';
import type { OrderDrawerState } from './order-drawer-state.ts';
import { orderTexts } from './order-texts.ts';

export { type OrderDrawerState, useOrderDrawer } from './order-drawer-state.ts';

const DrawerBody = lazy(() => import('./order-drawer-body.tsx'));

export function OrderDrawer({ state }: { state: OrderDrawerState }) {
  const t = useT(orderTexts);
  return (
    <Drawer
      title={t('orders.detail')}
      open={state.isOpen}
      onClose={state.close}
      size={880}
      destroyOnHidden
      extra={
        state.followId !== null && (
          <Button type="link" icon={<ExportOutlined />} href={hashHref('FollowDetail', { id: String(state.followId) })} target="_blank">
            {t('orders.openWindow')}
          </Button>
        )
      }
    >
      {state.isOpen && (
        <Suspense fallback={<LoadingBlock rows={8} />}>
          <DrawerBody state={state} />
        </Suspense>
      )}
    </Drawer>
  );
}
