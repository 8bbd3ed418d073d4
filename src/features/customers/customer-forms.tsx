/**
 * The customer detail's two forms: the profile (FormDrawer, `updateClientUser`) and my own mark
 * (FormModal, `setCustomerMyMark`). Both check what the platform would refuse before sending, and
 * on success refresh every customer query (the list row, the counts, the detail).
 */
import { Alert, Divider, Form, Input, InputNumber, Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useGetCustomerFilterOptions, useSetCustomerMyMark, useUpdateClientUser } from '@generated/main/customer/customer';
import type { CustomerDetail, CustomerGender, CustomerUpdateRequest } from '@generated/main/model';

import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { CUSTOMER_QUERIES } from './customer-queries.ts';
import { customerTexts } from './customer-texts.ts';
import { platformTodayText } from '@/lib/dates/platform-time.ts';

const MOBILE = /^1[3-9]\d{9}$/;
const PHONE = /^\+?[0-9]{6,15}$/;

/** A phone number as staff type it: a mainland mobile, or 6 to 15 digits (with +) otherwise. */
export function isValidPhone(raw: string): boolean {
  const phone = raw.replace(/[\s-]/g, '');
  return PHONE.test(phone) && (!/^1\d{10}$/.test(phone) || MOBILE.test(phone));
}

export interface ProfileValues {
  name: string;
  gender: CustomerGender;
  age?: number | null;
  birthday?: string;
  cityId?: number;
  occupation?: string;
  latentDemand?: string;
  remark?: string;
  emergencyName?: string;
  emergencyRelation?: string;
  emergencyPhone?: string;
}

/** The request for the form's values: blanks left out, the emergency contact only when given. */
export function profileRequest(id: number, values: ProfileValues): CustomerUpdateRequest {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const emergencyGiven = [values.emergencyName, values.emergencyRelation, values.emergencyPhone].some((v) => text(v) !== '');
  return {
    id,
    name: text(values.name),
    gender: values.gender,
    ...(values.age !== null && values.age !== undefined ? { age: values.age } : {}),
    ...(text(values.birthday) ? { birthday: text(values.birthday) } : {}),
    ...(values.cityId !== undefined ? { cityId: values.cityId } : {}),
    occupation: text(values.occupation),
    latentDemand: text(values.latentDemand),
    remark: text(values.remark),
    ...(emergencyGiven
      ? {
          emergencyContact: {
            name: text(values.emergencyName),
            relation: text(values.emergencyRelation),
            phone: text(values.emergencyPhone).replace(/[\s-]/g, ''),
          },
        }
      : {}),
  };
}

export function ProfileForm({ customer, open, onClose }: { customer: CustomerDetail; open: boolean; onClose: () => void }) {
  const t = useT(customerTexts);
  const update = useUpdateClientUser();
  const cities = useGetCustomerFilterOptions({ query: { select: (answer) => answer.data.cities, staleTime: 60_000 } });
  const max = (n: number) => ({ max: n, message: t('customers.textTooLong', { max: n }) });
  // Name and phone are needed once any of the three emergency fields is filled.
  const emergencyRule =
    (field: 'emergencyName' | 'emergencyPhone') =>
    ({ getFieldsValue }: { getFieldsValue: (names: string[]) => Partial<ProfileValues> }): RuleObject => ({
      validator: async (_, value: string | undefined) => {
        const all = getFieldsValue(['emergencyName', 'emergencyRelation', 'emergencyPhone']);
        const any = Object.values(all).some((v) => String(v ?? '').trim() !== '');
        if (any && (value ?? '').trim() === '') throw new Error(t('customers.emergencyIncomplete'));
        if (field === 'emergencyPhone' && (value ?? '').trim() !== '' && !isValidPhone(value ?? '')) {
          throw new Error(t('customers.phoneInvalid'));
        }
      },
    });
  return (
    <FormDrawer<ProfileValues>
      title={t('customers.profileTitle', { name: customer.name })}
      open={open}
      onClose={onClose}
      onSubmit={(values) => update.mutateAsync({ data: profileRequest(customer.id, values) })}
      invalidates={CUSTOMER_QUERIES}
      initialValues={{
        name: customer.name,
        gender: customer.gender,
        age: customer.age ?? undefined,
        birthday: customer.birthday ?? undefined,
        cityId: customer.cityId ?? undefined,
        occupation: customer.occupation ?? '',
        latentDemand: customer.latentDemand ?? '',
        remark: customer.remark ?? '',
      }}
    >
      <Form.Item
        name="name"
        label={t('customers.name')}
        rules={[
          { required: true, whitespace: true, message: t('customers.nameRequired') },
          { max: 20, message: t('customers.nameTooLong') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="gender" label={t('customers.gender')}>
        <Select options={enumOptions('customerGender')} />
      </Form.Item>
      <Form.Item name="age" label={t('customers.age')} rules={[{ type: 'integer', min: 0, max: 120, message: t('customers.ageRange') }]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="birthday"
        label={t('customers.birthday')}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (value && value > platformTodayText()) throw new Error(t('customers.birthdayFuture'));
            },
          },
        ]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item name="cityId" label={t('customers.city')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={cities.isPending}
          options={(cities.data ?? []).map((c) => ({ value: c.cityId, label: c.cityName }))}
        />
      </Form.Item>
      <Form.Item name="occupation" label={t('customers.occupation')} rules={[max(20)]}>
        <Input />
      </Form.Item>
      <Form.Item name="latentDemand" label={t('customers.latentDemand')} rules={[max(200)]}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('customers.remark')} rules={[max(500)]}>
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Divider titlePlacement="start">{t('customers.emergencyContact')}</Divider>
      <Alert type="info" showIcon title={t('customers.emergencyHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="emergencyName"
        label={t('customers.emergencyName')}
        dependencies={['emergencyRelation', 'emergencyPhone']}
        rules={[max(20), emergencyRule('emergencyName')]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="emergencyRelation" label={t('customers.emergencyRelation')} rules={[max(20)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="emergencyPhone"
        label={t('customers.emergencyPhone')}
        dependencies={['emergencyName', 'emergencyRelation']}
        rules={[emergencyRule('emergencyPhone')]}
      >
        <Input inputMode="tel" />
      </Form.Item>
    </FormDrawer>
  );
}

export interface MarkValues {
  tags: string[];
  remark?: string;
}

export function MarkForm({ customer, open, onClose }: { customer: CustomerDetail; open: boolean; onClose: () => void }) {
  const t = useT(customerTexts);
  const save = useSetCustomerMyMark();
  const used = useGetCustomerFilterOptions({ query: { select: (answer) => answer.data.myMarkTags, staleTime: 60_000 } });
  return (
    <FormModal<MarkValues>
      title={t('customers.markTitle', { name: customer.name })}
      open={open}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync({
          data: {
            customerId: customer.id,
            tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
            remark: values.remark?.trim() ?? '',
          },
        })
      }
      invalidates={CUSTOMER_QUERIES}
      initialValues={{ tags: customer.myMark?.tags ?? [], remark: customer.myMark?.remark ?? '' }}
    >
      <Alert type="info" showIcon title={t('customers.markHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="tags"
        label={t('customers.markTags')}
        rules={[
          { type: 'array', max: 10, message: t('customers.tagsTooMany') },
          {
            validator: async (_, tags: string[] | undefined) => {
              if ((tags ?? []).some((tag) => tag.trim().length > 20)) throw new Error(t('customers.tagTooLong'));
            },
          },
        ]}
      >
        <Select
          mode="tags"
          placeholder={t('customers.markTagsPlaceholder')}
          options={(used.data ?? []).map((tag) => ({ value: tag, label: tag }))}
          tokenSeparators={[',', '，']}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('customers.markRemark')} rules={[{ max: 200, message: t('customers.textTooLong', { max: 200 }) }]}>
        <Input.TextArea autoSize={{ minRows: 3 }} showCount maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
