/**
 * Account signing (/finance/accountSigning, contract part paycontact.yaml): the hospital's one
 * merchant registration with the payment provider. The form is kept as a draft while the person
 * types (any subset of fields, nothing checked), submitted with every field checked, reviewed by the
 * platform (the review desk's kind `paycontact`), then signed through the provider's link.
 *
 * Designed life (anything else is refused and changes nothing):
 *   0 not started / 1 draft / 3 rejected --saveDraft--> 1 (3 stays 3, its reason kept until submitted)
 *   0 / 1 / 3 / 5 --save (every field valid)--> 2 under review
 *   2 --review approve--> 4 to sign (merchant number issued) --review approve (the provider reports the signature)--> 5 signed
 *   2 --review reject (reason)--> 3 rejected
 */
import type {
  PayContactBank,
  PayContactBankBranch,
  PayContactDraft,
  PayContactMerchant,
  PayContactSignStatus,
  PayContactSignUrl,
} from '@generated/main/model';
import { HOSPITAL } from '../db/accounts.ts';
import { CITIES } from '../db/catalog.ts';
import { formatDateTime } from '../db/random.ts';
import type { PayContactRow } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { refuse } from './errors.ts';

export const STATUS_TEXT: Record<PayContactSignStatus, string> = {
  0: '未签约',
  1: '草稿',
  2: '审核中',
  3: '审核驳回',
  4: '待签署',
  5: '已签约',
};

/** The banks the provider settles to; `num` starts their branches' interbank numbers. */
const BANKS: readonly (PayContactBank & { num: string; fullName: string })[] = [
  { bankCode: 'ICBC', bankName: '中国工商银行', fullName: '中国工商银行股份有限公司', num: '102', logo: 'bank/icbc.png' },
  { bankCode: 'ABC', bankName: '中国农业银行', fullName: '中国农业银行股份有限公司', num: '103', logo: 'bank/abc.png' },
  { bankCode: 'BOC', bankName: '中国银行', fullName: '中国银行股份有限公司', num: '104', logo: 'bank/boc.png' },
  { bankCode: 'CCB', bankName: '中国建设银行', fullName: '中国建设银行股份有限公司', num: '105', logo: 'bank/ccb.png' },
  { bankCode: 'BCOM', bankName: '交通银行', fullName: '交通银行股份有限公司', num: '301', logo: 'bank/bcom.png' },
  { bankCode: 'CMB', bankName: '招商银行', fullName: '招商银行股份有限公司', num: '308', logo: 'bank/cmb.png' },
  { bankCode: 'SPDB', bankName: '上海浦东发展银行', fullName: '上海浦东发展银行股份有限公司', num: '310', logo: 'bank/spdb.png' },
  { bankCode: 'CIB', bankName: '兴业银行', fullName: '兴业银行股份有限公司', num: '309', logo: 'bank/cib.png' },
];

const hit = (text: string, keyword: string | undefined) => !keyword?.trim() || text.includes(keyword.trim());

export function bankList(keyword?: string): PayContactBank[] {
  return BANKS.filter((b) => hit(b.bankName, keyword)).map(({ bankCode, bankName, logo }) => ({ bankCode, bankName, logo }));
}

/** One branch per district of the city (the seed's cities), numbered bank + city + district. */
export function branchList(bankCode: string, cityCode: string, keyword?: string): PayContactBankBranch[] {
  const bank = BANKS.find((b) => b.bankCode === bankCode);
  if (!bank) refuse('请选择开户银行');
  const city = CITIES.find((c) => String(c.cityId) === cityCode);
  if (!city) refuse('请选择开户城市');
  return city.districts
    .map((district, i) => ({
      cnapsCode: `${bank.num}${String(city.cityId).slice(0, 4)}${String(i + 1).padStart(5, '0')}`,
      branchName: `${bank.fullName}${city.cityName}${district.replace(/[区县]$/, '')}支行`,
    }))
    .filter((b) => hit(b.branchName, keyword));
}

/** The hospital's registration; a hospital that never saved anything has status 0 and no draft. */
function rowOf(platform: SandboxPlatform): PayContactRow {
  return (
    platform.db.payContacts.get(HOSPITAL.id) ?? {
      id: HOSPITAL.id,
      status: 0,
      draft: null,
      merchantNo: null,
      rejectReason: null,
      submitTime: null,
      signTime: null,
      updateTime: null,
    }
  );
}

const maskAccount = (no: string) => `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;

export function merchantInfo(platform: SandboxPlatform): PayContactMerchant {
  const row = rowOf(platform);
  const draft = row.draft ?? {};
  return {
    status: row.status,
    statusStr: STATUS_TEXT[row.status],
    merchantNo: row.merchantNo,
    merchantType: draft.merchantType ?? null,
    companyName: draft.companyName ?? null,
    accountType: draft.accountType ?? null,
    accountName: draft.accountName ?? null,
    bankName: draft.bankName ?? null,
    branchName: draft.branchName ?? null,
    bankAccountNoMasked: draft.bankAccountNo ? maskAccount(draft.bankAccountNo) : null,
    settleCycle: row.status === 5 ? 'T+1' : null,
    rejectReason: row.rejectReason,
    submitTime: row.submitTime,
    signTime: row.signTime,
  };
}

export function getDraft(platform: SandboxPlatform): PayContactDraft | null {
  return rowOf(platform).draft;
}

/** The link lives 30 minutes; only an approved registration waiting for its signature has one. */
export function signUrl(platform: SandboxPlatform): PayContactSignUrl {
  const row = rowOf(platform);
  if (row.status !== 4) refuse('当前状态无需签署电子协议');
  return {
    signUrl: `https://esign.example.invalid/sign/${row.merchantNo ?? row.id}`,
    expireTime: formatDateTime(platform.now() + 30 * 60_000),
  };
}

const TEXT_LIMITS: Partial<Record<keyof PayContactDraft, [number, string]>> = {
  companyName: [100, '商户名称'],
  registeredAddress: [200, '注册地址'],
  legalName: [20, '法人姓名'],
  contactName: [20, '联系人'],
  accountName: [100, '账户名称'],
  branchName: [100, '开户支行'],
};

/** Keeps the known fields only, trimmed; a draft is not checked beyond its lengths. */
function cleanDraft(body: PayContactDraft): PayContactDraft {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value === undefined) continue;
    result[key] = typeof value === 'string' ? value.trim() : value;
  }
  for (const [key, [max, label]] of Object.entries(TEXT_LIMITS) as [keyof PayContactDraft, [number, string]][]) {
    const value = result[key];
    if (typeof value === 'string' && value.length > max) refuse(`${label}不能超过${max}字`);
  }
  return result as PayContactDraft;
}

export function saveDraft(platform: SandboxPlatform, body: PayContactDraft): { id: number } {
  const row = rowOf(platform);
  if (row.status === 2) refuse('签约资料审核中，不能修改');
  if (row.status === 4) refuse('签约资料已审核通过，请先完成电子协议签署');
  if (row.status === 5) refuse('已签约，变更结算账户请直接提交审核');
  const draft = cleanDraft(body);
  platform.db.payContacts.put({ ...row, status: row.status === 3 ? 3 : 1, draft, updateTime: formatDateTime(platform.now()) });
  return { id: row.id };
}

const CREDIT_CODE = /^[0-9A-Z]{18}$/;
const ID_CARD = /^\d{17}[\dX]$/;
const PHONE = /^1\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CNAPS = /^\d{12}$/;
const ACCOUNT_NO = /^\d{8,30}$/;

/** Every check of a submitted form, in the order the form shows its fields; the first failure is refused. */
function checkForm(form: PayContactDraft): void {
  const need = (value: unknown, label: string) => {
    if (value === undefined || value === null || value === '') refuse(`请填写${label}`);
  };
  const image = (value: { url?: string } | undefined, label: string) => {
    if (!value?.url) refuse(`请上传${label}`);
  };
  if (form.merchantType !== 1 && form.merchantType !== 2) refuse('请选择商户类型');
  need(form.companyName, '商户名称');
  if (!CREDIT_CODE.test(form.creditCode ?? '')) refuse('统一社会信用代码应为18位数字或大写字母');
  image(form.businessLicence, '营业执照');
  need(form.registeredAddress, '注册地址');
  need(form.legalName, '法人姓名');
  if (!ID_CARD.test(form.legalIdCardNo ?? '')) refuse('法人身份证号格式不正确');
  image(form.legalIdCardFront, '法人身份证人像面');
  image(form.legalIdCardBack, '法人身份证国徽面');
  need(form.contactName, '联系人');
  if (!PHONE.test(form.contactPhone ?? '')) refuse('联系人手机号格式不正确');
  if (form.contactEmail && !EMAIL.test(form.contactEmail)) refuse('联系人邮箱格式不正确');
  if (form.accountType !== 1 && form.accountType !== 2) refuse('请选择结算账户类型');
  if (form.accountType === 2 && form.merchantType !== 2) refuse('企业商户只能使用对公账户结算');
  const owner = form.accountType === 1 ? form.companyName : form.legalName;
  if (form.accountName !== owner)
    refuse(form.accountType === 1 ? '对公账户的账户名称须与商户名称一致' : '对私账户的账户名称须与法人姓名一致');
  const bank = BANKS.find((b) => b.bankCode === form.bankCode);
  if (!bank) refuse('请选择开户银行');
  need(form.provinceCode, '开户省份');
  need(form.cityCode, '开户城市');
  if (!CNAPS.test(form.cnapsCode ?? '')) refuse('请选择开户支行');
  const branch = branchList(bank.bankCode, form.cityCode ?? '').find((b) => b.cnapsCode === form.cnapsCode);
  if (!branch) refuse('开户支行不属于所选银行和城市');
  if (!ACCOUNT_NO.test(form.bankAccountNo ?? '')) refuse('银行账号应为8到30位数字');
  if (form.accountType === 1) image(form.openingPermit, '开户许可证');
}

/** Submits the checked form for review (status 2); names come from the platform's bank and branch lists. */
export function submit(platform: SandboxPlatform, body: PayContactDraft): { id: number } {
  const row = rowOf(platform);
  if (row.status === 2) refuse('签约资料审核中，请勿重复提交');
  if (row.status === 4) refuse('签约资料已审核通过，请先完成电子协议签署');
  const form = cleanDraft(body);
  checkForm(form);
  const bank = BANKS.find((b) => b.bankCode === form.bankCode);
  const branch = branchList(form.bankCode ?? '', form.cityCode ?? '').find((b) => b.cnapsCode === form.cnapsCode);
  const now = formatDateTime(platform.now());
  platform.db.payContacts.put({
    ...row,
    status: 2,
    draft: { ...form, bankName: bank?.bankName, branchName: branch?.branchName },
    rejectReason: null,
    submitTime: now,
    updateTime: now,
  });
  return { id: row.id };
}

/**
 * The review desk's kind `paycontact` (id: the hospital's, 1): approving a submission issues the
 * merchant number and asks for the signature (4); approving again plays the provider reporting the
 * signature (5). Rejecting a submission needs a reason (3).
 */
export function decidePayContactReview(platform: SandboxPlatform, decision: 'approve' | 'reject', reason?: string): PayContactMerchant {
  const row = rowOf(platform);
  const now = formatDateTime(platform.now());
  if (row.status === 2 && decision === 'approve') {
    platform.db.payContacts.put({
      ...row,
      status: 4,
      merchantNo: row.merchantNo ?? `M88261${String(platform.nextId()).padStart(5, '0')}`,
      updateTime: now,
    });
  } else if (row.status === 2) {
    if (!reason?.trim()) refuse('请填写驳回原因');
    platform.db.payContacts.put({ ...row, status: 3, rejectReason: reason.trim(), updateTime: now });
  } else if (row.status === 4 && decision === 'approve') {
    platform.db.payContacts.put({ ...row, status: 5, signTime: now, updateTime: now });
  } else {
    refuse('没有待审核或待签署的签约资料');
  }
  return merchantInfo(platform);
}

/** The seed: the finance staff started the form and saved part of it (status 1, a draft). */
export function seedPayContacts(ref: number): PayContactRow[] {
  return [
    {
      id: HOSPITAL.id,
      status: 1,
      draft: {
        merchantType: 1,
        companyName: `${HOSPITAL.registeredName}有限公司`,
        creditCode: HOSPITAL.taxNo,
        registeredAddress: HOSPITAL.address,
        legalName: '周建国',
        contactName: '张慧敏',
        contactPhone: '13900003004',
      },
      merchantNo: null,
      rejectReason: null,
      submitTime: null,
      signTime: null,
      updateTime: formatDateTime(ref - 3 * 86_400_000),
    },
  ];
}
