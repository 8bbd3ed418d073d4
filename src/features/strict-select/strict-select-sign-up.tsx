/**
 * Registering for a strict-select activity and cancelling the registration, from the list and the
 * detail page: the form (settlement price within the package price and the activity's ceiling,
 * customers per day, the approved doctors taking part, a remark) in a dialog, prefilled with a
 * pending registration to change it; cancelling asks first. Both refresh every list and detail.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useGetDoctorList } from '@generated/main/doctor/doctor';
import type { StrictSelectActivity, StrictSelectRegistration } from '@generated/main/model';
import {
  getGetStrictSelectActivityDetailQueryKey,
  getGetStrictSelectActivityListQueryKey,
  useCancelSignUpStrictSelectActivity,
  useGetStrictSelectActivityDetail,
  useSignUpStrictSelectActivity,
} from '@generated/main/strict-select/strict-select';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toCents } from '@/lib/money/money.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { strictSelectActivityTexts } from './strict-select-activity-texts.ts';
import { signUpLabel } from './strict-select-activity-rules.ts';

/** Every page and record of the activities: what a registration change makes stale. */
export const ACTIVITY_KEYS = [getGetStrictSelectActivityListQueryKey().slice(0, 2), getGetStrictSelectActivityDetailQueryKey().slice(0, 1)];

interface SignUpValues {
  settlementPrice: number;
  dailyCapacity?: number | null;
  doctorIds: number[];
  remark?: string;
}

function SignUpForm({ activityId, onClose }: { activityId: number; onClose: () => void }) {
  const t = useT(strictSelectActivityTexts);
  const detail = useGetStrictSelectActivityDetail({ id: activityId }, { query: { select: (answer) => answer.data } });
  const doctors = useGetDoctorList({ page: 1, limit: 200, auditStatus: 2 }, { query: { select: (answer) => answer.data.list } });
  const signUp = useSignUpStrictSelectActivity();
  const activity = detail.data;
  if (!activity) return null;
  const pending: StrictSelectRegistration | null | undefined = activity.registration?.status === 1 ? activity.registration : null;
  const ceiling = Math.min(
    toCents(activity.packagePrice),
    activity.maxSettlementPrice === null || activity.maxSettlementPrice === undefined ? Infinity : toCents(activity.maxSettlementPrice),
  );
  const priceRule = async (_: unknown, value: number | null | undefined) => {
    if (value === null || value === undefined) return;
    if (toCents(value) <= 0) throw new Error(t('yanActivity.positive'));
    if (toCents(value) > ceiling) throw new Error(t('yanActivity.settlementMax', { max: ceiling / 100 }));
  };
  return (
    <FormModal<SignUpValues>
      open
      title={t('yanActivity.signUpTitle', { title: activity.title })}
      submitText={t(signUpLabel(activity))}
      successText={t('yanActivity.signedUp')}
      invalidates={ACTIVITY_KEYS}
      initialValues={
        pending
          ? {
              settlementPrice: pending.settlementPrice,
              dailyCapacity: pending.dailyCapacity ?? null,
              doctorIds: pending.doctorIds ?? [],
              remark: pending.remark ?? '',
            }
          : { doctorIds: [] }
      }
      onClose={onClose}
      onSubmit={(values) =>
        signUp.mutateAsync({
          data: {
            activityId,
            settlementPrice: values.settlementPrice,
            doctorIds: values.doctorIds,
            ...(values.dailyCapacity ? { dailyCapacity: values.dailyCapacity } : {}),
            ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
          },
        })
      }
    >
      <Form.Item
        name="settlementPrice"
        label={t('yanActivity.settlementPrice')}
        extra={t('yanActivity.settlementHelp', { rate: activity.serviceFeeRate })}
        rules={[{ required: true, message: t('yanActivity.required') }, { validator: priceRule }]}
      >
        <InputNumber min={0} precision={2} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item
        name="dailyCapacity"
        label={t('yanActivity.dailyCapacity')}
        rules={[{ type: 'integer', min: 1, message: t('yanActivity.wholeNumber') }]}
      >
        <InputNumber precision={0} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="doctorIds" label={t('yanActivity.doctors')} rules={[{ required: true, message: t('yanActivity.required') }]}>
        <Select
          mode="multiple"
          loading={doctors.isPending}
          optionFilterProp="label"
          options={(doctors.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('yanActivity.remark')} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}

export function SignUpButton({
  activity,
  type = 'link',
}: {
  activity: Pick<StrictSelectActivity, 'id' | 'status' | 'registrationStatus'>;
  type?: 'link' | 'primary';
}) {
  const t = useT(strictSelectActivityTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type={type} size={type === 'link' ? 'small' : 'middle'} onClick={() => setOpen(true)}>
        {t(signUpLabel(activity))}
      </Button>
      {open && <SignUpForm activityId={activity.id} onClose={() => setOpen(false)} />}
    </>
  );
}

export function CancelSignUpButton({ activityId, type = 'link' }: { activityId: number; type?: 'link' | 'default' }) {
  const t = useT(strictSelectActivityTexts);
  const queryClient = useQueryClient();
  const cancel = useCancelSignUpStrictSelectActivity({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('yanActivity.cancelled'));
        await Promise.all(ACTIVITY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    },
  });
  return (
    <ConfirmAction
      type={type}
      danger
      title={t('yanActivity.cancelSignUpConfirm')}
      onConfirm={() => cancel.mutateAsync({ data: { id: activityId } })}
    >
      {t('yanActivity.cancelSignUp')}
    </ConfirmAction>
  );
}
