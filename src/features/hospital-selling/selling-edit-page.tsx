/**
 * `/hospital/hospitalSelling/edit`: the selling points edited as one list (at most 10) — category,
 * title (unique, up to 12 characters), content (up to 200), up to 3 images; reordered with up and
 * down, added blank or from the platform's suggestions, removed. Submitting sends the whole list
 * for review and returns to the view. While a submission is under review the form is locked.
 */
import { Alert, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  getGetSellingPointQueryKey,
  useGetSellingPoint,
  useGetSellingPointTemplateList,
  useSaveSellingPoint,
} from '@generated/main/selling-point/selling-point';
import {
  type SellingPointCategory,
  type SellingPointInfo,
  SellingPointAuditStatus,
  type SellingPointSaveRequest,
} from '@generated/main/model';
import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { useSingleFlight } from '@/shared/ui/single-flight/use-single-flight.ts';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { sellingTexts } from './selling-texts.ts';

export const MAX_POINTS = 10;

interface PointValues {
  category?: SellingPointCategory;
  title?: string;
  content?: string;
  images?: string[];
}
export interface SellingFormValues {
  points: PointValues[];
}

const valuesOf = (info: SellingPointInfo): SellingFormValues => ({
  points: [...info.points]
    .sort((a, b) => a.sort - b.sort)
    .map((p) => ({ category: p.category, title: p.title, content: p.content, images: p.images.map((i) => i.url) })),
});

export function requestOf(values: SellingFormValues): SellingPointSaveRequest {
  return {
    points: values.points.map((p, index) => ({
      category: p.category ?? 1,
      title: (p.title ?? '').trim(),
      content: (p.content ?? '').trim(),
      images: (p.images ?? []).map((url) => ({ url })),
      sort: index + 1,
    })),
  };
}

function SellingForm({ info }: { info: SellingPointInfo }) {
  const t = useT(sellingTexts);
  const [form] = Form.useForm<SellingFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveSellingPoint();
  const templates = useGetSellingPointTemplateList({ query: { select: (r) => r.data } });
  const [submitting, run] = useSingleFlight();
  const locked = info.auditStatus === SellingPointAuditStatus.Pending;
  const back = () => void navigate(linkTo('hospital/hospitalSelling/view'));

  const submit = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values) return;
      try {
        await save.mutateAsync({ data: requestOf(values) });
      } catch {
        return; // the transport said why; the input stays
      }
      feedback.message.success(t('selling.submitted'));
      await queryClient.invalidateQueries({ queryKey: getGetSellingPointQueryKey() });
      back();
    });

  return (
    <Flex vertical gap={16}>
      {locked ? <Alert type="info" showIcon title={t('selling.pending', { time: info.submitTime ?? '' })} /> : null}
      {info.auditStatus === SellingPointAuditStatus.Rejected ? (
        <Alert type="error" showIcon title={t('selling.rejected', { reason: info.rejectReason ?? '' })} />
      ) : null}
      <Form<SellingFormValues>
        form={form}
        layout="vertical"
        initialValues={valuesOf(info)}
        disabled={locked}
        onFinish={() => void submit()}
      >
        <Form.List
          name="points"
          rules={[
            {
              validator: async (_, points?: PointValues[]) => {
                if (!points || points.length === 0) throw new Error(t('selling.atLeastOne'));
              },
            },
          ]}
        >
          {(fields, { add, remove, move }, { errors }) => (
            <Flex vertical gap={12}>
              {fields.map((field, index) => {
                const n = index + 1;
                return (
                  <Card
                    key={field.key}
                    size="small"
                    title={t('selling.point', { n })}
                    extra={
                      <Flex gap={4}>
                        <Button
                          size="small"
                          aria-label={t('selling.moveUp', { n })}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        >
                          ↑
                        </Button>
                        <Button
                          size="small"
                          aria-label={t('selling.moveDown', { n })}
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          ↓
                        </Button>
                        <Button size="small" danger aria-label={t('selling.remove', { n })} onClick={() => remove(field.name)}>
                          ×
                        </Button>
                      </Flex>
                    }
                  >
                    <Form.Item
                      name={[field.name, 'category']}
                      label={t('selling.category')}
                      rules={[{ required: true, message: t('selling.required') }]}
                    >
                      <Select options={enumOptions('sellingPointCategory')} style={{ maxWidth: 240 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'title']}
                      label={t('selling.title')}
                      rules={[
                        { required: true, whitespace: true, message: t('selling.required') },
                        { max: 12 },
                        {
                          validator: async (_, value?: string) => {
                            const title = value?.trim();
                            if (!title) return;
                            const all = (form.getFieldValue('points') as PointValues[] | undefined) ?? [];
                            if (all.some((p, other) => other !== index && p.title?.trim() === title))
                              throw new Error(t('selling.titleRepeated'));
                          },
                        },
                      ]}
                    >
                      <Input maxLength={12} showCount />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'content']}
                      label={t('selling.content')}
                      rules={[{ required: true, whitespace: true, message: t('selling.required') }, { max: 200 }]}
                    >
                      <Input.TextArea rows={3} maxLength={200} showCount />
                    </Form.Item>
                    <Form.Item name={[field.name, 'images']} label={t('selling.images')}>
                      <ImageUpload folder="hospital/selling" max={3} />
                    </Form.Item>
                  </Card>
                );
              })}
              <Form.ErrorList errors={errors} />
              <Flex gap={12} align="center" wrap>
                <Button onClick={() => add({ images: [] })} disabled={locked || fields.length >= MAX_POINTS}>
                  {t('selling.add')}
                </Button>
                <Select
                  aria-label={t('selling.template')}
                  placeholder={t('selling.template')}
                  style={{ minWidth: 280 }}
                  value={null}
                  disabled={locked || fields.length >= MAX_POINTS}
                  loading={templates.isLoading}
                  options={(templates.data ?? []).map((tpl) => ({
                    value: tpl.id,
                    label: `${enumLabel('sellingPointCategory', tpl.category)} · ${tpl.title}`,
                  }))}
                  onChange={(id: number) => {
                    const tpl = templates.data?.find((x) => x.id === id);
                    if (tpl) add({ category: tpl.category, title: tpl.title, content: tpl.content, images: [] });
                  }}
                />
                <Typography.Text type="secondary">
                  {fields.length >= MAX_POINTS ? t('selling.limit', { max: MAX_POINTS }) : t('selling.templateHint')}
                </Typography.Text>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
      <Flex gap={8}>
        <Button type="primary" loading={submitting} disabled={locked} onClick={() => void submit()}>
          {t('selling.submit')}
        </Button>
        <Button onClick={back}>{t('selling.cancel')}</Button>
      </Flex>
    </Flex>
  );
}

export default function SellingEditPage() {
  const query = useGetSellingPoint({ query: { select: (r) => r.data } });
  return (
    <PageContainer maxWidth={960}>
      <QueryBoundary query={query}>{(info) => <SellingForm info={info} />}</QueryBoundary>
    </PageContainer>
  );
}
