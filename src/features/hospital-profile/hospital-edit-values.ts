/**
 * The /hospital/hospitalEdit form's values and the requests made from them. Images are stored as
 * paths: the image host stripped, blank entries dropped (specification, section 5), whether the
 * form is submitted or kept as a draft. A draft keeps only what is filled in.
 */
import type {
  HospitalBaseInfo,
  HospitalBaseInfoFields,
  HospitalBaseInfoSaveRequest,
  HospitalLevel,
  HospitalType,
} from '@generated/main/model';
import { toStoredImagePaths } from '@/lib/media/image-path.ts';

export interface EditValues {
  registeredName: string;
  brandName: string;
  creditCode: string;
  logo: string[];
  type: HospitalType;
  level: HospitalLevel;
  establishedDate?: string;
  region?: number[];
  address: string;
  longitude?: number | null;
  latitude?: number | null;
  openTime: string;
  closeTime: string;
  hoursRemark?: string;
  phone: string;
  floorArea?: number | null;
  introduction?: string;
  environmentImages: string[];
}

export const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
export const PHONE = /^[0-9-]{7,20}$/;
export const TIME = /^\d{2}:\d{2}$/;

/** The form's values: the approved information with the draft's fields over it. */
export function editValues(info: HospitalBaseInfo, draft?: HospitalBaseInfoFields | null): EditValues {
  const d = draft ?? {};
  const hours = d.businessHours ?? info.businessHours;
  const geo = d.geo ?? info.geo;
  return {
    registeredName: d.registeredName ?? info.registeredName,
    brandName: d.brandName ?? info.brandName,
    creditCode: d.creditCode ?? info.creditCode,
    logo: [(d.logo ?? info.logo).url].filter((url) => url !== ''),
    type: d.type ?? info.type,
    level: d.level ?? info.level,
    establishedDate: d.establishedDate ?? info.establishedDate ?? undefined,
    region:
      d.provinceId !== undefined && d.cityId !== undefined && d.districtId !== undefined
        ? [d.provinceId, d.cityId, d.districtId]
        : [info.provinceId, info.cityId, info.districtId],
    address: d.address ?? info.address,
    longitude: geo.longitude,
    latitude: geo.latitude,
    openTime: hours.openTime,
    closeTime: hours.closeTime,
    hoursRemark: hours.remark ?? '',
    phone: d.phone ?? info.phone,
    floorArea: d.floorArea ?? info.floorArea ?? null,
    introduction: d.introduction ?? info.introduction ?? '',
    environmentImages: (d.environmentImages ?? info.environmentImages).map((image) => image.url),
  };
}

const text = (value: string | undefined | null) => (value ?? '').trim();
const images = (paths: readonly string[] | undefined) => toStoredImagePaths(paths ?? []).map((url) => ({ url }));

/** What is filled in, as a draft (any subset of the fields). */
export function draftFields(values: Partial<EditValues>): HospitalBaseInfoFields {
  const fields: HospitalBaseInfoFields = {};
  if (text(values.registeredName)) fields.registeredName = text(values.registeredName);
  if (text(values.brandName)) fields.brandName = text(values.brandName);
  if (text(values.creditCode)) fields.creditCode = text(values.creditCode);
  const [logo] = images(values.logo);
  if (logo) fields.logo = logo;
  if (values.type !== undefined) fields.type = values.type;
  if (values.level !== undefined) fields.level = values.level;
  if (values.establishedDate) fields.establishedDate = values.establishedDate;
  if (values.region?.length === 3) [fields.provinceId, fields.cityId, fields.districtId] = values.region as [number, number, number];
  if (text(values.address)) fields.address = text(values.address);
  if (typeof values.longitude === 'number' && typeof values.latitude === 'number')
    fields.geo = { longitude: values.longitude, latitude: values.latitude };
  if (values.openTime && values.closeTime) {
    fields.businessHours = {
      openTime: values.openTime,
      closeTime: values.closeTime,
      ...(text(values.hoursRemark) ? { remark: text(values.hoursRemark) } : {}),
    };
  }
  if (text(values.phone)) fields.phone = text(values.phone);
  if (typeof values.floorArea === 'number') fields.floorArea = values.floorArea;
  if (values.introduction !== undefined) fields.introduction = text(values.introduction);
  if (values.environmentImages) fields.environmentImages = images(values.environmentImages);
  return fields;
}

/** The submission: the form has been validated, so every required field is there. */
export function saveRequest(values: EditValues, fallbackGeo: { longitude: number; latitude: number }): HospitalBaseInfoSaveRequest {
  const fields = draftFields(values);
  const [provinceId, cityId, districtId] = values.region as [number, number, number];
  return {
    ...fields,
    registeredName: text(values.registeredName),
    brandName: text(values.brandName),
    creditCode: text(values.creditCode),
    logo: images(values.logo)[0] as { url: string },
    type: values.type,
    level: values.level,
    provinceId,
    cityId,
    districtId,
    address: text(values.address),
    // Without the map (no key or no network) the approved position stays.
    geo: fields.geo ?? fallbackGeo,
    businessHours: fields.businessHours as HospitalBaseInfoSaveRequest['businessHours'],
    phone: text(values.phone),
    environmentImages: images(values.environmentImages),
  };
}

/** Form fields a submitted change covers (the audit's `field` names), to mark them under review. */
export function formFieldsOf(changedFields: readonly string[]): Set<keyof EditValues> {
  const map: Record<string, (keyof EditValues)[]> = {
    geo: ['longitude', 'latitude'],
    businessHours: ['openTime', 'closeTime', 'hoursRemark'],
  };
  return new Set(changedFields.flatMap((field) => map[field] ?? [field as keyof EditValues]));
}
