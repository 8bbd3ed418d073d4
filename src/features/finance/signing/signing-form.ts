/**
 * The signing form's values on screen and the contract's PayContactDraft: images are stored paths
 * (ImageUpload's value) against `{ url }`, the province and city one region value against two
 * codes, dates dayjs against 'YYYY-MM-DD'. A draft keeps whatever is typed; only blank text and
 * empty images are left out, so a half-typed number survives a reload.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { ImageEntry, PayContactDraft, PayContactSignStatus } from '@generated/main/model';
import { DATE_FORMAT } from '@/lib/dates/date-format.ts';

const IMAGE_FIELDS = ['businessLicence', 'legalIdCardFront', 'legalIdCardBack', 'openingPermit'] as const;
const DATE_FIELDS = ['licenceExpireDate', 'idCardExpireDate'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];
type DateField = (typeof DATE_FIELDS)[number];

export type SigningValues = Omit<PayContactDraft, ImageField | DateField | 'provinceCode' | 'cityCode'> & {
  [K in ImageField]?: string[];
} & {
  [K in DateField]?: Dayjs | null;
} & { region?: number[] };

/** Statuses in which the form may be changed, and those in which a change is kept as a draft. */
export const EDITABLE: readonly PayContactSignStatus[] = [0, 1, 3, 5];
export const DRAFTABLE: readonly PayContactSignStatus[] = [0, 1, 3];

/** What a new form starts with: the common case, an enterprise settling to its corporate account. */
const DEFAULTS: SigningValues = { merchantType: 1, accountType: 1 };

export function valuesOf(draft: PayContactDraft | null): SigningValues {
  if (!draft) return { ...DEFAULTS };
  const { provinceCode, cityCode, ...rest } = draft;
  const values: SigningValues = { ...DEFAULTS, ...rest } as SigningValues;
  for (const key of IMAGE_FIELDS) values[key] = draft[key]?.url ? [draft[key].url] : [];
  for (const key of DATE_FIELDS) values[key] = draft[key] ? dayjs(draft[key]) : null;
  if (provinceCode && cityCode) values.region = [Number(provinceCode), Number(cityCode)];
  return values;
}

export function draftOf(values: SigningValues): PayContactDraft {
  const draft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || key === 'region') continue;
    if ((IMAGE_FIELDS as readonly string[]).includes(key)) {
      const [url] = value as string[];
      if (url) draft[key] = { url } satisfies ImageEntry;
    } else if ((DATE_FIELDS as readonly string[]).includes(key)) {
      draft[key] = (value as Dayjs).format(DATE_FORMAT);
    } else if (typeof value === 'string') {
      if (value.trim()) draft[key] = value.trim();
    } else {
      draft[key] = value;
    }
  }
  const [province, city] = values.region ?? [];
  if (province !== undefined) draft.provinceCode = String(province);
  if (city !== undefined) draft.cityCode = String(city);
  return draft as PayContactDraft;
}

export const CREDIT_CODE = /^[0-9A-Z]{18}$/;
export const ID_CARD = /^\d{17}[\dX]$/;
export const MOBILE = /^1\d{10}$/;
export const ACCOUNT_NO = /^\d{8,30}$/;

/** Why the account name does not fit the account type ('corporate' / 'personal'), or null. */
export function accountNameProblem(values: SigningValues): 'corporate' | 'personal' | null {
  const name = values.accountName?.trim();
  if (!name) return null;
  if (values.accountType === 1 && name !== values.companyName?.trim()) return 'corporate';
  if (values.accountType === 2 && name !== values.legalName?.trim()) return 'personal';
  return null;
}
