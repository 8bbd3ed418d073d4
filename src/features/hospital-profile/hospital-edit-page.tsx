/**
 * `/hospital/hospitalEdit`: the base information form. It opens on the draft when there is one
 * (resume), keeps the form as a draft without checks (save draft), drops the draft (discard), or
 * submits it for the platform's review. While a submission is pending the form is read-only and
 * the fields it changes are marked under review (withdraw it on /hospital/hospitalInfo).
 */
import { Alert, AutoComplete, Button, Col, Flex, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useDeleteHospitalDraft,
  useGetHospitalAuditLogDetail,
  useGetHospitalBaseInfo,
  useGetHospitalDraft,
  useSaveHospitalBaseInfo,
  useSaveHospitalDraft,
  useSearchHospitalCompany,
} from '@generated/main/hospital/hospital';
import { type HospitalBaseInfo, type HospitalDraft, HospitalAuditStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { RegionPicker } from '@/shared/ui/pickers/region-picker.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { CREDIT_CODE, draftFields, type EditValues, editValues, formFieldsOf, PHONE, saveRequest, TIME } from './hospital-edit-values.ts';
import { HOSPITAL_PROFILE_QUERIES } from '@/lib/hospital-profile/hospital-profile-stale-keys.ts';
import { AddressMapNote } from './address-map-note.tsx';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';

function CompanySearch({ onPick, disabled }: { onPick: (name: string, creditCode: string) => void; disabled: boolean }) {
  const t = useT(hospitalProfileTexts);
  const [keyword, setKeyword] = useState('');
  const wanted = keyword.trim();
  const companies = useSearchHospitalCompany(
    { keyword: wanted },
    { query: { enabled: wanted.length >= 2, select: (answer) => answer.data, staleTime: 60_000 } },
  );
  return (
    <Form.Item label={t('hospitalProfile.companySearch')} htmlFor="hospital-company-search" extra={t('hospitalProfile.companySearchHint')}>
      <AutoComplete
        id="hospital-company-search"
        disabled={disabled}
        value={keyword}
        onChange={setKeyword}
        options={(wanted.length >= 2 ? (companies.data ?? []) : []).map((c) => ({
          value: c.creditCode,
          label: `${c.companyName}（${c.creditCode}）${c.regStatus === '注销' ? ` · ${t('hospitalProfile.companyCancelled')}` : ''}`,
          company: c,
        }))}
        onSelect={(_, option) => {
          onPick(option.company.companyName, option.company.creditCode);
          setKeyword('');
          feedback.message.success(t('hospitalProfile.companyPicked', { name: option.company.companyName }));
        }}
      />
    </Form.Item>
  );
}

function EditForm({
  info,
  draft,
  underReview,
}: {
  info: HospitalBaseInfo;
  draft: HospitalDraft | null;
  underReview: Set<keyof EditValues> | null;
}) {
  const t = useT(hospitalProfileTexts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EditValues>();
  const refresh = () => Promise.all(HOSPITAL_PROFILE_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const saveDraft = useSaveHospitalDraft();
  const discard = useDeleteHospitalDraft();
  const submit = useSaveHospitalBaseInfo();
  const locked = underReview !== null;
  const label = (field: keyof EditValues, text: string): ReactNode =>
    underReview?.has(field) ? (
      <Flex gap={6} align="center">
        {text}
        <Tag color="processing">{t('hospitalProfile.underReviewField')}</Tag>
      </Flex>
    ) : (
      text
    );
  const required = { required: true, whitespace: true, message: t('hospitalProfile.required') };
  const max = (n: number) => ({ max: n, message: t('hospitalProfile.textTooLong', { max: n }) });

  const onSubmit = async () => {
    const values = await form.validateFields();
    await submit.mutateAsync({ data: saveRequest(values, info.geo) });
    feedback.message.success(t('hospitalProfile.submitted'));
    await refresh();
    navigate(linkTo('hospital/hospitalInfo', { nowTab: 1 }));
  };
  const onSaveDraft = async () => {
    await saveDraft.mutateAsync({ data: { content: draftFields(form.getFieldsValue(true) as Partial<EditValues>) } });
    feedback.message.success(t('hospitalProfile.draftSaved'));
    await refresh();
  };
  const onDiscard = async () => {
    await discard.mutateAsync();
    form.setFieldsValue(editValues(info));
    feedback.message.success(t('hospitalProfile.draftDiscarded'));
    await refresh();
  };

  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      disabled={locked}
      initialValues={editValues(info, draft?.content)}
      style={{ maxWidth: 960 }}
    >
      <Flex vertical gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('hospitalProfile.editIntro')}</Typography.Text>
        {locked ? <Alert type="info" showIcon title={t('hospitalProfile.underReviewBlocked')} /> : null}
        {draft && !locked ? (
          <Alert
            type="warning"
            showIcon
            title={t('hospitalProfile.draftResumed', { time: formatDateTimeMinute(draft.updateTime), name: draft.operatorName })}
          />
        ) : null}
      </Flex>
      <CompanySearch disabled={locked} onPick={(registeredName, creditCode) => form.setFieldsValue({ registeredName, creditCode })} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="registeredName" label={label('registeredName', t('hospitalProfile.registeredName'))} rules={[required, max(60)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="creditCode"
            label={label('creditCode', t('hospitalProfile.creditCode'))}
            rules={[required, { pattern: CREDIT_CODE, message: t('hospitalProfile.creditCodeInvalid') }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="brandName" label={label('brandName', t('hospitalProfile.brandName'))} rules={[required, max(20)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={label('phone', t('hospitalProfile.phone'))}
            rules={[required, { pattern: PHONE, message: t('hospitalProfile.phoneInvalid') }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="type"
            label={label('type', t('hospitalProfile.type'))}
            rules={[{ required: true, message: t('hospitalProfile.required') }]}
          >
            <Select options={enumOptions('hospitalType')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="level"
            label={label('level', t('hospitalProfile.level'))}
            rules={[{ required: true, message: t('hospitalProfile.required') }]}
          >
            <Select options={enumOptions('hospitalLevel')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="establishedDate" label={label('establishedDate', t('hospitalProfile.establishedDate'))}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="region"
            label={label('region', t('hospitalProfile.region'))}
            rules={[{ required: true, type: 'array', len: 3, message: t('hospitalProfile.regionRequired') }]}
          >
            <RegionPicker />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={label('address', t('hospitalProfile.address'))} rules={[required, max(100)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="longitude" label={label('longitude', t('hospitalProfile.longitude'))} extra={t('hospitalProfile.geoHint')}>
            <InputNumber min={-180} max={180} step={0.000001} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="latitude" label={label('latitude', t('hospitalProfile.latitude'))}>
            <InputNumber min={-90} max={90} step={0.000001} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <AddressMapNote />
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="openTime"
            label={label('openTime', t('hospitalProfile.openTime'))}
            rules={[required, { pattern: TIME, message: t('hospitalProfile.timeInvalid') }]}
          >
            <Input type="time" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="closeTime"
            label={label('closeTime', t('hospitalProfile.closeTime'))}
            dependencies={['openTime']}
            rules={[
              required,
              { pattern: TIME, message: t('hospitalProfile.timeInvalid') },
              ({ getFieldValue }) => ({
                validator: async (_, value: string | undefined) => {
                  const open = getFieldValue('openTime') as string | undefined;
                  if (value && open && value <= open) throw new Error(t('hospitalProfile.closeAfterOpen'));
                },
              }),
            ]}
          >
            <Input type="time" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="hoursRemark" label={label('hoursRemark', t('hospitalProfile.hoursRemark'))} rules={[max(50)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="floorArea" label={label('floorArea', t('hospitalProfile.floorArea'))}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="introduction" label={label('introduction', t('hospitalProfile.introduction'))} rules={[max(3000)]}>
            <Input.TextArea autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="logo"
            label={label('logo', t('hospitalProfile.logo'))}
            rules={[{ type: 'array', required: true, min: 1, message: t('hospitalProfile.logoRequired') }]}
          >
            <ImageUpload folder="hospital/logo" max={1} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="environmentImages"
            label={label('environmentImages', t('hospitalProfile.environmentImages'))}
            rules={[{ type: 'array', required: true, min: 1, max: 20, message: t('hospitalProfile.environmentRequired') }]}
          >
            <ImageUpload folder="hospital/environment" max={20} />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} wrap>
        <Button type="primary" loading={submit.isPending} onClick={() => void onSubmit().catch(() => undefined)}>
          {t('hospitalProfile.submitReview')}
        </Button>
        <Button loading={saveDraft.isPending} onClick={() => void onSaveDraft().catch(() => undefined)}>
          {t('hospitalProfile.saveDraft')}
        </Button>
        {draft ? (
          <ConfirmAction type="default" danger title={t('hospitalProfile.discardConfirm')} onConfirm={onDiscard}>
            {t('hospitalProfile.discardDraft')}
          </ConfirmAction>
        ) : null}
        <Button disabled={false} onClick={() => navigate(linkTo('hospital/hospitalInfo', { nowTab: 1 }))}>
          {t('hospitalProfile.backToInfo')}
        </Button>
      </Flex>
    </Form>
  );
}

/** The changed fields of the pending submission, as form fields. */
function usePendingFields(info: HospitalBaseInfo | undefined) {
  const pendingId = info?.auditStatus === HospitalAuditStatus.Pending ? (info.pendingAuditId ?? null) : null;
  const detail = useGetHospitalAuditLogDetail(
    { id: pendingId ?? 0 },
    { query: { enabled: pendingId !== null, select: (answer) => formFieldsOf(answer.data.changes.map((c) => c.field)) } },
  );
  return { pendingId, fields: detail.data ?? null, isPending: pendingId !== null && detail.isPending };
}

export default function HospitalEditPage() {
  const base = useGetHospitalBaseInfo({ query: { select: (answer) => answer.data } });
  const draft = useGetHospitalDraft({ query: { select: (answer) => answer.data } });
  const pending = usePendingFields(base.data);
  // One boundary for the three calls: the form is built once, from all of them.
  const all = {
    data: base.data && draft.data !== undefined && !pending.isPending ? { info: base.data, draft: draft.data } : undefined,
    isPending: base.isPending || draft.isPending || pending.isPending,
    isError: base.isError || draft.isError,
    isFetching: base.isFetching || draft.isFetching,
    refetch: () => Promise.all([base.refetch(), draft.refetch()]),
  };
  return (
    <PageContainer>
      <QueryBoundary query={all}>
        {({ info, draft: saved }) => (
          <EditForm
            key={`${info.updateTime}-${saved?.updateTime ?? ''}-${pending.pendingId ?? ''}`}
            info={info}
            draft={saved}
            underReview={pending.pendingId !== null ? (pending.fields ?? new Set()) : null}
          />
        )}
      </QueryBoundary>
    </PageContainer>
  );
}
