/**
 * What every block that waits for a call shows, with one set of texts: a skeleton while it
 * loads, an error with a retry when it failed (the transport has already said what went wrong,
 * so this only offers the way back), an empty state when there is nothing, else the content.
 *
 *   <QueryBoundary query={useGetX(params, { query: { select: (r) => r.data } })} isEmpty={(x) => x.list.length === 0}>
 *     {(x) => …}
 *   </QueryBoundary>
 *
 * A refetch after a failure keeps the error block, with the retry button spinning, until the call
 * answers; later refetches keep showing the last data.
 */
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

/** The part of a React Query result the boundary reads (any generated query hook's result fits). */
export interface BoundaryQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryBoundaryProps<T> {
  query: BoundaryQuery<T>;
  children: (data: T) => ReactNode;
  /** Shows the empty state instead of the content when true. */
  isEmpty?: (data: T) => boolean;
  /** What the empty state says; the common 'No data' by default. */
  empty?: ReactNode;
  /** Skeleton rows while loading (3). */
  rows?: number;
}

export function LoadFailed({ onRetry, retrying = false }: { onRetry: () => unknown; retrying?: boolean }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('common.loadFailed')}
      action={
        <Button size="small" onClick={() => void onRetry()} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const t = useT();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={children ?? t('common.empty')} />;
}

export function LoadingBlock({ rows = 3 }: { rows?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('common.loading')} aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

export function QueryBoundary<T>({ query, children, isEmpty, empty, rows }: QueryBoundaryProps<T>) {
  if (query.isPending) return <LoadingBlock rows={rows} />;
  if (query.isError || query.data === undefined) return <LoadFailed onRetry={query.refetch} retrying={query.isFetching} />;
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
