/**
 * The form of every follow action (specification, section 4), each in a dialog: validated before
 * anything is sent (times against the platform's clock, amounts as decimal text), the platform's
 * refusal shown by the transport with the form kept open, and on success a toast naming the
 * action and every view of the order refetched (order-refresh.ts).
 */
import { DatePicker, Form, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import {
  useAddContactInfo,
  useAddTaskDeal,
  useFollowUp,
  useGetSupplyOrderSpus,
  useInvalidContact,
  useRepeatSettlement,
  useSetDealt,
  useSetMeetAppointment,
  useSetMet,
  useSetNotRepeatOrder,
  useSetRemind,
  useSetRepeatOrder,
  useSetUndealt,
  useSupplyOrder,
} from '@generated/main/orders/orders';
import {
  ContactKind,
  type DealType,
  type ImageEntry,
  type OrderDetail,
  OrderInvalidContactReason,
  OrderUndealtReason,
} from '@generated/main/model';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { ProjectPicker } from '@/shared/ui/pickers/project-picker.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { parseYuan, yuanOf } from './deal-amount.ts';
import { ACTION_LABELS, type ButtonAction } from './order-actions-meta.ts';
import { ORDER_STALE_KEYS } from '@/lib/orders/order-stale-keys.ts';
import { orderTexts } from './order-texts.ts';
import { isFuture, isPast, pickedText, platformNow } from '@/lib/dates/platform-time.ts';

const IMAGE_FOLDER = 'order/follow';

export interface ActionFormProps {
  order: OrderDetail;
  onClose: () => void;
}

const images = (paths: string[] | undefined): ImageEntry[] => (paths ?? []).map((url) => ({ url }));

/** The dialog every action form is: the action's name as title and submit, the order's views refetched after. */
function ActionModal<V extends object>({
  action,
  onClose,
  onSubmit,
  initialValues,
  children,
}: {
  action: ButtonAction;
  onClose: () => void;
  onSubmit: (values: V) => Promise<unknown>;
  initialValues?: Partial<V>;
  children: ReactNode;
}) {
  const t = useT(orderTexts);
  const name = t(ACTION_LABELS[action]);
  return (
    <FormModal<V>
      open
      title={name}
      submitText={name}
      onClose={onClose}
      onSubmit={async (values) => {
        await onSubmit(values);
        // Said at once; the order's views refetch after (the kit's toast waits for them).
        feedback.message.success(t('orders.done', { action: name }));
      }}
      initialValues={initialValues}
      invalidates={ORDER_STALE_KEYS}
      successText={false}
    >
      {children}
    </FormModal>
  );
}

function useTimeRules() {
  const t = useT(orderTexts);
  const required = { required: true, message: t('orders.required') };
  return {
    required,
    future: [
      required,
      {
        validator: async (_: unknown, value?: Dayjs) =>
          value && !isFuture(value) ? Promise.reject(new Error(t('orders.mustBeFuture'))) : undefined,
      },
    ],
    optionalFuture: [
      {
        validator: async (_: unknown, value?: Dayjs | null) =>
          value && !isFuture(value) ? Promise.reject(new Error(t('orders.mustBeFuture'))) : undefined,
      },
    ],
    past: [
      required,
      {
        validator: async (_: unknown, value?: Dayjs) =>
          value && !isPast(value) ? Promise.reject(new Error(t('orders.mustBePast'))) : undefined,
      },
    ],
  };
}

function TimeField({ name, label, rules }: { name: string; label: string; rules: object[] }) {
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} aria-label={label} />
    </Form.Item>
  );
}

function DoctorField({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  return (
    <Form.Item name="doctorId" label={t('orders.doctor')}>
      <Select
        allowClear
        aria-label={t('orders.doctor')}
        options={order.relatedDoctors.map((d) => ({ value: d.id, label: d.title ? `${d.name}（${d.title}）` : d.name }))}
      />
    </Form.Item>
  );
}

function RemarkField({ max = 200 }: { max?: number }) {
  const t = useT(orderTexts);
  return (
    <Form.Item name="remark" label={t('orders.remark')} rules={[{ max }]}>
      <Input.TextArea rows={2} maxLength={max} showCount aria-label={t('orders.remark')} />
    </Form.Item>
  );
}

// ---- one form per action ---------------------------------------------------------------------

export function RemindForm({ order, onClose }: ActionFormProps) {
  const t = useT(orderTexts);
  const rules = useTimeRules();
  const save = useSetRemind();
  return (
    <ActionModal<{ remindTime: Dayjs; content: string }>
      action={3}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync({ data: { followId: order.id, remindTime: pickedText(v.remindTime), content: v.content.trim() } })}
    >
      <TimeField name="remindTime" label={t('orders.remindTimeField')} rules={rules.future} />
      <Form.Item
        name="content"
        label={t('orders.remindContent')}
        rules={[{ required: true, whitespace: true, message: t('orders.required') }, { max: 200 }]}
      >
        <Input.TextArea rows={2} maxLength={200} showCount aria-label={t('orders.remindContent')} />
      </Form.Item>
    </ActionModal>
  );
}

export function SupplyOrderForm({ order, onClose }: ActionFormProps) {
  const t = useT(orderTexts);
  const spus = useGetSupplyOrderSpus({ followId: order.id }, { query: { select: (answer) => answer.data } });
  const save = useSupplyOrder();
  return (
    <ActionModal<{ spuIds: number[]; remark?: string }>
      action={6}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync({ data: { followId: order.id, spuIds: v.spuIds, ...(v.remark ? { remark: v.remark } : {}) } })}
    >
      <Form.Item name="spuIds" label={t('orders.spus')} rules={[{ required: true, message: t('orders.required') }]}>
        <Select
          mode="multiple"
          aria-label={t('orders.spus')}
          loading={spus.isPending}
          optionFilterProp="label"
          options={(spus.data ?? []).map((s) => ({
            value: s.spuId,
            label: `${s.spuName}${s.price === undefined ? '' : ` ${formatMoney(s.price)}`}`,
          }))}
        />
      </Form.Item>
      <RemarkField />
    </ActionModal>
  );
}

export function FollowUpForm({ order, onClose }: ActionFormProps) {
  const t = useT(orderTexts);
  const rules = useTimeRules();
  const save = useFollowUp();
  return (
    <ActionModal<{ content: string; nextFollowTime?: Dayjs | null; images?: string[] }>
      action={2}
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          data: {
            followId: order.id,
            content: v.content.trim(),
            images: images(v.images),
            ...(v.nextFollowTime ? { nextFollowTime: pickedText(v.nextFollowTime) } : {}),
          },
        })
      }
    >
      <Form.Item
        name="content"
        label={t('orders.content')}
        rules={[{ required: true, whitespace: true, message: t('orders.required') }, { max: 1000 }]}
      >
        <Input.TextArea rows={4} maxLength={1000} showCount aria-label={t('orders.content')} />
      </Form.Item>
      <TimeField name="nextFollowTime" label={t('orders.nextFollowTime')} rules={rules.optionalFuture} />
      <Form.Item name="images" label={t('orders.images')}>
        <ImageUpload folder={IMAGE_FOLDER} max={9} />
      </Form.Item>
    </ActionModal>
  );
}

export function AppointmentForm({ order, onClose }: ActionFormProps) {
  const t = useT(orderTexts);
  const rules = useTimeRules();
  const save = useSetMeetAppointment();
  return (
    <ActionModal<{ meetTime: Dayjs; doctorId?: number; remark?: string }>
      action={7}
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          data: {
            followId: order.id,
            meetTime: pickedText(v.meetTime),
            ...(v.doctorId ? { doctorId: v.doctorId } : {}),
            ...(v.remark ? { remark: v.remark } : {}),
          },
        })
      }
    >
      <TimeField name="meetTime" label={t('orders.appointmentTime')} rules={rules.future} />
      <DoctorField order={order} />
      <RemarkField />
    </ActionModal>
  );
}

export function MetForm({ order, onClose }: ActionFormProps) {
  const t = useT(orderTexts);
  const rules = useTimeRules();
  const save = useSetMet();
  return (
    <ActionModal<{ metTime: Dayjs; doctorId?: number; remark?: string }>
      action={8}
      onClose={onClose}
      initialValues={{ metTime: platformNow(), doctorId: order.appointment?.doctor?.id }}
      onSubmit={(v) =>
        save.mutateAsync({
          data: {
            followId: order.id,
            metTime: pickedText(v.metTime),
            ...(v.doctorId ? { doctorId: v.doctorId } : {}),
            ...(v.remark ? { remark: v.remark } : {}),
          },
        })
      }
    >
      <TimeField name="metTime" label={t('orders.metTime')} rules={rules.past} />
      <DoctorField order={order} />
      <RemarkField />
    </ActionModal>
  );
}

interface DealValues {
  dealType: DealType;
  amount: string;
  projectIds: number[];
  dealTime: Dayjs;
  doctorId?: number;
  images: string[];
  remark?: string;
}

/** Dealt (first deal, `setDealt`) and further deal (`addTaskDeal`): the same fields. */
export function DealForm({ order, onClose, further = false }: ActionFormProps & { further?: boolean }) {
  const t = useT(orderTexts);
  const rules = useTimeRules();
  const dealt = useSetDealt();
  const more = useAddTaskDeal();
  const amountRule = {
    validator: async (_: unknown, value?: string) => {
      if (!value) return Promise.reject(new Error(t('orders.required')));
      const parsed = parseYuan(value);
      if ('problem' in parsed) {
        const key =
          parsed.problem === 'format'
            ? 'orders.amountFormat'
            : parsed.problem === 'notPositive'
              ? 'orders.amountPositive'
              : 'orders.amountTooLarge';
        return Promise.reject(new Error(t(key)));
      }
      return undefined;
    },
  };
  const projectIds = (order.appointment?.projects.length ? order.appointment.projects : (order.intendedProjects ?? [])).map((p) => p.id);
  return (
    <ActionModal<DealValues>
      action={further ? 17 : 9}
      onClose={onClose}
      initialValues={{ dealTime: platformNow(), projectIds, doctorId: order.appointment?.doctor?.id }}
      onSubmit={(v) => {
        const data = {
          followId: order.id,
          dealType: v.dealType,
          amount: yuanOf(v.amount),
          projectIds: v.projectIds,
          dealTime: pickedText(v.dealTime),
          images: images(v.images),
          ...(v.doctorId ? { doctorId: v.doctorId } : {}),
          ...(v.remark ? { remark: v.remark } : {}),
        };
        return further ? more.mutateAsync({ data }) : dealt.mutateAsync({ data });
      }}
    >
      <Form.Item name="dealType" label={t('orders.dealTypeField')} rules={[rules.required]}>
        <Select aria-label={t('orders.dealTypeField')} options={enumOptions('dealType')} />
      </Form.Item>
      <Form.Item name="amount" label={t('orders.amount')} rules={[amountRule]} validateFirst>
        <Input inputMode="decimal" prefix="¥" autoComplete="off" aria-label={t('orders.amount')} />
      </Form.Item>
      <Form.Item
        name="projectIds"
        label={t('orders.dealProjects')}
        rules={[{ required: true, type: 'array', min: 1, message: t('orders.required') }]}
      >
        <ProjectPicker multiple aria-label={t('orders.dealProjects')} />
      </Form.Item>
      <TimeField name="dealTime" label={t('orders.dealTime')} rules={rules.past} />
      <DoctorField order={order} />
      <Form.Item
        name="images"
        label={t('orders.evidence')}
        rules={[{ required: true, type: 'array', min: 1, message: t('orders.imagesRequired') }]}
      >
        <ImageUpload folder={IMAGE_FOLDER} max={9} />
      </Form.Item>
      <RemarkField />
    </ActionModal>
  );
}

export function UndealtForm({ order, onClose }: ActionFormProps) {
  const t = useT(orderTexts);
  const save = useSetUndealt();
  return (
    <ActionModal<{ reason: OrderUndealtReason; remark?: string }>
      action={10}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync({ data: { followId: order.id, reason: v.reason, ...(v.remark ? { remark: v.remark } : {}) } })}
    >
      <Form.Item name="reason" label={t('orders.undealtReason')} rules={[{ required: true, message: t('orders.required') }]}>
        <Select
          aria-label={t('orders.undealtReason')}
          options={Object.values(OrderUndealtReason).map((value) => ({ value, label: t(`orders.undealt.${value}`) }))}
        />
      </Form.Item>
      <RemarkField max={500} />
    </ActionModal>
  );
}

/** Repeat (11), not repeat (12) and repeat settlement (14): a reason and evidence. */
export function RepeatForm({ order, onClose, action }: ActionFormProps & { action: 11 | 12 | 14 }) {
  const t = useT(orderTexts);
  const repeat = useSetRepeatOrder();
  const notRepeat = useSetNotRepeatOrder();
  const settlement = useRepeatSettlement();
  const mutation = action === 11 ? repeat : action === 12 ? notRepeat : settlement;
  return (
    <ActionModal<{ reason: string; images?: string[] }>
      action={action}
      onClose={onClose}
      onSubmit={(v) => mutation.mutateAsync({ data: { followId: order.id, reason: v.reason.trim(), images: images(v.images) } })}
    >
      <Form.Item
        name="reason"
        label={t('orders.repeatReason')}
        rules={[{ required: true, whitespace: true, message: t('orders.required') }, { max: 500 }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount aria-label={t('orders.repeatReason')} />
      </Form.Item>
      <Form.Item name="images" label={t('orders.images')}>
        <ImageUpload folder={IMAGE_FOLDER} max={9} />
      </Form.Item>
    </ActionModal>
  );
}

export function InvalidContactForm({ order, onClose }: ActionFormProps) {
  const t = useT(orderTexts);
  const save = useInvalidContact();
  return (
    <ActionModal<{ reason: OrderInvalidContactReason; remark?: string; images?: string[] }>
      action={13}
      onClose={onClose}
      onSubmit={(v) =>
        save.mutateAsync({
          data: { followId: order.id, reason: v.reason, images: images(v.images), ...(v.remark ? { remark: v.remark } : {}) },
        })
      }
    >
      <Form.Item name="reason" label={t('orders.invalidReason')} rules={[{ required: true, message: t('orders.required') }]}>
        <Select
          aria-label={t('orders.invalidReason')}
          options={Object.values(OrderInvalidContactReason).map((value) => ({ value, label: t(`orders.invalid.${value}`) }))}
        />
      </Form.Item>
      <RemarkField max={500} />
      <Form.Item name="images" label={t('orders.images')}>
        <ImageUpload folder={IMAGE_FOLDER} max={9} />
      </Form.Item>
    </ActionModal>
  );
}

const MAINLAND_MOBILE = /^1\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function AddContactForm({ order, onClose }: ActionFormProps) {
  const t = useT(orderTexts);
  const save = useAddContactInfo();
  return (
    <ActionModal<{ kind: ContactKind; contactVal: string; isForeignPhone?: boolean }>
      action={5}
      onClose={onClose}
      initialValues={{ kind: ContactKind.phone, isForeignPhone: false }}
      onSubmit={(v) =>
        save.mutateAsync({
          data: {
            followId: order.id,
            kind: v.kind,
            contactVal: v.contactVal.trim(),
            isForeignPhone: v.kind === ContactKind.phone && Boolean(v.isForeignPhone),
          },
        })
      }
    >
      <Form.Item name="kind" label={t('orders.contactKind')} rules={[{ required: true, message: t('orders.required') }]}>
        <Select
          aria-label={t('orders.contactKind')}
          options={Object.values(ContactKind).map((kind) => ({ value: kind, label: t(`orders.kind.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind', 'isForeignPhone']}>
        {({ getFieldValue }) => {
          const kind = getFieldValue('kind') as ContactKind;
          const foreign = Boolean(getFieldValue('isForeignPhone'));
          return (
            <>
              <Form.Item
                name="contactVal"
                label={t('orders.contactValue')}
                // Checked again when the kind or the foreign switch changes.
                dependencies={['kind', 'isForeignPhone']}
                rules={[
                  { required: true, whitespace: true, message: t('orders.required') },
                  { max: 64 },
                  {
                    validator: async (_: unknown, value?: string) => {
                      const text = value?.trim() ?? '';
                      if (!text) return;
                      if (kind === ContactKind.phone && !foreign && !MAINLAND_MOBILE.test(text)) throw new Error(t('orders.phoneFormat'));
                      if (kind === ContactKind.email && !EMAIL.test(text)) throw new Error(t('orders.emailFormat'));
                    },
                  },
                ]}
              >
                <Input autoComplete="off" aria-label={t('orders.contactValue')} />
              </Form.Item>
              {kind === ContactKind.phone && (
                <Form.Item name="isForeignPhone" label={t('orders.isForeignPhone')} valuePropName="checked">
                  <Switch aria-label={t('orders.isForeignPhone')} />
                </Form.Item>
              )}
            </>
          );
        }}
      </Form.Item>
    </ActionModal>
  );
}

/** The form of a button action (cancel reminder asks in place instead, see order-actions.tsx). */
export function ActionForm({ action, ...props }: ActionFormProps & { action: Exclude<ButtonAction, 4> }) {
  switch (action) {
    case 2:
      return <FollowUpForm {...props} />;
    case 3:
      return <RemindForm {...props} />;
    case 5:
      return <AddContactForm {...props} />;
    case 6:
      return <SupplyOrderForm {...props} />;
    case 7:
      return <AppointmentForm {...props} />;
    case 8:
      return <MetForm {...props} />;
    case 9:
      return <DealForm {...props} />;
    case 17:
      return <DealForm {...props} further />;
    case 10:
      return <UndealtForm {...props} />;
    case 11:
    case 12:
    case 14:
      return <RepeatForm {...props} action={action} />;
    case 13:
      return <InvalidContactForm {...props} />;
  }
}
