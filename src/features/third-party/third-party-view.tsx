/**
 * Third-party customers and orders (第三方客户/订单) as two tabs, to mount where the front desk
 * looks at orders (a tab of /order/alllist). The tab is kept in the address (`tp=orders`).
 */
import { Tabs } from 'antd';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { useT } from '@/lib/i18n/use-t.ts';
import { ThirdPartyCustomerList } from './third-party-customer-list.tsx';
import { ThirdPartyOrderList } from './third-party-order-list.tsx';
import { thirdPartyTexts } from './third-party-texts.ts';

const VIEWS = ['customers', 'orders'] as const;

export function ThirdPartyView() {
  const t = useT(thirdPartyTexts);
  const [view, setView] = useQueryState('tp', parseAsStringLiteral(VIEWS).withDefault('customers').withOptions({ history: 'push' }));
  return (
    <Tabs
      activeKey={view}
      onChange={(key) => void setView(key === 'customers' ? null : (key as (typeof VIEWS)[number]))}
      items={[
        { key: 'customers', label: t('thirdParty.customers'), children: <ThirdPartyCustomerList /> },
        { key: 'orders', label: t('thirdParty.orders'), children: <ThirdPartyOrderList /> },
      ]}
    />
  );
}
