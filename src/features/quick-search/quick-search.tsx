/**
 * Quick search of the header: orders and customers by order number, customer name, customer
 * number or phone. Searches 300 ms after typing stops once at least 2 characters are typed, or at
 * once on Enter. Arrow keys and Enter choose a result: an order opens /order/alllist with its id
 * and open=true, a customer opens /customer with its id.
 *
 * Only what the account may open is searched: orders with the order/alllist menu, customers with
 * the customer menu (a restricted account finds customers only).
 */
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type QuickSearchCustomer, type QuickSearchOrder, QuickSearchScope } from '@generated/main/model';
import { useQuickSearch } from '@generated/main/quick-search/quick-search';
import { useT } from '@/lib/i18n/use-t.ts';
import { type Session, menuNames, useSession } from '@/lib/session/session-store.ts';
import { quickSearchTexts } from './quick-search-texts.ts';

const MIN_CHARS = 2;
const MAX_CHARS = 50;
const ROWS_PER_GROUP = 5;

/** What the account may open; undefined when neither orders nor customers. */
function searchScope(session: Session | undefined): QuickSearchScope | undefined {
  if (!session) return QuickSearchScope.All;
  const names = menuNames(session.menus);
  const orders = names.has('order/alllist');
  const customers = names.has('customer');
  if (orders && customers) return QuickSearchScope.All;
  if (orders) return QuickSearchScope.Order;
  return customers ? QuickSearchScope.Customer : undefined;
}

function OrderOption({ order }: { order: QuickSearchOrder }) {
  const projects = order.orderList.map((spu) => spu.spuName).join('、');
  return (
    <Flex vertical>
      <Flex justify="space-between" gap={8}>
        <span>
          {order.followNumber} · {order.customerName}
        </span>
        <Tag style={{ marginInlineEnd: 0 }}>{order.taskStatusStr}</Tag>
      </Flex>
      <Typography.Text type="secondary" ellipsis>
        {[order.number, order.phone, projects].filter(Boolean).join(' · ')}
      </Typography.Text>
    </Flex>
  );
}

function CustomerOption({ customer }: { customer: QuickSearchCustomer }) {
  return (
    <Flex vertical>
      <span>
        {customer.name} · {customer.customerNo}
      </span>
      <Typography.Text type="secondary">{customer.phone}</Typography.Text>
    </Flex>
  );
}

export function QuickSearch({ debounceMs = 300 }: { debounceMs?: number }) {
  const t = useT(quickSearchTexts);
  const session = useSession();
  const scope = searchScope(session);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  // Closed by Escape, blur or a choice; typing or Enter opens it again.
  const [dismissed, setDismissed] = useState(false);
  // Set by a choice made with Enter, so the same keystroke does not also search.
  const chose = useRef(false);
  // rc-select closes the list on Enter without a highlighted result, one task later; ignore that close.
  const keepOpenUntil = useRef(0);
  const typed = text.trim();

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, debounceMs]);

  const enabled = scope !== undefined && keyword.length >= MIN_CHARS;
  const search = useQuickSearch({ keyword, scope, limit: ROWS_PER_GROUP }, { query: { enabled, select: (response) => response.data } });

  if (scope === undefined) return null;

  const result = enabled && typed === keyword ? search.data : undefined;
  const options = [];
  if (result && result.orders.length > 0) {
    options.push({
      label: t('quickSearch.orders', { count: result.orderTotal }),
      options: result.orders.map((order) => ({ value: `order:${order.id}`, label: <OrderOption order={order} /> })),
    });
  }
  if (result && result.customers.length > 0) {
    options.push({
      label: t('quickSearch.customers', { count: result.customerTotal }),
      options: result.customers.map((customer) => ({ value: `customer:${customer.id}`, label: <CustomerOption customer={customer} /> })),
    });
  }

  let notFound: ReactNode = null;
  if (typed.length > 0 && typed.length < MIN_CHARS) {
    notFound = <Typography.Text type="secondary">{t('quickSearch.minChars')}</Typography.Text>;
  } else if (typed.length >= MIN_CHARS && (typed !== keyword || search.isFetching)) {
    notFound = (
      <Flex gap={8} align="center">
        <Spin size="small" />
        <Typography.Text type="secondary">{t('quickSearch.searching')}</Typography.Text>
      </Flex>
    );
  } else if (result) {
    notFound = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quickSearch.noResults')} />;
  }

  const choose = (value: string) => {
    const [kind, id = ''] = value.split(':');
    chose.current = true;
    setTimeout(() => (chose.current = false));
    setText('');
    setKeyword('');
    setDismissed(true);
    if (kind === 'order') void navigate({ pathname: '/order/alllist', search: `?${new URLSearchParams({ id, open: 'true' })}` });
    else if (kind === 'customer') void navigate({ pathname: '/customer', search: `?${new URLSearchParams({ id })}` });
  };

  // Runs after the list handled the key: Enter on a highlighted result chose it (and cleared the
  // text); Enter with none highlighted would close the list, so it searches and stays open.
  const searchNow = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    if (chose.current) {
      chose.current = false;
      return;
    }
    if (typed.length === 0) return;
    setKeyword(typed);
    setDismissed(false);
    keepOpenUntil.current = Date.now() + 300;
  };

  const onOpenChange = (next: boolean) => {
    if (!next && Date.now() < keepOpenUntil.current) return;
    setDismissed(!next);
  };

  return (
    <AutoComplete
      aria-label={t('quickSearch.label')}
      placeholder={t('quickSearch.placeholder')}
      prefix={<SearchOutlined />}
      value={text}
      onChange={(value: string) => {
        setText(value ?? '');
        setDismissed(false);
      }}
      open={!dismissed && (options.length > 0 || notFound !== null)}
      onOpenChange={onOpenChange}
      onSelect={choose}
      onKeyDown={searchNow}
      options={options}
      notFoundContent={notFound}
      defaultActiveFirstOption={false}
      filterOption={false}
      maxLength={MAX_CHARS}
      allowClear
      popupMatchSelectWidth={360}
      style={{ width: 280 }}
    />
  );
}
