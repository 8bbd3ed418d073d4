/**
 * `/ec/product-list`: the hospital's e-commerce products by status tab (with counts), found by
 * name; put on sale (status 0) or take down (status 5) through the one endpoint the
 * specification names, for one product or the selected ones; edit, create, delete (asked first).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Image, Tabs, Tag, Tooltip, Typography } from 'antd';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { Link, useNavigate } from 'react-router-dom';
import {
  getGetEcProductListQueryKey,
  getGetEcProductStatusCountQueryKey,
  useDeleteEcProduct,
  useGetEcProductList,
  useGetEcProductStatusCount,
  useUpdateEcProductStatus,
} from '@generated/main/sku/sku';
import { type EcProduct, EcProductTab, type EcProductTargetStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { ecTexts } from './ec-texts.ts';

const TABS = Object.values(EcProductTab);
const FILTERS = { keyword: parseAsString, tab: parseAsStringLiteral(TABS) };

/** Every list page and the counts: what a status change or a delete makes stale. */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetEcProductListQueryKey().slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: getGetEcProductStatusCountQueryKey() }),
    ]);
}

/** Puts products on sale (0) or takes them down (5): one call for one or many. */
function useSetStatus() {
  const t = useT(ecTexts);
  const refresh = useRefreshProducts();
  const mutation = useUpdateEcProductStatus();
  return async (ids: number[], status: EcProductTargetStatus) => {
    await mutation.mutateAsync({ data: { ids, status } });
    feedback.message.success(t(status === 0 ? 'ec.putOnSaleDone' : 'ec.takeDownDone'));
    await refresh();
  };
}

function RowActions({ product }: { product: EcProduct }) {
  const t = useT(ecTexts);
  const refresh = useRefreshProducts();
  const setStatus = useSetStatus();
  const remove = useDeleteEcProduct();
  return (
    <Flex gap={4} wrap>
      <Link to={linkTo('ec/product-info', { id: String(product.id) })}>{t('ec.edit')}</Link>
      {product.status === 0 && (
        <ConfirmAction title={t('ec.takeDownConfirm')} onConfirm={() => setStatus([product.id], 5)}>
          {t('ec.takeDown')}
        </ConfirmAction>
      )}
      {product.status === 5 && (
        <ConfirmAction title={t('ec.putOnSaleConfirm')} onConfirm={() => setStatus([product.id], 0)}>
          {t('ec.putOnSale')}
        </ConfirmAction>
      )}
      {product.status !== 0 && (
        <ConfirmAction
          title={t('ec.deleteConfirm')}
          danger
          onConfirm={async () => {
            await remove.mutateAsync({ data: { id: product.id } });
            feedback.message.success(t('ec.deleted'));
            await refresh();
          }}
        >
          {t('common.delete')}
        </ConfirmAction>
      )}
    </Flex>
  );
}

export default function ProductListPage() {
  const t = useT(ecTexts);
  const list = useListState(FILTERS);
  const navigate = useNavigate();
  const setStatus = useSetStatus();
  const tab = list.filters.tab;
  const query = useGetEcProductList({
    ...list.paging,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(tab ? { tab } : {}),
  });
  const counts = useGetEcProductStatusCount({ query: { select: (answer) => answer.data } });
  const tabLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${formatNumber(count)})`);
  const tabTitles = {
    onSale: t('ec.tabOnSale'),
    underReview: t('ec.tabUnderReview'),
    rejected: t('ec.tabRejected'),
    takenDown: t('ec.tabTakenDown'),
  } satisfies Record<EcProductTab, string>;

  const columns: PagedTableColumn<EcProduct>[] = [
    {
      key: 'spuName',
      title: t('ec.product'),
      fixedVisible: true,
      width: 280,
      render: (name: string, product) => (
        <Flex gap={8} align="center">
          <Image width={48} height={48} src={toImageUrl(product.cover.url)} alt={t('ec.coverOf', { name })} preview={false} />
          <Typography.Text>{name}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'categoryName', title: t('ec.category') },
    { key: 'price', title: t('ec.price'), align: 'right', render: (amount: number) => formatMoney(amount) },
    { key: 'salePrice', title: t('ec.salePrice'), align: 'right', render: (amount: number) => formatMoney(amount) },
    { key: 'stock', title: t('ec.stock'), align: 'right', render: (stock: number) => formatNumber(stock) },
    { key: 'salesCount', title: t('ec.sales'), align: 'right', render: (count: number) => formatNumber(count) },
    {
      key: 'status',
      title: t('ec.status'),
      render: (status: EcProduct['status'], product) => (
        <Flex gap={4} wrap>
          {product.rejectReason ? (
            <Tooltip title={`${t('ec.rejectReason')}: ${product.rejectReason}`}>
              <span tabIndex={0}>
                <EnumTag kind="ecProductStatus" value={status} />
              </span>
            </Tooltip>
          ) : (
            <EnumTag kind="ecProductStatus" value={status} />
          )}
          {product.hasPendingChange && <Tag color="processing">{t('ec.pendingChange')}</Tag>}
        </Flex>
      ),
    },
    { key: 'updateTime', title: t('ec.updated'), render: (time: string) => formatDateTimeMinute(time) },
    { key: 'actions', title: t('common.actions'), fixedVisible: true, render: (_: unknown, product) => <RowActions product={product} /> },
  ];

  return (
    <PageContainer
      extra={
        <Button type="primary" onClick={() => void navigate(linkTo('ec/product-info'))}>
          {t('ec.newProduct')}
        </Button>
      }
    >
      <FilterBar list={list} fields={[{ kind: 'keyword', name: 'keyword', label: t('ec.searchProduct') }]} />
      <Tabs
        aria-label={t('ec.productTabs')}
        activeKey={tab ?? 'all'}
        onChange={(key) => list.setFilters({ tab: key === 'all' ? null : (key as EcProductTab) })}
        items={[
          { key: 'all', label: tabLabel(t('ec.tabAll'), counts.data?.all) },
          ...TABS.map((key) => ({ key, label: tabLabel(tabTitles[key], counts.data?.[key]) })),
        ]}
      />
      <PagedTable
        id="ec-products"
        label={t('ec.products')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        bulkActions={(selection) => {
          const ids = selection.rows.map((row) => row.id);
          const count = ids.length;
          const run = async (status: EcProductTargetStatus) => {
            await setStatus(ids, status);
            selection.clear();
          };
          return (
            <Flex gap={8}>
              <ConfirmAction type="default" title={t('ec.bulkPutOnSaleConfirm', { count })} disabled={count === 0} onConfirm={() => run(0)}>
                {t('ec.bulkPutOnSale', { count })}
              </ConfirmAction>
              <ConfirmAction type="default" title={t('ec.bulkTakeDownConfirm', { count })} disabled={count === 0} onConfirm={() => run(5)}>
                {t('ec.bulkTakeDown', { count })}
              </ConfirmAction>
            </Flex>
          );
        }}
      />
    </PageContainer>
  );
}
