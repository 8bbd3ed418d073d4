/**
 * The auto duplicate check's setting (main account; the platform refuses anyone else with its
 * message) and, beside it, the chat gateway's order-check keywords, so staff see which words in a
 * chat prompt an order update.
 */
import { Button, Card, Checkbox, Flex, Form, InputNumber, Radio, Switch, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOrderCheckKeywords } from '@generated/chat/counselors/counselors';
import {
  getGetAutoDuplicateSettingQueryKey,
  useGetAutoDuplicateSetting,
  useSaveAutoDuplicateSetting,
} from '@generated/main/auto-duplicate/auto-duplicate';
import type { AutoDuplicateSetting, AutoDuplicateSettingSaveRequest, ContactKind } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { useSingleFlight } from '@/shared/ui/single-flight/use-single-flight.ts';
import { autoCheckTexts } from './auto-check-texts.ts';

export const CONTACT_KINDS: readonly ContactKind[] = ['phone', 'wechat', 'qq', 'email'];
export const LOOKBACK = { min: 30, max: 1095 } as const;

function SettingForm({ setting }: { setting: AutoDuplicateSetting }) {
  const t = useT(autoCheckTexts);
  const [form] = Form.useForm<AutoDuplicateSettingSaveRequest>();
  const save = useSaveAutoDuplicateSetting();
  const queryClient = useQueryClient();
  const [saving, run] = useSingleFlight();
  const submit = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values) return;
      try {
        await save.mutateAsync({ data: values });
      } catch {
        return;
      }
      feedback.message.success(t('common.saved'));
      await queryClient.invalidateQueries({ queryKey: getGetAutoDuplicateSettingQueryKey() });
    });
  const { updateTime, operatorName, ...initialValues } = setting;
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()}>
      <Form.Item name="enabled" label={t('autoCheck.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="matchFields"
        label={t('autoCheck.matchFields')}
        // A validator, not `required`: antd would put aria-required on the checkbox group's div,
        // which axe reports as a critical violation (aria-required is not allowed on a group).
        rules={[
          {
            validator: (_, value?: unknown[]) =>
              value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('autoCheck.matchFieldsRequired'))),
          },
        ]}
      >
        <Checkbox.Group options={CONTACT_KINDS.map((kind) => ({ value: kind, label: t(`autoCheck.${kind}`) }))} />
      </Form.Item>
      <Form.Item
        name="lookbackDays"
        label={t('autoCheck.lookbackDays')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: LOOKBACK.min,
            max: LOOKBACK.max,
            message: t('autoCheck.lookbackRange', LOOKBACK),
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="action" label={t('autoCheck.action')}>
        <Radio.Group
          options={[
            { value: 1, label: t('autoCheck.actionHint') },
            { value: 2, label: t('autoCheck.actionSubmit') },
          ]}
        />
      </Form.Item>
      <Form.Item name="notifyFollower" label={t('autoCheck.notifyFollower')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Flex gap={12} align="center">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
        <Typography.Text type="secondary">
          {updateTime
            ? t('autoCheck.lastSaved', { name: operatorName ?? '', time: formatDateTimeMinute(updateTime) })
            : t('autoCheck.neverSaved')}
        </Typography.Text>
      </Flex>
    </Form>
  );
}

function Keywords() {
  const t = useT(autoCheckTexts);
  const query = useGetOrderCheckKeywords({ query: { select: (r) => r.data } });
  return (
    <QueryBoundary query={query} rows={1} isEmpty={(keywords) => keywords.length === 0}>
      {(keywords) => (
        <section aria-label={t('autoCheck.keywords')}>
          <Typography.Text strong>{t('autoCheck.keywords')}</Typography.Text>
          <Flex gap={6} wrap style={{ marginTop: 8 }}>
            {keywords.map((k) => (
              <Tooltip key={k.keyword} title={k.tip}>
                <Tag>{k.keyword}</Tag>
              </Tooltip>
            ))}
          </Flex>
        </section>
      )}
    </QueryBoundary>
  );
}

export function AutoDuplicateSettingCard() {
  const t = useT(autoCheckTexts);
  const query = useGetAutoDuplicateSetting({ query: { select: (r) => r.data } });
  return (
    <Card title={t('autoCheck.setting')} size="small" style={{ marginBottom: 16 }}>
      <Flex gap={32} wrap>
        <div style={{ flex: '1 1 360px' }}>
          <QueryBoundary query={query}>
            {(setting) => <SettingForm key={setting.updateTime ?? 'default'} setting={setting} />}
          </QueryBoundary>
        </div>
        <div style={{ flex: '1 1 260px' }}>
          <Keywords />
        </div>
      </Flex>
    </Card>
  );
}
