/**
 * Create or edit a sale activity in a drawer beside the list: name, type, period, notes, and one
 * line per SKU (an on-sale product, one of its specifications, the sale price, the quota and the
 * per-customer limit). Each field is checked as the platform checks it (sale price positive, two
 * decimals, below the SKU's usual price; quota a whole number up to the stock; limit up to the
 * quota; the start not before today, the end after it); what only the platform can know (a SKU in
 * another sale at the same time) comes back as its message and the drawer keeps the input.
 */
import { Button, DatePicker, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useGetSaleActivityDetail, useSaveSaleActivity } from '@generated/main/sale-activity/sale-activity';
import { useGetEcProductInfo, useGetEcProductList } from '@generated/main/sku/sku';
import type { EcProductSku, SaleActivityDetail } from '@generated/main/model';
import { isBeforePlatformToday } from '@/lib/dates/platform-time.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseCents } from '@/lib/money/money.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { useSearchKeyword } from '@/shared/ui/pickers/use-search-keyword.ts';
import { SALE_ACTIVITY_KEYS } from './activity-refresh.ts';
import { emptySaleValues, type SaleActivityValues, type SaleLineValues, saleRequestOf, saleValuesOf } from './sale-activity-form-values.ts';
import { saleActivityTexts } from './sale-activity-texts.ts';

const NAME_MAX = 30;
const LINES_MAX = 20;

type Texts = TFor<typeof saleActivityTexts>;

/** On-sale products found by name on the server; `known` names the products already in the activity. */
function OnSaleProductSelect({
  id,
  value,
  onChange,
  known,
}: {
  id?: string;
  value?: number;
  onChange?: (productId: number | undefined) => void;
  known: ReadonlyMap<number, string>;
}) {
  const t = useT(saleActivityTexts);
  const [keyword, setTyped] = useSearchKeyword();
  const products = useGetEcProductList(
    { page: 1, limit: 20, status: 0, ...(keyword ? { keyword } : {}) },
    { query: { select: (answer) => answer.data.list } },
  );
  const options = new Map<number, string>(known);
  for (const p of products.data ?? []) options.set(p.id, p.spuName);
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      loading={products.isFetching}
      placeholder={t('saleActivities.productPlaceholder')}
      options={[...options].map(([productId, name]) => ({ value: productId, label: name }))}
      notFoundContent={products.isFetching ? t('common.loading') : t('common.empty')}
      style={{ width: 260 }}
    />
  );
}

const whole = (value: number | null | undefined): value is number => value !== null && value !== undefined;

function SaleLine({
  name,
  index,
  known,
  onRemove,
  t,
}: {
  name: number;
  index: number;
  known: ReadonlyMap<number, string>;
  onRemove?: () => void;
  t: Texts;
}) {
  const form = Form.useFormInstance<SaleActivityValues>();
  const productId = Form.useWatch(['products', name, 'productId'], form);
  const skuId = Form.useWatch(['products', name, 'skuId'], form);
  const product = useGetEcProductInfo(
    { id: productId ?? 0 },
    { query: { enabled: productId !== undefined, select: (answer) => answer.data, staleTime: 60_000 } },
  );
  const sku: EcProductSku | undefined = product.data?.skus.find((s) => s.skuId === skuId);
  // A specification of another product goes when the product changes (checked against the loaded
  // product, so picking the same product again, or a refetch, keeps it).
  const loaded = product.data?.id === productId ? product.data : undefined;
  useEffect(() => {
    if (loaded && skuId !== undefined && !loaded.skus.some((s) => s.skuId === skuId))
      form.setFieldValue(['products', name, 'skuId'], undefined);
  }, [loaded, skuId, form, name]);
  const line = (): SaleLineValues => (form.getFieldValue(['products', name]) as SaleLineValues | undefined) ?? {};
  return (
    <Flex gap={12} align="start" wrap role="group" aria-label={t('saleActivities.lineOf', { index: index + 1 })}>
      <Form.Item
        name={[name, 'productId']}
        label={t('saleActivities.product')}
        rules={[{ required: true, message: t('saleActivities.required') }]}
      >
        <OnSaleProductSelect known={known} />
      </Form.Item>
      <Form.Item
        name={[name, 'skuId']}
        label={t('saleActivities.sku')}
        rules={[
          { required: true, message: t('saleActivities.required') },
          {
            validator: async (_, value: number | undefined) => {
              const all = (form.getFieldValue('products') as SaleLineValues[]).map((l) => l?.skuId);
              if (value !== undefined && all.filter((v) => v === value).length > 1) throw new Error(t('saleActivities.skuTwice'));
            },
          },
        ]}
      >
        <Select<number>
          disabled={productId === undefined}
          loading={product.isFetching}
          style={{ width: 300 }}
          options={(product.data?.skus ?? []).map((s) => ({
            value: s.skuId ?? 0,
            label: t('saleActivities.skuOption', { name: s.skuName, price: s.salePrice, stock: s.stock }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={[name, 'activityPrice']}
        label={t('saleActivities.activityPrice')}
        dependencies={[['products', name, 'skuId']]}
        rules={[
          { required: true, message: t('saleActivities.required') },
          {
            validator: async (_, value: number | null | undefined) => {
              if (!whole(value)) return;
              const cents = parseCents(value);
              if (cents === null || cents <= 0) throw new Error(t('saleActivities.pricePositive'));
              if (sku && cents >= (parseCents(sku.salePrice) ?? 0))
                throw new Error(t('saleActivities.priceBelowSale', { price: sku.salePrice }));
            },
          },
        ]}
      >
        <InputNumber min={0} precision={2} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item
        name={[name, 'activityStock']}
        label={t('saleActivities.activityStock')}
        dependencies={[['products', name, 'skuId']]}
        rules={[
          { required: true, message: t('saleActivities.required') },
          {
            validator: async (_, value: number | null | undefined) => {
              if (!whole(value)) return;
              if (!Number.isInteger(value) || value < 1) throw new Error(t('saleActivities.wholeAtLeastOne'));
              if (sku && value > sku.stock) throw new Error(t('saleActivities.stockAtMost', { stock: sku.stock }));
            },
          },
        ]}
      >
        <InputNumber min={0} precision={0} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item
        name={[name, 'limitPerUser']}
        label={t('saleActivities.limitPerUser')}
        extra={t('saleActivities.limitHint')}
        dependencies={[['products', name, 'activityStock']]}
        rules={[
          {
            validator: async (_, value: number | null | undefined) => {
              if (!whole(value)) return;
              if (!Number.isInteger(value) || value < 0) throw new Error(t('saleActivities.wholeOrZero'));
              const stock = line().activityStock;
              if (whole(stock) && value > stock) throw new Error(t('saleActivities.limitAtMost'));
            },
          },
        ]}
      >
        <InputNumber min={0} precision={0} style={{ width: 110 }} />
      </Form.Item>
      {onRemove && (
        <Button type="link" danger style={{ marginTop: 30 }} onClick={onRemove}>
          {t('saleActivities.removeLine', { index: index + 1 })}
        </Button>
      )}
    </Flex>
  );
}

function SaleActivityFields({ activity }: { activity?: SaleActivityDetail }) {
  const t = useT(saleActivityTexts);
  const known = new Map(activity?.products.map((p) => [p.productId, p.spuName]));
  return (
    <>
      <Form.Item
        name="name"
        label={t('saleActivities.name')}
        rules={[
          { required: true, whitespace: true, message: t('saleActivities.required') },
          { max: NAME_MAX, message: t('saleActivities.nameMax') },
        ]}
      >
        <Input maxLength={NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="activityType" label={t('saleActivities.type')} rules={[{ required: true, message: t('saleActivities.required') }]}>
        <Select options={enumOptions('saleActivityType')} />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('saleActivities.period')}
        rules={[
          { required: true, message: t('saleActivities.required') },
          {
            validator: async (_, period: [Dayjs, Dayjs] | undefined) => {
              if (!period) return;
              if (isBeforePlatformToday(period[0])) throw new Error(t('saleActivities.startToday'));
              if (!period[1].isAfter(period[0])) throw new Error(t('saleActivities.endAfterStart'));
            },
          },
        ]}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="description" label={t('saleActivities.description')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Typography.Title level={5}>{t('saleActivities.products')}</Typography.Title>
      <Form.List name="products">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <SaleLine
                key={field.key}
                name={field.name}
                index={index}
                known={known}
                t={t}
                onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
              />
            ))}
            <div>
              <Button onClick={() => add({ limitPerUser: 1 })} disabled={fields.length >= LINES_MAX}>
                {t('saleActivities.addLine')}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </>
  );
}

/** The drawer: a new activity when `activity` is absent, else that (not started) activity. */
export function SaleActivityDrawer({ activity, onClose }: { activity?: SaleActivityDetail; onClose: () => void }) {
  const t = useT(saleActivityTexts);
  const save = useSaveSaleActivity();
  return (
    <FormDrawer<SaleActivityValues>
      open
      width={1000}
      title={activity ? t('saleActivities.editTitle') : t('saleActivities.create')}
      initialValues={activity ? saleValuesOf(activity) : emptySaleValues()}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ data: saleRequestOf(values, activity?.id) })}
      invalidates={SALE_ACTIVITY_KEYS}
    >
      <SaleActivityFields activity={activity} />
    </FormDrawer>
  );
}

/** The drawer for a stored activity, opened once it has loaded. */
export function EditSaleActivityDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useGetSaleActivityDetail({ id }, { query: { select: (answer) => answer.data } });
  return detail.data ? <SaleActivityDrawer activity={detail.data} onClose={onClose} /> : null;
}
