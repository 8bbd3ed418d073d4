/**
 * Inviting a platform doctor to sit in, in a drawer: the doctor found by name (the search lists
 * the platform's doctors of other hospitals), the period (from today on), the days of the week,
 * the hours (the end after the start), the projects, the fee per day and a remark.
 */
import { AutoComplete, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { getGetSittingApplicationListQueryKey, useAddSittingApplication, useSearchSittingDoctor } from '@generated/main/doctor/doctor';
import type { DoctorSittingApplicationSaveRequest, DoctorSittingCandidate } from '@generated/main/model';
import { DATE_FORMAT } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { sittingTexts } from './sitting-texts.ts';
import { isBeforePlatformToday } from '@/lib/dates/platform-time.ts';

export interface InviteValues {
  doctorId?: number;
  period?: [Dayjs, Dayjs];
  weekdays: number[];
  startTime?: Dayjs;
  endTime?: Dayjs;
  projects: string[];
  feePerDay?: number;
  remark?: string;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function requestOf(values: InviteValues): DoctorSittingApplicationSaveRequest {
  const remark = values.remark?.trim() ?? '';
  return {
    doctorId: values.doctorId ?? 0,
    startDate: values.period?.[0].format(DATE_FORMAT) ?? '',
    endDate: values.period?.[1].format(DATE_FORMAT) ?? '',
    weekdays: [...values.weekdays].sort((a, b) => a - b),
    startTime: values.startTime?.format('HH:mm') ?? '',
    endTime: values.endTime?.format('HH:mm') ?? '',
    projects: values.projects.map((p) => p.trim()).filter((p) => p !== ''),
    ...(values.feePerDay !== undefined && values.feePerDay !== null ? { feePerDay: values.feePerDay } : {}),
    ...(remark !== '' ? { remark } : {}),
  };
}

/** The doctor field: typing searches the platform's doctors; picking one sets the field to its id. */
function DoctorSearch({
  id,
  onChange,
  onPick,
}: {
  id?: string;
  value?: number;
  onChange?: (doctorId: number | undefined) => void;
  onPick: (doctor: DoctorSittingCandidate | null) => void;
}) {
  const t = useT(sittingTexts);
  const [keyword, setKeyword] = useState('');
  const search = useSearchSittingDoctor(
    { keyword: keyword.trim() },
    { query: { enabled: keyword.trim() !== '', select: (r) => r.data, placeholderData: (previous) => previous } },
  );
  const items = keyword.trim() === '' ? [] : (search.data ?? []);
  return (
    <AutoComplete
      id={id}
      value={keyword}
      onChange={(text: string) => {
        // Picking an option also reports its value (the doctor's id) as typed text: onSelect handles it.
        if (items.some((d) => String(d.doctorId) === text)) return;
        setKeyword(text);
        // Typing after a pick drops it: the field holds a doctor only while the name shown is the picked one's.
        onChange?.(undefined);
        onPick(null);
      }}
      placeholder={t('sittings.searchDoctorPlaceholder')}
      options={items.map((d) => ({
        value: String(d.doctorId),
        label: t('sittings.candidate', { name: d.name, hospital: d.practiceHospitalName, city: d.cityName }),
      }))}
      onSelect={(value: string) => {
        const doctor = items.find((d) => String(d.doctorId) === value);
        if (doctor) {
          setKeyword(doctor.name);
          onChange?.(doctor.doctorId);
          onPick(doctor);
        }
      }}
    />
  );
}

export function SittingInviteDrawer({ onClose }: { onClose: () => void }) {
  const t = useT(sittingTexts);
  const add = useAddSittingApplication();
  const [picked, setPicked] = useState<DoctorSittingCandidate | null>(null);
  const required = { required: true, message: t('sittings.required') };
  return (
    <FormDrawer<InviteValues>
      open
      width={600}
      title={t('sittings.invite')}
      initialValues={{ weekdays: [], projects: [] }}
      submitText={t('sittings.submit')}
      successText={t('sittings.invited')}
      onClose={onClose}
      invalidates={[getGetSittingApplicationListQueryKey().slice(0, 2)]}
      onSubmit={(values) => add.mutateAsync({ data: requestOf(values) })}
    >
      <Form.Item
        name="doctorId"
        label={t('sittings.searchDoctor')}
        rules={[{ required: true, message: t('sittings.doctorRequired') }]}
        extra={
          picked ? t('sittings.candidate', { name: picked.name, hospital: picked.practiceHospitalName, city: picked.cityName }) : undefined
        }
      >
        <DoctorSearch onPick={setPicked} />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('sittings.period')}
        rules={[
          { required: true, message: t('sittings.periodRequired') },
          {
            validator: async (_, value?: [Dayjs, Dayjs]) => {
              if (value && isBeforePlatformToday(value[0])) throw new Error(t('sittings.pastStart'));
            },
          },
        ]}
      >
        <DatePicker.RangePicker format={DATE_FORMAT} />
      </Form.Item>
      <Form.Item
        name="weekdays"
        label={t('sittings.weekdays')}
        rules={[{ type: 'array', min: 1, required: true, message: t('sittings.weekdaysRequired') }]}
      >
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: t(`sittings.day.${day}`) }))} />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item name="startTime" label={t('sittings.startTime')} rules={[required]}>
          <TimePicker format="HH:mm" minuteStep={30} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('sittings.endTime')}
          dependencies={['startTime']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: async (_, value?: Dayjs) => {
                const start = getFieldValue('startTime') as Dayjs | undefined;
                if (value && start && value.format('HH:mm') <= start.format('HH:mm')) throw new Error(t('sittings.timeOrder'));
              },
            }),
          ]}
        >
          <TimePicker format="HH:mm" minuteStep={30} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="projects"
        label={t('sittings.projects')}
        extra={t('sittings.projectsHint')}
        rules={[{ type: 'array', min: 1, required: true, message: t('sittings.projectsRequired') }]}
      >
        <Select mode="tags" open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="feePerDay" label={t('sittings.fee')}>
        <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('sittings.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormDrawer>
  );
}
