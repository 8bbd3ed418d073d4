/**
 * `/activity/platform/platSingup?id=`: signing up for a platform activity — the projects (from
 * those the activity accepts, at most its maximum, none twice), their original and activity
 * prices and places, checked against the activity's rules as they are typed; the contact person
 * and phone, a remark. A pending registration opens filled in and is replaced; after a rejection
 * or cancellation the last one is the starting point. The platform checks everything again (the
 * registration window included) and its refusal is shown as it says it.
 */
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetActivityPlatformDetail, useSignUpActivityPlatform } from '@generated/main/activity/activity';
import type { ActivityPlatformSignedDetail, ActivityPlatformSignUpRequest } from '@generated/main/model';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { usePlatformActivityRefresh } from './activity-refresh.ts';
import { activityTexts } from './activity-texts.ts';
import { LinkButton } from './link-button.tsx';
import { ProjectRulesTable } from './platform-activity-info.tsx';
import { priceProblem, quotaProblem, type SignUpProblem } from './platform-sign-up-rules.ts';
import { RecordPage, RecordTitle, RegistrationClosedAlert } from './record-page.tsx';

interface ProjectRow {
  projectId?: number;
  originalPrice?: number | null;
  activityPrice?: number | null;
  quota?: number | null;
}

interface SignUpValues {
  projects: ProjectRow[];
  contactName: string;
  contactPhone: string;
  remark?: string;
}

function initialValues(activity: ActivityPlatformSignedDetail): SignUpValues {
  const last = activity.registration;
  return {
    projects: last?.projects.map((p) => ({ ...p })) ?? [{}],
    contactName: last?.contactName ?? '',
    // A masked number cannot be sent back; the person types it again.
    contactPhone: last?.contactPhone && /^1\d{10}$/.test(last.contactPhone) ? last.contactPhone : '',
    remark: last?.remark ?? '',
  };
}

export function SignUpForm({ activity }: { activity: ActivityPlatformSignedDetail }) {
  const t = useT(activityTexts);
  const navigate = useNavigate();
  const refresh = usePlatformActivityRefresh();
  const [form] = Form.useForm<SignUpValues>();
  const signUp = useSignUpActivityPlatform();
  const maxProjects = activity.maxProjects ?? activity.projectRules.length;
  const ruleOf = (projectId: number | undefined) => activity.projectRules.find((r) => r.projectId === projectId);
  const message = (problem: SignUpProblem | null) =>
    problem ? ('params' in problem ? t(problem.key, problem.params as never) : t(problem.key)) : null;
  const row = (index: number): ProjectRow => (form.getFieldValue(['projects', index]) as ProjectRow | undefined) ?? {};

  const submit = async (values: SignUpValues) => {
    const body: ActivityPlatformSignUpRequest = {
      activityId: activity.id,
      projects: values.projects.map((p) => ({
        projectId: p.projectId as number,
        projectName: ruleOf(p.projectId)?.projectName ?? '',
        originalPrice: p.originalPrice as number,
        activityPrice: p.activityPrice as number,
        quota: p.quota ?? null,
      })),
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
      ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
    };
    await signUp.mutateAsync({ data: body });
    feedback.message.success(t('activities.signedUp'));
    await refresh();
    await navigate(linkTo('activity/platform/platDetail', { id: String(activity.id) }));
  };

  return (
    <Form<SignUpValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(activity)}
      onFinish={(values) => submit(values).catch(() => undefined)}
      disabled={signUp.isPending}
    >
      <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('activities.projects')}</h2>}>
        <Form.List
          name="projects"
          rules={[
            {
              validator: async (_, rows: ProjectRow[] | undefined) => {
                if (!rows || rows.length === 0) throw new Error(t('activities.pickProject'));
                if (rows.length > maxProjects) throw new Error(t('activities.tooManyProjects', { max: maxProjects }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={12} align="start" wrap role="group" aria-label={t('activities.projectOf', { index: index + 1 })}>
                  <Form.Item
                    name={[field.name, 'projectId']}
                    label={t('activities.project')}
                    style={{ minWidth: 180 }}
                    rules={[
                      { required: true, message: t('activities.pickProject') },
                      {
                        validator: async (_, value: number | undefined) => {
                          const all = (form.getFieldValue('projects') as ProjectRow[]).map((p) => p?.projectId);
                          if (value !== undefined && all.filter((id) => id === value).length > 1)
                            throw new Error(t('activities.projectTwice'));
                        },
                      },
                    ]}
                  >
                    <Select
                      placeholder={t('activities.pickProject')}
                      options={activity.projectRules.map((r) => ({ value: r.projectId, label: r.projectName }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'originalPrice']}
                    label={t('activities.originalPrice')}
                    rules={[{ required: true, message: t('activities.required') }]}
                  >
                    <InputNumber min={0} precision={2} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'activityPrice']}
                    label={t('activities.activityPrice')}
                    dependencies={[
                      ['projects', field.name, 'originalPrice'],
                      ['projects', field.name, 'projectId'],
                    ]}
                    rules={[
                      { required: true, message: t('activities.required') },
                      {
                        validator: async (_, value: number | null | undefined) => {
                          if (value === null || value === undefined) return;
                          const current = row(index);
                          const problem = message(priceProblem(ruleOf(current.projectId), current.originalPrice ?? null, value));
                          if (problem) throw new Error(problem);
                        },
                      },
                    ]}
                  >
                    <InputNumber min={0} precision={2} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quota']}
                    label={t('activities.quota')}
                    extra={t('activities.quotaHint')}
                    dependencies={[['projects', field.name, 'projectId']]}
                    rules={[
                      {
                        validator: async (_, value: number | null | undefined) => {
                          const problem = message(quotaProblem(ruleOf(row(index).projectId), value ?? null));
                          if (problem) throw new Error(problem);
                        },
                      },
                    ]}
                  >
                    <InputNumber min={0} precision={0} style={{ width: 120 }} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="link" danger style={{ marginTop: 30 }} onClick={() => remove(field.name)}>
                      {t('activities.removeProject', { index: index + 1 })}
                    </Button>
                  )}
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <div>
                <Button onClick={() => add({})} disabled={fields.length >= maxProjects}>
                  {t('activities.addProject')}
                </Button>
              </div>
            </Flex>
          )}
        </Form.List>
      </Card>
      <Card size="small" style={{ marginTop: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            name="contactName"
            label={t('activities.contactName')}
            rules={[{ required: true, whitespace: true, message: t('activities.required') }, { max: 20 }]}
          >
            <Input maxLength={20} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('activities.contactPhone')}
            rules={[
              { required: true, message: t('activities.required') },
              { pattern: /^1\d{10}$/, message: t('activities.phoneInvalid') },
            ]}
          >
            <Input maxLength={11} inputMode="numeric" style={{ width: 200 }} />
          </Form.Item>
        </Flex>
        <Form.Item name="remark" label={t('activities.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea maxLength={200} showCount rows={2} />
        </Form.Item>
      </Card>
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={signUp.isPending}>
          {t('activities.submitSignUp')}
        </Button>
      </Flex>
    </Form>
  );
}

function SignUp({ id }: { id: number }) {
  const t = useT(activityTexts);
  const query = useGetActivityPlatformDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query}>
      {(activity) => (
        <Flex vertical gap={16}>
          <RecordTitle>{activity.title}</RecordTitle>
          <ProjectRulesTable rules={activity.projectRules} />
          {activity.registration?.status === 2 ? (
            <Alert
              type="success"
              showIcon
              title={t('activities.approvedLocked')}
              action={
                <LinkButton to={linkTo('activity/platform/platDetail', { id: String(activity.id) })}>
                  {t('activities.yourRegistration')}
                </LinkButton>
              }
            />
          ) : activity.status !== 2 ? (
            <RegistrationClosedAlert activity={activity} />
          ) : (
            <SignUpForm activity={activity} />
          )}
        </Flex>
      )}
    </QueryBoundary>
  );
}

export default function PlatformSignUpPage() {
  return <RecordPage route="activity/platform/platSingup">{(id) => <SignUp id={id} />}</RecordPage>;
}
