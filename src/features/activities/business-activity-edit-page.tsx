/**
 * `/activity/business/businessEdit` (a new activity) and `?id=` (a draft or rejected one): title,
 * cover and images, content, period, projects with original and activity prices and places.
 * "Save as draft" keeps it a draft; "Submit for review" sends it to the platform. Each field is
 * checked as the platform checks it; an activity in another status opens read-only with why.
 */
import { Alert, Button, Card, DatePicker, Flex, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetActivityBusinessDetail, useSaveActivityBusiness } from '@generated/main/activity/activity';
import { useGetCommonProjectTree } from '@generated/main/common/common';
import type { ActivityBusinessDetail, ProjectNode } from '@generated/main/model';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { ProjectPicker } from '@/shared/ui/pickers/project-picker.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { useBusinessActivityRefresh } from './activity-refresh.ts';
import { toCents } from './platform-sign-up-rules.ts';
import { canEdit } from './business-activity-rules.ts';
import { type BusinessActivityValues, emptyValues, type ProjectValues, requestOf, valuesOf } from './business-activity-form-values.ts';
import { businessActivityTexts } from './business-activity-texts.ts';
import { recordId } from './route-id.ts';
import { isFuture } from '@/lib/dates/platform-time.ts';

const IMAGE_FOLDER = 'activity/business';

function flatten(nodes: readonly ProjectNode[] | undefined, into = new Map<number, string>()): Map<number, string> {
  for (const node of nodes ?? []) {
    into.set(node.id, node.name);
    flatten((node as ProjectNode & { children?: ProjectNode[] }).children, into);
  }
  return into;
}

export function BusinessActivityForm({ activity }: { activity?: ActivityBusinessDetail }) {
  const t = useT(businessActivityTexts);
  const navigate = useNavigate();
  const refresh = useBusinessActivityRefresh();
  const [form] = Form.useForm<BusinessActivityValues>();
  const save = useSaveActivityBusiness();
  const [sending, setSending] = useState<'draft' | 'submit' | null>(null);
  // The tree the project picker shows (cached): the names the request carries.
  const tree = useGetCommonProjectTree({ query: { select: (answer) => answer.data, staleTime: Infinity } });
  const names = flatten(tree.data);
  const projectAt = (index: number): ProjectValues => (form.getFieldValue(['projects', index]) as ProjectValues | undefined) ?? {};

  const send = async (isSubmit: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(isSubmit ? 'submit' : 'draft');
    try {
      const known = new Map(activity?.projects.map((p) => [p.projectId, p.projectName]));
      const request = requestOf(values, (id) => names.get(id) ?? known.get(id) ?? String(id), activity?.id, isSubmit);
      const { data } = await save.mutateAsync({ data: request });
      feedback.message.success(t(isSubmit ? 'businessActivities.submitted' : 'businessActivities.draftSaved'));
      await refresh();
      await navigate(linkTo('activity/business/businessDetail', { id: String(data.id) }), { replace: true });
    } catch {
      // The transport has shown the platform's reason; the input stays for another try.
    } finally {
      setSending(null);
    }
  };

  return (
    <Form<BusinessActivityValues>
      form={form}
      layout="vertical"
      initialValues={activity ? valuesOf(activity) : emptyValues()}
      disabled={sending !== null}
    >
      <Card size="small">
        <Form.Item
          name="title"
          label={t('businessActivities.title')}
          rules={[{ required: true, whitespace: true, message: t('businessActivities.required') }, { max: 40 }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item
            name="cover"
            label={t('businessActivities.cover')}
            rules={[{ required: true, type: 'array', min: 1, message: t('businessActivities.required') }]}
          >
            <ImageUpload folder={IMAGE_FOLDER} max={1} />
          </Form.Item>
          <Form.Item name="images" label={t('businessActivities.images')}>
            <ImageUpload folder={IMAGE_FOLDER} max={9} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="period"
          label={t('businessActivities.period')}
          rules={[
            { required: true, message: t('businessActivities.required') },
            {
              validator: async (_, period: [Dayjs, Dayjs] | undefined) => {
                if (!period) return;
                if (!period[1].isAfter(period[0])) throw new Error(t('businessActivities.endAfterStart'));
                if (!isFuture(period[1])) throw new Error(t('businessActivities.endInFuture'));
              },
            },
          ]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('businessActivities.content')}
          rules={[{ required: true, whitespace: true, message: t('businessActivities.required') }, { max: 5000 }]}
        >
          <Input.TextArea rows={4} maxLength={5000} showCount />
        </Form.Item>
      </Card>
      <Card size="small" style={{ marginTop: 16 }} title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('businessActivities.projects')}</h2>}>
        <Form.List name="projects">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex
                  key={field.key}
                  gap={12}
                  align="start"
                  wrap
                  role="group"
                  aria-label={t('businessActivities.projectOf', { index: index + 1 })}
                >
                  <Form.Item
                    name={[field.name, 'projectId']}
                    label={t('businessActivities.project')}
                    rules={[
                      { required: true, message: t('businessActivities.required') },
                      {
                        validator: async (_, value: number | undefined) => {
                          const all = (form.getFieldValue('projects') as ProjectValues[]).map((p) => p?.projectId);
                          if (value !== undefined && all.filter((id) => id === value).length > 1)
                            throw new Error(t('businessActivities.projectTwice'));
                        },
                      },
                    ]}
                  >
                    <ProjectPicker />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'originalPrice']}
                    label={t('businessActivities.originalPrice')}
                    rules={[
                      { required: true, message: t('businessActivities.required') },
                      {
                        validator: async (_, value: number | null | undefined) => {
                          if (value !== null && value !== undefined && toCents(value) <= 0)
                            throw new Error(t('businessActivities.pricePositive'));
                        },
                      },
                    ]}
                  >
                    <InputNumber min={0} precision={2} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'activityPrice']}
                    label={t('businessActivities.activityPrice')}
                    dependencies={[['projects', field.name, 'originalPrice']]}
                    rules={[
                      { required: true, message: t('businessActivities.required') },
                      {
                        validator: async (_, value: number | null | undefined) => {
                          if (value === null || value === undefined) return;
                          if (toCents(value) <= 0) throw new Error(t('businessActivities.pricePositive'));
                          const original = projectAt(index).originalPrice;
                          if (original !== null && original !== undefined && toCents(value) >= toCents(original)) {
                            throw new Error(t('businessActivities.priceBelowOriginal'));
                          }
                        },
                      },
                    ]}
                  >
                    <InputNumber min={0} precision={2} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quota']}
                    label={t('businessActivities.quota')}
                    extra={t('businessActivities.quotaHint')}
                    rules={[
                      {
                        validator: async (_, value: number | null | undefined) => {
                          if (value !== null && value !== undefined && (!Number.isInteger(value) || value < 1))
                            throw new Error(t('businessActivities.quotaWhole'));
                        },
                      },
                    ]}
                  >
                    <InputNumber min={0} precision={0} style={{ width: 120 }} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="link" danger style={{ marginTop: 30 }} onClick={() => remove(field.name)}>
                      {t('businessActivities.removeProject', { index: index + 1 })}
                    </Button>
                  )}
                </Flex>
              ))}
              <div>
                <Button onClick={() => add({})} disabled={fields.length >= 10}>
                  {t('businessActivities.addProject')}
                </Button>
              </div>
            </Flex>
          )}
        </Form.List>
      </Card>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={() => void send(false)} loading={sending === 'draft'}>
          {t('businessActivities.saveDraft')}
        </Button>
        <Button type="primary" onClick={() => void send(true)} loading={sending === 'submit'}>
          {t('businessActivities.submit')}
        </Button>
      </Flex>
    </Form>
  );
}

function EditExisting({ id }: { id: number }) {
  const t = useT(businessActivityTexts);
  const query = useGetActivityBusinessDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query}>
      {(activity) =>
        canEdit(activity.status) ? (
          <Flex vertical gap={16}>
            {activity.status === 2 && activity.rejectReason && (
              <Alert type="error" showIcon title={`${t('businessActivities.rejectReason')}：${activity.rejectReason}`} />
            )}
            <BusinessActivityForm activity={activity} />
          </Flex>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('businessActivities.notEditable', { status: enumLabel('activityBusinessStatus', activity.status) })}
          />
        )
      }
    </QueryBoundary>
  );
}

export default function BusinessActivityEditPage() {
  const [{ id }] = useRouteQuery('activity/business/businessEdit');
  const activityId = recordId(id);
  return <PageContainer maxWidth={1080}>{activityId === null ? <BusinessActivityForm /> : <EditExisting id={activityId} />}</PageContainer>;
}
