/**
 * What a change to the hospital profile makes stale: every hospital-profile query, whatever its
 * parameters, and home's expiring papers. Used by the profile's forms and by the realtime refresh
 * when a notice about the profile arrives (a review decided, a licence expiring).
 */
import { getGetHospitalPaperExpiryInfoQueryKey } from '@generated/main/common/common';
import {
  getGetHospitalAuditLogDetailQueryKey,
  getGetHospitalAuditLogListQueryKey,
  getGetHospitalBaseInfoQueryKey,
  getGetHospitalDraftQueryKey,
  getGetHospitalHonorListQueryKey,
  getGetHospitalPaperListQueryKey,
} from '@generated/main/hospital/hospital';

export const HOSPITAL_PROFILE_QUERIES = [
  getGetHospitalBaseInfoQueryKey(),
  getGetHospitalDraftQueryKey(),
  getGetHospitalPaperListQueryKey(),
  getGetHospitalHonorListQueryKey(),
  getGetHospitalAuditLogListQueryKey().slice(0, 2),
  getGetHospitalAuditLogDetailQueryKey().slice(0, 1),
  // Home's expiry list is computed from the same papers.
  getGetHospitalPaperExpiryInfoQueryKey(),
];

/**
 * Notices about the hospital profile: the codes section 2 sends to /hospital/hospitalInfo (licence
 * expiry, a changed business licence, the review results 2024060112–14) and the hospital review (133093).
 */
export const HOSPITAL_PROFILE_NOTICE_TYPES: ReadonlySet<number> = new Set([
  200106, 200105, 200000, 200101, 2024060112, 200107, 200103, 200102, 200602, 200601, 2024060113, 2024060114, 133093,
]);
