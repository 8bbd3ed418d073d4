/**
 * `/finance/accountSigning/info`: the hospital's signing form (paycontact getDraft / saveDraft /
 * save). Every change is saved as a draft shortly after typing (resumed after a reload, kept as
 * typed); submitting checks every field as the platform does, then the form goes to review. The
 * bank is searched by name (getBankList), the branch among the bank's branches in the chosen city
 * (getBankBranchList). Under review or waiting for the signature the form is shown read-only; a
 * signed merchant may submit a change (reviewed again, not drafted).
 */
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  getGetPayContactDraftQueryKey,
  getGetPayContactMerchantInfoQueryKey,
  useGetPayContactBankBranchList,
  useGetPayContactBankList,
  useGetPayContactDraft,
  useGetPayContactMerchantInfo,
  useSavePayContact,
  useSavePayContactDraft,
} from '@generated/main/paycontact/paycontact';
import type { PayContactDraft, PayContactMerchant } from '@generated/main/model';
import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { RegionPicker } from '@/shared/ui/pickers/region-picker.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import {
  ACCOUNT_NO,
  accountNameProblem,
  CREDIT_CODE,
  DRAFTABLE,
  draftOf,
  EDITABLE,
  ID_CARD,
  MOBILE,
  type SigningValues,
  valuesOf,
} from './signing-form.ts';
import { signingTexts } from './signing-texts.ts';
import { type AutosaveState, useDraftAutosave } from './use-draft-autosave.ts';

const FOLDER = 'finance/sign';
const SILENT = { request: { silent: true } } as const;

function BankSelect({ value, onChange, id }: { value?: string; onChange?: (code: string, name: string) => void; id?: string }) {
  const t = useT(signingTexts);
  const [keyword, setKeyword] = useState('');
  const banks = useGetPayContactBankList({ keyword: keyword || undefined }, { query: { select: (answer) => answer.data } });
  return (
    <Select
      id={id}
      aria-label={t('financeSigning.bank')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      loading={banks.isFetching}
      options={(banks.data ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
      onChange={(code: string, option) => onChange?.(code, Array.isArray(option) ? '' : String(option?.label ?? ''))}
      style={{ maxWidth: 320 }}
    />
  );
}

function BranchSelect({
  bankCode,
  cityCode,
  value,
  onChange,
  id,
}: {
  bankCode?: string;
  cityCode?: string;
  value?: string;
  onChange?: (cnaps: string, name: string) => void;
  id?: string;
}) {
  const t = useT(signingTexts);
  const [keyword, setKeyword] = useState('');
  const ready = Boolean(bankCode && cityCode);
  const branches = useGetPayContactBankBranchList(
    { bankCode: bankCode ?? '', cityCode: cityCode ?? '', keyword: keyword || undefined },
    { query: { enabled: ready, select: (answer) => answer.data } },
  );
  return (
    <Select
      id={id}
      aria-label={t('financeSigning.branch')}
      disabled={!ready}
      placeholder={ready ? undefined : t('financeSigning.branchNeedsBank')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      loading={branches.isFetching}
      options={(branches.data ?? []).map((b) => ({ value: b.cnapsCode, label: b.branchName }))}
      onChange={(cnaps: string, option) => onChange?.(cnaps, Array.isArray(option) ? '' : String(option?.label ?? ''))}
      style={{ maxWidth: 480 }}
    />
  );
}

function AutosaveNote({ state }: { state: AutosaveState }) {
  const t = useT(signingTexts);
  if (state.kind === 'idle') return null;
  if (state.kind === 'failed')
    return (
      <Typography.Text type="danger" role="status">
        {t('financeSigning.saveFailed', { msg: state.msg })}
      </Typography.Text>
    );
  return (
    <Typography.Text type="secondary" role="status">
      {state.kind === 'saving' ? t('financeSigning.saving') : t('financeSigning.saved', { time: state.at.toLocaleTimeString() })}
    </Typography.Text>
  );
}

function SigningForm({ merchant, draft }: { merchant: PayContactMerchant; draft: PayContactDraft | null }) {
  const t = useT(signingTexts);
  const [form] = Form.useForm<SigningValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveDraft = useSavePayContactDraft(SILENT);
  const submit = useSavePayContact();
  const editable = EDITABLE.includes(merchant.status);
  const autosave = useDraftAutosave<PayContactDraft>((value) => saveDraft.mutateAsync({ data: value }), {
    enabled: DRAFTABLE.includes(merchant.status),
  });
  const bankCode = Form.useWatch('bankCode', form);
  const region = Form.useWatch('region', form);
  const required = { required: true, whitespace: true, message: t('financeSigning.required') };
  const image = { required: true, type: 'array' as const, min: 1, message: t('financeSigning.imageRequired') };

  const onFinish = async (values: SigningValues) => {
    autosave.cancel();
    await submit.mutateAsync({ data: draftOf(values) as Parameters<typeof submit.mutateAsync>[0]['data'] });
    await queryClient.invalidateQueries({ queryKey: getGetPayContactMerchantInfoQueryKey() });
    await queryClient.invalidateQueries({ queryKey: getGetPayContactDraftQueryKey() });
    feedback.message.success(t('financeSigning.submitted'));
    void navigate(linkTo('finance/accountSigning'));
  };

  return (
    <Form<SigningValues>
      form={form}
      layout="vertical"
      disabled={!editable}
      initialValues={valuesOf(draft)}
      onValuesChange={() => autosave.schedule(() => draftOf(form.getFieldsValue(true) as SigningValues))}
      onFinish={(values) => void onFinish(values).catch(() => undefined)}
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        {!editable && (
          <Alert type="info" showIcon title={t('financeSigning.locked', { status: enumLabel('payContactSignStatus', merchant.status) })} />
        )}
        {merchant.status === 5 && <Alert type="info" showIcon title={t('financeSigning.signedChange')} />}
        {merchant.status === 3 && merchant.rejectReason && (
          <Alert type="error" showIcon title={t('financeSigning.rejectedHint', { reason: merchant.rejectReason })} />
        )}
        <Card size="small" title={t('financeSigning.sectionMerchant')}>
          <Form.Item
            name="merchantType"
            label={t('financeSigning.merchantType')}
            rules={[{ required: true, message: t('financeSigning.required') }]}
          >
            <Radio.Group options={enumOptions('payContactMerchantType')} />
          </Form.Item>
          <Form.Item name="companyName" label={t('financeSigning.companyName')} rules={[required, { max: 100 }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={t('financeSigning.creditCode')}
            rules={[required, { pattern: CREDIT_CODE, message: t('financeSigning.creditCodeInvalid') }]}
            normalize={(v: string) => v?.toUpperCase()}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item name="businessLicence" label={t('financeSigning.businessLicence')} rules={[image]}>
            <ImageUpload folder={FOLDER} max={1} />
          </Form.Item>
          <Form.Item name="licenceExpireDate" label={t('financeSigning.licenceExpireDate')}>
            <DatePicker aria-label={t('financeSigning.licenceExpireDate')} />
          </Form.Item>
          <Form.Item name="registeredAddress" label={t('financeSigning.registeredAddress')} rules={[required, { max: 200 }]}>
            <Input maxLength={200} />
          </Form.Item>
        </Card>
        <Card size="small" title={t('financeSigning.sectionLegal')}>
          <Form.Item name="legalName" label={t('financeSigning.legalName')} rules={[required, { max: 20 }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="legalIdCardNo"
            label={t('financeSigning.legalIdCardNo')}
            rules={[required, { pattern: ID_CARD, message: t('financeSigning.idCardInvalid') }]}
            normalize={(v: string) => v?.toUpperCase()}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Flex gap={24} wrap>
            <Form.Item name="legalIdCardFront" label={t('financeSigning.legalIdCardFront')} rules={[image]}>
              <ImageUpload folder={FOLDER} max={1} />
            </Form.Item>
            <Form.Item name="legalIdCardBack" label={t('financeSigning.legalIdCardBack')} rules={[image]}>
              <ImageUpload folder={FOLDER} max={1} />
            </Form.Item>
          </Flex>
          <Form.Item name="idCardExpireDate" label={t('financeSigning.idCardExpireDate')}>
            <DatePicker aria-label={t('financeSigning.idCardExpireDate')} />
          </Form.Item>
        </Card>
        <Card size="small" title={t('financeSigning.sectionContact')}>
          <Form.Item name="contactName" label={t('financeSigning.contactName')} rules={[required, { max: 20 }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('financeSigning.contactPhone')}
            rules={[required, { pattern: MOBILE, message: t('financeSigning.phoneInvalid') }]}
          >
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item
            name="contactEmail"
            label={t('financeSigning.contactEmail')}
            rules={[{ type: 'email', message: t('financeSigning.emailInvalid') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Card>
        <Card size="small" title={t('financeSigning.sectionAccount')}>
          <Form.Item
            name="accountType"
            label={t('financeSigning.accountType')}
            dependencies={['merchantType']}
            rules={[
              { required: true, message: t('financeSigning.required') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value === 2 && getFieldValue('merchantType') !== 2
                    ? Promise.reject(new Error(t('financeSigning.personalOnlyIndividual')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Radio.Group options={enumOptions('payContactAccountType')} />
          </Form.Item>
          <Form.Item
            name="accountName"
            label={t('financeSigning.accountName')}
            dependencies={['accountType', 'companyName', 'legalName']}
            rules={[
              required,
              ({ getFieldsValue }) => ({
                validator: () => {
                  const problem = accountNameProblem(getFieldsValue(true) as SigningValues);
                  if (problem === 'corporate') return Promise.reject(new Error(t('financeSigning.accountNameCorporate')));
                  if (problem === 'personal') return Promise.reject(new Error(t('financeSigning.accountNamePersonal')));
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="bankName" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="branchName" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="bankCode" label={t('financeSigning.bank')} rules={[{ required: true, message: t('financeSigning.required') }]}>
            <BankSelect
              onChange={(code, name) =>
                form.setFieldsValue({ bankCode: code, bankName: name, cnapsCode: undefined, branchName: undefined })
              }
            />
          </Form.Item>
          <Form.Item
            name="region"
            label={t('financeSigning.region')}
            rules={[{ required: true, type: 'array', min: 2, message: t('financeSigning.cityRequired') }]}
          >
            <RegionPicker
              changeOnSelect
              aria-label={t('financeSigning.region')}
              onChange={() => form.setFieldsValue({ cnapsCode: undefined, branchName: undefined })}
            />
          </Form.Item>
          <Form.Item
            name="cnapsCode"
            label={t('financeSigning.branch')}
            rules={[{ required: true, message: t('financeSigning.required') }]}
          >
            <BranchSelect
              bankCode={bankCode}
              cityCode={region?.[1] === undefined ? undefined : String(region[1])}
              onChange={(cnaps, name) => form.setFieldsValue({ cnapsCode: cnaps, branchName: name })}
            />
          </Form.Item>
          <Form.Item
            name="bankAccountNo"
            label={t('financeSigning.bankAccountNo')}
            rules={[required, { pattern: ACCOUNT_NO, message: t('financeSigning.accountNoInvalid') }]}
            normalize={(v: string) => v?.replace(/\s/g, '')}
          >
            <Input maxLength={30} inputMode="numeric" />
          </Form.Item>
          <Form.Item noStyle dependencies={['accountType']}>
            {({ getFieldValue }) =>
              getFieldValue('accountType') === 1 ? (
                <Form.Item name="openingPermit" label={t('financeSigning.openingPermit')} rules={[image]}>
                  <ImageUpload folder={FOLDER} max={1} />
                </Form.Item>
              ) : null
            }
          </Form.Item>
        </Card>
        {editable && (
          <Flex gap={16} align="center" wrap>
            <Button type="primary" htmlType="submit" loading={submit.isPending}>
              {merchant.status === 5 ? t('financeSigning.submitChange') : t('financeSigning.submit')}
            </Button>
            <AutosaveNote state={autosave.state} />
          </Flex>
        )}
      </Flex>
    </Form>
  );
}

export default function AccountSigningInfoPage() {
  const t = useT(signingTexts);
  const merchant = useGetPayContactMerchantInfo({ query: { select: (answer) => answer.data } });
  // Read afresh on every visit (gcTime 0) and not on focus; the form takes it once, so a later answer never resets what is typed.
  const draft = useGetPayContactDraft({ query: { select: (answer) => answer.data, gcTime: 0, refetchOnWindowFocus: false } });
  return (
    <PageContainer maxWidth={880}>
      <Flex vertical gap={12}>
        <div>
          <Link to={linkTo('finance/accountSigning')}>{t('financeSigning.back')}</Link>
        </div>
        <QueryBoundary query={merchant} rows={4}>
          {(state) => (
            <QueryBoundary query={draft} rows={10}>
              {(saved) => <SigningForm merchant={state} draft={saved} />}
            </QueryBoundary>
          )}
        </QueryBoundary>
      </Flex>
    </PageContainer>
  );
}
