/**
 * `/ec/order-list`: the customers' paid e-commerce orders, filtered by keyword (order number,
 * product, last four phone digits), use, refund and payment dates, all kept in the address; the
 * export takes exactly the list's filters. An order opens its detail page.
 */
import { Flex, Typography } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { Link } from 'react-router-dom';
import { exportEcOrders, useGetEcOrderList } from '@generated/main/sku/sku';
import { type EcOrder, type EcOrderListRequest, EcOrderRefundStatus, EcOrderVerifyStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { formatMoney, formatMoneyFromCents } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { sumCents } from '@/lib/money/money.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { ExportButton } from '@/shared/ui/export-button/export-button.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { ecTexts } from './ec-texts.ts';

/** `?keyword=…&verify=0&refund=1&paid=2026-11-01~2026-11-30`. */
const FILTERS = {
  keyword: parseAsString,
  verify: parseAsNumberLiteral(Object.values(EcOrderVerifyStatus)),
  refund: parseAsNumberLiteral(Object.values(EcOrderRefundStatus)),
  paid: parseAsDateRange,
};

export default function EcOrderListPage() {
  const t = useT(ecTexts);
  const list = useListState(FILTERS);
  const f = list.filters;
  const filters: Omit<EcOrderListRequest, 'page' | 'limit'> = {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.verify !== null ? { verifyStatus: f.verify } : {}),
    ...(f.refund !== null ? { refundStatus: f.refund } : {}),
    ...(f.paid ? { payStartDate: f.paid[0], payEndDate: f.paid[1] } : {}),
  };
  const query = useGetEcOrderList({ ...list.paging, ...filters });
  const rows = query.data?.data.list ?? [];

  const columns: PagedTableColumn<EcOrder>[] = [
    {
      key: 'orderNo',
      title: t('ec.orderNo'),
      fixedVisible: true,
      render: (orderNo: string, order) => <Link to={linkTo('ec/order/detail', { id: String(order.id) })}>{orderNo}</Link>,
    },
    { key: 'spuName', title: t('ec.product'), ellipsis: true, width: 220 },
    { key: 'skuName', title: t('ec.sku') },
    { key: 'quantity', title: t('ec.quantity'), align: 'right' },
    { key: 'customerNickname', title: t('ec.customer') },
    { key: 'customerPhone', title: t('ec.phone') },
    { key: 'orderAmount', title: t('ec.orderAmount'), align: 'right', render: (amount: number) => formatMoney(amount) },
    { key: 'payAmount', title: t('ec.payAmount'), align: 'right', render: (amount: number) => formatMoney(amount) },
    { key: 'payTime', title: t('ec.payTime'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'verifyStatus',
      title: t('ec.verifyStatus'),
      render: (status: EcOrder['verifyStatus']) => <EnumTag kind="ecOrderVerifyStatus" value={status} />,
    },
    {
      key: 'refundStatus',
      title: t('ec.refundStatus'),
      render: (status: EcOrder['refundStatus']) => (status === 0 ? '' : <EnumTag kind="ecOrderRefundStatus" value={status} />),
    },
  ];

  return (
    <PageContainer>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('ec.searchOrder'), placeholder: t('ec.searchOrder') },
          { kind: 'select', name: 'verify', label: t('ec.verifyStatus'), options: enumOptions('ecOrderVerifyStatus') },
          { kind: 'select', name: 'refund', label: t('ec.refundStatus'), options: enumOptions('ecOrderRefundStatus') },
          { kind: 'dateRange', name: 'paid', label: t('ec.payDate') },
        ]}
      />
      <PagedTable
        id="ec-orders"
        label={t('ec.orders')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        toolbar={
          <Flex gap={16} align="center" wrap>
            <ExportButton fileName={t('ec.exportName')} download={(options) => exportEcOrders(filters, options)}>
              {t('common.export')}
            </ExportButton>
            {rows.length > 0 && (
              <Typography.Text type="secondary" data-testid="ec-page-total">
                {t('ec.pageTotal', { amount: formatMoneyFromCents(sumCents(rows.map((row) => row.payAmount))) })}
              </Typography.Text>
            )}
          </Flex>
        }
      />
    </PageContainer>
  );
}
