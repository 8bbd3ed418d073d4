/**
 * `/ec/product-info` (`?id=` to edit, none to create): a product with its specifications (SKUs),
 * prices, stock, images and rich description. The description is HTML the platform shows to
 * customers; here it is previewed only through SafeHtml (sanitised). Every save goes to platform
 * review; the list opens on the tab where the product now is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  getGetEcProductInfoQueryKey,
  getGetEcProductListQueryKey,
  getGetEcProductStatusCountQueryKey,
  useGetEcProductInfo,
  useSaveEcProduct,
} from '@generated/main/sku/sku';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isPositivePrice } from '@/lib/money/money.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { ProjectPicker } from '@/shared/ui/pickers/project-picker.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { SafeHtml } from '@/shared/ui/safe-html/safe-html.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { ecTexts } from './ec-texts.ts';
import { EMPTY_SKU, NEW_PRODUCT, type ProductValues, requestOf, salePriceProblem, valuesOf } from './product-form.ts';
import { isBlankHtml } from '@/lib/text/html-text.ts';

const IMAGE_FOLDER = 'hospital/ec';

function SkuRows() {
  const t = useT(ecTexts);
  const form = Form.useFormInstance<ProductValues>();
  return (
    <Form.List
      name="skus"
      rules={[
        {
          validator: async (_, skus: unknown[] | undefined) => {
            if (!skus || skus.length === 0) throw new Error(t('ec.skusRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <Flex key={field.key} gap={8} align="start" wrap data-testid="sku-row">
                <Form.Item
                  name={[field.name, 'skuName']}
                  rules={[
                    { required: true, whitespace: true, message: t('ec.skuNameRequired') },
                    { max: 30 },
                    {
                      validator: async (_, name: string | undefined) => {
                        const names = (form.getFieldValue('skus') as ProductValues['skus']).map((sku) => sku?.skuName?.trim());
                        if (name?.trim() && names.filter((other) => other === name.trim()).length > 1)
                          throw new Error(t('ec.skuNameDuplicate'));
                      },
                    },
                  ]}
                >
                  <Input aria-label={t('ec.skuNameOf', { n })} placeholder={t('ec.skuName')} maxLength={30} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'price']}
                  rules={[
                    {
                      validator: async (_, price: string | undefined) => {
                        if (!isPositivePrice(price)) throw new Error(t('ec.priceInvalid'));
                      },
                    },
                  ]}
                >
                  <Input aria-label={t('ec.priceOf', { n })} placeholder={t('ec.price')} prefix="¥" inputMode="decimal" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'salePrice']}
                  dependencies={[['skus', field.name, 'price']]}
                  rules={[
                    {
                      validator: async (_, salePrice: string | undefined) => {
                        const price = form.getFieldValue(['skus', field.name, 'price']) as string | undefined;
                        const problem = salePriceProblem(salePrice ?? '', price ?? '');
                        if (problem) throw new Error(t(problem === 'invalid' ? 'ec.priceInvalid' : 'ec.salePriceAbovePrice'));
                      },
                    },
                  ]}
                >
                  <Input aria-label={t('ec.salePriceOf', { n })} placeholder={t('ec.salePrice')} prefix="¥" inputMode="decimal" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'stock']}
                  rules={[{ required: true, type: 'integer', min: 0, message: t('ec.stockInvalid') }]}
                >
                  <InputNumber aria-label={t('ec.stockOf', { n })} placeholder={t('ec.stock')} min={0} precision={0} />
                </Form.Item>
                <Button type="link" danger disabled={fields.length === 1} onClick={() => remove(field.name)}>
                  {t('ec.removeSkuOf', { n })}
                </Button>
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          <div>
            <Button onClick={() => add({ ...EMPTY_SKU })} disabled={fields.length >= 10}>
              {t('ec.addSku')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

function DescriptionPreview() {
  const t = useT(ecTexts);
  const html = Form.useWatch('description') as string | undefined;
  if (isBlankHtml(html)) return null;
  return (
    <Card size="small" title={t('ec.preview')}>
      <SafeHtml html={html} />
    </Card>
  );
}

function ProductForm({ initial, id }: { initial: ProductValues; id?: number }) {
  const t = useT(ecTexts);
  const [form] = Form.useForm<ProductValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveEcProduct();

  const submit = async (values: ProductValues) => {
    const answer = await save.mutateAsync({ data: requestOf(values, id) });
    feedback.message.success(t('ec.savedForReview'));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetEcProductListQueryKey().slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: getGetEcProductStatusCountQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetEcProductInfoQueryKey({ id: answer.data.id }) }),
    ]);
    void navigate(linkTo('ec/product-list', {}));
  };

  return (
    <Form<ProductValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      // All values, not only those of visible fields: a kept SKU's id has no field of its own.
      onFinish={() => void submit(form.getFieldsValue(true) as ProductValues).catch(() => undefined)}
      scrollToFirstError
      style={{ maxWidth: 960 }}
    >
      <Typography.Paragraph type="secondary">{t('ec.reviewNote')}</Typography.Paragraph>
      <Card title={t('ec.basics')} size="small" style={{ marginBottom: 16 }}>
        <Form.Item
          name="spuName"
          label={t('ec.spuName')}
          rules={[{ required: true, whitespace: true, message: t('ec.spuNameRequired') }, { max: 50 }]}
        >
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item name="categoryId" label={t('ec.category')} rules={[{ required: true, message: t('ec.categoryRequired') }]}>
          <ProjectPicker aria-label={t('ec.category')} />
        </Form.Item>
        <Form.Item name="cover" label={t('ec.cover')} rules={[{ required: true, type: 'array', min: 1, message: t('ec.coverRequired') }]}>
          <ImageUpload folder={IMAGE_FOLDER} max={1} />
        </Form.Item>
        <Form.Item
          name="images"
          label={t('ec.images')}
          rules={[{ required: true, type: 'array', min: 1, message: t('ec.imagesRequired') }]}
        >
          <ImageUpload folder={IMAGE_FOLDER} max={9} />
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item
            name="validDays"
            label={t('ec.validDays')}
            rules={[{ required: true, type: 'integer', min: 1, max: 365, message: t('ec.validDaysRequired') }]}
          >
            <InputNumber min={1} max={365} precision={0} />
          </Form.Item>
          <Form.Item name="needAppointment" label={t('ec.needAppointment')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Form.Item name="purchaseNotes" label={t('ec.purchaseNotes')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Card>
      <Card title={t('ec.skus')} size="small" style={{ marginBottom: 16 }}>
        <SkuRows />
      </Card>
      <Card title={t('ec.description')} size="small" style={{ marginBottom: 16 }}>
        <Form.Item
          name="description"
          label={t('ec.description')}
          extra={t('ec.descriptionHint')}
          rules={[
            {
              validator: async (_, html: string | undefined) => {
                if (isBlankHtml(html)) throw new Error(t('ec.descriptionRequired'));
              },
            },
          ]}
        >
          <Input.TextArea rows={6} />
        </Form.Item>
        <DescriptionPreview />
      </Card>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('ec.saveForReview')}
        </Button>
        <Button onClick={() => void navigate(linkTo('ec/product-list', {}))}>{t('common.back')}</Button>
      </Flex>
    </Form>
  );
}

function EditProduct({ id }: { id: number }) {
  const query = useGetEcProductInfo({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query}>{(product) => <ProductForm key={product.id} id={product.id} initial={valuesOf(product)} />}</QueryBoundary>
  );
}

export default function ProductInfoPage() {
  const [{ id }] = useRouteQuery('ec/product-info');
  const productId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return <PageContainer>{productId === undefined ? <ProductForm initial={NEW_PRODUCT} /> : <EditProduct id={productId} />}</PageContainer>;
}
