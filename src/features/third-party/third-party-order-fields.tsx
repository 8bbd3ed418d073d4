/** The fields of a third-party order, shared by the order drawer and a customer's orders. */
import type { ThirdPartyOrder } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { thirdPartyTexts } from './third-party-texts.ts';

export function ThirdPartyOrderFields({ order }: { order: ThirdPartyOrder }) {
  const t = useT(thirdPartyTexts);
  const time = (value: string | null | undefined) => (value ? formatDateTimeMinute(value) : t('common.emptyValue'));
  return (
    <DetailDescriptions
      data={order}
      column={1}
      items={[
        { key: 'platformOrderNo', label: t('thirdParty.orderNo') },
        { key: 'platform', label: t('thirdParty.platform'), render: (value) => <EnumTag kind="thirdPartyPlatform" value={value} /> },
        { key: 'status', label: t('thirdParty.status'), render: (value) => <EnumTag kind="thirdPartyOrderStatus" value={value} /> },
        { key: 'customerNickname', label: t('thirdParty.nickname'), render: (name, o) => `${name} ${o.customerPhone}` },
        { key: 'productName', label: t('thirdParty.product'), render: (name, o) => (o.skuName ? `${name}（${o.skuName}）` : name) },
        { key: 'quantity', label: t('thirdParty.quantity') },
        { key: 'amount', label: t('thirdParty.amount'), render: (amount) => formatMoney(amount) },
        { key: 'payTime', label: t('thirdParty.payTime'), render: time },
        { key: 'writeOffTime', label: t('thirdParty.writeOffTime'), render: time },
        { key: 'validUntil', label: t('thirdParty.validUntil') },
      ]}
    />
  );
}
