/**
 * The hospital-wide auto-reply switch and its working hours (outside them the off-hours rule
 * answers). Only the main account changes them: a sub-account sees them, disabled, and why.
 */
import {
  getGetAutoReplyImSwitchQueryKey,
  useGetAutoReplyImSwitch,
  useSetAutoReplyImSwitch,
} from '@generated/main/chat-auto-reply/chat-auto-reply';
import type { AutoReplyImSwitch } from '@generated/main/model';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Form, InputNumber, Select, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { AUTO_REPLY_DELAY_MAX_SECONDS } from '@/lib/chat-auto-reply/auto-reply-rules.ts';
import { autoReplyTexts } from './auto-reply-texts.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Times of day a working day can start or end at: every half hour. */
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

type HoursValues = Pick<AutoReplyImSwitch, 'workStartTime' | 'workEndTime' | 'workDays' | 'replyDelaySeconds'>;

function HoursDialog({ setting, onClose }: { setting: AutoReplyImSwitch; onClose: () => void }) {
  const t = useT(autoReplyTexts);
  const save = useSetAutoReplyImSwitch();
  const times = TIMES.map((value) => ({ value, label: value }));
  return (
    <FormModal<HoursValues>
      open
      title={t('autoReply.hoursTitle')}
      initialValues={{
        workStartTime: setting.workStartTime,
        workEndTime: setting.workEndTime,
        workDays: setting.workDays ?? [],
        replyDelaySeconds: setting.replyDelaySeconds ?? 0,
      }}
      onClose={onClose}
      invalidates={[getGetAutoReplyImSwitchQueryKey()]}
      onSubmit={(values) => save.mutateAsync({ data: { ...setting, ...values } })}
    >
      <Typography.Paragraph type="secondary">{t('autoReply.hoursHint')}</Typography.Paragraph>
      <Flex gap={16}>
        <Form.Item name="workStartTime" label={t('autoReply.start')} style={{ flex: 1 }}>
          <Select options={times} aria-label={t('autoReply.start')} />
        </Form.Item>
        <Form.Item
          name="workEndTime"
          label={t('autoReply.end')}
          style={{ flex: 1 }}
          dependencies={['workStartTime']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                value && value > String(getFieldValue('workStartTime'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('autoReply.endBeforeStart'))),
            }),
          ]}
        >
          <Select options={times} aria-label={t('autoReply.end')} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="workDays"
        label={t('autoReply.days')}
        // A validator, not `required`: aria-required is not allowed on the checkbox group (axe).
        rules={[
          {
            validator: (_, value?: number[]) =>
              value?.length ? Promise.resolve() : Promise.reject(new Error(t('autoReply.daysRequired'))),
          },
        ]}
      >
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: t(`autoReply.weekday.${day}`) }))} />
      </Form.Item>
      <Form.Item
        name="replyDelaySeconds"
        label={t('autoReply.delay')}
        extra={t('autoReply.delayHint', { max: AUTO_REPLY_DELAY_MAX_SECONDS })}
        rules={[{ required: true, message: t('autoReply.delayRequired', { max: AUTO_REPLY_DELAY_MAX_SECONDS }) }]}
      >
        <InputNumber min={0} max={AUTO_REPLY_DELAY_MAX_SECONDS} precision={0} step={10} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}

function SwitchRow({ setting }: { setting: AutoReplyImSwitch }) {
  const t = useT(autoReplyTexts);
  const id = useId();
  const queryClient = useQueryClient();
  const isMain = useSession()?.userInfo.isMainAccount !== false;
  const [hoursOpen, setHoursOpen] = useState(false);
  const set = useSetAutoReplyImSwitch({
    mutation: {
      onSuccess: async (_, { data }) => {
        feedback.message.success(t(data.isOpen ? 'autoReply.switchedOn' : 'autoReply.switchedOff'));
        await queryClient.invalidateQueries({ queryKey: getGetAutoReplyImSwitchQueryKey() });
      },
    },
  });
  const days = (setting.workDays ?? []).map((day) => t(`autoReply.weekday.${day as (typeof WEEKDAYS)[number]}`)).join(' ');
  return (
    <Flex justify="space-between" align="flex-start" gap={16}>
      <div>
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          {t('autoReply.switch')}
        </label>
        <Typography.Text id={`${id}-hint`} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t(isMain ? 'autoReply.switchHint' : 'autoReply.switchMainOnly')}
        </Typography.Text>
        <Typography.Text style={{ fontSize: 13, display: 'block' }}>
          {t('autoReply.workHours', { start: setting.workStartTime, end: setting.workEndTime, days })}
        </Typography.Text>
        <Typography.Text style={{ fontSize: 13 }}>
          {setting.replyDelaySeconds ? t('autoReply.waitLine', { seconds: setting.replyDelaySeconds }) : t('autoReply.waitNone')}
        </Typography.Text>
        {isMain ? (
          <Button type="link" size="small" onClick={() => setHoursOpen(true)}>
            {t('autoReply.editHours')}
          </Button>
        ) : null}
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={setting.isOpen}
        loading={set.isPending}
        disabled={!isMain}
        onChange={(isOpen) => set.mutate({ data: { ...setting, isOpen } })}
      />
      {hoursOpen ? <HoursDialog setting={setting} onClose={() => setHoursOpen(false)} /> : null}
    </Flex>
  );
}

export function AutoReplySwitch() {
  const query = useGetAutoReplyImSwitch({ query: { select: (r) => r.data } });
  return <QueryBoundary query={query}>{(setting) => <SwitchRow setting={setting} />}</QueryBoundary>;
}
